#!/bin/sh
# Start-up benchmark: wall time from starting ./gpu-doctor (the launcher script included) to the
# first rendered frame of the main window, with and without the class-data-sharing archive, and
# the same for installed launchers (the .deb's gpu-doctor, an unpacked app image's bin/gpu-doctor)
# in the same run, with their ratio to ./gpu-doctor. It also starts a bare JavaFX window (an empty
# Stage, benchmarks/BareWindow.java, from the same jar with the same JVM flags and CDS archive) and
# prints GPU Doctor's first frame as a multiple of that floor, the figure that travels between
# machines; and a themed menu bar with eight empty tabs (BareWindow shell), the least any window
# like GPU Doctor's costs. Not a test: it prints figures for docs/performance.md.
#   benchmarks/startup.sh [RUNS] [LAUNCHER...]   (RUNS default 7; starts one Xvfb for all runs when
#                                                there is no DISPLAY)
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
runs=${1:-7}
[ $# -gt 0 ] && shift

"$here/gpu-doctor" --version >/dev/null   # builds the jar and the archive when needed

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    command -v Xvfb >/dev/null 2>&1 || { echo "no DISPLAY and no Xvfb: cannot open a window" >&2; exit 2; }
    display=":$((90 + $$ % 100))"
    Xvfb "$display" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    export DISPLAY="$display"
    sleep 1
fi

now_ms() { date +%s%3N; }
samples=$(mktemp -d)
trap 'rm -rf "$samples"; [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null' EXIT

if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then bin="$JAVA_HOME/bin/"; else bin=""; fi
jar="$here/target/gpu-doctor.jar"
mkdir "$samples/bare"
"${bin}javac" -nowarn -d "$samples/bare" -cp "$jar" "$here/benchmarks/BareWindow.java"

# once_bare FILE [shell] — the empty Stage (or, with shell, a themed menu bar and eight tabs), with
# the flags ./gpu-doctor passes (its CDS archive too: the class path only adds a folder after the
# jar, which the archive allows).
once_bare() {
    started=$(now_ms)
    frame=$(timeout 120 "${bin}java" -XX:SharedArchiveFile="$here/target/gpu-doctor.jsa" -Xlog:cds=off -Xlog:cds+dynamic=off \
        -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "$jar:$samples/bare" BareWindow ${2:-} 2>&1 \
        | sed -n 's/.*First frame .* (at \([0-9]*\) ms since the epoch).*/\1/p' | head -n 1)
    [ -z "$frame" ] || echo $((frame - started)) >>"$samples/$1"
}

# once N CDS LAUNCHER — one start to the first frame; appends its milliseconds to $samples/N.
once() {
    started=$(now_ms)
    frame=$(GPU_DOCTOR_CDS=$2 GPU_DOCTOR_JAVA_OPTS=-Dgpudoctor.exitAfterFirstFrame=true timeout 120 "$3" 2>&1 \
        | sed -n 's/.*First frame .* (at \([0-9]*\) ms since the epoch).*/\1/p' | head -n 1)
    [ -z "$frame" ] || echo $((frame - started)) >>"$samples/$1"
}

# median N LABEL — prints the label's line; sets $m to the median.
median() {
    m=$(sort -n "$samples/$1" 2>/dev/null | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2) }')
    if [ -z "$m" ]; then printf '%-30s no frame was reported\n' "$2"; return 1; fi
    sort -n "$samples/$1" | awk -v label="$2" -v m="$m" '{ v[NR] = $1 }
        END { printf "%-30s median %5d ms   min %5d ms   max %5d ms   (%d runs)\n", label, m, v[1], v[NR], NR }'
}

# The launchers take turns, run after run, so a load that comes and goes hits them alike.
i=0
while [ "$i" -lt "$runs" ]; do
    once_bare bare.txt
    once_bare shell.txt shell
    once ref 1 "$here/gpu-doctor"
    once nocds 0 "$here/gpu-doctor"
    n=0
    for launcher in "$@"; do n=$((n + 1)); once "l$n" 1 "$launcher"; done
    i=$((i + 1))
done

echo "started to first frame, $(nproc) cores, $(java -version 2>&1 | head -n 1)"
median bare.txt "bare JavaFX window (floor)"
floor=$m
median shell.txt "themed menu bar and 8 tabs"
awk -v m="$m" -v f="$floor" 'BEGIN { printf "%-30s %.2f x the bare window (what any such window costs)\n", "", m / f }'
median ref "./gpu-doctor, CDS archive"
reference=$m
awk -v m="$m" -v f="$floor" 'BEGIN { printf "%-30s %.2f x the bare window (goal: 1.3 or less)\n", "", m / f }'
median nocds "./gpu-doctor, no CDS archive" || true
n=0
for launcher in "$@"; do
    n=$((n + 1))
    median "l$n" "$launcher" || continue
    awk -v m="$m" -v r="$reference" 'BEGIN { printf "%-30s %.2f x the time of ./gpu-doctor with its CDS archive\n", "", m / r }'
done
