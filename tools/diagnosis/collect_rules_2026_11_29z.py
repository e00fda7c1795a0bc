#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29z/ (the forty-eighth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded, issue-template-prefixed,
artifact-worded, phase-of-run-worded, API-call-worded, system-component-worded, layer-pair-worded, numeric-format-worded,
resource-worded, parallelism-worded, frequency-worded, two-word, data-modality-worded, where-seen-worded,
instance-type-worded and urgency-worded queries; none of them MISSPELLED its queries the way people slip when they type
a thread title):

  * every query holds at least one common misspelling or slip (plain ASCII) in a failure word or a tool name, never an
    exact correctly spelled error string: "cuda eror", "nvidia drvier", "cudnn not fond", "gpu not detcted", "pytorch
    cuda not avaliable", "out of memmory cuda", "tensorflow gpu not recognised", "nvidai-smi". The kind of slip is the
    query id's prefix and the group in heldout-query-groups.tsv: typo (typo-, a wrong, extra or doubled letter), swap
    (swap-, two letters swapped), british (british-, a British spelling), drop (drop-, a dropped letter). Written before the
    first search (a second round in the same form, if any, is marked r2- and written down and committed before any of
    it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution; a thread the sibling set heldout-2026-11-29y (collected at the same time, with
    priority) collected;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29z.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29z.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> a query holding at least one common misspelling or slip in a failure word or a tool name, written before the
# first search. The group is the id's prefix, the kind of slip (heldout-query-groups.tsv): typo- a wrong, extra or
# doubled letter, swap- two letters swapped, british- a British spelling, drop- a dropped letter.
QUERIES = {
    # A wrong or doubled letter
    "typo-out-of-memmory": "out of memmory cuda",
    "typo-cuda-runtime-errror": "cuda runtime errror",
    "typo-no-kernal-image": "no kernal image cuda",
    "typo-libcuda-so-misssing": "libcuda.so misssing",
    "typo-gpu-not-compatable": "gpu not compatable cuda",
    "typo-nvidia-drivar-error": "nvidia drivar error",
    "typo-segmantation-fault": "segmantation fault cuda",
    "typo-cuda-illigal-memory": "cuda illigal memory access",
    "typo-pytorch-cuda-not-availible": "pytorch cuda not availible",
    "typo-cuda-visable-devices": "cuda_visable_devices not working",
    "typo-tenserflow-gpu-error": "tenserflow gpu error",
    "typo-docker-nvidia-runtine": "docker nvidia runtine error",
    "typo-nvidea-driver-cuda": "nvidea driver cuda error",
    # Two letters swapped
    "swap-nvidia-drvier": "nvidia drvier",
    "swap-gpu-not-detcted": "gpu not detcted",
    "swap-illegal-memroy-access": "illegal memroy access",
    "swap-nvidai-smi": "nvidai-smi",
    "swap-cdua-error": "cdua error",
    "swap-pytroch-gpu-error": "pytroch gpu error",
    "swap-tensorflwo-gpu": "tensorflwo gpu",
    "swap-cudnn-vesrion-error": "cudnn vesrion error",
    "swap-cuda-out-of-memroy": "cuda out of memroy",
    "swap-devcie-side-assert": "devcie side assert",
    "swap-nvcc-not-foudn": "nvcc not foudn",
    "swap-docker-nvidai-gpu": "docker nvidai gpu error",
    "swap-pytorch-cuda-not-avaliable": "pytorch cuda not avaliable",
    "swap-tensorflow-gpu-erorr": "tensorflow gpu erorr",
    "swap-nvidia-smi-falied": "nvidia-smi falied",
    # A British spelling
    "british-tensorflow-gpu-not-recognised": "tensorflow gpu not recognised",
    "british-cuda-initialisation-error": "cuda initialisation error",
    "british-driver-initialisation-failed": "nvidia driver initialisation failed",
    "british-nccl-failed-to-initialise": "nccl failed to initialise",
    "british-cudnn-could-not-initialise": "cudnn could not initialise",
    "british-pytorch-gpu-not-recognised": "pytorch gpu not recognised",
    "british-cublas-initialisation-failed": "cublas initialisation failed",
    "british-nvidia-gpu-not-recognised-linux": "nvidia gpu not recognised linux",
    "british-gpu-not-recognised-docker": "gpu not recognised docker",
    "british-cuda-synchronise-error": "cuda synchronise error",
    # A dropped letter
    "drop-cuda-eror": "cuda eror",
    "drop-cudnn-not-fond": "cudnn not fond",
    "drop-libcudart-not-foud": "libcudart not foud",
    "drop-segmentaion-fault": "segmentaion fault cuda",
    "drop-nvidia-smi-faild": "nvidia-smi faild",
    "drop-nccl-timout": "nccl timout",
    "drop-driver-insufficent": "cuda driver insufficent",
    "drop-cublas-eror": "cublas eror",
    "drop-cuda-is-availble-false": "torch cuda is_availble false",
    "drop-illegal-memory-acess": "illegal memory acess",
    "drop-driver-not-instaled": "nvidia driver not instaled",
    "drop-tensorrt-engine-faild": "tensorrt engine faild",
    "drop-nvidia-contaner-toolkit": "nvidia contaner toolkit error",
    "drop-cuda-initalization-error": "cuda initalization error",
    # Second round, written and committed before any of it was searched, after the first round kept 23 reports (18
    # failures, 5 negatives) once read: short of the 30-report and 8-negative aims. The same form (at least one
    # misspelling or slip in a failure word or a tool name) and the same groups; the group is the part after r2-. Ranks
    # are read in order until the 50-report ceiling.
    "r2-typo-cuda-out-of-memery": "cuda out of memery",
    "r2-swap-cuda-drvier-version": "cuda drvier version insufficient",
    "r2-drop-docker-gpu-eror": "docker gpu eror",
    "r2-british-cuda-device-not-recognised-windows": "cuda device not recognised windows",
    "r2-drop-tensorfow-gpu-not-found": "tensorfow gpu not found",
    "r2-swap-segmetnation-fault-gpu": "segmetnation fault gpu",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29z", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
