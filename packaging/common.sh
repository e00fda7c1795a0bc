# Shared by packaging/dist.sh (the .deb, the app image, the agent archive) and
# benchmarks/gpu/build-kit.sh (the GPU validation kit): one way to cut the agent jar out of the app
# jar and one way to link a trimmed Java runtime. Source it; it defines functions only.

# agent_jar APP_JAR OUT_JAR — the app jar without JavaFX, the UI, its theme (AtlantaFX) and icons (Ikonli), and JCuda's PTX compiler
# library (the probes load hand-written PTX through the driver); its main class is AgentMain.
agent_jar() {
    local app=$1 out=$2
    cp "$app" "$out"
    zip -q -d "$out" 'lib/libJNvPTXCompiler*' 'javafx/*' 'com/sun/javafx/*' 'com/sun/glass/*' \
        'com/sun/prism/*' 'com/sun/scenario/*' 'com/sun/marlin/*' 'com/sun/openpisces/*' 'com/sun/pisces/*' \
        'libprism*.so' 'libjavafx*.so' 'libglass*.so' 'libdecora*.so' \
        'org/jfree/chart/fx/*' 'org/jfree/fx/*' 'dev/gpudoctor/ui/*' 'dev/gpudoctor/app/*' \
        'atlantafx/*' 'org/kordamp/ikonli/*' 'META-INF/resources/feather/*' 'META-INF/services/org.kordamp.ikonli.*' >/dev/null
    # The JCuda natives must survive the deletions above. (A listing in a variable: grep -q closing
    # the pipe early would fail the pipeline under pipefail.)
    local listing
    listing=$(unzip -Z1 "$out")
    grep -q '^lib/libJCudaDriver' <<<"$listing" || { echo "packaging: JCuda's driver library is missing from $out" >&2; return 2; }
    if grep -q '^javafx/' <<<"$listing"; then
        echo "packaging: $out still holds JavaFX classes" >&2
        return 2
    fi
}

# runtime_modules JAR — the JDK modules the jar's classes refer to (jdeps), as a comma list.
runtime_modules() {
    jdeps --print-module-deps --ignore-missing-deps --multi-release 17 "$1"
}

# link_runtime JAR OUT_DIR [--cds] — a Java runtime with just the modules JAR needs, stripped of
# debug symbols, headers and man pages; bin/java stays (the capability probes start a child JVM
# from java.home). --cds keeps a default class-data-sharing archive for the linked modules (a JVM
# starts about a fifth faster with it, and a dynamic archive on top of it needs it).
link_runtime() {
    local jar=$1 out=$2 cds=${3:-} modules
    modules=$(runtime_modules "$jar") || return 2
    rm -rf "$out"
    jlink --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
        ${cds:+--generate-cds-archive} --output "$out" || return 2
    [ -n "$cds" ] || rm -f "$out"/lib/server/classes*.jsa
    # java.desktop (AWT, which JFreeChart draws the charts with) brings javax.sound's native half, linked
    # against ALSA: jpackage then made the .deb depend on libasound2. GPU Doctor plays no sound, and the
    # JDK loads libjsound.so only when javax.sound.sampled or .midi is used, so it goes.
    rm -f "$out"/lib/libjsound.so
}
