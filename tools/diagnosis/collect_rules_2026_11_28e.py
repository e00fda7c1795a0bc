#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-28e/ (the sixteenth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets kept pasted error text, logs and tracebacks; none took an issue's TITLE alone
as the report, and none wrote its queries the way a user's issue title states a GPU failure without error text):

  * every query is worded AS AN ISSUE TITLE stating a GPU failure in plain words, WITHOUT ERROR TEXT (no error code,
    no message, no library status name): one per family of the knowledge base (knowledge-base.json, only its "id"
    and "title" read), the family's failure told as a user would title it ("GPU not detected after driver update",
    "training runs out of GPU memory", "container cannot see GPU"), and a few more in other words (marked x-). All
    written before the first search;
  * corpus `issues` of the sessions' `search` tool (the `pages` corpus is not used), EVERY rank 1 to 8 of each answer,
    in rank order (the per-query cap of 8 is the rank window: no cap);
  * a result is kept only when the thread's TITLE states a failure and the thread says what it was (a maintainer's
    answer, the reporter's "fixed by ...", a merged fix the reporter confirmed); `basis` in collected.jsonl says it.
    Skipped: a thread any other folder cites, a repository of the sixth set, repeats, a title that states no failure
    (a question, a feature request, a how-to), no stated resolution;
  * the report text is THE THREAD'S TITLE ALONE, as returned, never cleaned (paste form `title-only`). Expected ids
    (knowledge-base.json family ids, several where the thread shows several, empty for a negative) are written from
    the thread's resolution before anything is run on the folder. Negatives: titles of GPU failures whose cause was
    not the GPU stack (the program's own bug, a setting, a package) or is no family of the knowledge base.

Usage:
  collect_rules_2026_11_28e.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_28e.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text, worded as an issue title stating a GPU failure without error text; written before the first search.
QUERIES = {
    # one per knowledge-base family
    "wsl-libcuda-not-found": "CUDA not working in WSL2 cannot find driver library",
    "wsl-libcuda-not-symlink": "ldconfig warning in WSL after installing CUDA",
    "nvml-not-supported": "nvidia-smi not working in WSL",
    "driver-too-old": "CUDA stopped working driver too old",
    "no-kernel-image": "new GPU not supported by pytorch build",
    "illegal-instruction": "training crashes with illegal instruction on GPU",
    "illegal-address": "random crash illegal memory access during training",
    "invalid-handle": "invalid resource handle when using multiple GPUs",
    "pinned-memory-limit": "pin memory fails in dataloader",
    "managed-memory-unsupported": "unified memory not supported on GPU",
    "cooperative-launch-unsupported": "cooperative launch fails on Windows",
    "kernel-bus-error": "bus error when running on GPU",
    "shm-bus-error": "dataloader worker killed by bus error in docker",
    "optional-accel-import-break": "import fails after installing flash attention",
    "cuda-oom": "training runs out of GPU memory",
    "no-driver": "GPU not detected after driver update",
    "device-side-assert": "device side assert triggered during training",
    "dsa-build-flag": "TORCH_USE_CUDA_DSA does not work",
    "triton-compile-failure": "torch.compile fails on GPU",
    "driver-library-mismatch": "nvidia-smi fails after system update",
    "driver-not-loaded": "CUDA stopped working after reboot",
    "cudnn-version-mismatch": "cuDNN version mismatch after upgrade",
    "torch-not-compiled-with-cuda": "model loads on CPU instead of GPU",
    "cuda-version-toolkit-mismatch": "nvcc version does not match installed CUDA",
    "cublas-status-error": "cuBLAS error when training",
    "unspecified-launch-failure": "GPU kernel crash during inference",
    "cuda-busy-unavailable": "CUDA devices busy or unavailable",
    "nccl-failure": "multi GPU training hangs",
    "container-no-gpu": "container cannot see GPU",
    "xid-error": "GPU crashes with Xid error in kernel log",
    "gpu-fell-off-bus": "GPU disappears during training",
    "cuda-library-version-mismatch": "wrong cuBLAS version loaded",
    "cudnn-status-error": "cuDNN error when training",
    "cuda-runtime-lib-not-found": "cannot find CUDA libraries at runtime",
    "forward-compat-unsupported": "CUDA forward compatibility not working",
    "cuda-graph-capture-failure": "CUDA graph capture fails",
    "launch-timeout": "GPU kernel times out on Windows display",
    "misaligned-address": "misaligned address crash on GPU",
    "ecc-uncorrectable": "ECC errors on GPU",
    "fabric-manager-not-running": "CUDA fails to initialize on DGX",
    "mig-misconfig": "MIG GPU not visible to job",
    "wsl-gl-interop-unsupported": "OpenGL interop not working in WSL",
    # a few in other words
    "x-gpu-not-used": "GPU not used during training",
    "x-cuda-not-available": "CUDA not available after install",
    "x-slow-gpu": "GPU much slower than expected",
    "x-docker-gpu": "docker GPU support broken",
}

RULE = Rule(folder="heldout-2026-11-28e", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=8)

if __name__ == "__main__":
    main(RULE)
