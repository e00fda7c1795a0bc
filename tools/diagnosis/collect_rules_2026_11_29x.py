#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29x/ (the forty-sixth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded, issue-template-prefixed,
artifact-worded, phase-of-run-worded, API-call-worded, system-component-worded, layer-pair-worded, numeric-format-worded,
resource-worded, parallelism-worded, frequency-worded, two-word, data-modality-worded and where-seen-worded queries;
none of them worded its queries by THE CLOUD INSTANCE TYPE OR HPC SYSTEM the failure ran on):

  * every query names a cloud instance type or an HPC system by its own name (AWS p3.2xlarge, p4d.24xlarge,
    g4dn.xlarge, g5.xlarge; GCP a2-highgpu, n1-standard with T4, g2-standard; Azure NC6s_v3, NC24ads_A100_v4, ND96asr;
    Lambda, RunPod, Vast.ai, Paperspace machines; supercomputers Perlmutter, Polaris, Summit, Leonardo, JUWELS
    Booster, Isambard-AI, Alps) plus one failure word, never an exact error string: "g4dn.xlarge cuda error",
    "p3.2xlarge gpu not found", "perlmutter cuda error", "NC6s_v3 nvidia driver fails", "runpod cuda error". The
    provider kind is the query id's prefix and the group in heldout-query-groups.tsv: aws (aws-), gcp (gcp-), azure
    (azure-), gpu-cloud (gpucloud-), hpc (hpc-). Written before the first search (a second round in the same form, if
    any, is marked r2- and written down and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution; a thread the sibling set heldout-2026-11-29w (collected at the same time, with
    priority) collected;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29x.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29x.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> a cloud instance type or HPC system by its own name plus one failure word, written before the first search.
# The group is the id's prefix, the provider kind (heldout-query-groups.tsv): aws- aws, gcp- gcp, azure- azure,
# gpucloud- gpu-cloud, hpc- hpc.
QUERIES = {
    # AWS
    "aws-g4dn-xlarge-cuda-error": "g4dn.xlarge cuda error",
    "aws-p3-2xlarge-gpu-not-found": "p3.2xlarge gpu not found",
    "aws-p4d-24xlarge-nccl-error": "p4d.24xlarge nccl error",
    "aws-g5-xlarge-driver": "g5.xlarge nvidia driver error",
    "aws-g4dn-out-of-memory": "g4dn out of memory",
    "aws-p3-8xlarge-fails": "p3.8xlarge training fails",
    "aws-p2-xlarge-cuda": "p2.xlarge cuda error",
    "aws-g5-2xlarge-crash": "g5.2xlarge crash",
    "aws-p5-48xlarge-error": "p5.48xlarge error",
    "aws-sagemaker-ml-p3": "ml.p3.2xlarge cuda error",
    "aws-sagemaker-ml-g4dn": "ml.g4dn.xlarge error",
    # GCP
    "gcp-a2-highgpu-error": "a2-highgpu cuda error",
    "gcp-n1-standard-t4": "n1-standard t4 gpu not found",
    "gcp-g2-standard-l4": "g2-standard l4 error",
    "gcp-a3-highgpu-nccl": "a3-highgpu nccl error",
    "gcp-colab-t4-fails": "colab t4 cuda error",
    "gcp-tpu-v3-8-error": "tpu v3-8 error",
    "gcp-vertex-ai-gpu": "vertex ai a100 cuda error",
    "gcp-n1-highmem-v100": "n1-highmem v100 driver fails",
    # Azure
    "azure-nc6s-v3-driver": "NC6s_v3 nvidia driver fails",
    "azure-nc24ads-a100": "NC24ads_A100_v4 error",
    "azure-nd96asr-nccl": "ND96asr nccl error",
    "azure-nc6-k80-cuda": "Standard_NC6 cuda error",
    "azure-nv-series-gpu": "Standard_NV6 gpu not found",
    "azure-nc4as-t4": "NC4as_T4_v3 cuda error",
    "azure-nd40rs-v2": "ND40rs_v2 error",
    "azure-ml-compute-gpu": "azureml gpu compute cuda error",
    # GPU clouds
    "gpucloud-runpod-cuda": "runpod cuda error",
    "gpucloud-runpod-oom": "runpod out of memory",
    "gpucloud-vastai-cuda": "vast.ai cuda error",
    "gpucloud-vastai-driver": "vast.ai nvidia driver mismatch",
    "gpucloud-lambda-labs": "lambda labs cuda error",
    "gpucloud-lambda-h100": "lambda cloud h100 error",
    "gpucloud-paperspace-gradient": "paperspace gradient cuda error",
    "gpucloud-paperspace-p5000": "paperspace p5000 error",
    "gpucloud-kaggle-p100": "kaggle p100 cuda error",
    "gpucloud-coreweave": "coreweave gpu error",
    "gpucloud-jarvislabs": "jarvislabs cuda error",
    "gpucloud-modal-gpu": "modal a10g cuda error",
    # HPC
    "hpc-perlmutter-cuda": "perlmutter cuda error",
    "hpc-polaris-error": "polaris alcf cuda error",
    "hpc-summit-fails": "summit olcf gpu fails",
    "hpc-leonardo-error": "leonardo cineca cuda error",
    "hpc-juwels-booster": "juwels booster cuda error",
    "hpc-isambard-ai": "isambard gh200 error",
    "hpc-alps-cscs": "alps cscs gh200 cuda error",
    "hpc-frontier-rocm": "frontier olcf rocm error",
    "hpc-lumi-rocm": "lumi gpu error",
    "hpc-aurora-error": "aurora alcf gpu error",
    "hpc-marenostrum-cuda": "marenostrum cuda error",
    # Second round, written and committed before any of it was searched, after the first round kept 28 reports (17
    # failures, 11 negatives) once read: short of the 30-report aim. The same form (an instance type or HPC system plus
    # one failure word) and the same groups; the group is the part after r2-. Ranks are read in order until the
    # 50-report ceiling.
    "r2-aws-g4dn-2xlarge-cuda-error": "g4dn.2xlarge cuda error",
    "r2-gpucloud-runpod-driver": "runpod nvidia driver error",
    "r2-hpc-perlmutter-out-of-memory": "perlmutter gpu out of memory",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29x", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
