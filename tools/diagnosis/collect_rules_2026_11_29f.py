#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29f/ (the twenty-ninth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names and
non-English web pages; none of them worded its queries as THE CHANGE the user made or met before the GPU stopped
working):

  * every query names A CHANGE EVENT the user made or met just before the GPU stopped working (a driver update, a
    kernel or OS upgrade, a framework upgrade, new hardware, a move into a container, an environment tool's update)
    plus one stack word (PyTorch, TensorFlow, JAX, Docker, WSL2, drivers, Kubernetes, llama.cpp / ollama, ComfyUI,
    conda/pip): "after driver update cuda", "after kernel update nvidia", "moved to docker gpu". The kind of change is
    the query id's prefix and the group in heldout-query-groups.tsv. Written before the first search (a second round
    in the same form, if any, is marked r2- and written down and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29f.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29f.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> query text: a change the user made or met just before the GPU stopped working plus one stack word, written
# before the first search. The group is the id's prefix, the kind of change (heldout-query-groups.tsv).
QUERIES = {
    # Driver changes
    "driver-update-cuda": "after driver update cuda",
    "driver-update-pytorch": "after nvidia driver update pytorch",
    "driver-upgrade-nvidia-smi": "after upgrading nvidia driver nvidia-smi",
    "driver-update-tensorflow": "after driver update tensorflow gpu",
    "driver-update-docker": "after nvidia driver update docker gpu",
    "driver-update-ollama": "after driver update ollama gpu",
    "driver-update-comfyui": "after updating nvidia driver comfyui",
    "driver-downgrade-cuda": "after downgrading nvidia driver cuda",
    "driver-apt-upgrade-nvidia": "after apt upgrade nvidia",
    # Kernel and OS changes
    "os-kernel-update-nvidia": "after kernel update nvidia",
    "os-ubuntu-24-04-nvidia": "after upgrading ubuntu 24.04 nvidia",
    "os-ubuntu-22-04-cuda": "after upgrade to ubuntu 22.04 cuda",
    "os-reboot-nvidia-smi": "after reboot nvidia-smi",
    "os-windows-update-wsl-cuda": "after windows update wsl cuda",
    "os-windows-11-upgrade-cuda": "after windows 11 upgrade cuda",
    "os-macos-upgrade-gpu": "after macos upgrade gpu",
    "os-wsl-update-gpu": "after wsl update gpu",
    "os-fedora-upgrade-nvidia": "after fedora upgrade nvidia",
    # Framework upgrades
    "fw-upgrading-torch-cuda": "after upgrading torch cuda",
    "fw-pytorch-2-upgrade-cuda": "after upgrading to pytorch 2 cuda error",
    "fw-pip-install-tensorflow-gpu": "after pip install tensorflow gpu",
    "fw-tensorflow-upgrade-gpu": "after upgrading tensorflow gpu not found",
    "fw-jax-upgrade-cuda": "after upgrading jax cuda",
    "fw-installing-cuda-12-torch": "after installing cuda 12 torch",
    "fw-llama-cpp-update-cuda": "after updating llama.cpp cuda",
    "fw-ollama-update-gpu": "after ollama update gpu",
    "fw-comfyui-update-cuda": "after comfyui update cuda error",
    "fw-transformers-upgrade-cuda": "after upgrading transformers cuda",
    # Hardware changes
    "hw-new-gpu-cuda": "new gpu cuda error",
    "hw-replaced-gpu-nvidia": "after replacing gpu nvidia driver",
    "hw-bios-update-gpu": "after BIOS update gpu",
    "hw-added-second-gpu-cuda": "after adding second gpu cuda",
    "hw-new-rtx-4090-pytorch": "new rtx 4090 pytorch error",
    "hw-upgraded-rtx-5090-cuda": "upgraded to rtx 5090 cuda",
    "hw-new-laptop-cuda": "new laptop cuda not available",
    "hw-egpu-connected-cuda": "after connecting egpu cuda",
    # Container moves
    "ctr-moved-to-docker-gpu": "moved to docker gpu",
    "ctr-docker-update-gpu": "after docker update gpu not found",
    "ctr-kubernetes-upgrade-gpu": "after kubernetes upgrade gpu",
    "ctr-container-toolkit-update": "after nvidia-container-toolkit update",
    "ctr-docker-desktop-update-wsl": "after docker desktop update wsl gpu",
    "ctr-podman-switch-gpu": "switched to podman gpu",
    "ctr-new-base-image-cuda": "after changing base image cuda",
    # Environment tool changes
    "env-conda-update-cudatoolkit": "after conda update cudatoolkit",
    "env-conda-install-pytorch": "after conda install pytorch cuda not available",
    "env-pip-upgrade-torch": "after pip upgrade torch cuda",
    "env-new-venv-cuda": "new virtualenv cuda not available",
    "env-pip-install-jax-cuda": "after pip install jax cuda",
    "env-uv-install-torch-cuda": "after uv install torch cuda",
    "env-python-upgrade-cuda": "after upgrading python cuda",
    # Second round, written and committed before any of it was searched, after the first round kept 28 reports once the
    # common check had left out the threads other folders cite (aim 30-50): the same form (a change event plus one
    # stack word) and the same kinds of change; the group is the part after r2-.
    # Driver changes
    "r2-driver-new-driver-install-cuda": "after installing new nvidia driver cuda",
    "r2-driver-graphics-driver-pytorch": "after updating graphics driver pytorch",
    "r2-driver-update-stable-diffusion": "after driver update stable diffusion",
    "r2-driver-unattended-upgrade-nvidia": "after unattended upgrade nvidia",
    # Kernel and OS changes
    "r2-os-kernel-upgrade-cuda": "after kernel upgrade cuda",
    "r2-os-debian-upgrade-nvidia": "after debian upgrade nvidia",
    "r2-os-arch-update-nvidia": "after arch linux update nvidia",
    "r2-os-windows-update-cuda": "after windows update cuda",
    "r2-os-secure-boot-nvidia": "after enabling secure boot nvidia",
    # Framework upgrades
    "r2-fw-upgrading-pytorch-gpu": "after upgrading pytorch gpu",
    "r2-fw-upgrading-tensorflow-cuda": "after upgrading tensorflow cuda",
    "r2-fw-upgrading-vllm-cuda": "after upgrading vllm cuda",
    "r2-fw-automatic1111-update-cuda": "after updating automatic1111 cuda",
    # Hardware changes
    "r2-hw-new-graphics-card-pytorch": "new graphics card pytorch",
    "r2-hw-swapping-gpu-cuda": "after swapping gpu cuda",
    "r2-hw-upgraded-rtx-3090-cuda": "upgraded to rtx 3090 cuda",
    # Container moves
    "r2-ctr-moved-to-kubernetes-gpu": "moved to kubernetes gpu",
    "r2-ctr-docker-upgrade-nvidia": "after docker upgrade nvidia",
    "r2-ctr-switched-containerd-gpu": "switched to containerd gpu",
    # Environment tool changes
    "r2-env-conda-update-pytorch": "after conda update pytorch",
    "r2-env-pip-install-requirements-cuda": "after pip install requirements cuda",
    "r2-env-new-conda-env-tensorflow": "new conda environment tensorflow gpu",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29f", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
