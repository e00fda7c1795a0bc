#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-29zzb/ (a batch of issue 37's library of real reports, a training
folder): THE GPU NOT VISIBLE INSIDE A CONTAINER OR VM, across runtimes. Written down before any search was run, so it
can be rerun and checked.

Why: a GPU that works on the host and is not seen inside a container or a VM is one of the most pasted GPU reports,
and each runtime says it in its own words: docker's "could not select device driver "" with capabilities: [[gpu]]",
"unknown or invalid runtime name: nvidia", nvidia-container-cli's "initialization error" or "requirement error",
"Found no NVIDIA driver on your system" or "no CUDA-capable device is detected" inside a container started without the
GPU, "Failed to initialize NVML: Unknown Error" after a while (cgroups / systemd reload), a Kubernetes pod "0/3 nodes are
available: insufficient nvidia.com/gpu", Singularity / Apptainer without --nv, enroot / pyxis hooks, LXC / LXD / Incus
and Proxmox passthrough, Docker Desktop on Windows / WSL2, compose's deploy.resources, Nomad's device plugin, rootless
docker and hosted notebooks (Colab, Kaggle, SageMaker). Many look-alikes have other causes (a driver/library mismatch
on the host, a CUDA image newer than the host driver, a torch built without CUDA, a wrong device index), kept as
negatives or under their own family.

