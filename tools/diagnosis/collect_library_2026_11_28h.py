#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28h/ (a batch of issue 37's library of real reports, a training
folder): WINDOWS. Written down before any search was run, so it can be rerun and checked.

Why: most library reports were pasted from Linux (a `.so` name, a `/usr/lib` path, dmesg); the same failures on Windows
are said with a DLL name, a `WinError` code, WDDM/TDR, PowerShell, Visual Studio or Docker Desktop. The library needs the
families said in Windows words, so that the rules and the similar-reports fallback meet them.

Rule:

  * the families: the 25 ids of knowledge-base.json with the most library reports, counted by the first `# expect:`
    label (the file name's family for train/, whose files carry none) of every file in the train* folders on
    2026-11-28 (main at dd11b32): cuda-runtime-lib-not-found 75, cuda-oom 68, no-kernel-image 34,
    torch-not-compiled-with-cuda 33, cuda-version-toolkit-mismatch 33, container-no-gpu 31, driver-too-old 30,
    nccl-failure 27, illegal-address 25, no-driver 24, cudnn-status-error 24, shm-bus-error 23, launch-timeout 21,
    triton-compile-failure 20, cudnn-version-mismatch 20, driver-not-loaded 18, cuda-busy-unavailable 17,
    invalid-handle 16, cublas-status-error 16, unspecified-launch-failure 15, driver-library-mismatch 15,
    device-side-assert 15, pinned-memory-limit 14, cuda-library-version-mismatch 14, cuda-graph-capture-failure 14;
  * one `search` query per family (corpus `issues`, GitHub issue and PR threads), in QUERIES below, each naming a
    Windows-only word (a DLL name, WinError, WDDM/TDR, PowerShell, Visual Studio/cl.exe, Docker Desktop, Windows paging
    file, win_amd64) beside the family's failure;
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack; a text that
    states a family's failure is that family even on a machine without an NVIDIA GPU; the resolution is written in
    `basis`; the stack is the program that printed the error;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of a sibling batch collected at the
    same time whose letter comes before h (train-2026-11-28g);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 40-70 reports, at least 8 negatives.

As collected (added after the collection, the rule above unchanged): all 25 queries ran; 21 gave files, 4 answered only
threads other folders cite, threads without a pasted error or a stated resolution, or no CUDA error at all. The batch
holds 46 reports and 5 negatives, short of the aim of 8 negatives: these queries name failures that are nearly always the
GPU stack. The check below keeps every rule of inclusion (queries, corpus, ranks, caps, threads cited elsewhere, the sixth
set, order) as a failure and prints the shortfall as SHORT OF AIM without failing, so that the aim is recorded but not
met by widening the rule after the search. No thread of train-2026-11-28g (the sibling before h) is in the batch.

Usage:
  collect_library_2026_11_28h.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28h.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_common import Rule, aim_problems, main, tally
from collect_rules_2026_11_27c import entries

FOLDER = "train-2026-11-28h"
MIN_REPORTS, MAX_REPORTS = 40, 70
MIN_NEGATIVES = 8

# id -> (family the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "win-cudart-dll": ("cuda-runtime-lib-not-found", "Could not load dynamic library cudart64_110.dll not found"),
    "win-oom-shared": ("cuda-oom", "Windows CUDA out of memory shared GPU memory"),
    "win-nokernel-wheel": ("no-kernel-image", "no kernel image is available for execution on the device Windows win_amd64"),
    "win-notcompiled": ("torch-not-compiled-with-cuda", "Windows Torch not compiled with CUDA enabled python.exe"),
    "win-vs-nvcc": ("cuda-version-toolkit-mismatch", "Visual Studio nvcc error unsupported Microsoft Visual Studio version"),
    "win-docker-desktop": ("container-no-gpu", "Docker Desktop Windows could not select device driver with capabilities gpu"),
    "win-driver-insufficient": ("driver-too-old", "Windows CUDA driver version is insufficient for CUDA runtime version"),
    "win-nccl": ("nccl-failure", "Windows NCCL error distributed torch.distributed"),
    "win-illegal-address": ("illegal-address", "Windows an illegal memory access was encountered RTX"),
    "win-nvcuda-dll": ("no-driver", "nvcuda.dll not found found no NVIDIA driver on your system Windows"),
    "win-cudnn-status": ("cudnn-status-error", "CUDNN_STATUS_INTERNAL_ERROR Windows cudnn64_8.dll"),
    "win-paging-file": ("shm-bus-error", "DataLoader worker Windows paging file is too small OSError WinError 1455"),
    "win-wddm-tdr": ("launch-timeout", "WDDM TDR cuda the launch timed out and was terminated"),
    "win-triton-cl": ("triton-compile-failure", "triton Windows compile failed cl.exe torch.compile"),
    "win-cudnn-version": ("cudnn-version-mismatch", "Windows cudnn64 version mismatch cuDNN version incompatibility"),
    "win-smi-powershell": ("driver-not-loaded", "PowerShell nvidia-smi not recognized NVIDIA-SMI has failed"),
    "win-busy": ("cuda-busy-unavailable", "CUDA-capable device(s) is/are busy or unavailable Windows"),
    "win-invalid-handle": ("invalid-handle", "invalid resource handle Windows CUDA"),
    "win-cublas-dll": ("cublas-status-error", "cublas64_12.dll CUBLAS_STATUS Windows"),
    "win-unspecified": ("unspecified-launch-failure", "unspecified launch failure Windows WDDM"),
    "win-nvml-mismatch": ("driver-library-mismatch", "Windows nvml.dll Driver/library version mismatch"),
    "win-dsa": ("device-side-assert", "Windows device-side assert triggered"),
    "win-pinned": ("pinned-memory-limit", "Windows pin_memory cudaHostAlloc out of memory pinned"),
    "win-dll-procedure": ("cuda-library-version-mismatch", "WinError 127 The specified procedure could not be found cublas cusparse dll"),
    "win-graph-capture": ("cuda-graph-capture-failure", "Windows CUDA graph capture failed operation not permitted when stream is capturing"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM.
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
