#!/bin/sh
# The whole checklist against its floor: `./gpu-doctor check --json --python P` beside
# `P -c 'import mace.calculators'` in the same interpreter. The import-chain check must import MACE
# once, so that import is the least a checklist can cost; the rest is GPU Doctor's own (the JVM, the
# host facts, the other Python children). The two take turns round after round (which goes first
# alternates too), so a load that comes and goes on a shared machine hits both alike; it prints each
# round, the medians, the median of the per-round ratios (the figure; goal <= 1.25) and the machine
# (CPU model, cores, load averages at start and end). Where /usr/bin/time exists it also prints the
# CPU time (user + system) of each with all its children, and that ratio: on a busy machine the wall
# clock mostly measures waiting, while CPU time stays near what an idle one would show (running
# children side by side shortens the wall clock but not the CPU time). Other launchers (another build's gpu-doctor,
# say the one before a change) take their turn in every round too, each with its own ratio.
# Not a test: it prints figures for docs/performance.md.
#   benchmarks/checklist-vs-import.sh [ROUNDS] [PYTHON] [LAUNCHER...]
#     ROUNDS default 5; PYTHON default (or "") the test venv (python-bridge/run-tests.sh --venv-only)
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
rounds=${1:-5}
py=${2:-}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] && shift
samples=$(mktemp -d)
trap 'rm -rf "$samples"' EXIT

if [ -z "$py" ]; then
    "$here/python-bridge/run-tests.sh" --venv-only "$samples/python" >&2
    py=$(cat "$samples/python")
fi
set -- "$here/gpu-doctor" "$@"
for launcher in "$@"; do
    "$launcher" --version >/dev/null   # builds the jar when needed, outside the timings
done

now_ms() { date +%s%3N; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
median() { sort -g "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
range() { sort -g "$1" | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%s-%s", lo, hi }'; }

# timed NAME COMMAND... — runs it (output dropped); appends its wall milliseconds to $samples/NAME
# and, with /usr/bin/time, its CPU milliseconds (its children's included) to $samples/NAME.cpu.
timed() {
    name=$1
    shift
    started=$(now_ms)
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -o "$samples/time" -f '%U %S' "$@" >"$samples/out" 2>/dev/null || true
        tail -n 1 "$samples/time" | awk '{ printf "%d\n", ($1 + $2) * 1000 }' >>"$samples/$name.cpu"
    else
        "$@" >"$samples/out" 2>/dev/null || true
    fi
    echo $(($(now_ms) - started)) >>"$samples/$name"
}

import_once() {
    timed import "$py" -c 'import mace.calculators'
}

# check_once N LAUNCHER — one whole checklist; its figures go to $samples/checkN. (Exit 1 or 2 only
# says some check warned or failed, as on a machine without a GPU: the JSON is the answer.)
check_once() {
    timed "check$1" "$2" check --json --python "$py"
    cp "$samples/out" "$samples/check$1.json"
}

checks_once() {
    n=0
    for launcher in "$@"; do check_once "$n" "$launcher"; n=$((n + 1)); done
}

load_start=$(load)
i=1
while [ "$i" -le "$rounds" ]; do
    if [ $((i % 2)) -eq 1 ]; then import_once; checks_once "$@"; else checks_once "$@"; import_once; fi
    imp=$(tail -n 1 "$samples/import")
    line=$(printf 'round %d: import %6d ms' "$i" "$imp")
    n=0
    for launcher in "$@"; do
        chk=$(tail -n 1 "$samples/check$n")
        awk -v a="$imp" -v b="$chk" 'BEGIN { printf "%.4f\n", b / a }' >>"$samples/ratio$n"
        line="$line  checklist[$n] $chk ms (ratio $(tail -n 1 "$samples/ratio$n"))"
        n=$((n + 1))
    done
    echo "$line  load $(load)"
    i=$((i + 1))
done
load_end=$(load)

cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
echo "machine: ${cpu:-unknown CPU}, $(nproc) cores available, load average $load_start at start, $load_end at end"
echo "interpreter: $py"
echo "import mace.calculators: median $(median "$samples/import") ms ($(range "$samples/import") ms, $rounds rounds)"
[ -s "$samples/import.cpu" ] && echo "   CPU time median $(median "$samples/import.cpu") ms ($(range "$samples/import.cpu") ms)"
n=0
for launcher in "$@"; do
    echo "checklist[$n]: $launcher check --json"
    echo "   median $(median "$samples/check$n") ms ($(range "$samples/check$n") ms)"
    if [ -s "$samples/check$n.cpu" ]; then
        echo "   CPU time median $(median "$samples/check$n.cpu") ms ($(range "$samples/check$n.cpu") ms):" \
            "$(awk -v a="$(median "$samples/import.cpu")" -v b="$(median "$samples/check$n.cpu")" 'BEGIN { printf "%.3f", b / a }') x the import's"
    fi
    "$py" - "$samples/check$n.json" <<'EOF'
import json, sys
report = json.load(open(sys.argv[1]))
slow = [c for c in report["checks"] if c.get("duration_ms", 0) >= 50]
print("   its last run's checks over 50 ms: " + ", ".join(
    "%s %d ms (%s)" % (c["id"], c["duration_ms"], c["status"]) for c in slow))
chain = [c for c in report["checks"] if c["id"] == "mace-import-chain"]
if not chain or chain[0]["status"] != "pass":
    print("   WARNING: mace-import-chain did not pass, so this checklist did not import MACE: its ratio means nothing")
EOF
    printf '   checklist / import: median of the per-round ratios %.3f (%s; goal <= 1.25)\n' \
        "$(median "$samples/ratio$n")" "$(range "$samples/ratio$n")"
    n=$((n + 1))
done
