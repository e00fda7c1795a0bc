#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28/ (the fourth batch of issue 37's library of real reports, a
training folder): LOOK-ALIKE NEGATIVES. Written down before any search was run, so it can be rerun and checked.

Why: the similar-reports fallback and the rules confuse failures with negatives that read like them: 30 of the
library's 52 negatives have a failure report as their nearest neighbour, so a score floor that keeps the negatives
quiet halves recall (docs/diagnosis-quality.md, "Round four"). The library needs more real negatives, said in each
family's own words, so that resemblance alone no longer decides.

Rule:

  * the families: the 15 with the most library reports, counted by the first `# expect:` label of every file in the
    train* folders on 2026-11-28 (cuda-runtime-lib-not-found 57, cuda-oom 55, no-kernel-image 29,
    cuda-version-toolkit-mismatch 27, nccl-failure 24, driver-too-old 24, container-no-gpu 24, no-driver 23,
    torch-not-compiled-with-cuda 22, illegal-address 22, triton-compile-failure 20, shm-bus-error 20,
    cudnn-status-error 19, driver-not-loaded 17, cuda-busy-unavailable 17);
  * one or two `search` queries per family (corpus `issues`, GitHub issue and PR threads), in QUERIES below, worded
    in that family's own words but aimed at threads where it turned out NOT to be the GPU stack (host RAM, a
    dataloader, a CPU tensor; a CPU, Apple MPS or AMD ROCm machine; a warning on a machine with no GPU where the
    program ran; the user's own bug caught on CPU; a hang in user code; a non-NVIDIA context; Vulkan / OpenCL /
    Metal; unrelated native code; harmless xformers / triton warnings);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's
    cause or fix, or the poster's "fixed by" / "it runs fine"); it is labelled by that resolution: a NEGATIVE
    (`expect` empty) when it was not the GPU stack (the user's code or data, host memory, another vendor's GPU, a
    harmless warning, another program), else the family it was (ids of knowledge-base.json) -- those are kept too:
    they are the positives said in the same words. The resolution is written in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution;
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl`, with the
    title, the year of the post, the stack, the environment the post states (`platform`, `unknown` where none), the
    paste form read from the text as train-2026-11-27c/ does, and the labels; `build` writes one `.txt` per entry
    with the headers of train-2026-11-27f/ (`# source:`, `# year:`, `# stack:`, `# platform:`, `# paste:`,
    `# rule: q=<id> rank=<n>`, `# expect:`);
  * aim: 50-80 reports, at least two thirds of them negatives.

