#!/bin/sh
# The quick check's wall time against the limits of the programs that run it (issue 38): Slurm's health
# program gives the agent 45 s (and Slurm kills the program at 60 s), node-problem-detector's monitor 50 s.
# Runs `gpu-doctor check --level quick --npd` RUNS times on the idle machine, then RUNS times beside HOGS
# busy CPU loops (python3 -c 'while True: pass'), and prints each run's wall time, exit code and the
# 1-minute load beside it, then the slowest against each limit. Not a test: it prints figures for docs.
#   benchmarks/quick-check-under-load.sh [RUNS] [HOGS]   (defaults 3 and 8)
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
runs=${1:-3}
hogs=${2:-8}
"$here/gpu-doctor" --version >/dev/null   # builds the jar when needed

now_ms() { date +%s%3N; }
load() { cut -d' ' -f1 /proc/loadavg; }
pids=""
trap 'for p in $pids; do kill "$p" 2>/dev/null; done' EXIT INT TERM

once() { # once LABEL — one quick check; prints "LABEL wall_s exit load"
    load_before=$(load)
    started=$(now_ms)
    rc=0
    # 300 s: far past every consumer's limit, so a run that long is reported, not waited for forever.
    timeout -k 5 300 "$here/gpu-doctor" check --level quick --npd >"$samples/out" 2>"$samples/err" || rc=$?
    wall=$(( $(now_ms) - started ))
    [ "$rc" -le 1 ] || { echo "  stdout: $(tail -n 1 "$samples/out")"; echo "  stderr: $(tail -n 3 "$samples/err")"; }
    awk -v l="$1" -v w="$wall" -v rc="$rc" -v a="$load_before" -v b="$(load)" -v c="$(nproc)" \
        'BEGIN { printf "%-7s %6.1f s  exit %d  load %s -> %s on %s cores\n", l, w / 1000, rc, a, b, c }'
    echo "$wall" >>"$samples/$1"
}

samples=$(mktemp -d)
i=0; while [ $i -lt "$runs" ]; do once idle; i=$((i + 1)); done
i=0; while [ $i -lt "$hogs" ]; do python3 -c 'while True: pass' & pids="$pids $!"; i=$((i + 1)); done
sleep 20   # let the load average see the hogs
i=0; while [ $i -lt "$runs" ]; do once hogs; i=$((i + 1)); done
for p in $pids; do kill "$p" 2>/dev/null; done; pids=""

worst=$(sort -n "$samples/hogs" | tail -n 1)
echo "quick level budget: 20 s for every host reader together (ChecklistRequest.QUICK_BUDGET), from the process start"
for limit in "slurm health program (agent) 45" "node-problem-detector monitor 50" "slurm HealthCheckProgram kill 60"; do
    name=${limit% *}; secs=${limit##* }
    awk -v n="$name" -v s="$secs" -v h="$hogs" -v w="$worst" \
        'BEGIN { printf "%-34s limit %2d s: slowest beside %d hogs %.1f s (%.0f %% of the limit)\n", n, s, h, w / 1000, w / 10 / s }'
done
rm -rf "$samples"
