#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28i/ (a batch of issue 37's library of real reports, a training
folder): OLDER THREADS (2016-2020). Written down before any search was run, so it can be rerun and checked.

Why: most library reports are from 2021 on (PyTorch 1.8+, CUDA 11-12, LLM serving); the same failures said in the
words of the stack of 2016-2020 (TensorFlow 1.x, Caffe, Theano, Chainer, MXNet, PyTorch 0.4-1.5, CUDA 8-10,
nvidia-docker v1/v2) are rare in it. Users still paste such logs (old clusters, pinned environments, papers' code).

Rule:

  * the families: the 30 ids of knowledge-base.json with the most library reports, counted by the first `# expect:`
    label (the file name's family for train/) of every file in the train* folders at dd11b32, less
    triton-compile-failure and cuda-graph-capture-failure (Triton and CUDA-graph capture in the frameworks named are
    later than 2020), plus ecc-uncorrectable (the next one): 29 families, one query each;
  * one `search` query per family (corpus `issues`, GitHub issue and PR threads), in QUERIES below, worded with the
    error text as that stack printed it and the stack's name (TensorFlow 1.x, Caffe, Theano, Chainer, MXNet,
    PyTorch 0.4-1.5, CUDA 8-10, nvidia-docker v1/v2);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by") AND the post's year is 2016-2020 (recorded in `year`; a thread whose year
    cannot be told is skipped); it is labelled by that resolution with ids of knowledge-base.json (several where the
    report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack; a text that states a
    family's failure is that family even on a machine without an NVIDIA GPU; the resolution is written in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batches collected at
    the same time whose letter comes before this one (train-2026-11-28g, train-2026-11-28h);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 40-70 reports, at least 8 negatives.

As collected (added after the collection, the rule above unchanged): all 29 queries ran; 17 gave files, 12 answered only
posts after 2020, threads other folders cite, or old threads that paste the error but never say what it was. The batch
holds 27 reports and no negative, short of the aim: no answer turned out not to be the GPU stack. The sibling batches
(train-2026-11-28g, -28h) share no thread with it.

The check keeps every rule of inclusion (queries, corpus, ranks, caps, threads cited elsewhere, the sixth set, order,
years) as a failure and prints a shortfall from the aim as SHORT OF AIM without failing, so that the aim is recorded
but not met by widening the rule after the search.

Usage:
  collect_library_2026_11_28i.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28i.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_common import Rule, aim_problems, main, tally
from collect_rules_2026_11_27c import entries

FOLDER = "train-2026-11-28i"
MIN_REPORTS, MAX_REPORTS = 40, 70
MIN_NEGATIVES = 8
YEARS = range(2016, 2021)

# id -> (family the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "old-runtime-lib": ("cuda-runtime-lib-not-found",
                        "ImportError: libcudart.so.9.0: cannot open shared object file tensorflow 1.x"),
    "old-oom": ("cuda-oom", "RuntimeError: cuda runtime error (2) : out of memory at THCStorage.cu pytorch 0.4"),
    "old-kernel-image": ("no-kernel-image", "cuda runtime error (48) : no kernel image is available for execution on the device"),
    "old-not-compiled": ("torch-not-compiled-with-cuda", "AssertionError: Torch not compiled with CUDA enabled pytorch 1.0"),
    "old-toolkit": ("cuda-version-toolkit-mismatch", "nvcc fatal Unsupported gpu architecture compute_75 CUDA 9 caffe build"),
    "old-container": ("container-no-gpu", "nvidia-docker run could not select device driver with capabilities gpu docker 19.03"),
    "old-driver-old": ("driver-too-old", "CUDA driver version is insufficient for CUDA runtime version tensorflow-gpu 1.13"),
    "old-nccl": ("nccl-failure", "NCCL error unhandled system error DistributedDataParallel pytorch 1.1"),
    "old-illegal-address": ("illegal-address", "CUDA error: an illegal memory access was encountered pytorch 1.2"),
    "old-no-driver": ("no-driver", "CUDA driver version is insufficient / no CUDA-capable device is detected theano"),
    "old-cudnn-status": ("cudnn-status-error", "CUDNN_STATUS_INTERNAL_ERROR Failed to get convolution algorithm tensorflow 1.14"),
    "old-shm": ("shm-bus-error", "DataLoader worker (pid) is killed by signal: Bus error insufficient shared memory docker"),
    "old-timeout": ("launch-timeout", "the launch timed out and was terminated caffe windows"),
    "old-cudnn-version": ("cudnn-version-mismatch",
                          "Loaded runtime CuDNN library 7.0 but source was compiled with 7.1 tensorflow"),
    "old-not-loaded": ("driver-not-loaded",
                       "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver ubuntu 16.04"),
    "old-busy": ("cuda-busy-unavailable", "all CUDA-capable devices are busy or unavailable chainer cupy"),
    "old-invalid-handle": ("invalid-handle", "invalid resource handle mxnet cuda error"),
    "old-cublas": ("cublas-status-error", "CUBLAS_STATUS_EXECUTION_FAILED when calling cublasSgemm pytorch 1.0"),
    "old-unspecified": ("unspecified-launch-failure", "unspecified launch failure tensorflow 1.x CUDA 9 training crash"),
    "old-drvlib": ("driver-library-mismatch", "Failed to initialize NVML: Driver/library version mismatch nvidia-docker"),
    "old-device-assert": ("device-side-assert", "device-side assert triggered THCUNN ClassNLLCriterion pytorch 0.4"),
    "old-pinned": ("pinned-memory-limit", "cudaHostAlloc failed pinned memory out of memory caffe mxnet"),
    "old-libver": ("cuda-library-version-mismatch", "undefined symbol cublas libcublas.so.10 version CUDA 10.1 10.2"),
    "old-misaligned": ("misaligned-address", "misaligned address CUDA error pytorch 1.x kernel"),
    "old-xid": ("xid-error", "NVRM: Xid dmesg GPU error training crash CUDA 9"),
    "old-wsl-libcuda": ("wsl-libcuda-not-found", "WSL2 CUDA preview libcuda.so not found 2020"),
    "old-nvml-unsupported": ("nvml-not-supported", "nvidia-smi Not Supported GeForce processes memory usage NVML"),
    "old-fell-off-bus": ("gpu-fell-off-bus", "GPU has fallen off the bus Xid 79 CUDA 10 training"),
    "old-ecc": ("ecc-uncorrectable", "uncorrectable ECC error encountered tensorflow caffe Tesla K80"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM.
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


def size_problems(fixtures: Path) -> list:
    """The batch's own rule beside the common check: the post years, its size, the families the queries were for."""
    collected = entries(fixtures, FOLDER)
    problems = aim_problems(collected, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES)
    for e in collected:
        if not str(e.get("year", "")).isdigit() or int(e["year"]) not in YEARS:
            problems.append(f"{e['slug']}: year {e.get('year')} is not 2016-2020")
    tally(collected, lambda e: QUERIES.get(e["q"], ("?",))[0], "the family the query was for")
    return problems


if __name__ == "__main__":
    main(RULE, size_problems)
