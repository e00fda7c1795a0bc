#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-27c/ (the sixth held-out set of issue 37), written down so it can
be rerun and checked.

Rule (never used before in this repo: train/ and heldout/ were split by sha256 of the name, heldout-2025/ took every
dated 2025+ hit, heldout-direction/ the top hits, heldout-2026-11-27/ ranks 5 and below of GitHub-issue searches over
rare stacks, heldout-2026-11-27b/ web pages ranks 1-8 by error kind, train-2026-11-27/ every rank of stack x family
queries):

  * one `search` per query below, corpus `issues` (GitHub issue and PR threads); each query names a STACK whose
    repositories no fixture of this project cited when the set was collected, and a YEAR (2017..2026), never a
    family or an error phrase ("<stack> CUDA error <year>");
  * every rank of the answer, in rank order, at most 5 files per query, and only threads of REPOSITORIES THAT NO
    FIXTURE OF ANY OTHER FOLDER CITES (so not a thread of pytorch/pytorch, tensorflow/tensorflow, vllm, ComfyUI ...:
    the stacks and wording the families were written from are out by construction);
  * a result is skipped when its repository is cited elsewhere, when its excerpt holds no error text (a screenshot,
    a question without the message, an environment listing, a truncated traceback without its last line), or when
    it repeats a thread already taken;
  * the excerpt is kept as collected in `collected.jsonl` (short: the error and the lines around it, never
    paraphrased), with the issue's title, the year of the post, the stack, the platform when stated, and the
    expected ids, written from the text and the thread before anything was run on it. Negatives (`expect` empty)
    are GPU-adjacent reports no family describes (OpenCL and Vulkan back ends, a CPU-only onnxruntime, nvcc
    compile errors of an extension, Lightning's "CUDA already initialized", "operation not supported", ...);
  * then a FIXED, SCRIPTED DEGRADATION is applied to each report, chosen by the sha256 of its source URL (not by
    reading it): 3 in 7 stay as posted, 1 in 7 each is cut to its last lines, cut to the issue title alone, wrapped
    in fixed Chinese sentences, or has its POSIX paths rewritten to Windows paths (see `degrade`). The `# paste:`
    line says the result: the transform's name, or, where the report stays as posted, `non-english` /
    `windows-paths` when the post itself was so, else `full`.

Usage:
  collect_rules_2026_11_27c.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_27c.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
import hashlib
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from collect_rules_2026_11_27 import PASTE_FORMS, stack_group, thread

FOLDER = "heldout-2026-11-27c"
MAX_PER_QUERY = 5
MIN_NEGATIVES = 15

# id -> query text; every query went to corpus `issues`, one stack and one year each.
QUERIES = {
    "keras-2019": "keras GPU CUDA error 2019",
    "ray-2020": "ray GPU CUDA error 2020",
    "mmcv-2021": "mmcv CUDA error 2021",
    "lightning-2022": "pytorch lightning GPU CUDA error 2022",
    "openmm-2022": "openmm CUDA platform error 2022",
    "invokeai-2023": "InvokeAI CUDA GPU error 2023",
    "koboldcpp-2024": "koboldcpp CUDA error 2024",
    "unsloth-2025": "unsloth CUDA GPU error 2025",
    "gpt4all-2023": "gpt4all GPU error 2023",
    "hashcat-2019": "hashcat CUDA error 2019",
    "facefusion-2024": "facefusion CUDA error 2024",
    "whisper-2026": "whisperX faster-whisper CUDA error 2026",
    "dgl-2020": "dgl CUDA error 2020",
}

# The fixed transforms, by sha256(source URL) mod 7.
TRANSFORMS = ["as-posted", "as-posted", "as-posted", "last-lines", "title-only", "non-english", "windows-paths"]
WRAP_BEFORE = "大家好，我在运行的时候遇到了下面这个错误，网上搜了很久也没有解决："
WRAP_AFTER = "请问这是什么原因？应该怎么解决？谢谢！"
POSIX_PATH = re.compile(r"(?<![\w:/.])/(?:home|usr|opt|tmp|root|lib|var|etc|data|mnt|MyApps)(?:/[\w.+@-]+)+")
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
HEADER = re.compile(r"^# (source|year|stack|platform|paste|rule|expect): ?(.*)$", re.M)


def transform_of(source: str) -> str:
    return TRANSFORMS[int(hashlib.sha256(source.encode("utf-8")).hexdigest(), 16) % len(TRANSFORMS)]


def to_windows(match: re.Match) -> str:
    path = match.group(0)
    path = re.sub(r"^/home/([^/]+)", r"C:/Users/\1", path)
    path = re.sub(r"^/usr/local/cuda[^/]*", "C:/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.1", path)
    if not path.startswith("C:"):
        path = "C:" + path
    return path.replace("/", "\\")


def degrade(entry: dict) -> tuple[str, str]:
    """The text a user pastes after the entry's fixed transform, and its paste form."""
    text = entry["text"].strip("\n")
    kind = transform_of(entry["source"])
    if kind == "last-lines":
        lines = [l for l in text.split("\n") if l.strip()]
        keep = min(5, (len(lines) + 1) // 2)
        if keep < len(lines):
            return "\n".join(lines[-keep:]), "last-lines"
    elif kind == "title-only":
        return entry["title"].strip(), "title-only"
    elif kind == "non-english":
        return f"{WRAP_BEFORE}\n{text}\n{WRAP_AFTER}", "non-english"
    elif kind == "windows-paths":
        rewritten = POSIX_PATH.sub(to_windows, text)
        if rewritten != text:
            return rewritten, "windows-paths"
    if CJK.search(text):
        return text, "non-english"
    if re.search(r"\b[A-Z]:\\", text):
        return text, "windows-paths"
    return text, "full"


def file_of(entry: dict) -> tuple[str, str]:
    text, paste = degrade(entry)
    name = f"{entry['expect'][0] if entry['expect'] else 'negative'}--{entry['slug']}.txt"
    headers = [f"# source: {entry['source']}", f"# year: {entry['year']}", f"# stack: {entry['stack']}"]
    if entry.get("platform"):
        headers.append(f"# platform: {entry['platform']}")
    headers += [f"# paste: {paste}", f"# rule: q={entry['q']} rank={entry['rank']}", f"# expect: {' '.join(entry['expect'])}"]
    return name, "\n".join(headers) + "\n" + text + "\n"


def entries(fixtures: Path, folder: str = FOLDER) -> list:
    """The excerpts as collected, one JSON object a line, in the folder's collected.jsonl."""
    with open(fixtures / folder / "collected.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def write_files(fixtures: Path, folder: str, file_of) -> None:
    """Replaces the folder's report files with what file_of makes of each collected entry."""
    for old in (fixtures / folder).glob("*--*.txt"):
        old.unlink()
    for entry in entries(fixtures, folder):
        name, content = file_of(entry)
        (fixtures / folder / name).write_text(content, encoding="utf-8")


def build(fixtures: Path) -> int:
    write_files(fixtures, FOLDER, file_of)
    return check(fixtures)


def repository(url: str) -> str:
    m = re.match(r"https://github\.com/([^/]+/[^/]+)/", url)
    return m.group(1).lower() if m else url


def check(fixtures: Path) -> int:
    problems = []
    cited = set()
    threads_elsewhere = set()
    for f in fixtures.glob("*/*.txt"):
        if f.parent.name != FOLDER:
            m = re.search(r"^# source: (\S+)", f.read_text(encoding="utf-8"), re.M)
            if m:
                cited.add(repository(m.group(1)))
                threads_elsewhere.add(thread(m.group(1)))
    collected = entries(fixtures)
    expected_files = dict(file_of(e) for e in collected)
    present = {f.name: f.read_text(encoding="utf-8") for f in (fixtures / FOLDER).glob("*--*.txt")}
    for name in sorted(set(expected_files) | set(present)):
        if expected_files.get(name) != present.get(name):
            problems.append(f"{name}: differs from what collected.jsonl and the transforms make (run 'build')")
    seen = {}
    counts = {k: Counter() for k in ("query", "paste", "transform", "year", "family")}
    stacks = defaultdict(lambda: [0, 0])
    last_rank = {}
    for e in collected:
        src = e["source"]
        if e["q"] not in QUERIES:
            problems.append(f"{e['slug']}: query {e['q']} is not in QUERIES")
        if repository(src) in cited:
            problems.append(f"{e['slug']}: repository {repository(src)} is cited by another folder")
        if thread(src) in threads_elsewhere:
            problems.append(f"{e['slug']}: thread {thread(src)} is a fixture elsewhere")
        if thread(src) in seen:
            problems.append(f"{e['slug']}: thread {thread(src)} already taken by {seen[thread(src)]}")
        seen[thread(src)] = e["slug"]
        if e["rank"] <= last_rank.get(e["q"], 0):
            problems.append(f"{e['slug']}: ranks of query {e['q']} are not in rank order")
        last_rank[e["q"]] = e["rank"]
        paste = degrade(e)[1]
        if paste not in PASTE_FORMS:
            problems.append(f"{e['slug']}: paste form {paste} unknown")
        fam = e["expect"][0] if e["expect"] else "negative"
        for k, v in (("query", e["q"]), ("paste", paste), ("transform", transform_of(src)), ("year", e["year"]), ("family", fam)):
            counts[k][v] += 1
        group = stack_group(e["stack"])
        stacks[group][0] += 1
        stacks[group][1] += not e["expect"]
    for q, n in counts["query"].items():
        if n > MAX_PER_QUERY:
            problems.append(f"query {q}: {n} files, more than {MAX_PER_QUERY}")
    if not 50 <= len(collected) <= 80:
        problems.append(f"{len(collected)} reports; the rule asks for 50-80")
    if counts["family"]["negative"] < MIN_NEGATIVES:
        problems.append(f"{counts['family']['negative']} negatives; the rule asks for at least {MIN_NEGATIVES}")
    print(f"{len(collected)} reports, {counts['family']['negative']} negatives, from {len(counts['query'])} of {len(QUERIES)} queries")
    for k, c in counts.items():
        print(f"{k}:", dict(sorted(c.items())))
    print("stack groups (reports, negatives):", {k: tuple(v) for k, v in sorted(stacks.items())})
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    args = sys.argv[1:]
    mode = args.pop(0) if args and args[0] == "build" else "check"
    where = Path(args[0] if args else "src/test/resources/diagnosis/fixtures")
    sys.exit(build(where) if mode == "build" else check(where))