Rule:

  * the runtimes: docker --gpus / nvidia-container-toolkit / nvidia-docker2, podman with CDI, Kubernetes device plugin /
    GPU operator, Singularity / Apptainer --nv, enroot / pyxis, LXC / LXD / Incus, Proxmox passthrough, Docker Desktop
    on Windows / WSL2, docker compose deploy.resources, Nomad, rootless docker, Colab / Kaggle / SageMaker; one to four
    queries each, "<runtime> <gpu words> <failure word>", failure words from could not select device driver,
    nvidia-container-cli initialization error, Found no NVIDIA driver, no CUDA-capable device is detected, Failed to
    initialize NVML Unknown Error, unknown runtime nvidia, insufficient nvidia.com/gpu, GPU not found / not visible;
    30 queries in QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures: container-no-gpu where the container or VM was started without the GPU
    or without the NVIDIA runtime / hook, or whichever family the resolution names), a NEGATIVE (`expect` empty) when it
    was not the GPU stack (a runtime's own bug, a configuration of something else, a permission, a Python package) or
    no family of the knowledge base fits; the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; at the batch commit and again before the final commit, every thread of
    the held-out sets heldout-2026-11-29q, -29r and -29s (branches heldout29q, heldout29r, heldout29s) and of the
    sibling batch train-2026-11-29zza (branch lib29zza), collected at the same time (they have priority; only their
    `source` fields are read);
  * the excerpt is kept as the search returned it (never cleaned or paraphrased) in `collected.jsonl` with the fields
    of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text, basis);
    `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 12 gave files, 18 gave none
(docker's could-not-select-device-driver, nvidia-container-cli initialization and requirement, no-CUDA-capable-device
and NVML-unknown-error ones, the nvidia-docker2 one, podman's CDI one, the Kubernetes insufficient-GPU, GPU-operator and
pod ones, enroot / pyxis, the two LXC / LXD / Incus ones, the two Docker Desktop ones, compose's runtime one, Nomad's and
rootless docker's: their answers were open threads without a resolution, questions answered by a question, pastes in
screenshots, pull requests, feature requests or threads other folders cite). Whether a thread says what it was was read
from the excerpt the search returned. 29 resolved answers were skipped as cited by another folder
(docker/for-win#13835, NVIDIA/libnvidia-container#103, nodefluxio/vortex#106, Xilinx/Vitis-AI#103,
NVIDIA/nvidia-docker#1442, NVIDIA/nvidia-container-toolkit#152, endernewton/tf-faster-rcnn#38, ServiceNow/duorat#14,
mmartial/ComfyUI-Nvidia-Docker#57, gw0/docker-keras#7, NixOS/nixpkgs#420638, NVIDIA/nvidia-container-toolkit#63,
NVIDIA/k8s-device-plugin#165, rickstaa/panda-autograsp#150, sylabs/singularity#776, apptainer/apptainer#2261,
ironchief/pylearn2_vagrant#2, clayfreeman/gpu-passthrough#4, NVIDIA/kubevirt-gpu-device-plugin#27,
docker/for-win#10379, moby/moby#38729, NVIDIA/nvidia-container-toolkit#85, NVIDIA/nvidia-docker#1771 (also the same
text as the toolkit's #85), AliaksandrSiarohin/first-order-model#285, googlecolab/colabtools#482, hitachinsk/FGT#47,
ziplab/PTQD#13, Grace9994/CoMoSVC#6, amazon-archives/amazon-dsstne#26). The batch holds 19 reports and 8 negatives:
SHORT OF AIM on reports (30-50 aimed at); the rule was not widened. Sibling check at the batch commit: the held-out sets
heldout-2026-11-29q, -29r and -29s (branches heldout29q, heldout29r, heldout29s) and the sibling batch
train-2026-11-29zza (branch lib29zza) had no collected.jsonl yet (their `source` fields only): none dropped. Checked
again before the final commit (their `source` fields only, at heldout29q 7f8c11cd, heldout29r a31aba9e, heldout29s
d60491bf, lib29zza 016d0d59): no thread is shared with the held-out sets heldout-2026-11-29q (50 threads), -29r (42) or
-29s (33) or the sibling batch train-2026-11-29zza (34): none dropped.

Usage:
  collect_library_2026_11_29zzb.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_29zzb.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-29zzb"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (runtime the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "docker-could-not-select": ("docker / nvidia-container-toolkit",
                                "docker --gpus all could not select device driver with capabilities gpu"),
    "docker-cli-init-error": ("docker / nvidia-container-toolkit",
                              "nvidia-container-cli initialization error load library failed"),
    "docker-cli-requirement": ("docker / nvidia-container-toolkit",
                               "nvidia-container-cli requirement error unsatisfied condition cuda driver"),
    "docker-no-driver": ("docker / nvidia-container-toolkit", "docker container Found no NVIDIA driver on your system"),
    "docker-no-cuda-device": ("docker / nvidia-container-toolkit",
                              "docker container no CUDA-capable device is detected"),
    "docker-nvml-unknown": ("docker / nvidia-container-toolkit",
                            "container Failed to initialize NVML Unknown Error after a while"),
    "docker-unknown-runtime": ("docker / nvidia-container-toolkit", "docker unknown runtime specified nvidia"),
    "nvidia-docker2-gpu": ("docker / nvidia-container-toolkit", "nvidia-docker2 nvidia-smi not found in container"),
    "podman-cdi": ("podman with CDI", "podman CDI nvidia.com/gpu=all unresolvable device error"),
    "podman-gpu": ("podman with CDI", "podman GPU container no CUDA-capable device nvidia hook"),
    "k8s-insufficient-gpu": ("Kubernetes device plugin / GPU operator",
                             "0/3 nodes are available insufficient nvidia.com/gpu"),
    "k8s-device-plugin": ("Kubernetes device plugin / GPU operator",
                          "k8s-device-plugin no devices found nvidia-smi pod failed"),
    "gpu-operator": ("Kubernetes device plugin / GPU operator",
                     "gpu-operator validator pod CUDA error no GPU container toolkit"),
    "k8s-pod-no-cuda": ("Kubernetes device plugin / GPU operator",
                        "kubernetes pod torch.cuda.is_available False GPU not visible"),
    "singularity-nv": ("Singularity / Apptainer", "singularity --nv GPU not found CUDA error container"),
    "apptainer-nv": ("Singularity / Apptainer", "apptainer --nv could not find nvidia libraries CUDA"),
    "enroot-pyxis": ("enroot / pyxis", "enroot pyxis GPU nvidia-container-cli error"),
    "lxc-gpu": ("LXC / LXD / Incus", "LXC container GPU passthrough nvidia-smi failed"),
    "lxd-incus-gpu": ("LXC / LXD / Incus", "lxd incus nvidia.runtime GPU container CUDA error"),
    "proxmox-passthrough": ("Proxmox passthrough", "proxmox GPU passthrough VM CUDA error nvidia driver"),
    "vm-passthrough": ("Proxmox passthrough", "virtual machine vfio GPU passthrough CUDA no device"),
    "docker-desktop-wsl": ("Docker Desktop on Windows / WSL2",
                           "Docker Desktop WSL2 GPU container CUDA not available error"),
    "docker-desktop-windows": ("Docker Desktop on Windows / WSL2",
                               "docker desktop windows --gpus nvidia-smi error container"),
    "compose-deploy": ("docker compose deploy.resources",
                       "docker compose deploy resources reservations devices gpu error"),
    "compose-runtime": ("docker compose deploy.resources", "docker-compose runtime nvidia GPU not detected in container"),
    "nomad-gpu": ("Nomad", "nomad nvidia device plugin GPU task error"),
    "rootless-docker": ("rootless docker", "rootless docker nvidia GPU error cgroups"),
    "colab-gpu": ("Colab / Kaggle / SageMaker", "colab GPU runtime no CUDA GPUs are available error"),
    "kaggle-gpu": ("Colab / Kaggle / SageMaker", "kaggle notebook GPU CUDA error not available"),
    "sagemaker-gpu": ("Colab / Kaggle / SageMaker", "sagemaker GPU instance container CUDA error no device"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the runtime the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
