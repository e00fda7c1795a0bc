#!/usr/bin/env bash
# Builds what users install, into target/dist/ (run by ./mvnw -Pdist package after the app jar):
#
#   gpu-doctor-VERSION-linux-x64.tar.gz        the app image: a jlinked Java runtime, the app jar
#                                              (JavaFX inside) and python-bridge/; bin/gpu-doctor
#                                              runs it with no JDK on the machine
#   gpu-doctor_VERSION-1_amd64.deb             the same image under /opt/gpu-doctor, a gpu-doctor
#                                              command in /usr/bin, a desktop entry with an icon,
#                                              and a start-up (CDS) archive made when installed
#   gpu-doctor-agent-VERSION-linux-x64.tar.gz  the headless agent: the CLI without JavaFX on its own
#                                              smaller runtime, the bridge, bin/gpu-doctor-agent
#
#   packaging/dist.sh VERSION
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=packaging/common.sh
source "$here/packaging/common.sh"
version=${1:?usage: packaging/dist.sh VERSION}
jar="$here/target/gpu-doctor.jar"
dist="$here/target/dist"
work="$here/target/dist-work"
[ -f "$jar" ] || { echo "dist.sh: no $jar; run ./mvnw -Pdist package" >&2; exit 2; }
rm -rf "$dist" "$work"
mkdir -p "$dist" "$work/input"

description="Diagnoses CUDA stacks that misbehave, above all under WSL2"

say() { echo "dist: $*" >&2; }

# bridge_copy DEST — python-bridge/ as it runs: the package, the NVML shim, the requirements the
# managed environment installs, the benchmark scripts; no tests, no caches.
bridge_copy() {
    mkdir -p "$1"
    tar -C "$here/python-bridge" --exclude=__pycache__ --exclude='*.pyc' -cf - \
        gpudoctor_bridge nvml_shim benchmarks requirements-mace.txt pyproject.toml PROTOCOL.md | tar -C "$1" -xf -
}

say "icon"
java -Djava.awt.headless=true "$here/packaging/DrawIcon.java" "$work/gpu-doctor.png" 256

say "app runtime ($(runtime_modules "$jar"))"
link_runtime "$jar" "$work/app-runtime" --cds

# app_image DEST [JAVA_OPTION...] — the jpackage app image in DEST/gpu-doctor, with python-bridge/.
# $APPDIR is lib/app of the image wherever it lies; the launcher expands it when it starts. The
# options are those of ./gpu-doctor (see the comments there).
app_image() {
    local dest=$1
    shift
    local options=() o
    for o in "$@"; do options+=(--java-options "$o"); done
    jpackage --type app-image --dest "$dest" --name gpu-doctor --app-version "$version" \
        --description "$description" --vendor "GPU Doctor" \
        --input "$work/input" --main-jar gpu-doctor.jar --main-class dev.gpudoctor.app.Launcher \
        --runtime-image "$work/app-runtime" --icon "$work/gpu-doctor.png" \
        --java-options '-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Dgpudoctor.home=$APPDIR' "${options[@]}"
    bridge_copy "$dest/gpu-doctor/lib/app/python-bridge"
    # The image must start on its own runtime: a module jdeps missed would fail here, not on a user's machine.
    "$dest/gpu-doctor/bin/gpu-doctor" --version >&2
}

say "app image and archive"
cp "$jar" "$work/input/"
app_image "$work/image"
tar -C "$work/image" -czf "$dist/gpu-doctor-$version-linux-x64.tar.gz" gpu-doctor

say "deb"
# JDK 17 takes a dynamic class-data-sharing archive only for the jar path it was made with, so the
# package's postinst makes it in /opt/gpu-doctor; this image names it. (The .tar.gz, unpacked
# anywhere, keeps the runtime's default archive: a named archive that does not match turns off both.)
app_image "$work/deb-image" '-XX:SharedArchiveFile=$APPDIR/gpu-doctor.jsa -Xlog:cds=off -Xlog:cds+dynamic=off'
mkdir -p "$work/deb-resources"
cp "$here/packaging/deb/postinst" "$here/packaging/deb/prerm" "$here/packaging/deb/gpu-doctor.desktop" "$work/deb-resources/"
cp "$work/gpu-doctor.png" "$work/deb-resources/gpu-doctor.png"
# JavaFX's window toolkit loads GTK 3 and, for hardware rendering, GL itself (those libraries are
# in the jar, so jpackage's ldd scan of the image cannot see them). Ubuntu's t64 packages provide
# these names.
jpackage --type deb --dest "$dist" --app-image "$work/deb-image/gpu-doctor" --name gpu-doctor --app-version "$version" \
    --description "$description" --vendor "GPU Doctor" \
    --linux-package-name gpu-doctor --linux-deb-maintainer "gpu-doctor@users.noreply.github.com" \
    --linux-shortcut --linux-menu-group "Development;System;" --linux-app-category devel \
    --linux-package-deps "libgtk-3-0, libxtst6, libgl1, libxxf86vm1" --resource-dir "$work/deb-resources" \
    --icon "$work/gpu-doctor.png"

say "agent"
agent="$work/agent/gpu-doctor-agent-$version"
mkdir -p "$agent/bin" "$agent/lib"
agent_jar "$jar" "$agent/lib/agent.jar"
link_runtime "$agent/lib/agent.jar" "$agent/runtime" --cds
bridge_copy "$agent/python-bridge"
cp "$here/packaging/agent/gpu-doctor-agent" "$agent/bin/"
tar -C "$work/agent" -czf "$dist/gpu-doctor-agent-$version-linux-x64.tar.gz" "gpu-doctor-agent-$version"

limit=$((48 * 1024 * 1024))
size=$(stat -c %s "$dist/gpu-doctor-agent-$version-linux-x64.tar.gz")
((size <= limit)) || { echo "dist.sh: the agent archive is $size bytes, over the 48 MiB limit" >&2; exit 2; }

say "done"
for f in "$dist"/*; do
    awk -v b="$(stat -c %s "$f")" -v f="${f#"$here"/}" 'BEGIN { printf "dist: %6.1f MiB  %s\n", b / 1048576, f }'
done
