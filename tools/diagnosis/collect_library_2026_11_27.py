#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-27/ (the library grown for issue 37), written down so it can be
rerun and checked.

Rule (for a training library, so every rank is taken, unlike heldout-2026-11-27/):

  * one `search` per (stack, failure) query below, corpus `issues` (GitHub issue and PR threads);
  * every result of the answer (ranks 1-12) is taken in rank order, except: a thread that is already a
    fixture in ANY folder (train/, heldout/, heldout-2025/, heldout-direction/, heldout-2026-11-27/, or
    this folder), a post that repeats one already taken, and an excerpt that holds no error text;
  * the text is copied from the excerpt as posted (whole lines; long logs cut to the lines around the
    error), degraded as it was posted (`# paste:` title-only, non-english, windows-paths, run-together,
    rich-box, full);
  * labels are written from the text and the thread (the fix that worked, where there is one) before
    the diagnoser is run; every file carries `# source:`, `# date:`, `# year:`, `# stack:`, `# paste:`,
    `# rule: q=<id> rank=<n>`, `# expect:`.

The year of each report is the year of its post (`# year:`), so the spread over years is read from the
files, not chosen: see the counts this script prints.

Usage: collect_library_2026_11_27.py FIXTURES_DIR   (checks the folder against the rule, prints counts)
"""
import re
import sys
from collections import Counter
from pathlib import Path

from collect_rules_2026_11_27 import PASTE_FORMS, stack_group, thread

FOLDER = "train-2026-11-27"

# id -> (stack aimed at, family aimed at, corpus, query text)
QUERIES = {
    't-nccl-system': ('pytorch distributed', 'nccl-failure', 'issues', 'NCCL error unhandled system error ncclSystemError torch distributed'),
    't-xid79': ('nvidia driver', 'gpu-fell-off-bus', 'issues', 'Xid 79 GPU has fallen off the bus dmesg NVRM'),
    't-ulf': ('pytorch and others', 'unspecified-launch-failure', 'issues', 'CUDA error: unspecified launch failure cudaErrorLaunchFailure training crash'),
    't-not-compiled': ('pytorch windows', 'torch-not-compiled-with-cuda', 'issues', 'AssertionError: Torch not compiled with CUDA enabled Windows pip install torch'),
    't-cublas-exec': ('pytorch and others', 'cublas-status-error', 'issues', 'CUBLAS_STATUS_EXECUTION_FAILED when calling cublasSgemm'),
    't-driver-too-old': ('pytorch', 'driver-too-old', 'issues', 'The NVIDIA driver on your system is too old (found version 10010)'),
    't-shm-bus': ('pytorch docker', 'shm-bus-error', 'issues', 'RuntimeError: DataLoader worker (pid) is killed by signal: Bus error shared memory docker shm-size'),
    't-nvcc-arch': ('extension builds', 'cuda-version-toolkit-mismatch', 'issues', 'nvcc fatal Unsupported gpu architecture compute_86 CUDA version mismatch building extension'),
    't-launch-timeout': ('windows', 'launch-timeout', 'issues', 'the launch timed out and was terminated CUDA Windows TDR display driver'),
    't-misaligned': ('attention kernels', 'misaligned-address', 'issues', 'CUDA error: misaligned address RuntimeError flash attention kernel'),
    't-busy': ('pytorch and clusters', 'cuda-busy-unavailable', 'issues', 'CUDA error: all CUDA-capable devices are busy or unavailable exclusive process compute mode'),
    't-ecc': ('datacenter', 'ecc-uncorrectable', 'issues', 'uncorrectable ECC error encountered CUDA error 214 nvidia-smi remapped rows pending'),
    't-invalid-handle': ('mixed', 'invalid-handle', 'issues', 'RuntimeError: CUDA error: invalid resource handle'),
    't-wsl-symlink': ('wsl2', 'wsl-libcuda-not-symlink', 'issues', 'ldconfig: /usr/lib/wsl/lib/libcuda.so.1 is not a symbolic link'),
    't-tf-libcudart': ('tensorflow', 'cuda-runtime-lib-not-found', 'issues', "tensorflow Could not load dynamic library 'libcudart.so.11.0' Skipping registering GPU devices"),
    't-ort-cublaslt': ('onnxruntime', 'cuda-runtime-lib-not-found', 'issues', 'onnxruntime-gpu Failed to load library libonnxruntime_providers_cuda.so libcublasLt.so.11 cannot open shared object'),
    't-ollama-oom': ('ollama', 'cuda-oom', 'issues', 'ollama llama runner process has terminated CUDA error out of memory cudaMalloc failed'),
    't-docker-unsatisfied': ('docker', 'driver-too-old', 'issues', 'nvidia-container-cli: requirement error: unsatisfied condition: cuda>= please update your driver'),
    't-comfy-nki': ('comfyui', 'no-kernel-image', 'issues', 'ComfyUI CUDA error no kernel image is available RTX 5090 sm_120 torch'),
    't-nouveau': ('driver install', 'driver-not-loaded', 'issues', 'NVIDIA driver install fails nouveau in use ERROR: The Nouveau kernel driver is currently in use'),
    't-neg-killed': ('pytorch dataloader', 'negative', 'issues', 'RuntimeError: DataLoader worker (pid) is killed by signal: Killed host RAM out of memory'),
    't-jax-illegal': ('jax', 'illegal-address', 'issues', 'jax XlaRuntimeError INTERNAL CUDA_ERROR_ILLEGAL_ADDRESS an illegal memory access was encountered'),
    't-vllm-oom': ('vllm', 'cuda-oom', 'issues', 'vllm CUDA out of memory Tried to allocate model loading tensor parallel'),
    't-triton-passmanager': ('triton', 'triton-compile-failure', 'issues', 'triton CompilationError PassManager::run failed torch.compile inductor error'),
    't-wsl-pinned': ('wsl2', 'pinned-memory-limit', 'issues', 'WSL2 CUDA out of memory torch pinned memory cudaHostAlloc WSL'),
    't-tf-nodevice': ('tensorflow docker', 'no-driver', 'issues', 'failed call to cuInit: CUDA_ERROR_NO_DEVICE tensorflow docker GPU not visible CUDA_VISIBLE_DEVICES'),
}

RULE = re.compile(r"^# rule: q=(\S+) rank=(\d+)\s*$", re.M)
HEADER = re.compile(r"^# (source|paste|stack|year|expect): ?(.*)$", re.M)


def check(fixtures: Path) -> int:
    problems = []
    elsewhere = set()
    for f in fixtures.glob("*/*.txt"):
        if f.parent.name != FOLDER:
            m = re.search(r"^# source: (\S+)", f.read_text(encoding="utf-8"), re.M)
            if m:
                elsewhere.add(thread(m.group(1)))
    seen = {}
    counts = {k: Counter() for k in ("query", "paste", "stack group", "year", "family")}
    files = sorted((fixtures / FOLDER).glob("*--*.txt"))
    for f in files:
        text = f.read_text(encoding="utf-8")
        headers = dict(HEADER.findall(text))
        rule = RULE.search(text)
        if not rule or "source" not in headers:
            problems.append(f"{f.name}: no '# rule:' or '# source:' line")
            continue
        if rule.group(1) not in QUERIES:
            problems.append(f"{f.name}: query {rule.group(1)} is not in QUERIES")
        t = thread(headers["source"])
        if t in elsewhere:
            problems.append(f"{f.name}: thread {t} is a fixture in another folder")
        if t in seen:
            problems.append(f"{f.name}: thread {t} already taken by {seen[t]}")
        seen[t] = f.name
        if headers.get("paste") not in PASTE_FORMS:
            problems.append(f"{f.name}: paste form {headers.get('paste')!r} unknown")
        for k, v in (("query", rule.group(1)), ("paste", headers.get("paste")), ("stack group", stack_group(headers.get("stack", ""))),
                     ("year", headers.get("year", "?")), ("family", f.name.split("--", 1)[0])):
            counts[k][v] += 1
    print(f"{len(files)} files from {len(counts['query'])} of {len(QUERIES)} queries")
    for k, c in counts.items():
        print(f"{k}:", dict(sorted(c.items())))
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(check(Path(sys.argv[1] if len(sys.argv) > 1 else "src/test/resources/diagnosis/fixtures")))
