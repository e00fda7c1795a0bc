#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-27f/ (the third batch of issue 37's library of real reports, a
training folder), written down before any search was run so it can be rerun and checked.

Why: the seventh and eighth held-out sets named KINDS of failure the engine read as nothing (docs/diagnosis-quality.md);
this batch gathers TRAINING reports of those kinds, so that signals are chosen on them and never on held-out text.

Rule:

  * one or two `search` queries per KIND below (corpus `issues`, GitHub issue and PR threads), plus three queries for
    negatives that use the same words (a Vulkan "device lost", an AMD ROCm container without its device, a Windows
    DLL that is not a CUDA library);
  * EVERY rank 1-8 of each answer is taken, in rank order, when its excerpt holds a pasted error (an error line or a
    title that is the error) AND the thread states what it was (a maintainer's or commenter's cause or fix, or the
    poster's "fixed by"); it is labelled by that resolution (ids of knowledge-base.json), negatives (no family of
    ours, or not the CUDA stack) kept as negatives with `expect` empty; the resolution is kept in `basis`;
  * skipped: a thread that is a fixture in ANY other folder (only the `# source:` lines are read to know that), a
    thread already taken, a result without a pasted error or without a resolution in its excerpt, and every thread of
    a scientific-computing repository (gromacs, lammps, amber, namd, cp2k, deepmd, nequip, mace, alphafold,
    colabfold, relion, cryosparc, cupy, rapids, pyscf, torchani, schnetpack, openmm: kept for the ninth held-out set)
    or of a repository the sixth held-out set cites (its rule is that no other folder cites them; the three hashcat
    threads the `other-hashcat` query first gave were taken out for that, after the batch was merged);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl`, with the
    title, the year of the post, the stack, the environment the post states (`platform`, `unknown` where none) and
    the labels; `build` writes one `.txt` per entry with the header lines of train-2026-11-27c/.

Usage:
  collect_library_2026_11_27f.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_27f.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
import re
import sys
from collections import Counter
from pathlib import Path

from collect_library_2026_11_27c import file_of, paste_form
from collect_rules_2026_11_27 import PASTE_FORMS, stack_group, thread
from collect_rules_2026_11_27c import entries as collected_entries, repository, write_files

FOLDER = "train-2026-11-27f"
MAX_RANK = 8
MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES = 40, 80, 10
RESERVED = ("gromacs", "lammps", "amber", "namd", "cp2k", "deepmd", "nequip", "mace", "alphafold", "colabfold",
            "relion", "cryosparc", "cupy", "rapids", "pyscf", "torchani", "schnetpack", "openmm")

# id -> (kind, query text); every query went to corpus `issues`.
QUERIES = {
    "banner-ngc": ("a. NGC container banner", "The NVIDIA Driver was not detected. GPU functionality will not be available. docker NGC container"),
    "banner-gpus-all": ("a. NGC container banner", "WARNING: The NVIDIA Driver was not detected nvidia-docker --gpus all NGC pytorch image"),
    "tdr-nvlddmkm": ("b. Windows TDR", "Display driver nvlddmkm stopped responding and has recovered CUDA long kernel"),
    "tdr-device-lost": ("b. Windows TDR", "TDR timeout Windows GPU device lost DXGI_ERROR_DEVICE_REMOVED long running kernel TdrDelay"),
    "tdr-launch-timeout": ("b. Windows TDR", "CUDA_ERROR_LAUNCH_TIMEOUT the launch timed out and was terminated Windows display watchdog"),
    "other-cycles-illegal": ("c. another runtime's CUDA error", "Blender Cycles CUDA error Illegal address in cuMemcpyDtoH"),
    "other-ctranslate2-oom": ("c. another runtime's CUDA error", "CTranslate2 faster-whisper RuntimeError: CUDA failed with error out of memory"),
    "other-hashcat": ("c. another runtime's CUDA error", "hashcat cuModuleLoadData CUDA_ERROR_INVALID_PTX cuInit CUDA_ERROR_UNKNOWN error"),
    "other-cuda-error-names": ("c. another runtime's CUDA error", "CUDA_ERROR_OUT_OF_MEMORY (2) CUDA_ERROR_ILLEGAL_ADDRESS (700) error code returned by cuda driver api"),
    "other-cycles-oom": ("c. another runtime's CUDA error", "Blender Cycles CUDA error: Out of memory in cuMemAlloc render"),
    "dll-cublaslt": ("d. a CUDA DLL named alone", "cublasLt64_12.dll not found"),
    "dll-cudnn-ops": ("d. a CUDA DLL named alone", "cudnn_ops_infer64_8.dll is not found Could not load library"),
    "unknown-999": ("e. unknown error at initialisation", "cudaGetDeviceCount returned 999 unknown error driver reboot"),
    "unknown-cudaerrorunknown": ("e. unknown error at initialisation", "cudaErrorUnknown CUDA initialization unknown error driver update fixed"),
    "no-gpu-cycles": ("f. a runtime without a GPU", "Blender Found no Cycles device of the specified type CUDA"),
    "no-gpu-colab": ("f. a runtime without a GPU", "Colab GPU runtime not selected tensorflow no GPU found device:GPU:0 CPU only"),
    "negatives-vulkan-device-lost": ("negatives", "vulkan VK_ERROR_DEVICE_LOST driver crash AMD"),
    "negatives-rocm-container": ("negatives", "ROCm docker container GPU not detected /dev/kfd permission HIP no devices"),
    "negatives-windows-dll": ("negatives", "VCRUNTIME140_1.dll was not found error loading dll torch import Windows"),
}


def entries(fixtures: Path) -> list:
    return collected_entries(fixtures, FOLDER)


def build(fixtures: Path) -> int:
    write_files(fixtures, FOLDER, file_of)
    return check(fixtures)


def sources_elsewhere(fixtures: Path) -> set:
    """Threads every other folder cites, read from their `# source:` header lines only."""
    threads = set()
    for f in fixtures.glob("*/*.txt"):
        if f.parent.name == FOLDER:
            continue
        with open(f, encoding="utf-8") as lines:
            for line in lines:
                if not line.startswith("#"):
                    break
                m = re.match(r"# source: (\S+)", line)
                if m:
                    threads.add(thread(m.group(1)))
    return threads


