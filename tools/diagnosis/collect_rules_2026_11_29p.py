#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29p/ (the thirty-eighth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded, issue-template-prefixed,
artifact-worded, phase-of-run-worded and API-call-worded queries; none of them worded its queries by TWO LAYERS OF THE
STACK NAMED TOGETHER):

  * every query names two layers of the stack together (two of: the OS or WSL2 / Windows / macOS; a container runtime
    (docker, podman, kubernetes, singularity); an environment manager (conda, venv, pip, poetry, uv); a notebook or IDE
    (jupyter, colab, vscode); a framework (pytorch, tensorflow, jax, paddle, onnxruntime); an app (comfyui, ollama,
    automatic1111); the driver or toolkit (nvidia driver, cuda toolkit, cudnn)) plus one failure word, never an exact
    error string: "conda jupyter cuda error", "wsl2 docker gpu fails", "poetry pytorch cuda wheel error". The pair is
    written in the query id (wsl-docker-, conda-jupyter-...); the group in heldout-query-groups.tsv is the pair's
    KIND: os+container, os+framework, os+driver, os+app, container+framework, container+app, container+driver,
    env+framework, env+notebook, env+driver, env+app, notebook+framework, notebook+driver, driver+framework,
    driver+app. Written before the first search (a second round in the same form, if any, is marked r2- and written
    down and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution; a thread the sibling set heldout-2026-11-29o (collected at the same time, with
    priority) collected;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29p.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29p.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> two layers of the stack named together plus one failure word, written before the first search. The pair is
# the id's start (wsl-docker-, conda-jupyter-...); the group is the pair's kind (heldout-query-groups.tsv): os =
# the OS or WSL2, container = docker/podman/kubernetes/singularity, env = conda/venv/pip/poetry/uv, notebook =
# jupyter/colab/vscode, framework = pytorch/tensorflow/jax/paddle/onnxruntime, app = comfyui/ollama/automatic1111,
# driver = the nvidia driver, the cuda toolkit or cudnn. Aim: 15 failures at least.
QUERIES = {
    # os+container
    "wsl-docker-gpu-fails": "wsl2 docker gpu fails",
    "windows-docker-cuda-error": "windows docker desktop cuda error",
    "ubuntu-docker-gpu-error": "ubuntu docker nvidia gpu error",
    "wsl-podman-gpu-error": "wsl2 podman gpu error",
    # os+framework
    "wsl-pytorch-cuda-error": "wsl2 pytorch cuda error",
    "windows-tensorflow-gpu-not-detected": "windows tensorflow gpu not detected",
    "macos-pytorch-cuda-error": "macos pytorch cuda error",
    "wsl-jax-gpu-fails": "wsl2 jax gpu fails",
    # os+driver
    "wsl-nvidia-driver-error": "wsl2 nvidia driver error",
    "ubuntu-nvidia-driver-fails": "ubuntu nvidia driver install fails",
    "windows-cuda-toolkit-error": "windows cuda toolkit install error",
    # os+app
    "windows-ollama-gpu-error": "windows ollama gpu error",
    "wsl-comfyui-cuda-error": "wsl2 comfyui cuda error",
    "windows-automatic1111-cuda-error": "windows automatic1111 cuda error",
    "linux-ollama-gpu-fails": "linux ollama gpu fails",
    # container+framework
    "docker-pytorch-cuda-error": "docker pytorch cuda error",
    "docker-tensorflow-gpu-fails": "docker tensorflow gpu fails",
    "k8s-pytorch-gpu-error": "kubernetes pytorch gpu error",
    "singularity-pytorch-cuda-error": "singularity pytorch cuda error",
    "docker-jax-cuda-error": "docker jax cuda error",
    "docker-onnxruntime-gpu-error": "docker onnxruntime gpu error",
    # container+app
    "docker-ollama-gpu-fails": "docker ollama gpu fails",
    "docker-comfyui-cuda-error": "docker comfyui cuda error",
    "k8s-ollama-gpu-error": "kubernetes ollama gpu error",
    # container+driver
    "docker-nvidia-driver-error": "docker nvidia driver error",
    "k8s-nvidia-driver-fails": "kubernetes nvidia driver fails",
    "podman-cuda-toolkit-error": "podman cuda toolkit error",
    # env+framework
    "conda-pytorch-cuda-error": "conda pytorch cuda error",
    "pip-pytorch-cuda-false": "pip pytorch cuda false",
    "poetry-pytorch-cuda-wheel-error": "poetry pytorch cuda wheel error",
    "uv-pytorch-cuda-error": "uv pytorch cuda error",
    "conda-tensorflow-gpu-fails": "conda tensorflow gpu fails",
    "venv-tensorflow-gpu-error": "venv tensorflow gpu error",
    "pip-jax-cuda-error": "pip jax cuda error",
    "conda-paddle-gpu-error": "conda paddle gpu error",
    "pip-onnxruntime-cuda-error": "pip onnxruntime cuda error",
    # env+notebook
    "conda-jupyter-cuda-error": "conda jupyter cuda error",
    "venv-jupyter-gpu-fails": "venv jupyter gpu fails",
    "vscode-conda-cuda-false": "vscode conda cuda false",
    # notebook+framework
    "colab-tensorflow-gpu-error": "colab tensorflow gpu error",
    "jupyter-pytorch-cuda-error": "jupyter pytorch cuda error",
    "colab-pytorch-cuda-error": "colab pytorch cuda error",
    "colab-jax-gpu-fails": "colab jax gpu fails",
    "vscode-pytorch-cuda-fails": "vscode pytorch cuda fails",
    # notebook+driver
    "colab-cuda-toolkit-error": "colab cuda toolkit version error",
    "jupyter-nvidia-driver-error": "jupyter nvidia driver error",
    # env+driver
    "conda-cuda-toolkit-error": "conda cuda toolkit error",
    "conda-cudnn-error": "conda cudnn error",
    # env+app
    "venv-automatic1111-cuda-error": "venv automatic1111 cuda error",
    "pip-comfyui-cuda-error": "pip comfyui cuda error",
    # driver+framework
    "driver-pytorch-error": "nvidia driver pytorch error",
    "cudnn-tensorflow-error": "cudnn tensorflow error",
    "toolkit-pytorch-mismatch": "cuda toolkit pytorch mismatch",
    "cudnn-onnxruntime-error": "cudnn onnxruntime error",
    "driver-jax-fails": "nvidia driver jax fails",
    # driver+app
    "driver-ollama-error": "nvidia driver ollama error",
    "driver-comfyui-error": "nvidia driver comfyui error",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29p", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
