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
# jdeps, jlink, jpackage and java of one JDK: JAVA_HOME's when set (Maven's), else the PATH's.
if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/jpackage" ]; then PATH="$JAVA_HOME/bin:$PATH"; fi
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

say "app image and archive"
# jpackage lays out the image (bin/, lib/app/, lib/runtime/) and the .deb is made from it; its native
# launcher gives way to packaging/app/gpu-doctor (why: see there), so its .cfg goes too.
cp "$jar" "$work/input/"
jpackage --type app-image --dest "$work/image" --name gpu-doctor --app-version "$version" \
    --description "$description" --vendor "GPU Doctor" \
    --input "$work/input" --main-jar gpu-doctor.jar --main-class dev.gpudoctor.app.Launcher \
    --runtime-image "$work/app-runtime" --icon "$work/gpu-doctor.png"
image="$work/image/gpu-doctor"
cp "$here/packaging/app/gpu-doctor" "$image/bin/gpu-doctor"
cp "$here/packaging/app/make-cds-archive" "$image/lib/"
rm "$image/lib/libapplauncher.so" "$image/lib/app/gpu-doctor.cfg"
bridge_copy "$image/lib/app/python-bridge"
# The image must start on its own runtime: a module jdeps missed would fail here, not on a user's machine.
env -i PATH=/usr/bin:/bin "$image/bin/gpu-doctor" --version >&2
tar -C "$work/image" -czf "$dist/gpu-doctor-$version-linux-x64.tar.gz" gpu-doctor

say "deb"
mkdir -p "$work/deb-resources"
cp "$here/packaging/deb/postinst" "$here/packaging/deb/prerm" "$work/deb-resources/"
# The menu entry travels inside the image and postinst puts it in place: jpackage's own
# (--linux-shortcut) made the package depend on xdg-utils, whose Recommends pulled in perl and a
# terminal emulator (58 packages on Debian 12), and its xdg-desktop-menu left folders behind.
sed "s/APPLICATION_DESCRIPTION/$description/" "$here/packaging/deb/gpu-doctor.desktop" >"$image/lib/gpu-doctor.desktop"
# JavaFX's window toolkit loads GTK 3 and, for hardware rendering, GL itself (those libraries are
# in the jar, so jpackage's ldd scan of the image cannot see them). Ubuntu's t64 packages provide
# these names.
# Compression: xz at level 1 (dpkg-deb reads these variables since dpkg 1.21.10; older ones use
# their default). Measured with dpkg-deb -b on the same 122 MiB tree, 2 cores (CPU seconds, size):
# xz -6 (the default) 120 s, 44.0 MiB; xz -1 36 s, 47.4 MiB; zstd -19 123 s, 46.1 MiB; zstd -3 1 s,
# 52.4 MiB; gzip -6 5 s, 53.9 MiB. xz -1 keeps the download 12 % smaller than gzip for half a minute
# of one release build, and every dpkg opens it (zstd needs dpkg 1.21.18: not Debian 11, Ubuntu 20.04).
DPKG_DEB_COMPRESSOR_TYPE=xz DPKG_DEB_COMPRESSOR_LEVEL=1 \
jpackage --type deb --dest "$dist" --app-image "$image" --name gpu-doctor --app-version "$version" \
    --description "$description" --vendor "GPU Doctor" \
    --linux-package-name gpu-doctor --linux-deb-maintainer "gpu-doctor@users.noreply.github.com" \
    --linux-app-category devel \
    --linux-package-deps "libgtk-3-0, libxtst6, libgl1, libxxf86vm1" --resource-dir "$work/deb-resources"

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

say "checksums"
# What README "Install" tells users to check, and what the release workflow attaches beside them.
(cd "$dist" && sha256sum -- *.deb *.tar.gz >SHA256SUMS)

say "done in $SECONDS s"
for f in "$dist"/*; do
    awk -v b="$(stat -c %s "$f")" -v f="${f#"$here"/}" 'BEGIN { printf "dist: %6.1f MiB  %s\n", b / 1048576, f }'
done
