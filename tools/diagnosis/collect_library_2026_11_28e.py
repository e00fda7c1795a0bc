#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28e/ (a fifth-round batch of issue 37's library of real reports, a
training folder): Q&A AND FORUM PAGES, the library's first batch not from GitHub. Written down before any search was
run, so it can be rerun and checked.

Why: every earlier library batch came from GitHub issue threads, so the library knows how a report reads when it is
filed against a project, not how a user asks a stranger for help (a question title, a shortened traceback, a forum
post's prose around the error). Issue 37 wants >= 1,000 reports spread over stacks and years; the `pages` corpus
(Stack Overflow and other Q&A sites, NVIDIA developer forums, PyTorch forums, Ask Ubuntu, Super User, Reddit, blogs)
is where the other half of the users ask.

Rule:

  * the families: the 30 with the most library reports, counted by the first `# expect:` label of every file in the
    train* folders on 2026-11-28 (cuda-oom 51, cuda-runtime-lib-not-found 48, torch-not-compiled-with-cuda 29,
    cuda-version-toolkit-mismatch 27, no-kernel-image 24, container-no-gpu 21, nccl-failure 20, driver-too-old 20,
    no-driver 18, illegal-address 18, cudnn-status-error 17, shm-bus-error 15, driver-not-loaded 14,
    cuda-busy-unavailable 13, cublas-status-error 13, triton-compile-failure 12, unspecified-launch-failure 11,
    cudnn-version-mismatch 9, pinned-memory-limit 8, driver-library-mismatch 8, launch-timeout 7,
    misaligned-address 6, wsl-libcuda-not-found 5, invalid-handle 5, gpu-fell-off-bus 5, ecc-uncorrectable 4,
    cuda-graph-capture-failure 4, xid-error 3, device-side-assert 3, wsl-libcuda-not-symlink 2);
  * one `search` query per family, corpus `pages` only, worded as a Q&A title would be; plus 8 queries aimed at
    look-alike negatives (host RAM, AMD / Apple, a CPU-only machine, the user's own bug); all in QUERIES below;
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text (an
    error line, or a title that is the error) AND the page says what it was (an accepted or top answer, or the
    poster's own "solved by"); it is labelled by that resolution (ids of knowledge-base.json, several where the page
    shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (host RAM, another vendor's
    GPU, the user's own code or data, another program). The policy of train-2026-11-28/ ("Relabelled at the merge")
    holds from the start: a text that states a family's failure is that family even on a machine without an NVIDIA
    GPU (the remedy differs, not the finding). The resolution is written in `basis`;
  * stack = the software that printed the error; source = the page's address; year = the year of the post;
    platform = the environment the post states (`unknown` where none); paste form read from the text as
    train-2026-11-27c/ does;
  * skipped: a page any other folder cites (the common check, `# source:` lines and `collected.jsonl` sources, which
    includes the fifth held-out set's pages; PAGE_KEY below also compares a Q&A page by site and question number so
    that two addresses of one question are one page), a page already taken, every repository of the sixth held-out
    set (the common check), a result whose excerpt pastes no error or states no resolution; before the final commit,
    a page that the held-out folder heldout-2026-11-28c or the sibling batch train-2026-11-28d cites (by their
    `# source:` lines; the README lists any dropped);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl`; `build`
    writes one `.txt` per entry with the headers of train-2026-11-28/;
  * aim: 100-130 reports, at least 15 negatives; at most 8 a query (ranks 1-8).

Dropped at the merge (by the lead, after collection, one policy for the whole batch): pages of generated error
catalogues (`page_kind` error-catalog: errorcanon.top, deadends.dev), 16 entries. They are templates written for a
kind of error (a signature and a root cause), not a report a user pasted from a machine; the library holds reports.
Their lines are kept in `dropped.jsonl` beside `collected.jsonl`, so the rule's counts can be rerun as collected.

Usage:
  collect_library_2026_11_28e.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28e.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
import sys
from collections import Counter
from pathlib import Path

from collect_rules_common import Rule, build, check, page_problems
from collect_rules_2026_11_27c import entries

FOLDER = "train-2026-11-28e"
AIM_REPORTS = (100, 130)

# id -> (family whose words the query uses, or "negative" for a look-alike query; query text); corpus `pages` only.
QUERIES = {
    "oom": ("cuda-oom", "RuntimeError: CUDA out of memory. Tried to allocate when training"),
    "lib-not-found": ("cuda-runtime-lib-not-found",
                      "ImportError: libcudart.so: cannot open shared object file: No such file or directory"),
    "not-compiled": ("torch-not-compiled-with-cuda", "AssertionError: Torch not compiled with CUDA enabled"),
    "toolkit-mismatch": ("cuda-version-toolkit-mismatch",
                         "The detected CUDA version mismatches the version that was used to compile PyTorch"),
    "no-kernel-image": ("no-kernel-image",
                        "RuntimeError: CUDA error: no kernel image is available for execution on the device"),
    "container": ("container-no-gpu",
                  "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]]"),
    "nccl": ("nccl-failure", "RuntimeError: NCCL error in ProcessGroupNCCL.cpp unhandled system error"),
    "driver-too-old": ("driver-too-old", "The NVIDIA driver on your system is too old (found version"),
    "no-driver": ("no-driver", "RuntimeError: Found no NVIDIA driver on your system"),
    "illegal-address": ("illegal-address", "RuntimeError: CUDA error: an illegal memory access was encountered"),
    "cudnn-status": ("cudnn-status-error",
                     "Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR"),
    "shm-bus": ("shm-bus-error",
                "DataLoader worker is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory"),
    "smi-failed": ("driver-not-loaded",
                   "nvidia-smi has failed because it couldn't communicate with the NVIDIA driver after reboot"),
    "busy": ("cuda-busy-unavailable", "CUDA error: all CUDA-capable devices are busy or unavailable"),
    "cublas": ("cublas-status-error",
               "RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling cublasSgemm"),
    "triton": ("triton-compile-failure", "torch.compile triton CompilationError ptxas failed with error code"),
    "launch-failure": ("unspecified-launch-failure", "RuntimeError: CUDA error: unspecified launch failure"),
    "cudnn-version": ("cudnn-version-mismatch",
                      "Loaded runtime CuDNN library but source was compiled with cuDNN version mismatch"),
    "pinned": ("pinned-memory-limit", "pin_memory CUDA error out of memory cudaHostAlloc pinned memory failed"),
    "nvml-mismatch": ("driver-library-mismatch", "Failed to initialize NVML: Driver/library version mismatch"),
    "launch-timeout": ("launch-timeout", "the launch timed out and was terminated CUDA kernel Windows TDR"),
    "misaligned": ("misaligned-address", "CUDA error: misaligned address"),
    "wsl-libcuda": ("wsl-libcuda-not-found", "WSL2 libcuda.so cannot open shared object file No such file or directory"),
    "invalid-handle": ("invalid-handle", "CUDA error: invalid resource handle"),
    "fell-off-bus": ("gpu-fell-off-bus", "Unable to determine the device handle for GPU: GPU is lost / GPU has fallen off the bus"),
    "ecc": ("ecc-uncorrectable", "CUDA error: uncorrectable ECC error encountered"),
    "graph-capture": ("cuda-graph-capture-failure", "CUDA graph capture operation not permitted when stream is capturing"),
    "xid": ("xid-error", "NVRM: Xid error in dmesg GPU crash"),
    "device-assert": ("device-side-assert", "RuntimeError: CUDA error: device-side assert triggered"),
    "wsl-symlink": ("wsl-libcuda-not-symlink", "ldconfig: /usr/lib/wsl/lib/libcuda.so.1 is not a symbolic link"),
    # Look-alike negatives: the same words where it was not the GPU stack.
    "neg-host-ram": ("negative", "RuntimeError: DefaultCPUAllocator: not enough memory: you tried to allocate"),
    "neg-numpy-ram": ("negative", "numpy.core._exceptions.MemoryError: Unable to allocate GiB for an array"),
    "neg-killed": ("negative", "python process Killed training out of memory oom-killer dmesg"),
    "neg-rocm": ("negative", "hipErrorNoBinaryForGpu: Unable to find code object for all current devices ROCm"),
    "neg-mps": ("negative", "MPS backend out of memory Apple M1 PyTorch"),
    "neg-cpu-only": ("negative", "tensorflow Could not load dynamic library cudart64 dlerror warning no GPU CPU only"),
    "neg-index": ("negative", "IndexError: index out of range in self nn.Embedding"),
    "neg-same-device": ("negative", "RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu"),
}

RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("pages",), max_per_query=8, min_negatives=15)


def batch_problems(fixtures: Path) -> list:
    """The batch's own checks beside the common one: pages by key, sources not on GitHub, the size aim (printed)."""
    collected = entries(fixtures, FOLDER)
    # This batch kept no page_kind, so the common page check runs without that part.
    problems = page_problems(fixtures, FOLDER, page_kinds=())
    by_family = Counter(QUERIES[e["q"]][0] for e in collected if e["q"] in QUERIES)
    print("by the family whose words the query used:", dict(sorted(by_family.items())))
    lo, hi = AIM_REPORTS
    if not lo <= len(collected) <= hi:
        print(f"NOTE {len(collected)} reports; the rule aims at {lo}-{hi}")
    return problems


if __name__ == "__main__":
    args = sys.argv[1:]
    mode = args.pop(0) if args and args[0] == "build" else "check"
    where = Path(args[0] if args else "src/test/resources/diagnosis/fixtures")
    status = build(RULE, where) if mode == "build" else check(RULE, where)
    problems = batch_problems(where)
    for p in problems:
        print("PROBLEM", p)
    sys.exit(status or (1 if problems else 0))
