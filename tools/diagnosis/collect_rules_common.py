"""What the rule scripts of the held-out sets collected as collected.jsonl (heldout-2026-11-27d/, -e/, -f/) share:
the fixture file an entry makes, the rewrite of a folder's files, and the check of a folder against its rule.

Each rule script holds only its own rule (queries, corpora, rank window, per-query cap, negatives asked for) and
hands it to `main` as a `Rule`; the checks are one code, so a fix to them reaches every set.
"""
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from collect_rules_2026_11_27 import PASTE_FORMS, stack_group, thread
from collect_rules_2026_11_27c import entries, repository, write_files

# The sixth set's rule is that no other folder cites its repositories, so every later set leaves them out.
SIXTH_SET_FOLDER = "heldout-2026-11-27c"


@dataclass(frozen=True)
class Rule:
    folder: str
    queries: dict
    ranks: range
    corpora: tuple
    max_per_query: int
    min_negatives: int
    # The earliest creation date (YYYY-MM-DD) a thread may have, checked against each entry's `created`; None: any.
    created_since: str | None = None
    # The kind of thread a source must be ("pull": a pull request, `/pull/` in its URL); None: any.
    source_kind: str | None = None


def file_of(entry: dict) -> tuple[str, str]:
    """The fixture file of a collected entry: the excerpt as collected, no transform (the paste form is what came)."""
    name = f"{entry['expect'][0] if entry['expect'] else 'negative'}--{entry['slug']}.txt"
    headers = [f"# source: {entry['source']}", f"# year: {entry['year']}", f"# stack: {entry['stack']}"]
    if entry.get("platform"):
        headers.append(f"# platform: {entry['platform']}")
    if entry.get("created"):
        headers.append(f"# date: {entry['created']}")
    headers += [f"# paste: {entry['paste']}", f"# rule: q={entry['q']} rank={entry['rank']}",
                f"# expect: {' '.join(entry['expect'])}"]
    return name, "\n".join(headers) + "\n" + entry["text"].strip("\n") + "\n"


def threads_cited_elsewhere(fixtures: Path, folder: str) -> set:
    """Every thread a fixture file or a collected.jsonl of another folder cites."""
    return _cited_elsewhere(fixtures, folder, thread)


def page_key(url: str) -> str:
    """One key for one web page: a Stack Exchange question by site and number, a Discourse topic by site and number,
    else the address without scheme, 'www.', fragment or trailing slash (the query stays: a WordPress page is
    '?p=<id>')."""
    m = re.match(r"https?://(?:www\.)?([^/]+)/(?:questions|q)/(\d+)", url)
    if m:
        return f"{m.group(1)}/q/{m.group(2)}"
    m = re.match(r"https?://(?:www\.)?([^/]+)/t/[^/]+/(\d+)", url)
    if m:
        return f"{m.group(1)}/t/{m.group(2)}"
    m = re.match(r"https?://(?:www\.)?([^#]+)", url)
    return m.group(1).rstrip("/") if m else url


def pages_cited_elsewhere(fixtures: Path, folder: str) -> set:
    """Every web page a fixture file or a collected.jsonl of another folder cites, by page_key."""
    return _cited_elsewhere(fixtures, folder, page_key)


def _cited_elsewhere(fixtures: Path, folder: str, key) -> set:
    cited = set()
    for f in fixtures.glob("*/*.txt"):
        if f.parent.name != folder:
            m = re.search(r"^# source: (\S+)", f.read_text(encoding="utf-8"), re.M)
            if m:
                cited.add(key(m.group(1)))
    for f in fixtures.glob("*/collected.jsonl"):
        if f.parent.name != folder:
            for line in f.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    cited.add(key(json.loads(line)["source"]))
    return cited


def page_problems(fixtures: Path, folder: str, page_kinds: tuple = ("blog", "q&a", "forum")) -> list:
    """The checks of a batch of web pages beside the common one: each page once by page_key (not cited by another
    folder, not taken twice), no GitHub thread, a platform, and a page_kind that is a person's own report."""
    elsewhere = pages_cited_elsewhere(fixtures, folder)
    problems, seen = [], {}
    for e in entries(fixtures, folder):
        key = page_key(e["source"])
        if key in elsewhere:
            problems.append(f"{e['slug']}: page {key} is cited by another folder")
        if key in seen:
            problems.append(f"{e['slug']}: page {key} already taken by {seen[key]}")
        seen[key] = e["slug"]
        if "github.com/" in e["source"]:
            problems.append(f"{e['slug']}: source {e['source']} is a GitHub thread, not a page")
        if not e.get("platform"):
            problems.append(f"{e['slug']}: no platform (write 'unknown' where the page states none)")
        if page_kinds and e.get("page_kind") not in page_kinds:
            problems.append(f"{e['slug']}: page_kind {e.get('page_kind')} is not one of {', '.join(page_kinds)}")
    return problems


def build(rule: Rule, fixtures: Path) -> int:
    write_files(fixtures, rule.folder, file_of)
    return check(rule, fixtures)


