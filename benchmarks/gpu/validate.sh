#!/usr/bin/env bash
# GPU validation: runs GPU Doctor's headless agent through everything it claims to do on a GPU and
# writes the evidence into one folder. Made for a lent GPU machine with no JDK and no internet (the kit
# carries a trimmed Java runtime, the app jar (agent and window) and the Python packages MACE and cuEquivariance need
# beside the machine's own torch), and for a dry run on a machine without a GPU (CPU parts only; the
# GPU parts are recorded as skipped with the reason).
#
#   benchmarks/gpu/validate.sh --out DIR [--kit DIR] [--stage S[,S...]] [--models a,b] [--deadline SEC] [--skip REGEX] [--pack FILE]
#   benchmarks/gpu/validate.sh --dry-run --out DIR [--python P] [--java J]
#   benchmarks/gpu/validate.sh --unpack-only --out DIR     (a first call carrying part of the kit: see build-kit.sh)
#
# --stage takes one stage or several, comma-separated, run in that order (e.g. 1,5 then window,4).
# --speed-structures replaces the structures of stages 5 and 6 (both configurations), to fit a short lease.
# --pack writes DIR as one .tar.xz (a lent machine sends back at most 8 files, 2 folders down).
#
# Stages, with what they took on one H100 (2026-11-23; one command there may run 10 minutes):
#   1  facts: nvidia-smi, check (43 s), capabilities (43 s), the budgets and probes of issue 29 (pinned and
#      resident memory, CUDA graphs, BF16/FP8 matmul, copy bandwidth, peer copy; not yet timed on a GPU),
#      the Windows half and Xid history checks, consistency: cpu float64 vs cuda float32,
#      e3nn vs cuEq in float32 and float64 (about 3 minutes; most of it importing mace three times)
#   2  timings: model-only vs whole-step split for arch:large, the bridge's overhead on the GPU (73 s),
#      one full run per configuration (cpu 79 s)
#   3  sweeps: bench cuda and cuda+cueq over water boxes of 3 .. 20,001 atoms per model (about 3 minutes
#      a model), and cpu up to 1,536 atoms on half the cores at the same time; --models picks models
#   4  bundle of everything above (the run history lives in DIR/xdg)
#   5  speed figures apart, arch:small (one command, estimated 3.5-4.5 min on an H100): bench cuda and
#      cuda+cueq on water-512/2048/4096 (1,536 / 6,144 / 12,288 atoms) and c-5832 (MACE's own benchmark
#      cell); each point carries ase_step with its graph/model/rest split, graph_cpu, model (stress off
#      and on, 20 calls each, CUDA events), graph_gpu (vesin-torch, checked against MACE's graph) and
#      md_gpu (10 steps, with and without a skin)
#   6  the same for arch:medium (e3nn only up to 6,144 atoms: it ran out of memory at 10,002), plus one
#      float64 point (c-2744, as MACE's float64 benchmark) (estimated 3.5-4.5 min). No batched point yet:
#      the bridge has no batched figure.
#   window  the window's headless screenshots with this machine's answers (screenshots --with-results
#      --all-variants: the checklist and the probes run again, the Runs tab reads DIR/xdg's history), so
#      every tab is drawn with a real GPU's results. JavaFX's glass and text need X11, freetype,
#      fontconfig and pango: those the machine lacks come from the kit's fxlibs.tar.xz, fonts from
#      matplotlib's DejaVu when the machine has no fontconfig set-up.
# Every step is recorded in DIR/steps.tsv (step, exit code, seconds, note); a step that would start
# after the deadline is recorded as skipped, never half-run.
set -uo pipefail

here=$(cd "$(dirname "$0")/../.." && pwd)
kit="$here/.gpukit"
out=""
stage=all
dry_run=0
unpack_only=0
python=""
java=""
models="arch:small,arch:medium,arch:large"
deadline=540
skip_re=""
pack=""
speed_structures=""
started=$(date +%s)

