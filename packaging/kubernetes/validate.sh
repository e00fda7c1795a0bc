#!/usr/bin/env bash
# Validates the Kubernetes manifests offline against the Kubernetes schema (PyPI kubernetes-validate,
# which bundles the schemas; --strict rejects a key the schema does not have), then proves the check
# can fail: a copy with one misspelt field must be refused. Usage: validate.sh [VENV_DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="${1:-$here/../../target/kubernetes-validate-venv}"
if [ ! -x "$venv/bin/kubernetes-validate" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q 'kubernetes-validate==1.37.0'
fi
validate=("$venv/bin/kubernetes-validate" --strict --kubernetes-version 1.31.0)
"${validate[@]}" "$here/node-problem-detector.yaml"
broken="$(mktemp --suffix=.yaml)"
trap 'rm -f "$broken"' EXIT
sed 's/serviceAccountName:/serviceAcountName:/' "$here/node-problem-detector.yaml" > "$broken"
if grep -q serviceAcountName "$broken" && ! "${validate[@]}" --quiet "$broken" >/dev/null 2>&1; then
    echo "kubernetes: a misspelt field (serviceAcountName) is refused, as it must be"
else
    echo "kubernetes: the validator accepted a misspelt field: it would not catch a real mistake" >&2
    exit 1
fi
python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$here/gpu-doctor-monitor.json"
