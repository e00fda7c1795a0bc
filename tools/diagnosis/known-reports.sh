#!/usr/bin/env bash
# Writes src/main/resources/dev/gpudoctor/diagnosis/known-reports.jsonl, the library of known reports the
# similarity fallback searches (issue 37 item 3), from every fixture folder under
# src/test/resources/diagnosis/fixtures/ except the held-out ones (heldout*/), with the same normaliser
# the app uses. KnownReportLibraryTest fails while the committed file differs from what this writes.
# Usage: tools/diagnosis/known-reports.sh   (from anywhere; Maven offline)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target="$root/src/main/resources/dev/gpudoctor/diagnosis/known-reports.jsonl"
touch "$target" # the test reads the shipped one too: it must exist before the first run
./mvnw -o -q test -Dtest=KnownReportLibraryTest#theShippedLibraryIsWhatTheFixturesMake -DskipPythonTests=true -Dsurefire.failIfNoSpecifiedTests=false \
    -Dknown-reports.write="$target"
echo "wrote $target: $(wc -l <"$target") reports, $(wc -c <"$target") bytes"
