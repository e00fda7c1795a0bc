#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29m/ (the thirty-fifth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded, issue-template-prefixed and
artifact-worded queries; none of them worded its queries by THE PHASE OF THE RUN in which the GPU failed):

  * every query names WHEN in the run the GPU failed (at import, at startup, on the first batch, mid-run after N
    epochs or hours, at validation, at checkpoint save, on exit or at shutdown, on a second run or a re-run notebook
    cell, after resume, after sleep or hibernate) plus one failure word, never an exact error string: "cuda error at
    import", "crash on first batch gpu", "gpu error after hours of training", "cuda error at exit", "error on second
    run cuda", "gpu fails after sleep". The phase is the query id's prefix and the group in heldout-query-groups.tsv:
    import (import-), startup (startup-), first batch (first-batch-), mid-run (midrun-), evaluation (eval-), save
    (save-), exit (exit-), re-run (rerun-), resume (resume-), wake (wake-). Written before the first search (a second
    round in the same form, if any, is marked r2- and written down and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29m.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29m.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> the phase of the run in which the GPU failed plus one failure word, written before the first search. The group
# is the id's prefix, the phase (heldout-query-groups.tsv): import- import, startup- startup, first-batch- first
# batch, midrun- mid-run, eval- evaluation, save- save, exit- exit, rerun- re-run, resume- resume, wake- wake.
QUERIES = {
    # Import
    "import-cuda-error-at-import": "cuda error at import",
    "import-torch-crash": "import torch crash gpu",
    "import-tensorflow-gpu-fails": "import tensorflow gpu fails",
    "import-segfault-cuda": "segfault on import cuda",
    "import-jax-gpu-error": "jax import gpu error",
    # Startup
    "startup-gpu-error-on-startup": "gpu error on startup",
    "startup-crash-at-launch-cuda": "crash at launch cuda",
    "startup-server-start-gpu-fails": "server fails to start gpu",
    "startup-container-start-gpu": "container start gpu error",
    "startup-model-load-at-startup": "cuda error when loading model at startup",
    # First batch
    "first-batch-crash-gpu": "crash on first batch gpu",
    "first-batch-first-iteration-cuda": "cuda error first iteration",
    "first-batch-first-step-oom": "out of memory at first step gpu",
    "first-batch-first-forward-pass": "first forward pass cuda fails",
    "first-batch-first-inference": "first inference gpu error",
    # Mid-run
    "midrun-after-hours-training": "gpu error after hours of training",
    "midrun-after-epochs-crash": "cuda crash after several epochs",
    "midrun-after-days": "gpu error after days running",
    "midrun-randomly-during-training": "cuda error randomly during training",
    "midrun-after-thousands-iterations": "cuda error after thousands of iterations",
    "midrun-oom-later-epoch": "out of memory in later epoch gpu",
    # Evaluation
    "eval-cuda-error-during-validation": "cuda error during validation",
    "eval-oom-at-evaluation": "gpu out of memory at evaluation",
    "eval-crash-at-test-time": "crash at test time cuda",
    "eval-end-of-epoch-eval": "gpu error at end of epoch evaluation",
    # Save
    "save-checkpoint-save-crash": "crash when saving checkpoint gpu",
    "save-error-saving-model-cuda": "cuda error while saving model",
    "save-export-gpu-fails": "gpu error during model export",
    "save-oom-on-save": "out of memory when saving gpu",
    # Exit
    "exit-cuda-error-at-exit": "cuda error at exit",
    "exit-crash-on-shutdown-gpu": "crash on shutdown gpu",
    "exit-segfault-on-exit-cuda": "segfault on exit cuda",
    "exit-end-of-training-error": "gpu error at end of training",
    "exit-process-termination-cuda": "cuda error on process termination",
    # Re-run
    "rerun-error-on-second-run": "error on second run cuda",
    "rerun-notebook-cell-rerun": "cuda error when re-running notebook cell",
    "rerun-second-time-fails-gpu": "gpu fails the second time",
    "rerun-restart-kernel-gpu": "gpu error after restarting kernel",
    "rerun-second-call-oom": "out of memory on second call gpu",
    "rerun-consecutive-runs": "cuda error consecutive runs",
    # Resume
    "resume-after-resume-training": "cuda error after resume training",
    "resume-resuming-oom": "out of memory when resuming gpu",
    "resume-restart-from-checkpoint": "gpu error restarting from checkpoint",
    "resume-continue-training-crash": "crash when continuing training cuda",
    # Wake
    "wake-gpu-fails-after-sleep": "gpu fails after sleep",
    "wake-after-suspend-cuda": "cuda error after suspend",
    "wake-hibernate-gpu": "gpu not working after hibernate",
    "wake-resume-from-suspend-nvidia": "nvidia error after resume from suspend",
    "wake-laptop-wake-cuda": "cuda unavailable after laptop wake",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29m", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
