#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29/ (the twenty-fourth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables and logger prefixes; every one of them worded its queries from the error, the failure, the
machine, the command, the versions, a question, the task, a file, a setting or a log line of the stack):

  * every query is worded as AN OPERATING SYSTEM OR DISTRIBUTION, WITH ITS RELEASE WHERE USERS SAY IT, plus one word
    naming the GPU stack (nvidia, cuda, gpu, or a framework's name), and nothing else: no error word, no symptom, no
    hardware, no task, no command ("Ubuntu 24.04 nvidia", "Fedora 40 cuda", "Proxmox nvidia", "Jetson L4T"). The
    queries below are spread over OS families (the family is the query id's prefix and the group in
    heldout-query-groups.tsv), written before the first search (a second round in the same form, if any, is marked r2-
    and written down and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's "fixed by ...", a merged fix);
    `basis` in collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set,
    repeats, no pasted error, no stated resolution;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> query text: an operating system or distribution (with its release where users say it) plus one word naming
# the GPU stack, nothing else, written before the first search. The group is the id's prefix, the OS family
# (heldout-query-groups.tsv).
QUERIES = {
    # Ubuntu and Debian family
    "debian-ubuntu-2404-nvidia": "Ubuntu 24.04 nvidia",
    "debian-ubuntu-2204-cuda": "Ubuntu 22.04 cuda",
    "debian-ubuntu-2004-pytorch": "Ubuntu 20.04 pytorch",
    "debian-ubuntu-1804-tensorflow": "Ubuntu 18.04 tensorflow",
    "debian-debian-12-nvidia": "Debian 12 nvidia",
    "debian-debian-11-cuda": "Debian 11 cuda",
    "debian-linux-mint-nvidia": "Linux Mint nvidia",
    "debian-pop-os-cuda": "Pop!_OS cuda",
    "debian-kali-nvidia": "Kali nvidia",
    "debian-elementary-os-cuda": "elementary OS cuda",
    "debian-zorin-cuda": "Zorin cuda",
    # Fedora / RHEL family
    "rhel-fedora-40-cuda": "Fedora 40 cuda",
    "rhel-fedora-39-nvidia": "Fedora 39 nvidia",
    "rhel-rhel-8-cuda": "RHEL 8 cuda",
    "rhel-rhel-9-nvidia": "RHEL 9 nvidia",
    "rhel-centos-7-cuda": "CentOS 7 cuda",
    "rhel-rocky-linux-9-nvidia": "Rocky Linux 9 nvidia",
    "rhel-almalinux-9-cuda": "AlmaLinux 9 cuda",
    "rhel-amazon-linux-2023-nvidia": "Amazon Linux 2023 nvidia",
    "rhel-amazon-linux-2-gpu": "Amazon Linux 2 gpu",
    # Arch family
    "arch-arch-linux-nvidia": "Arch Linux nvidia",
    "arch-arch-linux-cuda": "Arch Linux cuda",
    "arch-manjaro-cuda": "Manjaro cuda",
    "arch-endeavouros-nvidia": "EndeavourOS nvidia",
    # Other Linux
    "other-opensuse-tumbleweed-nvidia": "openSUSE Tumbleweed nvidia",
    "other-nixos-cuda": "NixOS cuda",
    "other-gentoo-nvidia": "Gentoo nvidia",
    "other-alpine-cuda": "Alpine cuda",
    "other-void-linux-nvidia": "Void Linux nvidia",
    # Windows (and WSL)
    "windows-windows-11-cuda": "Windows 11 cuda",
    "windows-windows-10-pytorch-gpu": "Windows 10 pytorch gpu",
    "windows-windows-10-tensorflow": "Windows 10 tensorflow",
    "windows-windows-server-2022-cuda": "Windows Server 2022 cuda",
    "windows-wsl-ubuntu-cuda": "WSL Ubuntu cuda",
    "windows-wsl2-nvidia": "WSL2 nvidia",
    # macOS
    "macos-macos-pytorch-cuda": "macOS pytorch cuda",
    "macos-macos-tensorflow": "macOS tensorflow gpu",
    "macos-high-sierra-cuda": "macOS High Sierra cuda",
    # Appliance and hypervisor OSes
    "appliance-proxmox-nvidia": "Proxmox nvidia",
    "appliance-unraid-nvidia": "Unraid nvidia",
    "appliance-truenas-nvidia": "TrueNAS nvidia",
    "appliance-esxi-nvidia": "ESXi nvidia",
    "appliance-talos-nvidia": "Talos Linux nvidia",
    # Embedded
    "embedded-jetson-l4t": "Jetson L4T",
    "embedded-l4t-r32-cuda": "L4T R32 cuda",
    "embedded-yocto-cuda": "Yocto cuda",
    # Second round, same form (an operating system or distribution, with its release where users say it, plus one
    # word naming the GPU stack, nothing else), written down after the first round gave 6 keepable reports (most hits
    # were release-support requests, packaging pull requests and threads without a pasted error or a stated
    # resolution; the rule aims at 30-50 reports) and committed before any of these was searched. It leans on a
    # framework's name as the stack word. The group is the part after r2-.
    "r2-debian-ubuntu-2404-pytorch": "Ubuntu 24.04 pytorch",
    "r2-debian-ubuntu-2204-tensorflow": "Ubuntu 22.04 tensorflow",
    "r2-debian-ubuntu-2204-pytorch": "Ubuntu 22.04 pytorch",
    "r2-debian-ubuntu-2004-cuda": "Ubuntu 20.04 cuda",
    "r2-debian-ubuntu-2004-tensorrt": "Ubuntu 20.04 tensorrt",
    "r2-debian-ubuntu-1804-cuda": "Ubuntu 18.04 cuda",
    "r2-debian-ubuntu-1604-nvidia": "Ubuntu 16.04 nvidia",
    "r2-debian-ubuntu-2204-jax": "Ubuntu 22.04 jax",
    "r2-debian-debian-12-cuda": "Debian 12 cuda",
    "r2-debian-debian-bookworm-pytorch": "Debian bookworm pytorch",
    "r2-debian-linux-mint-cuda": "Linux Mint cuda",
    "r2-debian-pop-os-tensorflow": "Pop!_OS tensorflow",
    "r2-rhel-fedora-pytorch": "Fedora pytorch",
    "r2-rhel-centos-7-tensorflow": "CentOS 7 tensorflow",
    "r2-rhel-centos-8-nvidia": "CentOS 8 nvidia",
    "r2-rhel-rhel-7-gpu": "RHEL 7 gpu",
    "r2-rhel-rocky-linux-8-cuda": "Rocky Linux 8 cuda",
    "r2-rhel-amazon-linux-2-cuda": "Amazon Linux 2 cuda",
    "r2-arch-arch-linux-pytorch": "Arch Linux pytorch",
    "r2-arch-manjaro-nvidia": "Manjaro nvidia",
    "r2-arch-manjaro-pytorch": "Manjaro pytorch",
    "r2-other-opensuse-leap-cuda": "openSUSE Leap cuda",
    "r2-other-nixos-nvidia": "NixOS nvidia",
    "r2-other-nixos-pytorch": "NixOS pytorch",
    "r2-other-alpine-nvidia": "Alpine Linux nvidia",
    "r2-other-gentoo-cuda": "Gentoo cuda",
    "r2-windows-windows-11-pytorch": "Windows 11 pytorch",
    "r2-windows-windows-10-cuda": "Windows 10 cuda",
    "r2-windows-windows-11-tensorflow": "Windows 11 tensorflow",
    "r2-windows-windows-7-cuda": "Windows 7 cuda",
    "r2-windows-wsl2-pytorch": "WSL2 pytorch",
    "r2-windows-wsl2-tensorflow": "WSL2 tensorflow",
    "r2-windows-wsl2-cuda": "WSL2 cuda",
    "r2-windows-windows-onnxruntime": "Windows 10 onnxruntime",
    "r2-windows-windows-server-2019-nvidia": "Windows Server 2019 nvidia",
    "r2-macos-mojave-nvidia": "macOS Mojave nvidia",
    "r2-macos-catalina-cuda": "macOS Catalina cuda",
    "r2-macos-sierra-tensorflow": "macOS Sierra tensorflow",
    "r2-appliance-proxmox-cuda": "Proxmox cuda",
    "r2-appliance-unraid-cuda": "Unraid cuda",
    "r2-appliance-truenas-scale-gpu": "TrueNAS SCALE gpu",
    "r2-appliance-flatcar-nvidia": "Flatcar nvidia",
    "r2-appliance-bottlerocket-nvidia": "Bottlerocket nvidia",
    "r2-embedded-jetpack-4-pytorch": "JetPack 4 pytorch",
    "r2-embedded-jetpack-5-cuda": "JetPack 5 cuda",
    "r2-embedded-jetpack-6-tensorrt": "JetPack 6 tensorrt",
    "r2-embedded-l4t-tensorflow": "L4T tensorflow",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