def check(rule: Rule, fixtures: Path) -> int:
    problems = []
    threads_elsewhere = threads_cited_elsewhere(fixtures, rule.folder)
    sixth_set_repositories = {repository(e["source"]) for e in entries(fixtures, SIXTH_SET_FOLDER)}
    collected = entries(fixtures, rule.folder)
    expected_files = dict(file_of(e) for e in collected)
    present = {f.name: f.read_text(encoding="utf-8") for f in (fixtures / rule.folder).glob("*--*.txt")}
    for name in sorted(set(expected_files) | set(present)):
        if expected_files.get(name) != present.get(name):
            problems.append(f"{name}: differs from what collected.jsonl makes (run 'build')")
    order = list(rule.queries)
    seen = {}
    last = (-1, 0)
    counts = {k: Counter() for k in ("query", "paste", "year", "family")}
    stacks = defaultdict(lambda: [0, 0])
    for e in collected:
        src = e["source"]
        if e["q"] not in rule.queries:
            problems.append(f"{e['slug']}: query {e['q']} is not in QUERIES")
            continue
        if e.get("corpus") not in rule.corpora:
            problems.append(f"{e['slug']}: corpus {e.get('corpus')} is not one of {rule.corpora}")
        if e["rank"] not in rule.ranks:
            problems.append(f"{e['slug']}: rank {e['rank']} is outside ranks {rule.ranks.start}-{rule.ranks.stop - 1}")
        if rule.created_since and not e.get("created", "") >= rule.created_since:
            problems.append(f"{e['slug']}: created {e.get('created')} is before {rule.created_since} (or not given)")
        if rule.source_kind and f"/{rule.source_kind}/" not in src:
            problems.append(f"{e['slug']}: source {src} is not a {rule.source_kind} thread")
        if not e.get("basis"):
            problems.append(f"{e['slug']}: no 'basis' (the thread's resolution) written down")
        if thread(src) in threads_elsewhere:
            problems.append(f"{e['slug']}: thread {thread(src)} is cited by another folder")
        if repository(src) in sixth_set_repositories:
            problems.append(f"{e['slug']}: repository {repository(src)} is the sixth set's")
        if thread(src) in seen:
            problems.append(f"{e['slug']}: thread {thread(src)} already taken by {seen[thread(src)]}")
        seen[thread(src)] = e["slug"]
        position = (order.index(e["q"]), e["rank"])
        if position <= last:
            problems.append(f"{e['slug']}: not in query order and rank order")
        last = position
        if e["paste"] not in PASTE_FORMS:
            problems.append(f"{e['slug']}: paste form {e['paste']} unknown")
        fam = e["expect"][0] if e["expect"] else "negative"
        for k, v in (("query", e["q"]), ("paste", e["paste"]), ("year", e["year"]), ("family", fam)):
            counts[k][v] += 1
        group = stack_group(e["stack"])
        stacks[group][0] += 1
        stacks[group][1] += not e["expect"]
    for q, n in counts["query"].items():
        if n > rule.max_per_query:
            problems.append(f"query {q}: {n} files, more than {rule.max_per_query}")
    if counts["family"]["negative"] < rule.min_negatives:
        problems.append(f"{counts['family']['negative']} negatives; the rule asks for at least {rule.min_negatives}")
    print(f"{len(collected)} reports, {counts['family']['negative']} negatives, "
          f"from {len(counts['query'])} of {len(rule.queries)} queries")
    for k, c in counts.items():
        print(f"{k}:", dict(sorted(c.items())))
    print("stack groups (reports, negatives):", {k: tuple(v) for k, v in sorted(stacks.items())})
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


def aim_problems(collected: list, min_reports: int, max_reports: int, min_negatives: int) -> list:
    """A batch's own aim beside the common check: more reports than it allows is a problem; fewer reports or negatives
    than it aimed at is printed as SHORT OF AIM (a rule is not widened after its search to reach a number)."""
    problems = []
    if len(collected) > max_reports:
        problems.append(f"{len(collected)} reports; the rule allows at most {max_reports}")
    if len(collected) < min_reports:
        print(f"SHORT OF AIM {len(collected)} reports; the rule aimed at {min_reports}-{max_reports}")
    negatives = sum(1 for e in collected if not e["expect"])
    if negatives < min_negatives:
        print(f"SHORT OF AIM {negatives} negatives; the rule aimed at at least {min_negatives}")
    return problems


def tally(collected: list, key, what: str) -> None:
    """Prints the reports and negatives per key(entry), as `by <what> (reports, negatives): {...}`."""
    table = {}
    for e in collected:
        counts = table.setdefault(key(e), [0, 0])
        counts[0] += 1
        counts[1] += not e["expect"]
    print(f"by {what} (reports, negatives):", dict(sorted(table.items())))


def batch_aim(folder: str, queries: dict, min_reports: int, max_reports: int, min_negatives: int, what: str):
    """A library batch's own check beside the common one, for main(): its size against its aim, and its reports and
    negatives per the first item of each query's tuple in `queries` (id -> (what it was for, query text)), printed as
    `by <what>`."""

    def problems(fixtures: Path) -> list:
        from collect_rules_2026_11_27c import entries  # that module imports this one

        collected = entries(fixtures, folder)
        found = aim_problems(collected, min_reports, max_reports, min_negatives)
        tally(collected, lambda e: queries.get(e["q"], ("?",))[0], what)
        return found

    return problems


def main(rule: Rule, own_problems=None) -> None:
    """`SCRIPT build [FIXTURES_DIR]` rewrites the .txt files from collected.jsonl; `SCRIPT [FIXTURES_DIR]` checks.
    own_problems(fixtures) -> list, when given, adds a batch's own checks (printed as PROBLEM lines)."""
    args = sys.argv[1:]
    mode = args.pop(0) if args and args[0] == "build" else "check"
    where = Path(args[0] if args else "src/test/resources/diagnosis/fixtures")
    status = build(rule, where) if mode == "build" else check(rule, where)
    problems = own_problems(where) if own_problems else []
    for p in problems:
        print("PROBLEM", p)
    sys.exit(status or (1 if problems else 0))