Relabelled at the merge (after collection, by the lead, one policy for the whole batch): a report whose text states a
family's failure is that family even on a machine without an NVIDIA GPU ("Torch not compiled with CUDA enabled" on a
Mac or a CPU-only torch; Docker's 'could not select device driver "nvidia"' on a Mac or a CPU-only host): the finding
is right and its first remedy must be the one that machine needs (run on 'mps'/'cpu'; drop the GPU request; the
package's CPU build for "CUDA_HOME environment variable is not set" on a Mac). 12 entries carry `relabelled`; the
two-thirds aim counts them as collected.

Usage:
  collect_library_2026_11_28.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
import sys
from pathlib import Path

from collect_rules_common import Rule, build, check
from collect_rules_2026_11_27c import entries

FOLDER = "train-2026-11-28"
MIN_REPORTS, MAX_REPORTS = 50, 80
MIN_NEGATIVE_SHARE = 2 / 3

# id -> (family whose words the query uses, query text); every query went to corpus `issues`.
QUERIES = {
    "lib-cudart-no-gpu": ("cuda-runtime-lib-not-found",
                          "Could not load dynamic library libcudart.so dlerror Ignore above cudart dlerror if you do not have a GPU set up on your machine"),
    "lib-dll-cpu-fine": ("cuda-runtime-lib-not-found",
                         "Could not load dynamic library cudart64_110.dll not found warning no GPU program runs on CPU"),
    "oom-host-ram": ("cuda-oom", "out of memory DefaultCPUAllocator can't allocate memory RAM not GPU"),
    "oom-dataloader": ("cuda-oom", "CUDA out of memory but it was host RAM dataloader num_workers memory leak CPU tensor"),
    "nki-rocm": ("no-kernel-image", "no kernel image is available for execution on the device AMD ROCm HIP"),
    "toolkit-cpu-build": ("cuda-version-toolkit-mismatch",
                          "The detected CUDA version mismatches the version that was used to compile PyTorch CPU only build without CUDA"),
    "toolkit-cuda-home": ("cuda-version-toolkit-mismatch", "CUDA_HOME environment variable is not set install on Mac CPU only"),
    "nccl-hang-user": ("nccl-failure", "NCCL watchdog timeout collective operation hang dataloader deadlock in user code"),
    "nccl-timeout-uneven": ("nccl-failure", "Watchdog caught collective operation timeout ALLREDUCE uneven number of batches per rank"),
    "driver-insufficient-nonnvidia": ("driver-too-old",
                                      "CUDA driver version is insufficient for CUDA runtime version Mac AMD no NVIDIA GPU"),
    "container-capabilities-cpu": ("container-no-gpu",
                                   "could not select device driver with capabilities gpu docker compose Mac CPU only remove deploy resources"),
    "no-driver-mac": ("no-driver", "Found no NVIDIA driver on your system Mac M1 mps"),
    "no-gpus-cpu": ("no-driver", "RuntimeError: No CUDA GPUs are available run on CPU map_location cpu"),
    "not-compiled-mps": ("torch-not-compiled-with-cuda", "AssertionError: Torch not compiled with CUDA enabled Apple silicon M1 M2 use mps"),
    "not-compiled-cpu-device": ("torch-not-compiled-with-cuda",
                                "Torch not compiled with CUDA enabled device cpu argument hardcoded cuda fixed"),
    "illegal-own-index": ("illegal-address",
                          "an illegal memory access was encountered ran on CPU IndexError index out of range in self embedding"),
    "illegal-segfault-native": ("illegal-address", "Segmentation fault core dumped import order opencv faiss torch conflict"),
    "triton-warning-xformers": ("triton-compile-failure",
                                "A matching Triton is not available, some optimizations will not be enabled xformers warning"),
    "triton-windows-harmless": ("triton-compile-failure", "No module named 'triton' warning Windows harmless ignore"),
    "shm-killed-host-ram": ("shm-bus-error", "DataLoader worker is killed by signal: Killed out of memory RAM"),
    "shm-bus-native": ("shm-bus-error", "Bus error (core dumped) not shared memory mmap file truncated"),
    "cudnn-user-shape": ("cudnn-status-error", "CUDNN_STATUS_BAD_PARAM wrong input shape channels fixed in my code"),
    "cudnn-mps-vulkan": ("cudnn-status-error", "cuDNN error CUDNN_STATUS_NOT_SUPPORTED input size user error batch"),
    "smi-no-nvidia-gpu": ("driver-not-loaded",
                          "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver machine has AMD Intel GPU no NVIDIA"),
    "busy-opencl-vulkan": ("cuda-busy-unavailable", "OpenCL CL_DEVICE_NOT_AVAILABLE Vulkan no suitable device found GPU busy"),
    "busy-metal": ("cuda-busy-unavailable", "Metal device not available MPS backend error Apple GPU"),
}

RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=34)


def size_problems(fixtures: Path) -> list:
    """The batch's own aim, beside the common check: its size, and negatives as at least two thirds of it AS COLLECTED
    (an entry relabelled at the merge, `relabelled`, was collected as a negative: README, 'Relabelled at the merge')."""
    collected = entries(fixtures, FOLDER)
    negatives = sum(1 for e in collected if not e["expect"] or e.get("relabelled"))
    problems = []
    if not MIN_REPORTS <= len(collected) <= MAX_REPORTS:
        problems.append(f"{len(collected)} reports; the rule aims at {MIN_REPORTS}-{MAX_REPORTS}")
    if negatives < MIN_NEGATIVE_SHARE * len(collected):
        problems.append(f"{negatives} negatives of {len(collected)}; the rule asks for at least two thirds")
    by_family = {}
    for e in collected:
        family = QUERIES.get(e["q"], ("?",))[0]
        by_family.setdefault(family, [0, 0])
        by_family[family][0] += 1
        by_family[family][1] += not e["expect"]
    print("by the family whose words the query used (reports, negatives):", dict(sorted(by_family.items())))
    return problems


if __name__ == "__main__":
    args = sys.argv[1:]
    mode = args.pop(0) if args and args[0] == "build" else "check"
    where = Path(args[0] if args else "src/test/resources/diagnosis/fixtures")
    status = build(RULE, where) if mode == "build" else check(RULE, where)
    problems = size_problems(where)
    for p in problems:
        print("PROBLEM", p)
    sys.exit(status or (1 if problems else 0))
