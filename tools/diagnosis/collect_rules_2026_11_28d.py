#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-28d/ (the fifteenth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks over rare
stacks, web pages by error kind, stack x year over uncited repositories, symptom-worded queries, non-English queries,
scientific-computing stacks, recent threads by exception class, pull requests worded as fix titles, fix-worded queries,
hardware-named queries and non-Python host languages; none of them named HOW the CUDA stack got onto the machine):

  * every query names THE TOOL THAT INSTALLED OR PACKAGED THE CUDA STACK (a package manager, an environment tool, a
    distribution's packages, a container or image), crossed with one failure word: conda / mamba / conda-forge, pixi,
    uv, pip (wheels, extra index), poetry, Nix / nixpkgs, Spack, EasyBuild / Lmod modules, Guix, Homebrew / Linuxbrew,
    Arch / AUR, Debian / Ubuntu packages (apt, ppa, ubuntu-drivers), Fedora / RPM Fusion / akmod, Gentoo,
    Apptainer / Singularity, Docker base images (nvidia/cuda tags, NGC containers), snap and flatpak:
    "conda-forge pytorch cuda not available", "uv torch CUDA wheel", ... ONE query per tool x failure word: the queries
    below, written before the first search (a second round in the same form, if needed, is written down and committed
    before it is searched, marked r2-);
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
  collect_rules_2026_11_28d.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_28d.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text: the tool that installed or packaged the CUDA stack x one failure word, written before the first
# search. The id's first word is the packaging tool (the scoring test groups by it).
QUERIES = {
    # conda / mamba / conda-forge
    "conda-forge-not-available": "conda-forge pytorch cuda not available",
    "conda-cudatoolkit-libcudart": "conda cudatoolkit libcudart.so not found",
    "conda-cudnn-version": "conda install cudnn version mismatch tensorflow",
    "mamba-cuda-driver": "mamba install pytorch-cuda driver too old",
    "conda-feedstock-cuda": "feedstock cuda build libcuda.so error",
    # pixi
    "pixi-pytorch-cuda": "pixi pytorch cuda",
    "pixi-cuda-virtual-package": "pixi __cuda virtual package error",
    # uv
    "uv-torch-wheel": "uv torch CUDA wheel",
    "uv-cuda-not-available": "uv pip install torch cuda not available",
    # pip
    "pip-extra-index-cuda": "pip install torch extra-index-url cuda error",
    "pip-nvidia-wheels-cudnn": "pip nvidia-cudnn-cu12 libcudnn not found",
    # poetry
    "poetry-torch-cuda": "poetry torch cuda version",
    # Nix / nixpkgs
    "nixpkgs-libcuda": "nixpkgs cudaPackages libcuda.so",
    "nix-cuda-driver": "nix cuda driver version mismatch",
    # Spack
    "spack-cuda-nvcc": "spack cuda nvcc error",
    # EasyBuild / Lmod
    "easybuild-cuda-libcudart": "easybuild CUDA module libcudart",
    "lmod-module-cuda": "module load cuda no CUDA-capable device",
    # Guix
    "guix-cuda": "guix cuda nvidia driver",
    # Homebrew / Linuxbrew
    "homebrew-cuda": "homebrew linuxbrew cuda error",
    # Arch / AUR
    "aur-nvidia-dkms": "AUR nvidia-dkms build failed",
    "arch-cuda-package": "arch linux cuda package nvcc error",
    # Debian / Ubuntu packages
    "apt-cuda-driver-mismatch": "apt upgrade nvidia driver library version mismatch",
    "ubuntu-drivers-cuda": "ubuntu-drivers nvidia cuda error",
    "ppa-graphics-drivers": "graphics-drivers ppa nvidia-smi failed",
    "debian-nvidia-cuda-toolkit": "debian nvidia-cuda-toolkit nvcc unsupported",
    # Fedora / RPM Fusion / akmod
    "akmod-secure-boot": "akmod nvidia secure boot",
    "rpmfusion-cuda": "rpmfusion nvidia cuda error",
    # Gentoo
    "gentoo-cuda": "gentoo nvidia-cuda-toolkit error",
    # Apptainer / Singularity
    "apptainer-nv-nvml": "apptainer --nv libnvidia-ml",
    "singularity-cuda": "singularity container cuda error",
    # Docker base images
    "nvidia-cuda-image-tag": "nvidia/cuda docker image CUDA driver version is insufficient",
    "ngc-container-driver": "ngc container driver too old",
    "docker-cudnn-image": "docker cudnn runtime image libcudnn not found",
    # snap / flatpak
    "snap-cuda": "snap cuda nvidia error",
    "flatpak-nvidia-gl": "flatpak nvidia GL",
    "flatpak-cuda": "flatpak cuda not available",
}

RULE = Rule(folder="heldout-2026-11-28d", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=8)

if __name__ == "__main__":
    main(RULE)
