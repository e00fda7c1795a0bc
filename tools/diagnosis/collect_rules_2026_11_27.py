#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-27/, written down so it can be rerun and checked.

Rule (never used before in this repo: train/ and heldout/ were split by sha256 of the name,
heldout-2025/ took every dated 2025+ hit in rank order, heldout-direction/ took the top hits):

  * one search per (stack, failure) pair below, with the `search` tool of the GPU Doctor sessions
    (corpus `issues` = GitHub issue/PR threads, or `pages` = stored public web pages), query text as
    written here;
  * only the LOWER-ranked results are taken: ranks 5 and below of the answer (ranks 1-4 are never
    used), in rank order, at most 6 files per query;
  * a result is skipped when its thread is already a fixture in any other folder, when it repeats a
    post already taken (same author, same text), or when the excerpt the search returned holds no
    error text (screenshots only, or only a comment that says nothing of the error);
  * the text is copied from the excerpt as posted, degraded as it was posted: only the title
    (`paste: title-only`, the issue title is the user's paste), non-English text around the error
    (`non-english`), Windows paths (`windows-paths`), a line run together without line breaks
    (`run-together`), only the closing sentence (`last-lines`), or the log as posted (`full`);
  * the expected id is written from what the text and thread show, before the diagnoser is run;
    GPU-adjacent failures that no family of knowledge-base.json describes (host-memory OOM, a
    missing model file, a CPU-only DLL, Secure Boot or DKMS failures of modules that are not
    NVIDIA's, benign TensorFlow factory warnings) are negatives (`# expect:` empty).

Each file records which query and rank it came from (`# rule: q=<id> rank=<n>`).

Usage: collect_rules_2026_11_27.py FIXTURES_DIR   (checks the folder against the rule, prints counts)
"""
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

FOLDER = "heldout-2026-11-27"
MIN_RANK = 5
MAX_PER_QUERY = 6

# id -> (stack aimed at, family aimed at, corpus, query text)
QUERIES = {
    "jax-no-device": ("jax", "no-driver", "issues", "JAX CUDA_ERROR_NO_DEVICE jaxlib GPU not found"),
    "jax-oom": ("jax", "cuda-oom", "issues", "XlaRuntimeError RESOURCE_EXHAUSTED Out of memory while trying to allocate"),
    "jax-cudnn": ("jax", "cudnn-status-error", "issues", "jax CUDNN_STATUS_INTERNAL_ERROR DNN library initialization failed"),
    "jax-libver": ("jax", "cuda-library-version-mismatch", "issues",
                   "jaxlib cuda plugin version mismatch cuSPARSE cuBLAS older than installed"),
    "tf-libcudnn8": ("tensorflow", "cuda-runtime-lib-not-found", "issues",
                     "Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file"),
    "tf-cudnn-ver": ("tensorflow", "cudnn-version-mismatch", "issues", "Loaded runtime CuDNN library but source was compiled with tensorflow"),
    "tf-benign": ("tensorflow", "negative", "issues",
                  "Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered"),
    "ort-loadlibrary-126": ("onnxruntime", "cuda-runtime-lib-not-found", "issues",
                            "onnxruntime CUDAExecutionProvider LoadLibrary failed with error 126 onnxruntime_providers_cuda.dll"),
    "ort-oom": ("onnxruntime", "cuda-oom", "issues", "onnxruntime CUDA failure 2: out of memory cudaMalloc BFCArena"),
    "ollama-no-gpu": ("ollama", "no-driver", "issues", "ollama no compatible GPUs were discovered cuda driver library init failure 999"),
    "vllm-cache-blocks": ("vllm", "cuda-oom", "issues", "vllm ValueError No available memory for the cache blocks gpu_memory_utilization"),
    "llamacpp-no-device": ("llama.cpp", "no-driver", "issues",
                           "llama.cpp ggml_cuda_init failed to initialize CUDA no CUDA-capable device is detected"),
    "comfyui-oom": ("comfyui", "cuda-oom", "issues", "ComfyUI torch.OutOfMemoryError Allocation on device KSampler"),
    "docker-nvml-lib": ("docker", "container-no-gpu", "issues",
                        "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file"),
    "k8s-nvml": ("kubernetes", "container-no-gpu", "issues",
                 "k8s-device-plugin Failed to initialize NVML: could not load NVML library If this is a GPU node"),
    "dkms-build": ("driver-install", "driver-not-loaded", "issues", "dkms nvidia module build failed Bad return status for module build on kernel"),
    "docker-select-driver": ("docker", "container-no-gpu", "issues",
                             "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]]"),
    "secure-boot-key": ("driver-install", "driver-not-loaded", "issues",
                        "modprobe: ERROR: could not insert 'nvidia': Key was rejected by service secure boot"),
    "triton-cuda-h": ("triton", "triton-compile-failure", "issues", "triton fatal error: cuda.h: No such file or directory CalledProcessError gcc"),
    "win-126": ("windows", "cuda-runtime-lib-not-found", "issues",
                "OSError: [WinError 126] The specified module could not be found. Error loading torch\\lib cudnn dll"),
    "rich-box-oom": ("rich traceback", "cuda-oom", "issues", "╭─ Traceback (most recent call last) ─╮ CUDA error out of memory │"),
    "wsl-gpu-blocked": ("wsl2", "no-driver", "issues", "WSL2 nvidia-smi Failed to initialize NVML: GPU access blocked by the operating system"),
    "pages-no-kernel-image": ("pages", "no-kernel-image", "pages",
                              "RuntimeError: CUDA error: no kernel image is available for execution on the device GPU sm_"),
    "pages-nvidia-smi-failed": ("pages", "driver-not-loaded", "pages",
                                "nvidia-smi has failed because it couldn't communicate with the NVIDIA driver ubuntu after kernel update"),
    "ansi-illegal-address": ("ansi colours", "illegal-address", "issues",
                             "[31mERROR[0m CUDA error illegal memory access was encountered ANSI colored log"),
    "rich-box-oom-2": ("rich traceback", "cuda-oom", "issues", "│ ❱ torch cuda OutOfMemoryError ╰──────────────────────────────╯ traceback"),
    "ansi-dsa": ("ansi colours", "device-side-assert", "issues", "[0m[31m CUDA error device-side assert triggered [0m colored terminal output"),
}

# How a fixture's `# stack:` line is grouped when scores are reported per stack (first match wins);
# FreshHeldOutSetTest uses the same order.
STACK_GROUPS = [
    ("wsl2", ("wsl",)),
    ("triton", ("triton",)),
    ("jax", ("jax",)),
    ("tensorflow", ("tensorflow",)),
    ("onnxruntime", ("onnxruntime",)),
    ("llm-serving", ("vllm", "ollama", "llama")),
    ("sd-frontends", ("comfyui", "automatic1111", "sdnext", "sd-webui")),
    ("containers", ("docker", "kubernetes")),
    ("driver-install", ("nvidia driver", "dkms", "kernel module")),
]


def stack_group(stack: str) -> str:
    lower = stack.lower()
    for group, words in STACK_GROUPS:
        if any(w in lower for w in words):
            return group
    return "pytorch-and-other"


PASTE_FORMS = {"full", "title-only", "non-english", "windows-paths", "run-together", "last-lines", "ansi", "rich-box",
               "title-and-line"}
RULE = re.compile(r"^# rule: q=(\S+) rank=(\d+)\s*$", re.M)
SOURCE = re.compile(r"^# source: (\S+)", re.M)
HEADER = re.compile(r"^# (paste|stack|year): (.*)$", re.M)


def thread(url: str) -> str:
    m = re.match(r"https://github\.com/([^/]+/[^/]+)/(?:issues|pull|discussions)/(\d+)", url)
    return f"{m.group(1).lower()}#{m.group(2)}" if m else url.rstrip("/")


def check(fixtures: Path) -> int:
    problems = []
    earlier = set()
    for f in fixtures.glob("*/*.txt"):
        if f.parent.name != FOLDER and not f.parent.name.startswith("train-2026"):
            m = SOURCE.search(f.read_text(encoding="utf-8"))
            if m:
                earlier.add(thread(m.group(1)))
    per_query = Counter()
    seen = {}
    paste = Counter()
    family = Counter()
    stacks = defaultdict(int)
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
        if rank < MIN_RANK:
            problems.append(f"{f.name}: rank {rank} is above the lower ranks the rule takes")
        per_query[q] += 1
        t = thread(src.group(1))
        if t in earlier:
            problems.append(f"{f.name}: thread {t} is already a fixture elsewhere")
        if t in seen:
            problems.append(f"{f.name}: thread {t} already taken by {seen[t]}")
        seen[t] = f.name
        form = headers.get("paste", "")
        if form not in PASTE_FORMS:
            problems.append(f"{f.name}: paste form '{form}' unknown")
        paste[form] += 1
        family[f.name.split("--", 1)[0]] += 1
        stacks[stack_group(headers.get("stack", ""))] += 1
    for q, n in per_query.items():
        if n > MAX_PER_QUERY:
            problems.append(f"query {q}: {n} files, more than {MAX_PER_QUERY}")
    print(f"{len(files)} files, {family['negative']} negatives, from {len(per_query)} queries")
    print("paste forms:", dict(sorted(paste.items())))
    print("families:", dict(sorted(family.items())))
    print("stack groups:", dict(sorted(stacks.items())))
    print("per query:", dict(sorted(per_query.items())))
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(check(Path(sys.argv[1] if len(sys.argv) > 1 else "src/test/resources/diagnosis/fixtures")))
