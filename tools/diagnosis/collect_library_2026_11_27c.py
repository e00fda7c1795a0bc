#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-27c/ (the second batch of issue 37's library of real reports),
written down so it can be rerun and checked.

Rule (a training library, so every rank is taken, as train-2026-11-27/ did, over a new grid of queries):

  * one `search` per query below, corpus `issues` (GitHub issue and PR threads); each query is one
    STACK x FAMILY x YEAR cell of the grid (the family's kind in plain words plus the stack and the year), written
    before any search was run;
  * every result of the answer (ranks 1-12) is taken in rank order, except: a thread that is a fixture in ANY other
    folder; a thread of a REPOSITORY that the sixth held-out set (heldout-2026-11-27c/) cites, so that no stack of
    that set leaks into what rules and the similarity fallback learn from; a post that repeats one already taken;
    an excerpt that holds no error text (a screenshot, a question without the message, an environment listing, a
    traceback cut before its error line); a result that is not about a GPU at all (the Windows-watchdog query
    `tdr-2020` answered only Windows Terminal, multipass and .NET timeouts: no file), except host-memory error
    reports (DRAM ECC, machine checks) answered by `ecc-2022`, kept as negatives because they use the words of the
    GPU ECC family;
  * the excerpt is kept as posted in `collected.jsonl` (whole lines, cut to the lines around the error, never
    paraphrased), with the thread's title, the year of the post, the stack, the environment the post states
    (`platform`: OS, GPU, driver, CUDA; `unknown` where it states none) and the labels: ids of
    knowledge-base.json written from the text and the thread (the fix that worked, where there is one), before the
    diagnoser ran on it; GPU-adjacent reports no family describes are negatives (`expect` empty);
  * `build` writes one `.txt` per entry, named `<first label or negative>--<slug>.txt`, with the header lines every
    fixture folder uses (`# source:`, `# year:`, `# stack:`, `# platform:`, `# paste:`, `# rule: q=<id> rank=<n>`,
    `# expect:`); the paste form is read from the text (`non-english` where it holds CJK or Cyrillic text,
    `windows-paths` where it holds a drive path, `title-only` where the text is the title alone, else `full`).

Usage:
  collect_library_2026_11_27c.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_27c.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
import re
import sys
from collections import Counter
from pathlib import Path

from collect_rules_2026_11_27 import PASTE_FORMS, stack_group, thread
from collect_rules_2026_11_27c import entries as collected_entries, repository, write_files

FOLDER = "train-2026-11-27c"
HELD_OUT_REPOSITORIES_OF = "heldout-2026-11-27c"

# id -> (stack, family aimed at, year, query text); every query went to corpus `issues`.
QUERIES = {
    "oom-pytorch-2019": ("pytorch", "cuda-oom", 2019, "pytorch RuntimeError CUDA out of memory tried to allocate 2019"),
    "oom-tensorflow-2018": ("tensorflow", "cuda-oom", 2018, "tensorflow ResourceExhaustedError OOM when allocating tensor 2018"),
    "oom-jax-2023": ("jax", "cuda-oom", 2023, "jax XLA RESOURCE_EXHAUSTED out of memory while trying to allocate 2023"),
    "oom-llamacpp-2024": ("llama.cpp", "cuda-oom", 2024, "llama.cpp CUDA error out of memory cudaMalloc failed 2024"),
    "oom-diffusers-2023": ("diffusers", "cuda-oom", 2023, "diffusers stable diffusion pipeline CUDA out of memory 2023"),
    "nki-pytorch-2021": ("pytorch", "no-kernel-image", 2021, "no kernel image is available for execution on the device sm_86 2021"),
    "nki-pytorch-2025": ("pytorch", "no-kernel-image", 2025, "sm_120 is not compatible with the current PyTorch installation no kernel image 2025"),
    "lib-tensorflow-2021": ("tensorflow", "cuda-runtime-lib-not-found", 2021, "Could not load dynamic library libcusolver.so.11 dlerror 2021"),
    "lib-windows-2023": ("windows", "cuda-runtime-lib-not-found", 2023, "Could not locate cudnn_ops_infer64_8.dll Windows 2023"),
    "old-driver-pytorch-2022": ("pytorch", "driver-too-old", 2022, "The NVIDIA driver on your system is too old 2022"),
    "container-docker-2021": ("docker", "container-no-gpu", 2021, "docker could not select device driver with capabilities gpu 2021"),
    "container-k8s-2023": ("kubernetes", "container-no-gpu", 2023, "kubernetes pod nvidia.com/gpu Insufficient no GPU visible in container 2023"),
    "mismatch-nvml-2022": ("linux", "driver-library-mismatch", 2022, "Failed to initialize NVML: Driver/library version mismatch 2022"),
    "notloaded-smi-2020": ("linux", "driver-not-loaded", 2020, "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver 2020"),
    "wsl-libcuda-2022": ("wsl2", "wsl-libcuda-not-found", 2022, "WSL2 libcuda.so cannot open shared object file 2022"),
    "illegal-pytorch-2023": ("pytorch", "illegal-address", 2023, "CUDA error: an illegal memory access was encountered 2023"),
    "dsa-pytorch-2020": ("pytorch", "device-side-assert", 2020, "CUDA error: device-side assert triggered index out of bounds 2020"),
    "cudnn-status-2019": ("pytorch and tensorflow", "cudnn-status-error", 2019, "CUDNN_STATUS_NOT_INITIALIZED cuDNN error 2019"),
    "cublas-status-2021": ("pytorch", "cublas-status-error", 2021, "CUBLAS_STATUS_NOT_INITIALIZED when calling cublasCreate 2021"),
    "nccl-2023": ("distributed", "nccl-failure", 2023, "NCCL error unhandled cuda error ncclUnhandledCudaError 2023"),
    "triton-2024": ("triton", "triton-compile-failure", 2024, "triton compilation failed torch.compile error 2024"),
    "cpu-torch-2023": ("pytorch", "torch-not-compiled-with-cuda", 2023, "Torch not compiled with CUDA enabled 2023"),
    "nvcc-mismatch-2022": ("extension builds", "cuda-version-toolkit-mismatch", 2022,
                           "The detected CUDA version mismatches the version that was used to compile PyTorch 2022"),
    "cudnn-version-2020": ("tensorflow", "cudnn-version-mismatch", 2020, "Loaded runtime CuDNN library but source was compiled with 2020"),
    "shm-2021": ("pytorch dataloader", "shm-bus-error", 2021, "DataLoader worker killed by signal Bus error shared memory 2021"),
    "xid-2024": ("nvidia driver", "xid-error", 2024, "NVRM Xid error dmesg GPU 2024"),
    "ecc-2022": ("datacenter", "ecc-uncorrectable", 2022, "uncorrectable ECC error encountered 2022"),
    "tdr-2020": ("windows", "launch-timeout", 2020, "the launch timed out and was terminated Windows 2020"),
    "nodriver-2019": ("pytorch", "no-driver", 2019, "Found no NVIDIA driver on your system 2019"),
    "busy-2021": ("pytorch", "cuda-busy-unavailable", 2021, "all CUDA-capable devices are busy or unavailable 2021"),
    "pinned-2023": ("pytorch", "pinned-memory-limit", 2023, "pin_memory cudaHostAlloc out of memory pinned 2023"),
    "graph-2024": ("pytorch", "cuda-graph-capture-failure", 2024, "CUDA graph capture operation not permitted when stream is capturing 2024"),
    "negatives-mps-2023": ("apple mps", "negative", 2023, "MPS backend out of memory Apple silicon 2023"),
    "negatives-rocm-2024": ("rocm", "negative", 2024, "ROCm HIP error hipErrorNoBinaryForGpu 2024"),
}

HEADER = re.compile(r"^# (source|year|stack|platform|paste|rule|expect): ?(.*)$", re.M)
CJK_OR_CYRILLIC = re.compile(r"[\u0400-\u04ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")


def paste_form(entry: dict) -> str:
    text = entry["text"].strip()
    if CJK_OR_CYRILLIC.search(text):
        return "non-english"
    if re.search(r"\b[A-Z]:\\", text):
        return "windows-paths"
    if text == entry["title"].strip():
        return "title-only"
    return "full"


def file_of(entry: dict) -> tuple[str, str]:
    name = f"{entry['expect'][0] if entry['expect'] else 'negative'}--{entry['slug']}.txt"
    headers = [f"# source: {entry['source']}", f"# year: {entry['year']}", f"# stack: {entry['stack']}",
               f"# platform: {entry.get('platform') or 'unknown'}", f"# paste: {paste_form(entry)}",
               f"# rule: q={entry['q']} rank={entry['rank']}", f"# expect: {' '.join(entry['expect'])}"]
    return name, "\n".join(headers) + "\n" + entry["text"].strip("\n") + "\n"


def entries(fixtures: Path) -> list:
    return collected_entries(fixtures, FOLDER)


def build(fixtures: Path) -> int:
    write_files(fixtures, FOLDER, file_of)
    return check(fixtures)


def check(fixtures: Path) -> int:
    problems = []
    elsewhere = set()
    held_out_repositories = set()
    for f in fixtures.glob("*/*.txt"):
        if f.parent.name != FOLDER:
            m = re.search(r"^# source: (\S+)", f.read_text(encoding="utf-8"), re.M)
            if m:
                elsewhere.add(thread(m.group(1)))
                if f.parent.name == HELD_OUT_REPOSITORIES_OF:
                    held_out_repositories.add(repository(m.group(1)))
    collected = entries(fixtures)
    made = dict(file_of(e) for e in collected)
    present = {f.name: f.read_text(encoding="utf-8") for f in (fixtures / FOLDER).glob("*--*.txt")}
    for name in sorted(set(made) | set(present)):
        if made.get(name) != present.get(name):
            problems.append(f"{name}: differs from what collected.jsonl makes (run 'build')")
    if len(made) != len(collected):
        problems.append("two entries make the same file name")
    seen = {}
    last_rank = {}
    counts = {k: Counter() for k in ("query", "paste", "stack group", "year", "family")}
    for e in collected:
        src = e["source"]
        if e["q"] not in QUERIES:
            problems.append(f"{e['slug']}: query {e['q']} is not in QUERIES")
        if thread(src) in elsewhere:
            problems.append(f"{e['slug']}: thread {thread(src)} is a fixture in another folder")
        if repository(src) in held_out_repositories:
            problems.append(f"{e['slug']}: repository {repository(src)} is one the sixth held-out set cites")
        if thread(src) in seen:
            problems.append(f"{e['slug']}: thread {thread(src)} already taken by {seen[thread(src)]}")
        seen[thread(src)] = e["slug"]
        if e["rank"] <= last_rank.get(e["q"], 0):
            problems.append(f"{e['slug']}: ranks of query {e['q']} are not in rank order")
        last_rank[e["q"]] = e["rank"]
        for k in ("source", "title", "year", "stack", "expect", "text"):
            if k not in e:
                problems.append(f"{e['slug']}: no {k}")
        if paste_form(e) not in PASTE_FORMS:
            problems.append(f"{e['slug']}: paste form unknown")
        year = str(e["year"])
        decade = year if not year.isdigit() else ("2014-2017" if int(year) < 2018 else year)
        for k, v in (("query", e["q"]), ("paste", paste_form(e)), ("stack group", stack_group(e["stack"])),
                     ("year", decade), ("family", e["expect"][0] if e["expect"] else "negative")):
            counts[k][v] += 1
    print(f"{len(collected)} reports from {len(counts['query'])} of {len(QUERIES)} queries")
    for k, c in counts.items():
        print(f"{k}:", dict(sorted(c.items())))
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    args = sys.argv[1:]
    mode = args.pop(0) if args and args[0] == "build" else "check"
    where = Path(args[0] if args else "src/test/resources/diagnosis/fixtures")
    sys.exit(build(where) if mode == "build" else check(where))
