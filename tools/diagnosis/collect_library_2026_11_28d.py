#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28d/ (a fifth batch of issue 37's library of real reports, a training
folder): THIN FAMILIES. Written down before any search was run, so it can be rerun and checked.

Why: a family with a handful of library reports is known to the rules and to the similar-reports fallback in one or two
wordings only (one framework, one log form); a report of the same failure in another stack's words is missed. The
library needs each thin family said in other words.

Rule:

  * the families: every id of knowledge-base.json with fewer than 13 library reports, counted by the first `# expect:`
    label (the file name's family for train/, whose files carry none) of every file in the train* folders on
    2026-11-28 (main at aa81e6d): kernel-bus-error 2, dsa-build-flag 2, illegal-instruction 3,
    managed-memory-unsupported 3, wsl-libcuda-not-symlink 4, nvml-not-supported 4, cooperative-launch-unsupported 4,
    optional-accel-import-break 4, fabric-manager-not-running 4, device-side-assert 5, cuda-library-version-mismatch 6,
    mig-misconfig 6, wsl-gl-interop-unsupported 6, xid-error 7, forward-compat-unsupported 7, gpu-fell-off-bus 8,
    ecc-uncorrectable 8, invalid-handle 9, misaligned-address 9, wsl-libcuda-not-found 10, pinned-memory-limit 11,
    cuda-graph-capture-failure 11, driver-library-mismatch 12, cudnn-version-mismatch 12, launch-timeout 12;
  * two `search` queries per family (corpus `issues`, GitHub issue and PR threads), in QUERIES below, each worded in
    a DIFFERENT stack's or layer's words than the family's existing library reports (read from their first lines:
    another framework, a container or cluster, a driver log, Windows, a non-English post, an error-code name);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack; the
    resolution is written in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the held-out folder collected at
    the same time (heldout-2026-11-28c) and of no sibling batch (this is batch d, the first letter);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 100-130 reports, at least 15 negatives.

As collected (added after the collection, the rule above unchanged): all 50 queries ran; 32 gave files, 18 answered
only threads other folders cite, threads without a pasted error or without a stated resolution, or design/feature
threads. The batch holds 73 reports and 8 negatives, short of the aim: these queries name failures that are nearly
always the GPU stack, so few of their answers are negatives. The check below keeps every rule of inclusion (queries,
corpus, ranks, caps, threads cited elsewhere, the sixth set, order) as a failure and prints the shortfall from the aim
as SHORT OF AIM without failing, so that the aim is recorded but not met by widening the rule after the search.

Usage:
  collect_library_2026_11_28d.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28d.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_common import Rule, aim_problems, main, tally
from collect_rules_2026_11_27c import entries

FOLDER = "train-2026-11-28d"
MIN_REPORTS, MAX_REPORTS = 100, 130
MIN_NEGATIVES = 15

