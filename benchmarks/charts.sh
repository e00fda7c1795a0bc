#!/bin/sh
# Scaling-chart render time (10,000 points) and the FX thread's longest stall during a fake sweep,
# under headless Monocle. Usage: benchmarks/charts.sh
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
cd "$here"
./mvnw -q -B -DskipTests test-compile >&2
exec ./mvnw -q -B exec:java -Dexec.classpathScope=test \
    -Dexec.mainClass=dev.gpudoctor.charts.ChartBenchmark \
    -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Djava.awt.headless=true
