#!/bin/sh
# Median Java-side round trip of a no-op `ping` through BridgeProcess (JSON line out, answer routed
# back by the reader thread), over 2000 requests after a warm-up. Usage: benchmarks/bridge-ping.sh [python] [requests]
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
cd "$here"
./mvnw -q -B -DskipTests test-compile >&2
exec ./mvnw -q -B exec:java -Dexec.classpathScope=test \
    -Dexec.mainClass=dev.gpudoctor.bridge.PingRoundTripBenchmark \
    -Dexec.args="${1:-python3} ${2:-2000}" -Dgpudoctor.home="$here"
