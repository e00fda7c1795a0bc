#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28zf/ (a batch of issue 37's library of real reports, a training
folder): CONTAINERS. Written down before any search was run, so it can be rerun and checked.

Why: most GPU work now runs in a container (Docker with `--gpus all` or `--runtime=nvidia`, docker compose's
`deploy.resources.reservations.devices`, Docker Desktop, Podman with CDI's `--device nvidia.com/gpu=all`, Apptainer /
Singularity with `--nv` or `--nvccli`, containerd / nerdctl, LXC / LXD / Incus GPU passthrough, NGC images, nvidia/cuda
base images), and the GPU reaches it through the NVIDIA Container Toolkit (libnvidia-container, nvidia-container-cli,
nvidia-ctk's CDI specs); their reports say the GPU stack's failures in those tools' words (a "could not select device
driver", an "unknown or invalid runtime name: nvidia", a "nvidia-container-cli: initialization error", a "Failed to
initialize NVML: Unknown Error" after a cgroup change, a libcuda.so.1 that a base image cannot open, a "requirement
error: unsatisfied condition: cuda>=" from an image newer than the host driver, a DataLoader "Bus error" from a small
/dev/shm), and many of their failures are not the GPU stack at all (a network, a volume permission, an image pull).

Rule:

  * the engines and paths: Docker (`--gpus all`, `--runtime=nvidia`), docker compose, Docker Desktop, Podman (CDI,
    rootless), Apptainer / Singularity, nvidia-container-toolkit / libnvidia-container / nvidia-ctk, containerd /
    nerdctl, LXC / LXD / Incus, NGC images, nvidia/cuda base images, Kubernetes pods (where the failure is the
    container's); one to five queries each, "<engine or path> <failure word>", the failure words from "could not
    select device driver", "unknown or invalid runtime name: nvidia", "nvidia-container-cli: initialization error",
    "Failed to initialize NVML: Unknown Error", "libcuda.so.1: cannot open shared object file", "no CUDA-capable
    device", "unsatisfied condition: cuda>=", "Bus error", "CUDA driver version is insufficient"; 30 queries in
    QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (a network,
    a volume permission, an image pull, the tool's own bug, a user setting, or no family of the knowledge base); the
    resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batch
    train-2026-11-28zg, of the earlier batches train-2026-11-28zd and -28ze (branches libzd, libze) and of the
    held-out set heldout-2026-11-28i (collected at the same time; the held-out set has priority; only their `source`
    fields are read);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 21 gave files, 9 gave none
(Docker's "could not select device driver", Docker Desktop's NVML one, Apptainer's --nvccli, the toolkit's "unsatisfied
condition: cuda>=", containerd's runtime one, both LXC / LXD / Incus ones, the nvidia/cuda image's "driver version
insufficient" and the Kubernetes pod's NVML one answered only open threads without a resolution, feature requests and
pull requests without a pasted error, screenshots, or threads other folders cite). The resolution was read from the
search excerpt of each answer; a thread whose only fix was "a reboot fixed it" (NVIDIA/nvidia-docker#1068,
NVIDIA/libnvidia-container#103) was taken as saying no cause, and NVIDIA/nvidia-docker#400 (two commenters, two different
fixes) is cited by another folder anyway. 17 resolved answers were skipped as cited by another folder
(isri-aist/BaselineWalkingController#21, NVIDIA/nvidia-docker#539, lidq92/MDTVSFA#10, eduidl/ElasticFusion-Dockerfile#11,
NixOS/nixpkgs#420638, rickstaa/panda-autograsp#150, torch/cutorch#318, NVIDIA/nvidia-container-toolkit#1537,
iot-salzburg/gpu-jupyter#24, Xilinx/Vitis-AI#103, docker/cli#2425, nagadomi/nunif#702, NVIDIA/nvidia-docker#400,
CESNET/GPUJPEG#4, apache/mxnet#3486, uzh-rpg/rpg_open_remode#9, endernewton/tf-faster-rcnn#38); two answers repeated a
thread already taken (NVIDIA/nvidia-container-toolkit#817 and #63). The batch holds 42 reports and 4 negatives: SHORT OF
AIM on negatives (8 aimed at). A libcuda.so.1 that a container cannot open is labelled container-no-gpu and
wsl-libcuda-not-found where the thread's fix was starting the container with the GPU (--gpus, the NVIDIA runtime,
nvidia-docker), wsl-libcuda-not-found alone where it was the image's loader path or libraries. Before the final commit
the `source` fields (only those) of the sibling batch train-2026-11-28zg (14 threads, /work/wt-libzg at 74756edb with
its working copy), of the held-out set heldout-2026-11-28i (7 threads, /work/wt-heldout20 at d365fce7 with its working
copy) and of the earlier batches train-2026-11-28zd (branch libzd, 25 threads, also on main) and -28ze (branch libze at
fc8abf59, 17 threads) were compared with this batch's: no thread shared, none dropped.

Usage:
  collect_library_2026_11_28zf.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28zf.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28zf"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (engine or path the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "docker-gpus-could-not-select": ("Docker", "docker run --gpus all could not select device driver"),
    "docker-runtime-nvidia-unknown": ("Docker", "docker --runtime=nvidia unknown or invalid runtime name: nvidia"),
    "docker-nvml-unknown-error": ("Docker", "docker container Failed to initialize NVML: Unknown Error cgroups"),
    "docker-libcuda-cannot-open": ("Docker", "docker libcuda.so.1: cannot open shared object file"),
    "docker-bus-error-shm": ("Docker", "docker Bus error shm-size DataLoader"),
    "compose-devices-driver": ("docker compose", "docker compose deploy resources reservations devices gpu could not select device driver"),
    "compose-gpu-not-available": ("docker compose", "docker-compose GPU not available torch.cuda.is_available False"),
    "docker-desktop-gpu": ("Docker Desktop", "Docker Desktop GPU container no CUDA-capable device"),
    "docker-desktop-nvml": ("Docker Desktop", "Docker Desktop nvidia-smi Failed to initialize NVML"),
    "podman-cdi-device": ("Podman", "podman --device nvidia.com/gpu=all unresolvable CDI devices"),
    "podman-rootless-nvidia": ("Podman", "rootless podman nvidia-container-cli initialization error"),
    "podman-gpu-cuda-error": ("Podman", "podman GPU container CUDA error no CUDA-capable device"),
    "apptainer-nv-libcuda": ("Apptainer / Singularity", "apptainer --nv libcuda.so.1 cannot open shared object file"),
    "singularity-nv-driver": ("Apptainer / Singularity", "singularity --nv CUDA driver version is insufficient"),
    "singularity-nv-no-gpu": ("Apptainer / Singularity", "singularity exec --nv no CUDA-capable device is detected"),
    "apptainer-nvccli": ("Apptainer / Singularity", "apptainer --nvccli nvidia-container-cli error"),
    "nvidia-container-cli-init": ("nvidia-container-toolkit", "nvidia-container-cli: initialization error: load library failed"),
    "nvidia-container-cli-driver": ("nvidia-container-toolkit", "nvidia-container-cli: initialization error: driver error"),
    "nvidia-ctk-cdi-generate": ("nvidia-container-toolkit", "nvidia-ctk cdi generate error"),
    "nvidia-container-requirement": ("nvidia-container-toolkit", "requirement error: unsatisfied condition: cuda>="),
    "libnvidia-container-mount": ("nvidia-container-toolkit", "libnvidia-container error mount"),
    "containerd-nvidia-runtime": ("containerd / nerdctl", "containerd nvidia runtime GPU error"),
    "nerdctl-gpus": ("containerd / nerdctl", "nerdctl --gpus all error"),
    "lxc-gpu-passthrough": ("LXC / LXD / Incus", "LXC container GPU passthrough nvidia-smi error"),
    "lxd-incus-nvidia": ("LXC / LXD / Incus", "LXD Incus nvidia.runtime GPU CUDA error"),
    "ngc-pytorch-driver": ("NGC images", "nvcr.io pytorch container CUDA driver version is insufficient"),
    "ngc-tritonserver-error": ("NGC images", "nvcr.io tritonserver container CUDA error"),
    "nvidia-cuda-runtime-devel": ("nvidia/cuda base images", "nvidia/cuda runtime image nvcc not found devel"),
    "nvidia-cuda-base-image-driver": ("nvidia/cuda base images", "nvidia/cuda image CUDA driver version insufficient for CUDA runtime version"),
    "kubernetes-pod-gpu": ("Kubernetes pods", "kubernetes pod nvidia.com/gpu container Failed to initialize NVML"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the engine the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
