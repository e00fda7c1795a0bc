#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-27b/, written down so it can be rerun and checked.

Rule (never used before in this repo: train/ and heldout/ were split by sha256 of the name,
heldout-2025/ took every dated 2025+ hit in rank order, heldout-direction/ took the top hits of
GitHub issue searches, heldout-2026-11-27/ took ranks 5 and below of mostly GitHub-issue searches,
train-2026-11-27/ took every rank of GitHub-issue searches):

  * one search per query below with the `search` tool of the GPU Doctor sessions, corpus `pages`
    ONLY (stored public web pages: Q&A sites, forums, blogs, vendor FAQs, mailing lists; not
    GitHub issue threads), query text as written here;
  * the queries are built from error KINDS (a driver or kernel-module install failing, memory running
    out on the host or on the GPU, WSL2, Windows DLL loading, containers, Triton, JAX/TensorFlow device
    and library errors), not from the phrases the families of knowledge-base.json match; the kernel-
    module queries ask on purpose for modules that are NOT NVIDIA's (VirtualBox, ZFS, Wi-Fi,
    v4l2loopback) and the memory queries for the host's RAM, so that real negatives come in;
  * ranks 1 to 8 of every answer (the whole answer), in rank order, at most 6 files per query;
  * a result is skipped when its page is a fixture in any other folder, when it repeats a page or
    post already taken (the same URL, a mirror or translation of the same text), when its excerpt
    holds no error text (a manual, a how-to with no message quoted, source code, a commit log), or
    when it is not about a GPU-adjacent failure at all (an Android or .NET heap error);
  * the text is copied from the search excerpt as it was returned (never paraphrased), cut to the
    lines around the error; the paste form says what the excerpt gives: only the page's title
    (`title-only`), non-English text around the error (`non-english`), Windows paths
    (`windows-paths`), only the closing sentence (`last-lines`), or the log/sentences as posted (`full`);
  * expected ids were written from the text before the diagnoser was run on the folder. Negatives
    (`# expect:` empty) are GPU-adjacent reports no family describes: host-RAM OOM (DefaultCPUAllocator,
    the OOM killer, OOMKilled pods, a JVM heap), VirtualBox/Wi-Fi/v4l2loopback/akvcam module and DKMS
    failures, a Secure Boot refusal of an unnamed module, Apple-Metal JAX, an Intel GPU under WSL2,
    CPU-side DLLs (MSVCP140, libomp140 for fbgemm, an Intel XPU DLL) and a device-mismatch in user code.

Each file records which query and rank it came from (`# rule: q=<id> rank=<n>`).

