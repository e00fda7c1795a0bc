#!/bin/sh
# Diagnosis speed in a running process (issue 37's goal: median at most 200 ms per report of at most
# 1 MiB, the similar-reports fallback included): every fixture report under
# src/test/resources/diagnosis/fixtures, diagnosed five times over in one JVM, by a rules-only service
# and by the shipped one (rules + similar reports), with the load beside each line; and a 1 MiB log.
# Not a test: it prints figures for README.
#   benchmarks/diagnose.sh      (builds target/gpu-doctor.jar first when it is missing)
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
jar="$here/target/gpu-doctor.jar"
[ -f "$jar" ] || (cd "$here" && ./mvnw -o -q -DskipTests -DskipPythonTests=true package)
if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then bin="$JAVA_HOME/bin/"; else bin=""; fi
classes=$(mktemp -d)
trap 'rm -rf "$classes"' EXIT
"${bin}javac" -nowarn -d "$classes" -cp "$jar" "$here/benchmarks/DiagnoseBatch.java"
"${bin}java" -cp "$jar:$classes" DiagnoseBatch "$here/src/test/resources/diagnosis/fixtures"