while (($#)); do
    case "$1" in
        --out) out=$2; shift 2 ;;
        --kit) kit=$2; shift 2 ;;
        --stage) stage=$2; shift 2 ;;
        --dry-run) dry_run=1; shift ;;
        --unpack-only) unpack_only=1; shift ;;
        --python) python=$2; shift 2 ;;
        --java) java=$2; shift 2 ;;
        --models) models=$2; shift 2 ;;
        --deadline) deadline=$2; shift 2 ;;
        --skip) skip_re=$2; shift 2 ;;
        --pack) pack=$2; shift 2 ;;
        --speed-structures) speed_structures=$2; shift 2 ;;
        -h|--help) sed -n 2,38p "$0"; exit 0 ;;
        *) echo "validate.sh: unknown option $1 (try --help)" >&2; exit 3 ;;
    esac
done
[ -n "$out" ] || { echo "validate.sh: --out DIR is required" >&2; exit 3; }
mkdir -p "$out" || exit 3
out=$(cd "$out" && pwd)
steps="$out/steps.tsv"
[ -f "$steps" ] || printf 'step\texit\tseconds\tnote\n' >"$steps"

note() { echo "validate: $*" >&2; }
record() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$steps"; }
left() { echo $((deadline - ($(date +%s) - started))); }

# step NAME NEED_SECONDS OUTFILE -- command...   (stdout to OUTFILE, stderr to OUTFILE.err)
step() {
    local name=$1 need=$2 file=$3
    shift 4
    if [ -n "$skip_re" ] && [[ $name =~ $skip_re ]]; then
        record "$name" - 0 "skipped: --skip"
        return 0
    fi
    if (($(left) < need)); then
        record "$name" - 0 "skipped: needs ~${need}s, $(left)s left before the deadline"
        note "$name skipped (out of time)"
        return 0
    fi
    local t0 rc
    t0=$(date +%s)
    note "$name ..."
    timeout --kill-after=10 "$(left)" "$@" >"$out/$file" 2>"$out/$file.err"
    rc=$?
    record "$name" "$rc" $(($(date +%s) - t0)) ""
    note "$name exit $rc in $(($(date +%s) - t0)) s"
    return 0
}

skip() { record "$1" - 0 "skipped: $2"; note "$1 skipped: $2"; }

# --- set-up: Java, Python, the packages -------------------------------------------------------------
if ((dry_run)); then
    [ -n "$java" ] || java=$(command -v java) || { echo "validate.sh: no java for the dry run (--java)" >&2; exit 3; }
    [ -n "$python" ] || python=$(command -v python3)
    gpu=0