Usage: collect_rules_2026_11_27b.py [FIXTURES_DIR]   (checks the folder against the rule, prints counts)
"""
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

FOLDER = "heldout-2026-11-27b"
MAX_RANK = 8
MAX_PER_QUERY = 6

# id -> (error kind aimed at, query text); every query went to corpus `pages`.
QUERIES = {
    "dkms-vbox": ("non-NVIDIA module install (negatives)", "dkms build failed virtualbox kernel module vboxdrv"),
    "nvidia-dkms": ("NVIDIA driver install", "nvidia driver install failed dkms kernel module error ubuntu"),
    "secure-boot": ("module refused by Secure Boot", "secure boot module signing required kernel module load failed"),
    "vbox-rc1908": ("non-NVIDIA module install (negatives)",
                    "VirtualBox Kernel driver not installed (rc=-1908) vboxdrv.sh failed modprobe"),
    "zfs-dkms": ("non-NVIDIA module install (negatives)", "zfs dkms build error kernel update modprobe zfs not found"),
    "nvidia-run-installer": ("NVIDIA driver install", "NVIDIA-Linux run installer ERROR: Unable to load the kernel module 'nvidia.ko'"),
    "wifi-dkms": ("non-NVIDIA module install (negatives)", "wifi driver dkms install error rtl8821 Bad return status module build"),
    "nvidia-smi-failed": ("NVIDIA driver install", "nvidia-smi NVIDIA-SMI has failed after installing driver askubuntu modprobe nvidia"),
    "torch-oom": ("GPU out of memory", "RuntimeError: CUDA out of memory. Tried to allocate GiB training stackoverflow"),
    "cpu-allocator-oom": ("host out of memory (negatives)", "DefaultCPUAllocator: not enough memory: you tried to allocate bytes"),
    "wsl-cuda-unavailable": ("WSL2 GPU", "WSL2 CUDA not available torch.cuda.is_available False nvidia-smi error"),
    "win-cudnn-dll": ("Windows DLL load", "Could not load library cudnn_ops_infer64_8.dll error code 126 Windows"),
    "docker-gpus": ("container GPU access", "docker container nvidia-smi not found could not select device driver gpus all error"),
    "triton-compile": ("Triton / compile", "torch.compile triton error failed to compile kernel inductor exception"),
    "jax-no-gpu": ("JAX device", "jax no GPU/TPU found falling back to CPU Unable to initialize backend cuda"),
    "tf-libcudart": ("Linux shared library load",
                     "tensorflow Could not load dynamic library libcudart.so.11.0 dlerror cannot open shared object file"),
    "no-cuda-gpus": ("device not found", "RuntimeError: No CUDA GPUs are available"),
    "v4l2loopback-dkms": ("non-NVIDIA module install (negatives)", "v4l2loopback dkms install error kernel headers module build failed"),
    "driver-insufficient": ("driver too old", "CUDA driver version is insufficient for CUDA runtime version error"),
    "wsl-libcuda": ("WSL2 GPU", "WSL2 Ubuntu libcuda.so not found GPU not detected nvidia-smi WSL error message"),
    "container-cli": ("container GPU access", "nvidia-container-cli: initialization error docker run --gpus failed to create shim"),
    "host-oom-killed": ("host out of memory (negatives)", "python training process Killed out of memory RAM oom-killer dataloader CPU"),
    "tf-oom": ("GPU out of memory", "tensorflow ResourceExhaustedError OOM when allocating tensor GPU_0_bfc"),
    "win-cublas-dll": ("Windows DLL load",
                       "Could not load dynamic library cublas64_11.dll cusolver64_11.dll not found Skipping registering GPU devices"),
    "comfyui-oom": ("GPU out of memory", "ComfyUI Stable Diffusion torch.OutOfMemoryError Allocation on device out of VRAM"),
    "nouveau": ("NVIDIA driver install", "ERROR: The Nouveau kernel driver is currently in use by your system nvidia installer"),
    "nvml-mismatch": ("NVIDIA driver install", "Failed to initialize NVML: Driver/library version mismatch after apt upgrade"),
    "llm-oom": ("GPU out of memory", "llama.cpp ollama CUDA error out of memory offloading layers GPU VRAM"),
    "docker-select-driver": ("container GPU access",
                             "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]]"),
    "container-requirement": ("container GPU access",
                              "nvidia-container-cli: requirement error: unsatisfied condition: cuda>= please update your driver"),
    "win-126": ("Windows DLL load", "OSError: [WinError 126] The specified module could not be found torch lib dll"),
}

# The stack groups, paste forms and header rules of the fourth set's script (and of Fixtures.stackGroup).
from collect_rules_2026_11_27 import HEADER, PASTE_FORMS, RULE, SOURCE, stack_group, thread  # noqa: E402


def check(fixtures: Path) -> int:
    problems = []
    earlier = set()
    for f in fixtures.glob("*/*.txt"):
        if f.parent.name != FOLDER:
            m = SOURCE.search(f.read_text(encoding="utf-8"))
            if m:
                earlier.add(thread(m.group(1)))
    per_query = Counter()
    seen = {}
    paste = Counter()
    family = Counter()
    years = Counter()
    stacks = defaultdict(lambda: [0, 0])
    files = sorted((fixtures / FOLDER).glob("*--*.txt"))
    for f in files:
        text = f.read_text(encoding="utf-8")
        rule = RULE.search(text)
        src = SOURCE.search(text)
        headers = dict(HEADER.findall(text))
        if not rule or not src:
            problems.append(f"{f.name}: no '# rule:' or '# source:' line")
            continue
        q, rank = rule.group(1), int(rule.group(2))
        if q not in QUERIES:
            problems.append(f"{f.name}: query {q} is not in QUERIES")
        if not 1 <= rank <= MAX_RANK:
            problems.append(f"{f.name}: rank {rank} is outside ranks 1-{MAX_RANK}")
        per_query[q] += 1
        t = thread(src.group(1))
        if "github.com/" in t and "/issues/" in src.group(1):
            problems.append(f"{f.name}: a GitHub issue thread; this set takes web pages only")
        if t in earlier:
            problems.append(f"{f.name}: page {t} is already a fixture elsewhere")
        if t in seen:
            problems.append(f"{f.name}: page {t} already taken by {seen[t]}")
        seen[t] = f.name
        form = headers.get("paste", "")
        if form not in PASTE_FORMS:
            problems.append(f"{f.name}: paste form '{form}' unknown")
        paste[form] += 1
        fam = f.name.split("--", 1)[0]
        family[fam] += 1
        years[headers.get("year", "")] += 1
        group = stack_group(headers.get("stack", ""))
        stacks[group][0] += 1
        stacks[group][1] += fam == "negative"
    for q, n in per_query.items():
        if n > MAX_PER_QUERY:
            problems.append(f"query {q}: {n} files, more than {MAX_PER_QUERY}")
    print(f"{len(files)} files, {family['negative']} negatives, from {len(per_query)} of {len(QUERIES)} queries")
    print("paste forms:", dict(sorted(paste.items())))
    print("families:", dict(sorted(family.items())))
    print("stack groups (files, negatives):", {k: tuple(v) for k, v in sorted(stacks.items())})
    print("years:", dict(sorted(years.items())))
    print("per query:", {q: per_query.get(q, 0) for q in QUERIES})
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(check(Path(sys.argv[1] if len(sys.argv) > 1 else "src/test/resources/diagnosis/fixtures")))
