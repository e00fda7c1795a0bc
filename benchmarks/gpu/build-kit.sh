#!/usr/bin/env bash
# Builds the GPU validation kit into .gpukit/ (ignored by git): what a GPU machine with no JDK and no
# internet needs to run benchmarks/gpu/validate.sh, in under 64 MiB together with the checkout.
#
#   benchmarks/gpu/build-kit.sh            (after ./mvnw -DskipTests package)
#
#   .gpukit/jre.tar.xz    a jlinked Java runtime with the modules the app jar needs (jdeps), ~17 MB
#   .gpukit/app.tar.xz    the app jar without JCuda's PTX compiler library (the probes load hand-written
#                         PTX through the driver), its entries stored and the whole xz-compressed, ~7 MB:
#                         the agent (dev.gpudoctor.agent.AgentMain) and the window's headless screenshots
#                         (dev.gpudoctor.app.Launcher screenshots) from one jar
#   .gpukit/fxlibs.tar.xz the shared libraries JavaFX's glass and text need (X11, freetype, fontconfig, pango,
#                         glib), copied from this machine, ~3.4 MB; validate.sh puts only those the GPU
#                         machine lacks on LD_LIBRARY_PATH, for the screenshots alone. Carried in a second
#                         call: with it the first call's carry would pass 64 MiB.
#   .gpukit/site.tar.xz   mace-torch, e3nn 0.4.4, cuEquivariance 0.13 (CUDA 13 ops), vesin-torch 0.6.2 (the
#                         GPU neighbour list of the graph_gpu/md_gpu figures, 8.6 MB unpacked) and the pure or
#                         manylinux packages mace imports that the GPU image lacks, installed for
#                         CPython 3.12 and unpacked there into the interpreter's site-packages, ~31 MB
#
# Measured 2026-11-23: 55 MB in all; the checkout beside it 4.4 MB. xz on the unpacked packages beats
# carrying the wheels (73.5 MB of cuEquivariance ops wheels alone, over the limit).
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=packaging/common.sh
source "$here/packaging/common.sh"
kit="$here/.gpukit"
jar="$here/target/gpu-doctor.jar"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -f "$jar" ] || { echo "build-kit.sh: no $jar; run ./mvnw -DskipTests package first" >&2; exit 2; }
exclude=$(git -C "$here" rev-parse --git-path info/exclude)   # .git is a file in a worktree
grep -qx '/.gpukit/' "$exclude" 2>/dev/null || echo '/.gpukit/' >>"$exclude"
mkdir -p "$kit"

echo "build-kit: app jar" >&2
# Stored entries under xz: 7 MB where the deflated jar is 17 MB.
mkdir -p "$work/app"
(cd "$work/app" && unzip -q "$jar" -x 'lib/libJNvPTXCompiler*' && zip -q -0 -X -r ../app.jar META-INF && zip -q -0 -X -r ../app.jar . -x 'META-INF/*')
tar -C "$work" -cf - app.jar | xz -9 -T0 >"$kit/app.tar.xz"

echo "build-kit: Java runtime" >&2
link_runtime "$work/app.jar" "$work/jre"
tar -C "$work" -cf - jre | xz -9 -T0 >"$kit/jre.tar.xz"

echo "build-kit: JavaFX's shared libraries" >&2
mkdir -p "$work/fxlibs"
for so in libX11.so.6 libxcb.so.1 libXau.so.6 libXdmcp.so.6 libbsd.so.0 libmd.so.0 libXext.so.6 libXrender.so.1 \
    libXtst.so.6 libXi.so.6 libfreetype.so.6 libpng16.so.16 libbrotlidec.so.1 libbrotlicommon.so.1 libz.so.1 \
    libfontconfig.so.1 libexpat.so.1 libpango-1.0.so.0 libpangoft2-1.0.so.0 libgobject-2.0.so.0 libglib-2.0.so.0 \
    libgio-2.0.so.0 libgmodule-2.0.so.0 libffi.so.8 libpcre2-8.so.0 libharfbuzz.so.0 libgraphite2.so.3 \
    libfribidi.so.0 libthai.so.0 libdatrie.so.1; do
    lib=$(ldconfig -p | awk -v s="$so" '$1 == s && /x86-64/ { print $NF; exit }')
    [ -n "$lib" ] || { echo "build-kit.sh: this machine has no $so (apt-get install the JavaFX runtime libraries)" >&2; exit 2; }
    cp -L "$lib" "$work/fxlibs/"
