#!/bin/sh
# Bug-report bundle creation time beyond the probes (200 runs, 2,000 log lines, 3 charts).
# Usage: benchmarks/bundle.sh
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
cd "$here"
./mvnw -q -B -DskipTests test-compile >&2
exec ./mvnw -q -B exec:java -Dexec.classpathScope=test \
    -Dexec.mainClass=dev.gpudoctor.bundle.BundleBenchmark \
    -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw -Djava.awt.headless=true
