#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-29zz/ (a batch of issue 37's library of real reports, a training
folder): THE NVIDIA KERNEL MODULE NOT LOADED OR NOT BUILT, across distributions and situations. Written down before any
search was run, so it can be rerun and checked.

Why: a large share of pasted GPU reports are a machine whose NVIDIA kernel module is not in the running kernel: DKMS did
not rebuild it after a kernel update, Secure Boot refused it (the MOK not enrolled, "Key was rejected by service"),
nouveau still holds the card, a driver was installed and not loaded until a reboot, or the module and the user-space
libraries are of two versions ("NVRM: API mismatch"). They paste "NVIDIA-SMI has failed because it couldn't communicate
with the NVIDIA driver", "modprobe: ERROR: could not insert 'nvidia'", "RmInitAdapter failed" or "nvidia-uvm not
loaded", in the words of Ubuntu, Debian, Fedora, Arch, Pop!_OS, Proxmox, Unraid or TrueNAS; and many look-alikes have
other causes (a container without the GPU passed in, a dead or unseated card, a BIOS setting, a VM without passthrough).

Rule:

  * the distributions and situations: Ubuntu, Debian, Fedora, Arch, Pop!_OS, Proxmox, Unraid, TrueNAS, a kernel update
    (DKMS), Secure Boot (MOK), nouveau, a fresh install before reboot, WSL and containers on such a host; one to three
    queries each, "<distribution or situation> <module failure words>", failure words from NVIDIA-SMI has failed because
    it couldn't communicate with the NVIDIA driver, modprobe: ERROR: could not insert 'nvidia', Key was rejected by
    service, RmInitAdapter failed, NVRM: API mismatch, nvidia-uvm not loaded, DKMS build failed, nouveau; 30 queries in
    QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures; driver-not-loaded, driver-library-mismatch, no-driver ... whatever the
    thread says), a NEGATIVE (`expect` empty) when it was a look-alike with another cause outside the knowledge base (a
    dead or unseated card, a BIOS or passthrough setting, the project's own bug) or no family of the knowledge base; the
    resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the batch commit and again before the final commit, every thread
    of the held-out sets heldout-2026-11-29o and -29p (branches heldout29o, heldout29p, collected at the same time;
    they have priority) and of the sibling batch train-2026-11-29zy (branch lib29zy; it has priority; only their
    `source` fields are read);
  * the excerpt is kept as the search returned it (never cleaned or paraphrased) in `collected.jsonl` with the fields
    of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text, basis);
    `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 16 gave files, 14 gave none
(Ubuntu's NVIDIA-SMI-failed one, the DKMS-build and kernel-upgrade nvidia-smi ones, nouveau-bound, RmInitAdapter,
Debian's modprobe one, Fedora's nvidia-smi one, both Arch ones, Pop!_OS's, Proxmox's LXC one, WSL's, the Kubernetes
device plugin one and CentOS's: open threads without a resolution, screenshots, pull requests without an error, threads
other folders cite). Whether a thread says what it was was read from the excerpt the search returned. 25 resolved
answers were skipped as cited by another folder (qixuema/envs#4, junxnone/tio#206, mattshma/bigdata#108,
mattshma/bigdata#133, negativo17/nvidia-driver#56, void-linux/void-packages#14377,
M-Bab/linux-kernel-amdgpu-binaries#101, GoogleCloudPlatform/compute-gpu-installation#18, lyulyul/shine-cluster#50,
lyulyul/shine-cluster#30, awesometic/realtek-r8125-dkms#69, lolo101/px1800kbd#10, linux-apfs/linux-apfs-rw#80,
canonical/nvidia-prime#20, NVIDIA/ansible-role-nvidia-driver#20, NVIDIA/nvidia-docker#182, nvidiavgpuarchive/index#1,
tinygrad/open-gpu-kernel-modules#47, shenuiuin/LXD_GPU_SERVER#16, microsoft/WSL#3847, NVIDIA/k8s-device-plugin#23,
NVIDIA/k8s-device-plugin#221, oddmario/NVIDIA-Ubuntu-Driver-Guide#4, xxmyjk/xxmyjk.github.io#5,
xxmyjk/xxmyjk.github.io#8); no answer was of a repository of the sixth held-out set. The batch holds 22 reports and 6
negatives: SHORT OF AIM on both (30-50 and 8 aimed at); the rule was not widened. Sibling check at the batch commit:
the held-out sets heldout-2026-11-29o and -29p (branches heldout29o, heldout29p) and the sibling batch
train-2026-11-29zy (branch lib29zy) had no collected.jsonl yet (their `source` fields only): none dropped. Checked
again before the final commit (their `source` fields only, at heldout29o 00880c61, heldout29p 044c6e96, lib29zy
4737bd93): stackhpc/ansible-slurm-appliance#287 (api-mismatch rank 1) is also in heldout-2026-11-29o (32 threads), which
has priority, and was dropped (21 reports now); none shared with heldout-2026-11-29p (32) or train-2026-11-29zy (30).

Usage:
  collect_library_2026_11_29zz.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_29zz.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-29zz"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (distribution or situation the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "ubuntu-nvidia-smi-failed": ("Ubuntu", "ubuntu NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver"),
    "ubuntu-modprobe": ("Ubuntu", "ubuntu modprobe: ERROR: could not insert 'nvidia'"),
    "ubuntu-kernel-update": ("kernel update (DKMS)", "ubuntu kernel update nvidia driver not loaded dkms"),
    "dkms-build-failed": ("kernel update (DKMS)", "dkms nvidia module build failed new kernel nvidia-smi"),
    "kernel-upgrade-nvidia-smi": ("kernel update (DKMS)", "after kernel upgrade nvidia-smi couldn't communicate with the NVIDIA driver"),
    "secure-boot-key-rejected": ("Secure Boot (MOK)", "secure boot modprobe nvidia Key was rejected by service"),
    "secure-boot-mok": ("Secure Boot (MOK)", "secure boot MOK enroll nvidia driver not loading"),
    "nouveau-bound": ("nouveau", "nouveau loaded nvidia driver fails to load"),
    "nouveau-blacklist": ("nouveau", "blacklist nouveau nvidia-smi has failed"),
    "reboot-after-install": ("fresh install before reboot", "installed nvidia driver nvidia-smi failed reboot required"),
    "api-mismatch": ("API mismatch", "NVRM: API mismatch client version kernel module version"),
    "rminitadapter": ("RmInitAdapter", "NVRM: RmInitAdapter failed nvidia-smi No devices were found"),
    "nvidia-uvm": ("nvidia-uvm", "nvidia-uvm not loaded modprobe nvidia-uvm CUDA"),
    "debian-modprobe": ("Debian", "debian nvidia kernel module not loaded modprobe"),
    "debian-nvidia-smi": ("Debian", "debian NVIDIA-SMI has failed nvidia driver"),
    "fedora-akmod": ("Fedora", "fedora akmod nvidia kernel module not built"),
    "fedora-nvidia-smi": ("Fedora", "fedora nvidia-smi couldn't communicate with the NVIDIA driver"),
    "arch-nvidia": ("Arch", "arch linux nvidia module not loaded after kernel update"),
    "arch-nvidia-smi": ("Arch", "arch nvidia-smi has failed couldn't communicate driver"),
    "popos-nvidia": ("Pop!_OS", "pop os nvidia driver not loaded nvidia-smi"),
    "proxmox-nvidia": ("Proxmox", "proxmox nvidia driver kernel module not loaded"),
    "proxmox-lxc": ("Proxmox", "proxmox lxc nvidia-smi failed couldn't communicate"),
    "unraid-nvidia": ("Unraid", "unraid nvidia driver plugin nvidia-smi failed"),
    "truenas-nvidia": ("TrueNAS", "truenas nvidia gpu driver not loaded nvidia-smi"),
    "wsl-nvidia-smi": ("WSL", "wsl nvidia-smi has failed couldn't communicate with the NVIDIA driver"),
    "docker-host-driver": ("containers on such a host", "docker nvidia-smi couldn't communicate with the NVIDIA driver host"),
    "k8s-device-plugin": ("containers on such a host", "kubernetes nvidia device plugin driver not loaded nvidia-smi failed"),
    "centos-nvidia": ("CentOS / RHEL", "centos nvidia kernel module not loaded modprobe nvidia"),
    "cuda-init-no-module": ("CUDA without module", "CUDA initialization failure nvidia kernel module not loaded"),
    "nvml-after-driver-update": ("driver update", "nvidia kernel module version mismatch after driver update failed to initialize NVML"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES,
                          "the distribution or situation the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
