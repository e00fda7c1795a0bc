#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-27d/ (the seventh held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (never used before in this repo: train/ and heldout/ were split by sha256 of the name, heldout-2025/ took every
dated 2025+ hit, heldout-direction/ the top hits per family, heldout-2026-11-27/ ranks 5 and below of GitHub-issue
searches over rare stacks, heldout-2026-11-27b/ web pages ranks 1-8 by error kind, heldout-2026-11-27c/ stack x year
over uncited repositories then a scripted degradation, the train-2026-11-27* batches every rank of stack x family
queries):

  * every query is worded as a user's SYMPTOM, the way a person types it before they know the error: never an error
    text, an error code, a library file name or a family's phrase ("pytorch training hangs on multi gpu", "docker
    container cannot see gpu", ...);
  * each query goes to TWO corpora of the sessions' `search` tool, `issues` (GitHub issue and PR threads) and `pages`
    (Q&A sites, forums, blogs); ranks 1 to 10 of each answer, in rank order, at most 4 files per query (both corpora
    together, issues first). (Written first as ranks 1 to 6; the first four searches gave 1 file in 24 results, so
    before any further search the window was widened to ranks 1 to 10 and those four were read again at 7 to 10.)
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (not a description of one) AND
    the thread or page says what it was: a maintainer's or the reporter's resolution, an accepted answer, or the
    poster's own "fixed by ..." (`basis` in collected.jsonl quotes it in a few words). Skipped: a result whose thread
    or URL any fixture of any other folder cites (or whose repository is one of the sixth set's, whose own rule is that
    no other folder cites its repositories), a repeat of a thread already taken, a result with no pasted error,
    a result whose resolution is not visible (an open question), source code, manuals, release notes;
  * the text is the pasted error and the few lines around it, copied from the excerpt as returned (never
    paraphrased, never cleaned: a title-only, last-lines, Windows-path or non-English paste stays so, and `paste`
    says which); the expected ids (knowledge-base.json family ids, empty for a negative) were written from the
    thread's resolution, never from what the diagnoser says, before anything was run on the folder. Negatives are
    reports whose resolution is not a CUDA-stack problem or not any family of the knowledge base.

Usage:
  collect_rules_2026_11_27d.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_27d.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

FOLDER = "heldout-2026-11-27d"
MAX_PER_QUERY = 4
RANKS = range(1, 11)
CORPORA = ("issues", "pages")
MIN_NEGATIVES = 8

# id -> query text; every query went to corpus `issues` and corpus `pages`, worded as a symptom.
QUERIES = {
    "multigpu-hang": "pytorch training hangs on multi gpu",
    "after-driver-update": "gpu not detected after driver update",
    "webui-slow": "stable diffusion webui very slow on gpu",
    "docker-no-gpu": "docker container cannot see gpu",
    "wsl2-crash": "wsl2 cuda crash",
    "smi-ok-torch-cpu": "nvidia-smi shows gpu but pytorch uses cpu",
    "random-crash-hours": "training crashes randomly after a few hours on gpu",
    "screen-black": "screen goes black and cuda program stops",
    "new-card-fails": "model works on old gpu but fails on new rtx card",
    "tf-windows-no-gpu": "tensorflow cannot find gpu on windows",
    "memory-full-small-batch": "gpu memory full even with small batch size",
    "kernel-upgrade": "cuda stopped working after ubuntu kernel upgrade",
    "llm-cpu-fallback": "local llm runs on cpu instead of gpu",
    "whisper-slow": "whisper transcription very slow gpu not used",
    "jupyter-dies": "jupyter kernel dies when using gpu",
    "install-broke": "installed cuda toolkit and now nothing works",
    # added with the widening to ranks 1-10, before any of them was searched
    "suddenly-slower": "gpu training suddenly much slower than before",
    "pc-freezes": "pc freezes when training neural network on gpu",
    "driver-install-black-screen": "cannot install nvidia driver on linux black screen",
    "conda-gpu-false": "conda pytorch installed but gpu false",
    "comfyui-large-image": "comfyui crashes when generating large image",
    "laptop-gpu-unused": "laptop nvidia gpu not used by python",
    "nvenc-fails": "video encoding with nvenc fails",
    "driver-stopped-responding": "display driver stopped responding during gpu compute",
    # added after the first 24 searches gave 8 files (most threads paste no error or show no resolution in the
    # excerpt), before any of them was searched: still a symptom, with the word a user adds when something printed
    "yolo-gpu-error": "error when training yolo on gpu",
    "comfyui-gpu-error": "comfyui error on nvidia gpu",
    "ollama-gpu-error": "ollama error with nvidia gpu",
    "sd-generate-error": "stable diffusion error when generating image nvidia",
    "whisper-gpu-error": "whisper error when using gpu",
    "jax-gpu-error": "jax error on gpu",
    "tf-laptop-gpu-error": "tensorflow gpu error on laptop",
    "docker-gpu-error": "docker gpu error when starting container",
    "after-pip-install-error": "gpu error after pip install torch",
    "game-engine-cuda-error": "blender cycles cuda error render",
    # added after 34 queries gave 37 files, before any of them was searched
    "llamacpp-gpu-error": "error when running llama.cpp on gpu",
    "vllm-wont-start": "vllm fails to start on my gpu",
    "ort-gpu-windows": "onnxruntime gpu not working windows",
    "k8s-pod-no-gpu": "kubernetes pod cannot use gpu",
    "stops-after-epochs": "training stops with error after some epochs gpu",
    "wsl2-pytorch-gpu": "wsl2 gpu not working pytorch",
    "driver-broke-torch": "new nvidia driver broke my pytorch",
    "oom-loading-model": "out of memory error on gpu when loading model",
}

# The corpus `pages` was searched for the first 8 queries and for 4 of the later ones (12 searches, 96 results): every
# result was a how-to, a vendor manual, a catalogue page or a copy of a GitHub thread, none with a pasted error and its
# resolution, so none was kept and the other queries went to `issues` only (written down when that was decided).
PAGES_SEARCHED = ("multigpu-hang", "after-driver-update", "webui-slow", "docker-no-gpu", "wsl2-crash", "smi-ok-torch-cpu",
                  "random-crash-hours", "screen-black", "comfyui-gpu-error", "docker-gpu-error", "after-pip-install-error",
                  "tf-laptop-gpu-error")


RULE = Rule(folder=FOLDER, queries=QUERIES, ranks=RANKS, corpora=CORPORA, max_per_query=MAX_PER_QUERY,
            min_negatives=MIN_NEGATIVES)

if __name__ == "__main__":
    main(RULE)
