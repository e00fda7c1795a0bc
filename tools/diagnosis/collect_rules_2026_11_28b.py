#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-28b/ (the thirteenth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks over rare
stacks, web pages by error kind, stack x year over uncited repositories, symptom-worded queries, non-English queries,
scientific-computing stacks, recent threads worded as exception classes and pull requests worded as fix titles; every
one of them named a stack, an error or a symptom, none the MACHINE the user runs on):

  * every query names a piece of HARDWARE or a HOSTED PLATFORM the way a user does (a GPU model, a laptop chip, an
    embedded board, a data-centre card, a cloud instance type or a notebook service), crossed with one failure word:
    "Jetson Nano CUDA error", "GTX 1060 out of memory", "Tesla K80 not supported", "Colab GPU error", ... ONE query
    per model, spread over generations (Kepler to Blackwell) and over the kinds of machine (desktop, laptop,
    embedded, workstation, data centre, cloud, notebook service); never a stack, never a family's phrase as the
    query's subject: the 36 queries below, written before the first search;
  * corpus `issues` of the sessions' `search` tool (the `pages` corpus is not used), EVERY rank 1 to 8 of each answer,
    in rank order (the per-query cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's "fixed by ...", a merged fix);
    `basis` in collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set,
    repeats, no pasted error, no stated resolution;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: GPU-adjacent reports whose resolution was not the GPU stack or is no family of the knowledge base.

Usage:
  collect_rules_2026_11_28b.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_28b.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text: a machine a user names x one failure word, one query per model, written before the first search.
QUERIES = {
    # embedded boards
    "jetson-nano": "Jetson Nano CUDA error",
    "jetson-xavier": "Jetson Xavier NX out of memory",
    "jetson-orin": "Jetson Orin torch cuda not available",
    # desktop GeForce, oldest to newest
    "gtx-titan-black": "GTX Titan Black compute capability 3.5 not supported",
    "gt-730": "GT 730 no kernel image",
    "gtx-750-ti": "GTX 750 Ti compute capability",
    "gtx-970": "GTX 970 cuda error",
    "gtx-1060": "GTX 1060 out of memory",
    "gtx-1080-ti": "GTX 1080 Ti driver error",
    "gtx-1650": "GTX 1650 cudnn error",
    "rtx-2080-ti": "RTX 2080 Ti illegal memory access",
    "rtx-3060": "RTX 3060 cuda error",
    "rtx-3090": "RTX 3090 CUDA out of memory",
    "rtx-4090": "RTX 4090 cuda error",
    "rtx-5090": "RTX 5090 sm_120",
    # laptop chips
    "mx150": "laptop MX150 cuda not available",
    "940mx": "940MX cuda error",
    "rtx-3050-laptop": "RTX 3050 laptop CUDA",
    "rtx-4060-laptop": "RTX 4060 laptop GPU not detected",
    # workstation cards
    "quadro-p2000": "Quadro P2000 cuda",
    "titan-v": "Titan V cuda error",
    "rtx-a6000": "RTX A6000 cuda error",
    # data-centre cards and machines
    "tesla-k80": "Tesla K80 not supported",
    "tesla-t4": "Tesla T4 cuda error",
    "v100": "V100 NCCL error",
    "a100-mig": "A100 MIG cuda",
    "h100": "H100 nccl error",
    "b200": "B200 sm_100 cuda error",
    "l4": "NVIDIA L4 GPU cuda error",
    "dgx": "DGX fabric manager error",
    # cloud instances and notebook services
    "colab": "Colab GPU error",
    "kaggle-p100": "Kaggle GPU P100 error",
    "sagemaker": "SageMaker GPU CUDA error",
    "aws-g4dn": "AWS g4dn nvidia driver",
    "azure-nc": "Azure NC GPU cuda driver error",
    "gcp-gpu": "GCP Compute Engine GPU driver error",
}

RULE = Rule(folder="heldout-2026-11-28b", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=8)

if __name__ == "__main__":
    main(RULE)
