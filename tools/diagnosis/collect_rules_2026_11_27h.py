#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-27h/ (the eleventh held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks over rare
stacks, web pages by error kind, stack x year over uncited repositories, symptom-worded queries, non-English queries,
scientific-computing stacks and recent threads worded as exception classes; every one of them took issue threads,
none asked for the PULL REQUEST that fixed the failure):

  * PULL-REQUEST THREADS ONLY (a source URL with `/pull/`). A fix's PR quotes the error it fixes (in its description
    or its linked issue's excerpt) and says what it was, by construction: the fix is the resolution;
  * every query names a failure the way a PR title does ("fix CUDA out of memory when ...", "fix libcudnn not found",
    "handle no CUDA device", ...) over any stack: the 20 queries below, written before the first search;
  * corpus `issues` of the sessions' `search` tool, ranks 1 to 10 of each answer, in rank order, at most 3 files
    per query; results whose source is not a pull request are passed over;
  * a PR is kept only when its excerpt holds an error or log line SOMEONE PASTED and the PR says what it was;
    `basis` in collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set,
    scientific-computing repositories (the ninth set's), repeats, no pasted error, no stated cause;
  * the text is the paste as returned, never cleaned; expected ids (knowledge-base.json family ids, empty for a
    negative) are written from the PR's fix before anything is run on the folder. Negatives: the fixed cause is
    outside the CUDA stack or outside the knowledge base's families (a project's own bug that printed a
    CUDA-looking error is a negative).

Usage:
  collect_rules_2026_11_27h.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_27h.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text: a failure named the way a fix's PR title names it, written before the first search.
QUERIES = {
    "fix-oom": "fix CUDA out of memory when loading model",
    "fix-libcudnn": "fix libcudnn not found",
    "handle-no-device": "handle no CUDA device available",
    "fix-driver-insufficient": "fix CUDA driver version is insufficient for CUDA runtime version",
    "fix-nvidia-smi-parsing": "fix nvidia-smi parsing error",
    "fix-wsl2-crash": "fix crash on WSL2 GPU",
    "support-sm120": "support sm_120 no kernel image is available",
    "fix-triton-compile": "fix triton compile error",
    "fix-nccl-error": "fix NCCL error",
    "fix-illegal-memory-access": "fix CUDA illegal memory access",
    "catch-cuda-init-error": "catch CUDA initialization error",
    "fix-docker-gpu": "fix docker GPU not detected nvidia runtime",
    "fix-libcudart": "fix libcudart.so cannot open shared object file",
    "fix-cublas-status": "fix CUBLAS_STATUS_NOT_INITIALIZED error",
    "fix-device-side-assert": "fix device-side assert triggered index out of bounds",
    "fix-not-compiled-with-cuda": "fix Torch not compiled with CUDA enabled",
    "fix-nvml-init": "fix Failed to initialize NVML driver library version mismatch",
    "fix-cudnn-status": "fix CUDNN_STATUS_EXECUTION_FAILED",
    "fix-onnxruntime-cuda-provider": "fix onnxruntime CUDAExecutionProvider fails to load",
    "fix-windows-dll": "fix DLL load failed cuda windows",
    # A second round of the same form, written after the 20 first queries were read (they gave 8 usable pull requests,
    # 6 of them negatives: most answers are issue threads, and most PRs in ranks 1-10 quote no pasted error) and before
    # any of these was searched; each quotes the error sentence itself, as a fix's PR title often does, so the PRs
    # found quote it too. The keep test (pull requests only, pasted error, stated cause, ranks 1-10, at most 3 a query)
    # is unchanged.
    "fix-no-kernel-image": "fix RuntimeError CUDA error no kernel image is available for execution on the device",
    "fix-oom-tried-to-allocate": "fix torch.cuda.OutOfMemoryError CUDA out of memory. Tried to allocate",
    "fix-libcudnn-so-8": "fix ImportError libcudnn.so.8 cannot open shared object file",
    "fix-container-cli": "fix nvidia-container-cli initialization error load library failed",
    "fix-is-available-false": "fix torch.cuda.is_available() returns False",
    "fix-no-nvidia-driver": "fix Found no NVIDIA driver on your system",
    "fix-invalid-device-ordinal": "fix CUDA error invalid device ordinal",
    "fix-nvcc-unsupported-arch": "fix nvcc fatal Unsupported gpu architecture compute_",
    "fix-triton-out-of-resources": "fix triton OutOfResources shared memory",
    "fix-cudnn-version-incompatible": "fix cuDNN version incompatibility loaded runtime CuDNN library",
    "fix-jax-no-device": "fix jax CUDA_ERROR_NO_DEVICE Unable to initialize backend",
    "fix-nvml-shared-library": "fix NVML Shared Library Not Found",
}

RULE = Rule(folder="heldout-2026-11-27h", queries=QUERIES, ranks=range(1, 11), corpora=("issues",),
            max_per_query=3, min_negatives=6, source_kind="pull")

if __name__ == "__main__":
    main(RULE)