def sources_of(folder: Path) -> list:
    """The `# source:` of every report in one folder."""
    found = []
    for f in folder.glob("*.txt"):
        with open(f, encoding="utf-8") as lines:
            for line in lines:
                m = re.match(r"# source: (\S+)", line)
                if m:
                    found.append(m.group(1))
                    break
    return found


def check(fixtures: Path) -> int:
    problems = []
    elsewhere = sources_elsewhere(fixtures)
    sixth_set = {repository(t) for t in sources_of(fixtures / "heldout-2026-11-27c")}
    collected = entries(fixtures)
    made = dict(file_of(e) for e in collected)
    present = {f.name: f.read_text(encoding="utf-8") for f in (fixtures / FOLDER).glob("*--*.txt")}
    for name in sorted(set(made) | set(present)):
        if made.get(name) != present.get(name):
            problems.append(f"{name}: differs from what collected.jsonl makes (run 'build')")
    if len(made) != len(collected):
        problems.append("two entries make the same file name")
    seen, last_rank = {}, {}
    counts = {k: Counter() for k in ("query", "kind", "paste", "stack group", "year", "family")}
    for e in collected:
        src = e["source"]
        if e["q"] not in QUERIES:
            problems.append(f"{e['slug']}: query {e['q']} is not in QUERIES")
        if not 1 <= e["rank"] <= MAX_RANK:
            problems.append(f"{e['slug']}: rank {e['rank']} is outside 1-{MAX_RANK}")
        if thread(src) in elsewhere:
            problems.append(f"{e['slug']}: thread {thread(src)} is a fixture in another folder")
        if any(word in repository(src) for word in RESERVED):
            problems.append(f"{e['slug']}: repository {repository(src)} is kept for the ninth held-out set")
        if repository(src) in sixth_set:
            problems.append(f"{e['slug']}: repository {repository(src)} is the sixth held-out set's (no other folder cites it)")
        if thread(src) in seen:
            problems.append(f"{e['slug']}: thread {thread(src)} already taken by {seen[thread(src)]}")
        seen[thread(src)] = e["slug"]
        if e["rank"] <= last_rank.get(e["q"], 0):
            problems.append(f"{e['slug']}: ranks of query {e['q']} are not in rank order")
        last_rank[e["q"]] = e["rank"]
        for k in ("source", "title", "year", "stack", "expect", "text", "basis"):
            if k not in e:
                problems.append(f"{e['slug']}: no {k}")
        if paste_form(e) not in PASTE_FORMS:
            problems.append(f"{e['slug']}: paste form unknown")
        for k, v in (("query", e["q"]), ("kind", QUERIES.get(e["q"], ("?",))[0]), ("paste", paste_form(e)),
                     ("stack group", stack_group(e["stack"])), ("year", str(e["year"])),
                     ("family", e["expect"][0] if e["expect"] else "negative")):
            counts[k][v] += 1
    if not MIN_REPORTS <= len(collected) <= MAX_REPORTS:
        problems.append(f"{len(collected)} reports; the rule aims at {MIN_REPORTS}-{MAX_REPORTS}")
    if counts["family"]["negative"] < MIN_NEGATIVES:
        problems.append(f"{counts['family']['negative']} negatives; the rule asks for at least {MIN_NEGATIVES}")
    print(f"{len(collected)} reports, {counts['family']['negative']} negatives, from {len(counts['query'])} of {len(QUERIES)} queries")
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
