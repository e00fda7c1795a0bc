#!/bin/sh
# Fleet time over ssh for 3, 24 and 100 loopback targets at the quick level, as ratios to 3 targets.
# Usage: benchmarks/fleet-scale.sh [PARALLEL] [COUNTS...]   (default: 8 3 24 100)
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
cd "$here"
./mvnw -q -B -DskipTests test-compile >&2
exec ./mvnw -q -B exec:java -Dexec.classpathScope=test \
    -Dexec.mainClass=dev.gpudoctor.fleet.FleetScaleBenchmark -Dexec.args="${*:-8 3 24 100}" -Djava.awt.headless=true
