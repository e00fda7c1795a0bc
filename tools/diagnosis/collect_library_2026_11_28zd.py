#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28zd/ (a batch of issue 37's library of real reports, a training
folder): INSTALLING THE NVIDIA DRIVER ON LINUX DISTRIBUTIONS. Written down before any search was run, so it can be
rerun and checked.

Why: most reports that reach the GPU stack start from a driver installed through a distribution's own path (Ubuntu's
ubuntu-drivers and apt nvidia-driver-5xx packages on HWE kernels, Debian's non-free nvidia-driver, Fedora / RHEL /
Rocky's akmod-nvidia from RPM Fusion or the dnf module, Arch / Manjaro's nvidia-dkms and nvidia-open, openSUSE's
repository, NixOS's hardware.nvidia, Pop!_OS's system76 packages, the .run installer, the open kernel modules); their
failures say the GPU stack's troubles in those install paths' words ("NVIDIA-SMI has failed because it couldn't
communicate with the NVIDIA driver", "modprobe: FATAL: Module nvidia not found", "Required key not available" under
Secure Boot, a DKMS build that fails against a new kernel, "Driver/library version mismatch", "No devices were found",
nouveau still bound), and many install troubles are not the GPU stack's at all (a display manager, a desktop setting).

Rule:

  * the install paths: Ubuntu (ubuntu-drivers, HWE kernels, apt nvidia-driver-5xx), Debian (nvidia-driver, non-free),
    Fedora / RHEL / Rocky (akmod-nvidia, RPM Fusion, dnf module), Arch / Manjaro (nvidia-dkms, nvidia-open), openSUSE,
    NixOS (hardware.nvidia), Pop!_OS, the .run installer, the open kernel modules, Secure Boot / MOK enrolment, nouveau
    blacklisting, DKMS builds against a new kernel; one to four queries each, "<distribution or install path>
    <failure word>", one or two failure words from "nvidia-smi", "NVIDIA-SMI has failed", "module nvidia not found",
    "DKMS", "Required key not available", "nouveau", "version mismatch", "No devices were found"; 30 queries in
    QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (a display
    manager, a desktop or compositor setting, a packaging or script bug of the installer's own, a user setting) or
    matches no family of the knowledge base; the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batch
    train-2026-11-28ze and of the held-out set heldout-2026-11-28h (collected at the same time; the held-out set has
    priority; only their `source` fields are read);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 18 gave files, 12 gave
none (ubuntu-drivers' "NVIDIA-SMI has failed", Ubuntu's HWE "module nvidia not found", RPM Fusion's Secure Boot, RHEL's
dnf module, Manjaro's version mismatch, openSUSE's nvidia-smi, NixOS's hardware.nvidia, the .run installer's failed
module build, the open kernel modules' "No devices were found", MOK enrolment, nouveau blacklisting and "nouveau still
loaded" answered only pull requests, screenshots, open threads without a resolution, pastes without an error, guesses
never confirmed, or threads other folders cite). Each excerpt was judged as the search returned it (no thread was opened
further); pull requests were not taken as reports. 13 resolved answers were skipped as cited by another folder
(junxnone/tio#206, qixuema/envs#4 in train/; lyulyul/shine-cluster#50, mattshma/bigdata#133 in heldout/;
oddmario/NVIDIA-Ubuntu-Driver-Guide#4, illinois-scicomp/machine-shop-maintenance#70, Syllo/nvtop#125 in
heldout-2026-11-28d/; NVIDIA/open-gpu-kernel-modules#862 and #872 in train-2026-11-28q/; BIOP/BIOP-desktop#27 in
heldout-2025/; lwfinger/rtl8723au#58 in heldout-2026-11-27/; mattshma/bigdata#108 in train-2026-11-27c/;
negativo17/nvidia-driver#56 in heldout-2026-11-28/). The batch holds 25 reports and 8 negatives: SHORT OF AIM on
reports (the aim was 30-50; the rule was not widened). No thread is shared with the held-out set heldout-2026-11-28h
(on main, its `source` fields only) nor with the sibling batch train-2026-11-28ze (its collected.jsonl in /work/wt-libze,
`source` fields only): none dropped.

Usage:
  collect_library_2026_11_28zd.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28zd.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28zd"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (install path the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "ubuntu-drivers-nvidia-smi-failed": ("Ubuntu", "ubuntu-drivers autoinstall NVIDIA-SMI has failed"),
    "ubuntu-apt-driver-version-mismatch": ("Ubuntu", "Ubuntu apt nvidia-driver-535 Driver/library version mismatch"),
    "ubuntu-hwe-kernel-module-not-found": ("Ubuntu", "Ubuntu HWE kernel module nvidia not found"),
    "ubuntu-nvidia-dkms-build-failed": ("Ubuntu", "Ubuntu nvidia-dkms build failed new kernel"),
    "debian-nvidia-driver-non-free": ("Debian", "Debian nvidia-driver non-free nvidia-smi"),
    "debian-nvidia-dkms-failed": ("Debian", "Debian nvidia-kernel-dkms DKMS failed"),
    "fedora-akmod-nvidia-nvidia-smi": ("Fedora / RHEL / Rocky", "Fedora akmod-nvidia nvidia-smi has failed"),
    "rpmfusion-akmod-secure-boot": ("Fedora / RHEL / Rocky", "RPM Fusion akmod-nvidia Secure Boot module not loaded"),
    "rhel-dnf-module-nvidia-driver": ("Fedora / RHEL / Rocky", "RHEL dnf module install nvidia-driver DKMS"),
    "rocky-nvidia-driver-module-not-found": ("Fedora / RHEL / Rocky", "Rocky Linux nvidia driver module nvidia not found"),
    "arch-nvidia-dkms-failed": ("Arch / Manjaro", "Arch Linux nvidia-dkms DKMS build failed"),
    "arch-nvidia-open-no-devices": ("Arch / Manjaro", "Arch nvidia-open No devices were found"),
    "manjaro-nvidia-version-mismatch": ("Arch / Manjaro", "Manjaro nvidia driver version mismatch"),
    "opensuse-nvidia-driver": ("openSUSE", "openSUSE nvidia driver nvidia-smi failed"),
    "nixos-hardware-nvidia": ("NixOS", "NixOS hardware.nvidia nvidia-smi failed"),
    "nixos-nvidia-version-mismatch": ("NixOS", "NixOS nvidia Driver/library version mismatch"),
    "popos-nvidia-driver": ("Pop!_OS", "Pop!_OS nvidia driver nvidia-smi failed"),
    "run-installer-nouveau": ("the .run installer", "NVIDIA .run installer nouveau kernel driver in use"),
    "run-installer-kernel-module-failed": ("the .run installer", "NVIDIA-Linux-x86_64.run kernel module failed to build"),
    "run-installer-version-mismatch": ("the .run installer", "runfile installer nvidia-smi version mismatch"),
    "open-kernel-modules-no-devices": ("the open kernel modules", "open-gpu-kernel-modules No devices were found"),
    "open-kernel-modules-not-supported": ("the open kernel modules", "nvidia open kernel module GPU not supported nvidia-smi"),
    "secure-boot-required-key": ("Secure Boot / MOK", "nvidia modprobe Required key not available Secure Boot"),
    "secure-boot-mok-enroll": ("Secure Boot / MOK", "MOK enroll nvidia driver Secure Boot nvidia-smi"),
    "nouveau-blacklist": ("nouveau blacklisting", "blacklist nouveau nvidia driver install failed"),
    "nouveau-still-loaded": ("nouveau blacklisting", "nouveau still loaded nvidia-smi couldn't communicate"),
    "dkms-new-kernel-module-not-found": ("DKMS against a new kernel", "DKMS kernel update modprobe module nvidia not found"),
    "dkms-new-kernel-nvidia-smi": ("DKMS against a new kernel", "kernel upgrade nvidia DKMS NVIDIA-SMI has failed"),
    "driver-install-no-devices-found": ("DKMS against a new kernel", "nvidia driver install No devices were found"),
    "driver-install-version-mismatch": ("Ubuntu", "apt upgrade nvidia NVML Driver/library version mismatch reboot"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the install path the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