done
tar -C "$work" -cf - fxlibs | xz -9 -T0 >"$kit/fxlibs.tar.xz"

echo "build-kit: Python packages for CPython 3.12" >&2
platforms=()
for p in manylinux_2_28 manylinux_2_27 manylinux_2_24 manylinux_2_17 manylinux2014 manylinux1; do platforms+=(--platform "${p}_x86_64"); done
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp "${platforms[@]}" -d "$work/whl" \
    mace-torch==0.3.16 e3nn==0.4.4 ase==3.29.0 cuequivariance==0.13.0 cuequivariance-torch==0.13.0 \
    cuequivariance-ops-torch-cu13==0.13.0 cuequivariance-ops-cu13==0.13.0 torch-ema==0.3 prettytable==3.18.0 \
    wcwidth==0.9.4 matscipy==1.3.1 ConfigArgParse==1.9.0 GitPython==3.2.1 gitdb==4.0.12 smmap==5.0.3 lmdb==3.0.0 \
    orjson==3.13.0 platformdirs==4.14.7 vesin-torch==0.6.2
# python-hostlist publishes no wheel; it is pure Python.
python3 -m pip wheel -q --no-deps -w "$work/whl" python_hostlist==2.3.0
python3 -m pip install -q --no-deps --no-compile --target "$work/site" --python-version 3.12 --implementation cp \
    --only-binary=:all: "${platforms[@]}" --platform any "$work"/whl/*.whl
rm -rf "$work/site/bin" "$work/site/tests" "$work/site/include" "$work/site/ase/test"
# cuEquivariance's Triton tuning caches for its triangle/gated-GEMM kernels (which MACE does not call), one per GPU
# architecture: 27 MB unpacked. The lent machines are Hopper (sm_90): keep those, so that what ran there is unchanged.
find "$work/site/cuequivariance_ops/triton/cache" -name '*.json' ! -name '*.9.0.json' -delete 2>/dev/null || true
tar -C "$work/site" -cf - . | xz -8 -T0 >"$kit/site.tar.xz"

ls -l "$kit" >&2
# A lent machine is sent at most 64 MiB a call: the checkout's tracked files plus what the call carries. When
# jre, app and site fit together, one call carries them; else (2026-11-27: checkout 12.8 + 17.3 + 10.5 + 29.4 MiB)
# a first call carries jre and app and runs `validate.sh --unpack-only`, and the next call, on the same warm
# machine (it is released after about 30 s idle), carries site and runs the stages. fxlibs goes in a later call.
tree=$(git -C "$here" ls-files -z | (cd "$here" && xargs -0 stat -c %s 2>/dev/null) | awk '{ s += $1 } END { print s + 0 }')
size() { stat -c %s "$@" | awk '{ s += $1 } END { print s }'; }
limit=$((64 * 1024 * 1024))
all=$(size "$kit/jre.tar.xz" "$kit/app.tar.xz" "$kit/site.tar.xz")
if ((tree + all <= limit)); then
    echo "build-kit: one call carries jre, app and site: $((tree + all)) bytes of $limit" >&2
    exit 0
fi
first=$(size "$kit/jre.tar.xz" "$kit/app.tar.xz")
second=$(size "$kit/site.tar.xz")
echo "build-kit: two calls: jre + app $((tree + first)) bytes (then validate.sh --unpack-only), site $((tree + second)) bytes, of $limit each" >&2
if ((tree + first > limit || tree + second > limit)); then
    echo "build-kit.sh: a call would pass the 64 MiB a lent machine is sent; shrink the checkout or the kit" >&2
    exit 2
fi
