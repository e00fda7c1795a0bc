#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29y/ (the forty-seventh held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded, issue-template-prefixed,
artifact-worded, phase-of-run-worded, API-call-worded, system-component-worded, layer-pair-worded, numeric-format-worded,
resource-worded, parallelism-worded, frequency-worded, two-word, data-modality-worded, where-seen-worded and
instance-type-worded queries; none of them worded its queries by THE URGENCY, FRUSTRATION OR PUZZLEMENT people put in
a thread's title):

  * every query carries a word of urgency, frustration or puzzlement the way people title threads (urgent, help,
    please help, stuck, desperate, frustrating, weird, strange, mysterious, bizarre, baffling, unexplained, "no idea
    why", "driving me crazy") plus gpu / cuda / nvidia or a framework name, and at most one failure word, never an
    exact error string and never a list of symptom phrases: "urgent help cuda error", "stuck gpu not working", "weird
    cuda crash", "strange nvidia driver problem", "mysterious pytorch gpu error", "frustrating cuda install". The tone
    is the query id's prefix, its kind the group in heldout-query-groups.tsv: urgent- urgency, stuck- stuck, weird- and
    mystery- puzzlement, frustrated- frustration, plea- plea. Written before the first search (a second round in the
    same form, if any, is marked r2- and written down and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution (this set has priority over its sibling heldout-2026-11-29z, collected at the
    same time);
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29y.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29y.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> a word of urgency, frustration or puzzlement plus gpu / cuda / nvidia or a framework name and at most one
# failure word, written before the first search. The group is the tone's kind (heldout-query-groups.tsv): urgent-
# urgency, stuck- stuck, weird- and mystery- puzzlement, frustrated- frustration, plea- plea.
QUERIES = {
    # Urgency
    "urgent-help-cuda-error": "urgent help cuda error",
    "urgent-gpu-not-detected": "urgent gpu not detected",
    "urgent-pytorch-cuda": "urgent pytorch cuda problem",
    "urgent-nvidia-driver": "urgent nvidia driver issue",
    "urgent-tensorflow-gpu": "urgent tensorflow gpu error",
    "urgent-training-crash": "urgent gpu training crash",
    "urgent-production-cuda": "urgent cuda failure production",
    "urgent-asap-gpu": "asap help gpu error",
    "urgent-desperate-cuda": "desperate cuda error",
    "urgent-deadline-gpu": "deadline gpu not working",
    # Stuck
    "stuck-gpu-not-working": "stuck gpu not working",
    "stuck-cuda-install": "stuck cuda install",
    "stuck-pytorch-gpu": "stuck pytorch gpu error",
    "stuck-nvidia-driver": "stuck nvidia driver install",
    "stuck-tensorflow-cuda": "stuck tensorflow cuda",
    "stuck-docker-gpu": "stuck docker nvidia gpu",
    "stuck-days-cuda": "stuck for days cuda error",
    "stuck-cannot-figure-gpu": "can't figure out cuda gpu problem",
    "stuck-jax-gpu": "stuck jax gpu",
    # Puzzlement
    "weird-cuda-crash": "weird cuda crash",
    "weird-strange-nvidia-driver": "strange nvidia driver problem",
    "weird-gpu-behavior": "weird gpu behavior pytorch",
    "weird-tensorflow-gpu": "strange tensorflow gpu error",
    "weird-bizarre-cuda": "bizarre cuda error",
    "weird-odd-nvidia-smi": "weird nvidia-smi output",
    "weird-strange-cuda-memory": "strange cuda memory error",
    "weird-unexpected-gpu-hang": "weird gpu hang",
    "mystery-pytorch-gpu-error": "mysterious pytorch gpu error",
    "mystery-baffling-cuda": "baffling cuda error",
    "mystery-unexplained-gpu-crash": "unexplained gpu crash",
    "mystery-no-idea-why-cuda": "no idea why cuda error",
    "mystery-cuda-fails-randomly": "mysterious cuda failure",
    "mystery-nvidia-driver-puzzling": "puzzling nvidia driver error",
    # Frustration
    "frustrated-cuda-install": "frustrating cuda install",
    "frustrated-driving-me-crazy-gpu": "driving me crazy gpu",
    "frustrated-pytorch-cuda": "frustrated pytorch cuda",
    "frustrated-nvidia-driver": "frustrating nvidia driver",
    "frustrated-tensorflow-gpu": "frustrating tensorflow gpu",
    "frustrated-annoying-cuda": "annoying cuda error",
    "frustrated-gave-up-gpu": "gave up gpu cuda",
    "frustrated-nightmare-cuda": "cuda nightmare",
    "frustrated-wasted-hours-gpu": "wasted hours cuda gpu",
    # Plea
    "plea-please-help-cuda": "please help cuda error",
    "plea-please-help-gpu": "please help gpu not working",
    "plea-help-nvidia-driver": "help nvidia driver broken",
    "plea-help-pytorch-gpu": "please help pytorch gpu",
    "plea-help-tensorflow-gpu": "help tensorflow gpu",
    "plea-someone-help-cuda": "someone please help cuda",
    "plea-help-needed-gpu": "help needed gpu crash",
    "plea-any-ideas-cuda": "any ideas cuda error",
    # Second round, written and committed before any of it was searched, after the first round kept 8 reports (3
    # failures, 5 negatives) once read: short of the 30-report and 15-failure aims. The same form (a word of urgency,
    # frustration or puzzlement, gpu / cuda / nvidia or a framework name, at most one failure word) and the same
    # groups; the group is the part after r2-. Ranks are read in order until the 50-report ceiling.
    "r2-weird-pytorch-cuda-error": "weird pytorch cuda error",
    "r2-weird-strange-cuda-out-of-memory": "strange cuda out of memory",
    "r2-weird-nccl-error": "weird nccl error",
    "r2-weird-tensorflow-cudnn": "weird tensorflow cudnn error",
    "r2-weird-stable-diffusion-cuda": "strange stable diffusion cuda error",
    "r2-urgent-cuda-out-of-memory": "urgent cuda out of memory",
    "r2-urgent-nvidia-smi-failed": "urgent nvidia-smi failed",
    "r2-stuck-docker-cuda-error": "stuck docker cuda error",
    "r2-stuck-cuda-driver-version": "stuck cuda driver version",
    "r2-plea-help-cudnn-error": "please help cudnn error",
    "r2-plea-help-jax-cuda": "please help jax cuda error",
    "r2-frustrated-wsl-cuda": "frustrating wsl cuda",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29y", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
