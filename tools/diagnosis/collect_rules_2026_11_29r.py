#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29r/ (the fortieth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded, issue-template-prefixed,
artifact-worded, phase-of-run-worded, API-call-worded, system-component-worded, layer-pair-worded and
numeric-format-worded queries; none of them worded its queries by A RESOURCE OF THE MACHINE that ran short or
misbehaved):

  * every query names a resource of the machine (GPU memory / VRAM, host RAM, swap, /dev/shm shared memory, pinned /
    page-locked memory, disk space or tmp, file descriptors / ulimit, PCIe bandwidth, power / PSU, temperature /
    thermal, GPU utilization, CPU threads) plus one failure word, never an exact error string: "vram full gpu crash",
    "shared memory docker training error", "pinned memory cuda fails", "gpu temperature crash training", "gpu
    utilization zero slow". The resource is written in the query id (vram-, shm-, pinned-...); the group in
    heldout-query-groups.tsv is the resource's KIND: gpu-memory, host-memory, shared-memory, storage, os-limits,
    bus, power-thermal, utilization. Written before the first search (a second round in the same form, if any, is
    marked r2- and written down and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution; a thread the sibling set heldout-2026-11-29q (collected at the same time, with
    priority) collected;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29r.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29r.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> a resource of the machine plus one failure word, written before the first search. The resource is the id's
# start (vram-, ram-, swap-, shm-, pinned-, disk-, tmp-, fd-, ulimit-, pcie-, power-, thermal-, util-, cpu-); the
# group is the resource's kind (heldout-query-groups.tsv): gpu-memory = vram-; host-memory = ram-, swap-;
# shared-memory = shm-; pinned memory (pinned-) is host-memory; storage = disk-, tmp-; os-limits = fd-, ulimit-;
# bus = pcie-; power-thermal = power-, thermal-; utilization = util-, cpu-. Aim: 15 failures at least.
QUERIES = {
    # gpu-memory
    "vram-full-crash": "vram full gpu crash",
    "vram-not-released": "gpu memory not released after error",
    "vram-fragmentation": "gpu memory fragmentation fails",
    "vram-low-card-fails": "low vram card fails to run",
    "vram-usage-grows-leak": "gpu memory usage keeps growing crash",
    "vram-free-but-error": "free gpu memory but allocation error",
    "vram-other-process": "gpu memory used by another process error",
    # host-memory
    "ram-host-killed": "host ram runs out training killed",
    "ram-system-memory-loading": "system memory full loading model gpu",
    "ram-cpu-memory-leak-cuda": "cpu memory leak cuda crash",
    "swap-gpu-slow": "swap usage gpu training slow",
    "swap-full-crash": "swap full cuda process crash",
    "pinned-memory-fails": "pinned memory cuda fails",
    "pinned-page-locked-error": "page-locked host memory error",
    "pinned-cudahostalloc": "cudaHostAlloc host memory allocation fails",
    # shared-memory
    "shm-docker-training": "shared memory docker training error",
    "shm-dev-shm-small": "/dev/shm too small dataloader crash",
    "shm-shm-size-kubernetes": "shm size kubernetes pod gpu error",
    "shm-shared-memory-nccl": "shared memory nccl error",
    "shm-ipc-shared-memory": "ipc shared memory cuda fails",
    # storage
    "disk-space-full": "disk space full cuda install fails",
    "disk-no-space-docker": "no space left on device gpu docker",
    "disk-cache-full": "disk cache full model download gpu error",
    "tmp-tmp-dir-full": "tmp directory full compile cuda error",
    "tmp-tmp-permission": "tmp folder permission cuda kernel error",
    "disk-slow-io": "slow disk io gpu idle",
    # os-limits
    "fd-too-many-open-files": "too many open files gpu training",
    "fd-file-descriptors": "file descriptors limit dataloader error",
    "ulimit-memlock": "ulimit memlock gpu error",
    "ulimit-stack-size": "ulimit stack size cuda crash",
    "ulimit-process-limit": "process limit threads cuda error",
    # bus
    "pcie-bandwidth-slow": "pcie bandwidth low gpu slow",
    "pcie-link-width": "pcie link width gpu error",
    "pcie-riser": "pcie riser gpu crash",
    "pcie-p2p-transfer": "peer to peer transfer gpu hangs",
    "pcie-host-to-device-copy": "host to device copy slow error",
    # power-thermal
    "power-psu-shutdown": "power supply gpu shutdown training",
    "power-limit-watts": "gpu power limit error",
    "power-draw-crash": "power draw spike gpu crash",
    "thermal-temperature-crash": "gpu temperature crash training",
    "thermal-overheating": "gpu overheating error",
    "thermal-throttling": "thermal throttling gpu slow",
    "thermal-fan": "gpu fan speed crash",
    # utilization
    "util-zero-slow": "gpu utilization zero slow",
    "util-low-dataloader": "low gpu utilization error",
    "util-100-hang": "gpu utilization 100% hang",
    "util-volatile-stuck": "gpu util stuck no progress",
    "cpu-threads-error": "cpu threads cuda error",
    "cpu-num-threads-hang": "num threads cpu gpu hang",
    "cpu-cores-oversubscribed": "cpu cores high gpu slow error",
    # Second round, written and committed before any of it was searched, after the first round kept 40 reports (11
    # failures, 29 negatives) once read: short of the 15-failure aim. The same form (a resource of the machine plus one
    # failure word) and the same groups; the group is the resource after r2-. Ranks are read in order until the
    # 50-report ceiling.
    "r2-vram-batch-size-full": "gpu memory full batch size error",
    "r2-shm-dataloader-workers-killed": "shared memory dataloader workers killed",
    "r2-pinned-host-memory-large": "pinned host memory allocation fails large",
    "r2-thermal-gpu-lost": "gpu temperature gpu lost error",
    "r2-power-gpu-lost": "power supply gpu lost error",
    "r2-vram-inference-server": "vram not enough inference server error",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29r", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
