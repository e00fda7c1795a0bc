#!/bin/sh
# Start-up benchmark: wall time from starting ./gpu-doctor (the launcher script included) to the
# first rendered frame of the main window, with and without the class-data-sharing archive, and
# the same for installed launchers (the .deb's gpu-doctor, an unpacked app image's bin/gpu-doctor)
# in the same run, with their ratio to ./gpu-doctor. Not a test: it prints figures for README.
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
    trap 'kill "$xvfb" 2>/dev/null' EXIT
    export DISPLAY="$display"
    sleep 1
fi

now_ms() { date +%s%3N; }

# measure LABEL LAUNCHER — prints the label's median line; the median alone goes to fd 3.
# Installed launchers take JVM options from JAVA_TOOL_OPTIONS, ./gpu-doctor from GPU_DOCTOR_JAVA_OPTS.
measure() {
    i=0
    while [ "$i" -lt "$runs" ]; do
        started=$(now_ms)
        frame=$(GPU_DOCTOR_JAVA_OPTS=-Dgpudoctor.exitAfterFirstFrame=true \
            JAVA_TOOL_OPTIONS=$( [ "$2" = "$here/gpu-doctor" ] || echo -Dgpudoctor.exitAfterFirstFrame=true) \
            timeout 120 "$2" 2>&1 | sed -n 's/.*First frame .* (at \([0-9]*\) ms since the epoch).*/\1/p')
        [ -n "$frame" ] && echo $((frame - started))
        i=$((i + 1))
    done | sort -n | awk -v label="$1" '
        { v[NR] = $1 }
        END {
            if (NR == 0) { printf "%-28s no frame was reported\n", label; exit 1 }
            m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            printf "%-28s median %5d ms   min %5d ms   max %5d ms   (%d runs)\n", label, m, v[1], v[NR], NR
            printf "%d\n", m > "/dev/fd/3"
        }'
}

echo "started to first frame, $(nproc) cores, $(java -version 2>&1 | head -n 1)"
reference=$(GPU_DOCTOR_CDS=1 measure "./gpu-doctor, CDS archive" "$here/gpu-doctor" 3>&1 >&2)
GPU_DOCTOR_CDS=0 measure "./gpu-doctor, no CDS archive" "$here/gpu-doctor" 3>/dev/null >&2
for launcher in "$@"; do
    median=$(measure "$launcher" "$launcher" 3>&1 >&2)
    awk -v m="$median" -v r="$reference" -v l="$launcher" \
        'BEGIN { printf "%-28s %.2f x the time of ./gpu-doctor with its CDS archive\n", l, m / r }' >&2
done
