#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28u/ (a batch of issue 37's library of real reports, a training
folder): NOTEBOOKS AND HOSTED NOTEBOOK PLATFORMS. Written down before any search was run, so it can be rerun and checked.

Why: many GPU reports come from a notebook (Jupyter, Colab, Kaggle, SageMaker, Databricks...), where the failure is
pasted from a cell's traceback or a "kernel died" banner, and where the user's own notebook error looks much like the
GPU stack's. The library needs these forms and these negatives.

Rule:

  * "<platform> <failure word>" `search` queries (corpus `issues`, GitHub issue and PR threads), in QUERIES below, one
    or two failure words each ("CUDA error", "kernel died", "out of memory", "GPU not available", "libcudart",
    "driver", "restart runtime"), over the platforms Jupyter / JupyterLab / ipykernel, Google Colab, Kaggle
    notebooks, SageMaker Studio, Vertex AI Workbench, Azure ML notebooks, Databricks, Paperspace Gradient, Lightning
    Studio, Deepnote, VS Code notebooks;
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (the
    notebook's or the user's own failure); a text that states a family's failure is that family even on a machine
    without an NVIDIA GPU; the resolution is written in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the held-out folder collected
    at the same time (heldout-2026-11-28f, its `# source:` lines only) and of no sibling batch (this is batch u, the
    first letter; train-2026-11-28v drops ours);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives.

As collected (added after the collection, the rule above unchanged): all 28 queries ran; 19 gave files, 9 answered only
threads already taken, unresolved threads, screenshots without a pasted error, or pull requests. The batch holds 35
reports and 5 negatives, short of the aim of 8 negatives: the notebook queries' resolved answers were mostly the GPU
stack. The check prints the shortfall as SHORT OF AIM without failing, so that the aim is recorded but not met by
widening the rule after the search.

Usage:
  collect_library_2026_11_28u.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28u.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28u"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (platform the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "jupyter-cuda-error": ("Jupyter", "Jupyter notebook CUDA error"),
    "jupyter-kernel-died": ("Jupyter", "Jupyter kernel died import torch cuda"),
    "jupyterlab-oom": ("JupyterLab", "JupyterLab CUDA out of memory"),
    "ipykernel-restart": ("ipykernel", "ipykernel kernel restarting CUDA GPU"),
    "jupyter-gpu-not-available": ("Jupyter", "Jupyter GPU not available torch.cuda.is_available False"),
    "jupyter-libcudart": ("Jupyter", "Jupyter notebook libcudart.so not found"),
    "colab-cuda-error": ("Google Colab", "Google Colab CUDA error"),
    "colab-oom": ("Google Colab", "Colab CUDA out of memory"),
    "colab-restart-runtime": ("Google Colab", "Colab restart runtime CUDA"),
    "colab-driver": ("Google Colab", "Colab NVIDIA driver version"),
    "colab-libcudart": ("Google Colab", "Colab libcudart.so cannot open shared object file"),
    "colab-gpu-not-available": ("Google Colab", "Colab GPU not available no CUDA GPUs"),
    "kaggle-cuda-error": ("Kaggle", "Kaggle notebook CUDA error"),
    "kaggle-oom": ("Kaggle", "Kaggle kernel out of memory GPU"),
    "kaggle-driver": ("Kaggle", "Kaggle GPU driver libcudart"),
    "sagemaker-cuda-error": ("SageMaker Studio", "SageMaker Studio notebook CUDA error"),
    "sagemaker-gpu-not-available": ("SageMaker Studio", "SageMaker notebook GPU not available driver"),
    "vertex-workbench-gpu": ("Vertex AI Workbench", "Vertex AI Workbench GPU driver CUDA error"),
    "azureml-cuda": ("Azure ML notebooks", "Azure ML compute instance notebook CUDA error driver"),
    "databricks-cuda-error": ("Databricks", "Databricks GPU cluster CUDA error"),
    "databricks-oom": ("Databricks", "Databricks notebook CUDA out of memory"),
    "paperspace-gradient": ("Paperspace Gradient", "Paperspace Gradient notebook CUDA error"),
    "lightning-studio": ("Lightning Studio", "Lightning AI Studio CUDA error GPU"),
    "deepnote-gpu": ("Deepnote", "Deepnote GPU CUDA"),
    "vscode-notebook-kernel-died": ("VS Code notebooks", "VS Code notebook kernel crashed CUDA"),
    "vscode-notebook-cuda": ("VS Code notebooks", "VS Code Jupyter CUDA error torch"),
    "notebook-cuda-reinit": ("Jupyter", "notebook Cannot re-initialize CUDA in forked subprocess"),
    "notebook-device-assert": ("Jupyter", "notebook device-side assert triggered restart kernel"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM, not as a failure.
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the platform the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
