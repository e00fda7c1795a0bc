#!/usr/bin/env bash
# Runs the bridge's pytest suite in a cached venv that lives OUTSIDE the checkout.
#
#   python-bridge/run-tests.sh [extra pytest args...]      (from any cwd)
#   python-bridge/run-tests.sh --venv-only FILE             builds or finds the venv, writes its
#                                                           python's path to FILE, runs no test
#
# Environment:
#   GPU_DOCTOR_PYTHON  interpreter to build the venv from (default: python3)
#   GPU_DOCTOR_CACHE   cache root (default: ${XDG_CACHE_HOME:-$HOME/.cache}/gpu-doctor)
#
# The venv is $GPU_DOCTOR_CACHE/venvs/<key>, where <key> is the first 16 hex digits of
#   sha256( for each requirements file: its name + "\n" + its bytes + "\n",
#           then "<implementation>-<X.Y.Z>" )
# over requirements-test.txt and every file it pulls in with "-r" (recursively; today
# requirements-mace.txt), e.g. tag "cpython-3.11.7". A new pin in any of them or a new
# interpreter version means a new venv; an existing one is reused without calling pip.
# It is built in a temp dir next to its
# final place and renamed in only once pip succeeded, so an interrupted build is never
# reused. (Console scripts inside it keep the temp path in their shebangs; we only ever
# call "<venv python> -m ...", which does not care.)
#
# The first build downloads torch with its CUDA wheels (a few GB) and takes minutes.
#
# Exit status: pytest's, or 2 when the venv cannot be set up.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv_only=""
if [ "${1:-}" = "--venv-only" ]; then
    [ -n "${2:-}" ] || { echo "run-tests.sh: --venv-only needs a FILE to write the venv's python path to" >&2; exit 2; }
    venv_only="$2"
    shift 2
fi
req="$here/requirements-test.txt"
py="${GPU_DOCTOR_PYTHON:-python3}"
cache="${GPU_DOCTOR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/gpu-doctor}"

die() { echo "run-tests.sh: $*" >&2; exit 2; }

venv_python() {  # POSIX layout, or Windows layout under Git Bash
    if [ -e "$1/bin/python" ]; then echo "$1/bin/python"; else echo "$1/Scripts/python.exe"; fi
}

venv_ok() { [ -d "$1" ] && "$(venv_python "$1")" -c 'import pytest' >/dev/null 2>&1; }

command -v "$py" >/dev/null 2>&1 || die "Python interpreter '$py' not found (set GPU_DOCTOR_PYTHON)"

# Prints "<key> <implementation>-<version>"; refuses interpreters the bridge does not support.
ident="$("$py" - "$req" <<'EOF'
import hashlib, os, platform, sys
if sys.version_info < (3, 9):
    sys.exit("Python %s is too old for the bridge tests (need >= 3.9)" % platform.python_version())
tag = "%s-%s" % (sys.implementation.name, platform.python_version())

def requirement_files(path, seen):
    """path, then every file it includes with -r/--requirement, depth first."""
    path = os.path.normpath(path)
    if path in seen:
        return
    seen.append(path)
    with open(path, encoding="utf-8") as f:
        for line in f:
            words = line.split("#", 1)[0].split()
            if len(words) == 2 and words[0] in ("-r", "--requirement", "-c", "--constraint"):
                requirement_files(os.path.join(os.path.dirname(path), words[1]), seen)
            elif len(words) == 1 and words[0].startswith(("--requirement=", "--constraint=")):
                requirement_files(os.path.join(os.path.dirname(path),
                                               words[0].split("=", 1)[1]), seen)

files = []
requirement_files(sys.argv[1], files)
digest = hashlib.sha256()
for path in files:
    with open(path, "rb") as f:
        digest.update(os.path.basename(path).encode("utf-8") + b"\n" + f.read() + b"\n")
digest.update(tag.encode("ascii"))
print(digest.hexdigest()[:16], tag)
EOF
)" || die "could not use '$py' (see above)"
key="${ident%% *}"
tag="${ident#* }"
venv="$cache/venvs/$key"

if venv_ok "$venv"; then
    echo "run-tests.sh: using venv $venv ($tag)" >&2
else
    mkdir -p "$cache/venvs" || die "cannot create $cache/venvs"
    # Leftovers of builds killed long ago (a killed pip can outlive our cleanup trap).
    find "$cache/venvs" -maxdepth 1 -name '.tmp-*' -mmin +60 -exec rm -rf {} + 2>/dev/null || true
    tmp="$(mktemp -d "$cache/venvs/.tmp-$key-XXXXXX")"
    trap 'rm -rf "$tmp"' EXIT
    chmod 755 "$tmp"

    if ! out="$("$py" -m venv "$tmp" 2>&1)"; then
        echo "$out" >&2
        if grep -qi ensurepip <<<"$out" || ! "$py" -c 'import ensurepip' >/dev/null 2>&1; then
            die "'$py -m venv' failed because ensurepip is missing. On Debian/Ubuntu install the" \
                "python3-venv package (sudo apt-get install python3-venv; for a versioned" \
                "interpreter python3.X-venv), or point GPU_DOCTOR_PYTHON at another Python."
        fi
        die "'$py -m venv $tmp' failed (output above)"
    fi

    echo "run-tests.sh: building venv $venv ($tag); the first build downloads torch and" \
         "its CUDA wheels (a few GB) and takes minutes" >&2
    PIP_USER=0 "$(venv_python "$tmp")" -m pip install --disable-pip-version-check --no-input \
        --quiet -r "$req" >&2 || die "pip could not install $req (network or proxy problem?)"

    if [ -e "$venv" ]; then  # there but broken (e.g. its base interpreter is gone)
        stale="$cache/venvs/.stale-$key-$$"
        mv "$venv" "$stale" 2>/dev/null && rm -rf "$stale"
    fi
    # os.rename refuses a non-empty target, unlike mv, which would nest the directory.
    if "$py" -c 'import os, sys; os.rename(sys.argv[1], sys.argv[2])' "$tmp" "$venv" 2>/dev/null; then
        echo "run-tests.sh: created venv $venv ($tag)" >&2
    elif venv_ok "$venv"; then  # a concurrent run won the race; use its venv
        echo "run-tests.sh: using venv $venv ($tag), built concurrently" >&2
    else
        die "could not move the new venv into place at $venv"
    fi
    rm -rf "$tmp"
    trap - EXIT
fi

if [ -n "$venv_only" ]; then
    mkdir -p "$(dirname "$venv_only")"
    venv_python "$venv" > "$venv_only"
    exit 0
fi

# Keep the checkout free of __pycache__ dirs; the suite is too small to need them.
export PYTHONDONTWRITEBYTECODE=1
# This venv has every pinned package: a test that needs one fails rather than skips (tests/conftest.py).
export GPU_DOCTOR_FULL_TEST_VENV=1
exec "$(venv_python "$venv")" -m pytest -rs "$here/tests" "$@"
