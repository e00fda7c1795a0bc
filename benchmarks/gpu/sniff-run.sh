#!/usr/bin/env bash
# The per-GPU sniff on a lent GPU (issue 43/45): quiet, then with another program busy on the same GPU, then the
# gpu-outlier check. Needs the kit's jre.tar.xz and app.tar.xz (benchmarks/gpu/build-kit.sh); writes into $1.
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:?usage: sniff-run.sh OUT_DIR}
mkdir -p "$out" /tmp/gpud
[ -x /tmp/gpud/jre/bin/java ] || tar -C /tmp/gpud -xJf "$here/.gpukit/jre.tar.xz"
tar -C /tmp/gpud -xJf "$here/.gpukit/app.tar.xz"
gd=(/tmp/gpud/jre/bin/java -XX:+UseSerialGC -Djava.awt.headless=true -Dgpudoctor.home="$here" -cp /tmp/gpud/app.jar dev.gpudoctor.agent.AgentMain)
export XDG_DATA_HOME="$out/xdg"
t() { local name=$1; shift; local t0=$(date +%s); timeout 90 "$@" >"$out/$name.json" 2>"$out/$name.err"; echo "$name exit $? in $(($(date +%s) - t0)) s" | tee -a "$out/steps.txt"; }
t sniff-quiet "${gd[@]}" sniff --json --python python3
# Another program on the same GPU: bf16 matrix products in a loop, started before and ended after the sniff.
python3 -c "
import torch, time
a = torch.randn(8192, 8192, device='cuda', dtype=torch.bfloat16)
end = time.time() + 75
while time.time() < end:
    for _ in range(20): a @ a
    torch.cuda.synchronize()
" & hog=$!
sleep 8
nvidia-smi --query-gpu=utilization.gpu,memory.used --format=csv >"$out/hog-nvidia-smi.txt" 2>&1
t sniff-busy-gpu "${gd[@]}" sniff --json --python python3
kill $hog 2>/dev/null; wait $hog 2>/dev/null
t check-gpu-outlier "${gd[@]}" check --json --only gpu-outlier --python python3
python3 - "$out" <<'PY'
import json, sys, pathlib
for name in ("sniff-quiet", "sniff-busy-gpu"):
    try:
        d = json.loads((pathlib.Path(sys.argv[1]) / (name + ".json")).read_text())
    except Exception as e:
        print(name, "unreadable", e); continue
    for g in d.get("gpus", []):
        print(name, g.get("gemm_bf16_tflops"), g.get("gemm_bf16_percent_of_peak"), g.get("h2d_pinned_gbps"), g.get("d2d_gbps"), g.get("other_processes"))
    for v in d.get("verdicts", []):
        print("  ", v.get("figure"), v.get("kind"), v.get("sentence"))
    print("  not_measured:", d.get("not_measured"), "probe_failed:", d.get("probe_failed"))
PY