else
    # The kit may travel over two calls on the same warm machine (a call is sent at most 64 MiB; see
    # build-kit.sh): what an earlier call unpacked stays under /tmp/gpud, and only what is still missing is needed.
    missing=()
    unpack() {
        [ -f "$kit/$1" ] || return 1
        tar -C "$2" -xJf "$kit/$1" || { echo "validate.sh: cannot unpack $kit/$1 into $2" >&2; exit 2; }
    }
    mkdir -p /tmp/gpud
    [ -x /tmp/gpud/jre/bin/java ] || unpack jre.tar.xz /tmp/gpud || missing+=(jre.tar.xz)
    java=/tmp/gpud/jre/bin/java
    [ -f /tmp/gpud/app.jar ] || unpack app.tar.xz /tmp/gpud || missing+=(app.tar.xz)
    # An earlier call's wrapper (packages unpacked beside a read-only site-packages) is the interpreter to use.
    [ -n "$python" ] || { [ -x /tmp/gpud/python ] && python=/tmp/gpud/python; } || python=$(command -v python3)
    if ! "$python" -c 'import mace, cuequivariance_torch' 2>/dev/null; then
        site=$("$python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
        if [ ! -f "$kit/site.tar.xz" ]; then
            missing+=(site.tar.xz)
        elif [ -w "$site" ]; then
            # mace-torch pins e3nn 0.4.4; two e3nn dist-infos side by side would make versions ambiguous.
            "$python" -m pip uninstall -y -q e3nn >/dev/null 2>&1
            unpack site.tar.xz "$site"
        else
            mkdir -p /tmp/gpud/site && unpack site.tar.xz /tmp/gpud/site
            printf '#!/bin/sh\nPYTHONPATH=/tmp/gpud/site${PYTHONPATH:+:$PYTHONPATH} exec %s "$@"\n' "$python" >/tmp/gpud/python
            chmod +x /tmp/gpud/python
            python=/tmp/gpud/python
        fi
    fi
    if ((unpack_only)); then
        echo "validate.sh: unpacked what travelled; still missing: ${missing[*]:-nothing}" >&2
        exit 0
    fi
    if ((${#missing[@]})); then
        echo "validate.sh: ${missing[*]} travelled with neither this call nor an earlier one on this machine; carry it" \
            "(or run --unpack-only in a first call carrying the rest)" >&2
        exit 2
    fi
    gpu=1
    command -v nvidia-smi >/dev/null 2>&1 || gpu=0
fi
agent=/tmp/gpud/app.jar
((dry_run)) && agent="$here/target/gpu-doctor.jar"
[ -f "$agent" ] || { echo "validate.sh: no agent jar at $agent (build it first)" >&2; exit 3; }

# The run history and the managed-env folder live in the output, so the bundle holds exactly these runs.
export XDG_DATA_HOME="$out/xdg"
mkdir -p "$XDG_DATA_HOME"
# An array, not a function: timeout, env and taskset run programs, not shell functions.
gd=("$java" -XX:+UseSerialGC -Djava.awt.headless=true -Dgpudoctor.home="$here" -cp "$agent" dev.gpudoctor.agent.AgentMain)
app=("$java" -XX:+UseSerialGC -Dgpudoctor.home="$here" -cp "$agent" dev.gpudoctor.app.Launcher)

# Appended, not replaced: one output folder may gather several invocations (one per lent-machine call).
{
    echo "--- validate.sh --stage $stage"
    echo "date: $(date -u +%FT%TZ)"
    echo "host: $(uname -srm)"
    echo "python: $python ($("$python" -c 'import sys; print(sys.version.split()[0])' 2>&1))"
    echo "java: $("$java" -version 2>&1 | head -n 1)"
    "$python" - <<'EOF' 2>&1
import importlib.metadata as md
for name in ("torch", "triton", "e3nn", "mace-torch", "cuequivariance", "cuequivariance-torch",
             "cuequivariance-ops-torch-cu13", "cuequivariance-ops-cu13", "nvidia-ml-py", "ase", "numpy"):
    try:
        print("%s %s" % (name, md.version(name)))
    except md.PackageNotFoundError:
        print("%s -" % name)
try:
    import torch
    print("torch.cuda.is_available", torch.cuda.is_available(), "cuda", torch.version.cuda)
    if torch.cuda.is_available():
        p = torch.cuda.get_device_properties(0)
        print("device", p.name, "sm_%d%d" % (p.major, p.minor), p.multi_processor_count, "SMs",
              round(p.total_memory / 2**30, 1), "GiB")
except Exception as exc:
    print("torch:", exc)
EOF
} >>"$out/environment.txt" 2>&1

IFS=, read -r -a model_list <<<"$models"
py=(--python "$python")
fx_vars=()

stage_facts() {
    if ((gpu)); then
        step nvidia-smi 10 nvidia-smi.txt -- nvidia-smi -q
    else
        skip nvidia-smi "no NVIDIA driver on this machine"
    fi
    step check 90 check.json -- "${gd[@]}" check --json "${py[@]}"
    # The ten capabilities of the 2026-11-23 H100 run (43 s there), then issue 29's budgets and probes apart,
    # so each figure stays comparable with its own earlier runs.
    step capabilities 150 capabilities.json -- "${gd[@]}" capabilities --json "${py[@]}" \
        --only driver,pinned-memory,mapped-memory,managed-memory,concurrent-managed-access,cooperative-launch,triton,cuequivariance,nvml,cuda-ipc
    step capabilities-budgets-probes 240 capabilities-budgets-probes.json -- "${gd[@]}" capabilities --json "${py[@]}" \
        --only pinned-budget,resident-memory,cuda-graphs,matmul-bf16,matmul-fp8,copy-bandwidth,peer-copy
    step check-windows-xid 60 check-windows-xid.json -- "${gd[@]}" check --json --only windows-half,xid-history
    if ((gpu)); then
        step consistency-cpu64-cuda32 120 consistency-cpu64-cuda32.json -- \
            "${gd[@]}" consistency --json "${py[@]}" --model arch:medium --structure water-32 --a cpu:float64 --b cuda:float32
        step consistency-e3nn-cueq 120 consistency-e3nn-cueq.json -- \
            "${gd[@]}" consistency --json "${py[@]}" --model arch:medium --structure water-32 --a cuda:float32 --b cuda:float32:cueq
        step consistency-e3nn-cueq-large 120 consistency-e3nn-cueq-large.json -- \
            "${gd[@]}" consistency --json "${py[@]}" --model arch:large --structure water-64 --a cuda:float64 --b cuda:float64:cueq
    else
        step consistency-cpu64-cpu32 120 consistency-cpu64-cpu32.json -- \
            "${gd[@]}" consistency --json "${py[@]}" --model arch:small --structure water-8 --a cpu:float64 --b cpu:float32
        skip consistency-e3nn-cueq "no CUDA device: cuEquivariance's kernels need one"
    fi
}

stage_timings() {
    if ((gpu)); then
        # Model-only time beside the whole ASE step: says how much of a step is CPU graph building.
        local split=(env PYTHONPATH="$here/python-bridge" "$python" "$here/python-bridge/benchmarks/step_split.py"
            --device cuda --structures water-128,water-3334 --repeats 5)
        step step-split-large 150 step-split-large.txt -- "${split[@]}" --model arch:large
        step step-split-large-cueq 150 step-split-large-cueq.txt -- "${split[@]}" --model arch:large --cueq
        step bridge-overhead-cuda 120 bridge-overhead-cuda.txt -- \
            "$python" "$here/python-bridge/benchmarks/bridge_overhead.py" --device cuda --pings 500 \
            --model arch:medium --structure water-256 --repeats 30
        for config in cpu cuda cuda+cueq; do
            local flags=(--device cuda)
            [ "$config" = cpu ] && flags=(--device cpu)
            [ "$config" = cuda+cueq ] && flags+=(--cueq)
            step "run-$config" 120 "run-$config.json" -- \
                "${gd[@]}" run --json "${py[@]}" --model arch:medium --structure water-128 "${flags[@]}" --repeats 20
        done
    else
        step run-cpu 120 run-cpu.json -- "${gd[@]}" run --json "${py[@]}" --model arch:small --structure water-8 --device cpu --repeats 3 --warmup 1
        skip run-cuda "no CUDA device"
    fi
}

stage_sweeps() {
    local model name
    # The charts' text needs harfbuzz and fontconfig: without them the H200 sweep of 2026-11-27 kept its points
    # but wrote no chart (and bench exited 1).
    ((gpu)) && fx_env
    for model in "${model_list[@]}"; do
        name=${model#arch:}
        if ((gpu)); then
            # cpu on cores 0-7 at the same time as the GPU sweep on 8-15: the GPU sweep needs one core
            # to launch kernels; the cpu points are reported as measured on 8 cores.
            local half=$(($(nproc) / 2))
            step "bench-cpu-$name" 200 "bench-cpu-$name.json" -- env "${fx_vars[@]}" OMP_NUM_THREADS=$half taskset -c 0-$((half - 1)) \
                "${gd[@]}" bench --json "${py[@]}" --model "$model" --configs cpu \
                --structures water-1,water-8,water-32,water-128,water-512 --repeats 5 --warmup 1 --timeout 120 \
                --png "$out/bench-cpu-$name.png" &
            local cpu_job=$!
            step "bench-gpu-$name" 240 "bench-gpu-$name.json" -- env "${fx_vars[@]}" taskset -c "$half-$(($(nproc) - 1))" \
                "${gd[@]}" bench --json "${py[@]}" --model "$model" --configs cuda,cuda+cueq \
                --structures water-1,water-8,water-32,water-128,water-512,water-1024,water-2048,water-3334,water-6667 \
                --repeats 10 --warmup 3 --timeout 120 --png "$out/bench-gpu-$name.png" --svg "$out/bench-gpu-$name.svg"
            wait "$cpu_job"
        else
            step "bench-cpu-$name" 200 "bench-cpu-$name.json" -- "${gd[@]}" bench --json "${py[@]}" --model "$model" --configs cpu \
                --structures water-1,water-8 --repeats 2 --warmup 1 --timeout 120 --png "$out/bench-cpu-$name.png"
            skip "bench-gpu-$name" "no CUDA device"
        fi
    done
}

# The separate speed figures (issue 31). GPU: two commands of <= 5 minutes; never a CPU sweep beside them.
stage_speed() {
    local model=$1 gpu_structures=$2 cueq_structures=$3
    local name=${model#arch:}
    if [ -n "$speed_structures" ]; then gpu_structures=$speed_structures; cueq_structures=$speed_structures; fi
    if ((gpu)); then
        fx_env   # the chart's text needs harfbuzz and fontconfig, absent on the H200 image of 2026-11-26
        step "speed-$name-cuda" 150 "speed-$name-cuda.json" -- env "${fx_vars[@]}" "${gd[@]}" bench --json "${py[@]}" --model "$model" \
            --configs cuda --structures "$gpu_structures" --repeats 10 --warmup 3 --timeout 120 \
            --png "$out/speed-$name-cuda.png"
        step "speed-$name-cueq" 150 "speed-$name-cueq.json" -- "${gd[@]}" bench --json "${py[@]}" --model "$model" \
            --configs cuda+cueq --structures "$cueq_structures" --repeats 10 --warmup 3 --timeout 120
    else
        # CPU: the same code paths on a tiny cell; the split beside MACE's own calculator, every figure
        step "speed-$name-cpu" 150 "speed-$name-cpu.json" -- "${gd[@]}" bench --json "${py[@]}" --model "$model" \
            --configs cpu --structures water-2,water-8 --repeats 2 --warmup 1 --timeout 120
        step "speed-split-cpu" 200 "speed-split-cpu.txt" -- env PYTHONPATH="$here/python-bridge" "$python" \
            "$here/python-bridge/benchmarks/step_split.py" --device cpu --model "$model" --structures water-2,c-8 \
            --repeats 2 --warmup 1 --figures model,graph_gpu,md_gpu --md-steps 2
        skip "speed-$name-cueq" "no CUDA device"
    fi
}

stage_speed_float64() {
    if ((gpu)); then
        step speed-medium-float64 90 speed-medium-float64.json -- "${gd[@]}" run --json "${py[@]}" --model arch:medium \
            --structure c-2744 --device cuda --dtype float64 --repeats 10 --warmup 3 --timeout 120
    else
        skip speed-medium-float64 "no CUDA device"
    fi
}

# JavaFX's libraries the machine lacks, and fonts, for the screenshots alone (never for the agent).
fx_env() {
    local fx=/tmp/gpud/fx missing=()
    mkdir -p "$fx/lib"
    if ((!dry_run)) && [ -f "$kit/fxlibs.tar.xz" ] && [ ! -d /tmp/gpud/fxlibs ]; then
        tar -C /tmp/gpud -xJf "$kit/fxlibs.tar.xz"
    fi
    if [ -d /tmp/gpud/fxlibs ]; then
        local f
        for f in /tmp/gpud/fxlibs/*.so*; do
            ldconfig -p | grep -q "^[[:space:]]*$(basename "$f") " || { cp "$f" "$fx/lib/"; missing+=("$(basename "$f")"); }
        done
    fi
    echo "fx: libraries taken from the kit: ${missing[*]:-none}" >>"$out/environment.txt"
    fx_vars=(LD_LIBRARY_PATH="$fx/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}")
    if [ ! -f /etc/fonts/fonts.conf ]; then
        local ttf
        ttf=$("$python" -c 'import matplotlib, os; print(os.path.join(os.path.dirname(matplotlib.__file__), "mpl-data", "fonts", "ttf"))' 2>/dev/null)
        printf '<?xml version="1.0"?>\n<fontconfig><dir>/usr/share/fonts</dir><dir>%s</dir><cachedir>%s/fc-cache</cachedir></fontconfig>\n' \
            "$ttf" "$fx" >"$fx/fonts.conf"
        fx_vars+=(FONTCONFIG_FILE="$fx/fonts.conf")
        echo "fx: no /etc/fonts/fonts.conf; fonts from $ttf" >>"$out/environment.txt"
    fi
}

stage_window() {
    fx_env
    # The Your program tab runs the device-side assert of stage own, so its picture shows a real CUDA failure.
    step screenshots 200 screenshots.json -- env "${fx_vars[@]}" "${app[@]}" screenshots --json --with-results \
        --all-variants "${py[@]}" --exec "$python $here/benchmarks/gpu/programs/device_assert.py" --out "$out/screenshots"
}

stage_bundle() {
    step bundle 120 bundle.json -- "${gd[@]}" bundle --json "${py[@]}" -o "$out/bundle.zip"
}

# Issue 45: the user's own program (exec) on real CUDA failures, the debugging switches' cost on a training
# loop, a timeline while memory fills, compute-sanitizer on a kernel that writes past its buffer.
stage_own() {
    local programs="$here/benchmarks/gpu/programs" ex=("${gd[@]}" exec --json "${py[@]}")
    if ((!gpu)); then
        # The dry run: the same commands on the CPU, where each program fails early (no CUDA device).
        step exec-device-assert 60 exec-device-assert.json -- "${ex[@]}" --timeout 60 --rerun-with-toggles -- "$python" "$programs/device_assert.py"
        step exec-train-plain 60 exec-train-plain.json -- "${ex[@]}" --no-init-test --timeout 60 -- "$python" "$programs/train_loop.py" 1
        return 0
    fi
    step exec-device-assert 150 exec-device-assert.json -- "${ex[@]}" --timeout 120 --timeline --rerun-with-toggles -- "$python" "$programs/device_assert.py"
    step exec-illegal-address 150 exec-illegal-address.json -- "${ex[@]}" --timeout 120 --rerun-with-toggles -- "$python" "$programs/illegal_address.py"
    # The switches' cost on a loop that succeeds: plain, switched, plain again (the two plain runs say the noise).
    step exec-train-plain 60 exec-train-plain.json -- "${ex[@]}" --no-init-test --no-history --timeout 120 -- "$python" "$programs/train_loop.py" 300
    step exec-train-toggles 90 exec-train-toggles.json -- "${ex[@]}" --no-init-test --no-history --timeout 120 --launch-blocking --dsa -- "$python" "$programs/train_loop.py" 300
    step exec-train-plain-2 60 exec-train-plain-2.json -- "${ex[@]}" --no-init-test --no-history --timeout 120 -- "$python" "$programs/train_loop.py" 300
    step exec-fill-memory 120 exec-fill-memory.json -- "${ex[@]}" --timeout 150 --timeline -- "$python" "$programs/fill_memory.py"
    local nvcc
    nvcc=$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null)
    if [ -n "$nvcc" ]; then
        step nvcc-oob-write 60 nvcc-oob-write.txt -- "$nvcc" -o /tmp/gpud/oob_write "$programs/oob_write.cu"
        step exec-oob-plain 30 exec-oob-plain.json -- "${ex[@]}" --timeout 60 -- /tmp/gpud/oob_write
        step exec-oob-memcheck 60 exec-oob-memcheck.json -- "${ex[@]}" --timeout 90 --sanitizer memcheck -- /tmp/gpud/oob_write
    else
        skip nvcc-oob-write "no nvcc on this machine"
    fi
}

# Issue 45: every bandwidth and TFLOPS figure beside its ceiling, on a quiet machine (before the hogs).
stage_ceilings() {
    if ((gpu)); then
        step nvidia-smi 10 nvidia-smi.txt -- nvidia-smi -q
    else
        skip nvidia-smi "no NVIDIA driver on this machine"
    fi
    step check 90 check.json -- "${gd[@]}" check --json "${py[@]}"
    step capabilities-budgets-probes 240 capabilities-budgets-probes.json -- "${gd[@]}" capabilities --json "${py[@]}" \
        --only pinned-budget,resident-memory,cuda-graphs,matmul-bf16,matmul-fp8,copy-bandwidth,peer-copy
}

# Issue 45: three capability matrices at once beside a CPU hog per core: no cell may read failed for our load.
stage_hogs() {
    local hogs=() i
    for ((i = 0; i < $(nproc); i++)); do
        (while :; do :; done) &
        hogs+=($!)
    done
    sleep 2
    cat /proc/loadavg >"$out/hogs-load-before.txt"
    local probes=()
    for i in 1 2 3; do
        step "capabilities-busy-$i" 100 "capabilities-busy-$i.json" -- "${gd[@]}" capabilities --json "${py[@]}" &
        probes+=($!)
    done
    wait "${probes[@]}"
    cat /proc/loadavg >"$out/hogs-load-after.txt"
    kill "${hogs[@]}" 2>/dev/null
    wait 2>/dev/null
}

# Issue 45: cuEquivariance's first call (its kernels' set-up) beside its per-step gain, in one sweep, so the
# break-even step count compares like with like.
stage_cueq_first() {
    if ((gpu)); then
        step cueq-first-call 200 cueq-first-call.json -- "${gd[@]}" bench --json "${py[@]}" --model arch:medium \
            --configs cuda,cuda+cueq --structures water-512,c-5832 --repeats 10 --warmup 3 --timeout 120
    else
        skip cueq-first-call "no CUDA device"
    fi
}

IFS=, read -r -a stage_list <<<"$stage"
for one in "${stage_list[@]}"; do
case "$one" in
    1) stage_facts ;;
    2) stage_timings ;;
    3) stage_sweeps ;;
    4) stage_bundle ;;
    5) stage_speed arch:small water-512,water-2048,water-4096,c-5832 water-512,water-2048,water-4096,c-5832 ;;
    6) stage_speed arch:medium water-512,water-2048 water-512,water-2048,water-4096,c-5832; stage_speed_float64 ;;
    all) stage_facts; stage_timings; stage_sweeps; stage_bundle ;;
    speed) stage_speed arch:small water-512,water-2048,water-4096,c-5832 water-512,water-2048,water-4096,c-5832 ;;
    window) stage_window ;;
    own) stage_own ;;
    hogs) stage_hogs ;;
    cueq-first) stage_cueq_first ;;
    ceilings) stage_ceilings ;;
    *) echo "validate.sh: --stage is 1, 2, 3, 4, 5, 6, speed, window, own, hogs, cueq-first, ceilings or all, or several of them comma-separated" >&2; exit 3 ;;
esac
done

# A short table last: what the reply of a remote command shows.
"$python" - "$out" <<'EOF'
import json, pathlib, sys
out = pathlib.Path(sys.argv[1])
print("step\texit\tseconds\tnote")
print((out / "steps.tsv").read_text().split("\n", 1)[1].rstrip())
for f in sorted(out.glob("bench-*.json")) + sorted(out.glob("speed-*.json")):
    try:
        data = json.loads(f.read_text())
        points = data["points"] if "points" in data else [dict(data, config="run", structure=data.get("structure", {}).get("name"),
                                                                atoms=data.get("structure", {}).get("atoms"), step_s=data.get("timings_s", {}).get("step"),
                                                                first_call_s=data.get("timings_s", {}).get("first_call"))]
    except Exception as exc:
        print(f.name, "unreadable:", exc)
        continue
    for p in points:
        step = p.get("step_s") or {}
        print("%-22s %-10s %-11s %6s atoms  median %s s  first %s s  %s" % (
            f.stem, p.get("config"), p.get("structure"), p.get("atoms"),
            "%.4g" % step["median"] if "median" in step else "-",
            "%.3g" % p["first_call_s"] if p.get("first_call_s") is not None else "-",
            "ok" if p.get("ok", True) else (p.get("failure") or {}).get("kind", "failed")))
        for fig in p.get("figures") or []:
            split = fig.get("split") or {}
            print("    %-12s %-6s %s" % (fig.get("method"), "stress" if fig.get("stress") else "",
                  fig.get("skipped") or "%.4g s  %.3g us/atom  %.3g us/edge%s%s" % (
                      (fig.get("seconds") or {}).get("median", 0), fig.get("us_per_atom") or 0, fig.get("us_per_edge") or 0,
                      "  graph %.0f%%" % (100 * split["graph_share"]) if split.get("graph_share") is not None else "",
                      "  same graph as MACE" if (fig.get("matches_mace") or {}).get("same_edges") else "")))
EOF
if [ -n "$pack" ]; then
    tar -C "$(dirname "$out")" -cf - "$(basename "$out")" | xz -6 -T0 >"$pack" && echo "packed: $pack ($(wc -c <"$pack") bytes)"
fi
exit 0