# id -> (thin family the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "kbus-wsl-triton": ("kernel-bus-error", "Bus error (core dumped) WSL2 triton cuda kernel compile"),
    "kbus-sigbus-cupy": ("kernel-bus-error", "SIGBUS signal 7 GPU process crash libcuda nvidia driver"),
    "dsa-env-no-effect": ("dsa-build-flag",
                          "Compile with TORCH_USE_CUDA_DSA to enable device-side assertions set environment variable no effect"),
    "dsa-export-vllm": ("dsa-build-flag", "export TORCH_USE_CUDA_DSA=1 still same error vllm"),
    "illins-vllm": ("illegal-instruction", "CUDA error: an illegal instruction was encountered vllm sglang"),
    "illins-driver-code": ("illegal-instruction", "CUDA_ERROR_ILLEGAL_INSTRUCTION jax xla cupy numba"),
    "managed-windows": ("managed-memory-unsupported", "cudaMallocManaged not supported Windows unified memory oversubscription"),
    "managed-concurrent": ("managed-memory-unsupported",
                           "concurrentManagedAccess managed memory cudaErrorNotSupported Jetson cudaMemPrefetchAsync"),
    "symlink-docker": ("wsl-libcuda-not-symlink", "ldconfig libcuda.so.1 is not a symbolic link docker build WSL"),
    "symlink-apt": ("wsl-libcuda-not-symlink", "/sbin/ldconfig.real: /usr/lib/wsl/lib/libcuda.so.1 is not a symbolic link apt install"),
    "nvml-smi-na": ("nvml-not-supported", "nvidia-smi Not Supported processes memory usage gpustat WSL"),
    "nvml-go-dcgm": ("nvml-not-supported", "NVML_ERROR_NOT_SUPPORTED go-nvml dcgm exporter Jetson"),
    "coop-numba-cupy": ("cooperative-launch-unsupported", "cudaErrorCooperativeLaunchTooLarge grid sync numba cupy"),
    "coop-wsl-windows": ("cooperative-launch-unsupported", "cudaLaunchCooperativeKernel not supported WSL2 Windows WDDM"),
    "accel-flash-symbol": ("optional-accel-import-break",
                           "flash_attn_2_cuda undefined symbol transformers import fails without using flash attention"),
    "accel-xformers-import": ("optional-accel-import-break", "xformers import error breaks import optional dependency"),
    "fabric-docker-h100": ("fabric-manager-not-running", "cudaErrorSystemNotReady system not yet initialized H100 docker"),
    "fabric-service": ("fabric-manager-not-running", "nvidia-fabricmanager failed to start NVSwitch A100 error 802"),
    "dsa-labels-hf": ("device-side-assert",
                      "device-side assert triggered CUDA kernel errors might be asynchronously reported labels out of range"),
    "dsa-nll-assertion": ("device-side-assert", "Assertion `t >= 0 && t < n_classes` failed ClassNLLCriterion"),
    "libver-cublaslt": ("cuda-library-version-mismatch", "undefined symbol cublasLt libcublas version mismatch torch"),
    "libver-nvjitlink": ("cuda-library-version-mismatch", "libcusparse.so.12 undefined symbol __nvJitLinkAddData_12_1"),
    "mig-visible": ("mig-misconfig", "MIG no CUDA-capable device is detected A100 MIG UUID CUDA_VISIBLE_DEVICES"),
    "mig-smi-create": ("mig-misconfig", "nvidia-smi mig create instance Insufficient Resources MIG mode enabled pending reset"),
    "gl-register-wsl": ("wsl-gl-interop-unsupported", "cudaGraphicsGLRegisterBuffer operation not supported WSL2"),
    "gl-wslg-llvmpipe": ("wsl-gl-interop-unsupported", "WSLg OpenGL renderer llvmpipe not NVIDIA CUDA interop"),
    "xid-13-dmesg": ("xid-error", "NVRM: Xid 13 Graphics SM Exception dmesg"),
    "xid-31-k8s": ("xid-error", "Xid 31 MMU Fault kubernetes node GPU"),
    "compat-geforce": ("forward-compat-unsupported", "Error 804 cuda-compat package GeForce forward compatibility"),
    "compat-ollama": ("forward-compat-unsupported", "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE ollama docker"),
    "bus-handle-unknown": ("gpu-fell-off-bus", "Unable to determine the device handle for GPU Unknown Error nvidia-smi GPU is lost"),
    "bus-xid79-laptop": ("gpu-fell-off-bus", "Xid 79 GPU has fallen off the bus laptop suspend resume"),
    "ecc-smi-retired": ("ecc-uncorrectable", "nvidia-smi ECC errors volatile double bit retired pages pending reboot"),
    "ecc-code-name": ("ecc-uncorrectable", "CUDA_ERROR_ECC_UNCORRECTABLE jax tensorflow cupy"),
    "handle-multigpu": ("invalid-handle", "cudaErrorInvalidResourceHandle multi GPU stream event device"),
    "handle-driver-api": ("invalid-handle", "CUDA_ERROR_INVALID_HANDLE cupy numba context"),
    "misalign-code": ("misaligned-address", "cudaErrorMisalignedAddress"),
    "misalign-716": ("misaligned-address", "CUDA error 716 misaligned address TensorRT llama.cpp"),
    "wsllib-ollama": ("wsl-libcuda-not-found", "Could not load library libcuda.so WSL2 ollama llama.cpp"),
    "wsllib-docker": ("wsl-libcuda-not-found", "libcuda.so.1 not found docker WSL nvidia container"),
    "pinned-hostalloc": ("pinned-memory-limit", "cudaHostAlloc failed out of memory pinned memory limit"),
    "pinned-pin-memory": ("pinned-memory-limit", "pin_memory thread CUDA error out of memory DataLoader pin memory"),
    "graph-jax-capture": ("cuda-graph-capture-failure",
                          "cudaErrorStreamCaptureUnsupported operation not permitted when stream is capturing jax"),
    "graph-compile-reduce": ("cuda-graph-capture-failure", "torch.compile mode reduce-overhead CUDA graph capture error"),
    "drvlib-k8s": ("driver-library-mismatch",
                   "Failed to initialize NVML: Driver/library version mismatch kubernetes pod nvidia-device-plugin"),
    "drvlib-container-cli": ("driver-library-mismatch",
                             "nvidia-container-cli initialization error nvml error driver/library version mismatch"),
    "cudnnver-torch": ("cudnn-version-mismatch", "cuDNN version incompatibility PyTorch was compiled against but found runtime version"),
    "cudnnver-jax": ("cudnn-version-mismatch", "Loaded runtime CuDNN library but source was compiled with jax"),
    "timeout-tdr": ("launch-timeout", "cudaErrorLaunchTimeout TDR Windows WDDM TdrDelay"),
    "timeout-x-watchdog": ("launch-timeout", "CUDA_ERROR_LAUNCH_TIMEOUT display watchdog Linux X server"),
}

# min_negatives=0: the aim of 15 is reported by size_problems as SHORT OF AIM (docstring, "As collected").
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


def size_problems(fixtures: Path) -> list:
    """The batch's own aim, beside the common check: its size, and the families the queries were for."""
    collected = entries(fixtures, FOLDER)
    problems = aim_problems(collected, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES)
    tally(collected, lambda e: QUERIES.get(e["q"], ("?",))[0], "the family the query was for")
    return problems


if __name__ == "__main__":
    main(RULE, size_problems)
