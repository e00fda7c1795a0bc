#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28k/ (a batch of issue 37's library of real reports, a training folder):
LOCAL LLM AND IMAGE-GENERATION APPS. Written down before any search was run, so it can be rerun and checked.

Why: many reports of a GPU failure come from people who never wrote a CUDA line: they run a local LLM server or an image
generator, and paste what the app printed (its own log format, its bundled runtime, a Windows installer). The library
needs those reports in those apps' words.

Rule:

  * the apps: vLLM, ollama, llama.cpp, text-generation-webui (oobabooga), LocalAI, LM Studio, ComfyUI, AUTOMATIC1111
    stable-diffusion-webui, Forge, Fooocus, SD.Next, kohya_ss (koboldcpp is left out: the sixth held-out set's);
  * two `search` queries per app (corpus `issues`, GitHub issue and PR threads), each "<app> <failure word>" with two
    failure words of ("CUDA error", "out of memory", "no kernel image", "libcudart", "driver", "cuDNN",
    "segmentation fault", "NCCL"), chosen before the search so that each word is asked of several apps (QUERIES below);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its repository is the app's own
    (APP_REPOS below), its excerpt pastes the error text (an error line, or a title that is the error) AND the thread says
    what it was (a maintainer's or commenter's cause or fix, or the poster's "fixed by"); it is labelled by that
    resolution with ids of knowledge-base.json (several where the report shows several failures), a NEGATIVE (`expect`
    empty) when it was not the GPU stack; the resolution is written in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only), a
    thread already taken, every repository of the sixth held-out set (the common check), a result in another
    repository than the app's, a result whose excerpt pastes no error or states no resolution; before the final commit,
    every thread of a sibling batch collected at the same time whose letter comes before this one's (train-2026-11-28j);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-60 reports, at least 8 negatives.

As collected (added after the collection, the rule above unchanged): all 24 queries ran; 10 gave files, 14 answered only
other repositories, threads without a stated cause, or threads other folders cite. The batch holds 21 reports and 13
negatives, short of the aim of 30; the check prints it as SHORT OF AIM without failing, so that the aim is recorded but
not met by widening the rule after the search.

Usage:
  collect_library_2026_11_28k.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28k.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_common import Rule, aim_problems, main, tally
from collect_rules_2026_11_27c import entries, repository

FOLDER = "train-2026-11-28k"
MIN_REPORTS, MAX_REPORTS = 30, 60
MIN_NEGATIVES = 8

# app -> its own repositories (owner/name, lower case; a renamed owner is listed under both names).
APP_REPOS = {
    "vllm": {"vllm-project/vllm"},
    "ollama": {"ollama/ollama", "jmorganca/ollama"},
    "llama.cpp": {"ggml-org/llama.cpp", "ggerganov/llama.cpp"},
    # renamed: the search answers under its new name, oobabooga/textgen
    "textgen": {"oobabooga/text-generation-webui", "oobabooga/textgen"},
    "localai": {"mudler/localai", "go-skynet/localai"},
    "lmstudio": {"lmstudio-ai/lmstudio-bug-tracker", "lmstudio-ai/lms"},
    "comfyui": {"comfyanonymous/comfyui", "comfy-org/comfyui"},
    "a1111": {"automatic1111/stable-diffusion-webui"},
    "forge": {"lllyasviel/stable-diffusion-webui-forge"},
    "fooocus": {"lllyasviel/fooocus"},
    "sdnext": {"vladmandic/sdnext", "vladmandic/automatic"},
    "kohya": {"bmaltais/kohya_ss"},
}

# id -> (app, query text); every query goes to corpus `issues`.
QUERIES = {
    "vllm-cuda-error": ("vllm", "vLLM CUDA error"),
    "vllm-nccl": ("vllm", "vLLM NCCL"),
    "ollama-libcudart": ("ollama", "ollama libcudart"),
    "ollama-driver": ("ollama", "ollama driver"),
    "llamacpp-no-kernel-image": ("llama.cpp", "llama.cpp no kernel image"),
    "llamacpp-cuda-error": ("llama.cpp", "llama.cpp CUDA error"),
    "textgen-out-of-memory": ("textgen", "text-generation-webui out of memory"),
    "textgen-libcudart": ("textgen", "text-generation-webui libcudart"),
    "localai-cuda-error": ("localai", "LocalAI CUDA error"),
    "localai-driver": ("localai", "LocalAI driver"),
    "lmstudio-cuda-error": ("lmstudio", "LM Studio CUDA error"),
    "lmstudio-driver": ("lmstudio", "LM Studio driver"),
    "comfyui-no-kernel-image": ("comfyui", "ComfyUI no kernel image"),
    "comfyui-cudnn": ("comfyui", "ComfyUI cuDNN"),
    "a1111-out-of-memory": ("a1111", "stable-diffusion-webui out of memory"),
    "a1111-segmentation-fault": ("a1111", "stable-diffusion-webui segmentation fault"),
    "forge-cuda-error": ("forge", "Forge CUDA error"),
    "forge-cudnn": ("forge", "Forge cuDNN"),
    "fooocus-out-of-memory": ("fooocus", "Fooocus out of memory"),
    "fooocus-driver": ("fooocus", "Fooocus driver"),
    "sdnext-no-kernel-image": ("sdnext", "SD.Next no kernel image"),
    "sdnext-segmentation-fault": ("sdnext", "SD.Next segmentation fault"),
    "kohya-nccl": ("kohya", "kohya_ss NCCL"),
    "kohya-cudnn": ("kohya", "kohya_ss cuDNN"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM, not widened after the search.
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


def size_problems(fixtures: Path) -> list:
    """The batch's own rule, beside the common check: each source in its app's repository; its size; per app."""
    collected = entries(fixtures, FOLDER)
    problems = aim_problems(collected, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES)
    for e in collected:
        app = QUERIES.get(e["q"], ("?",))[0]
        if repository(e["source"]).lower() not in APP_REPOS.get(app, set()):
            problems.append(f"{e['slug']}: {repository(e['source'])} is not {app}'s own repository")
    tally(collected, lambda e: QUERIES.get(e["q"], ("?",))[0], "app")
    return problems


if __name__ == "__main__":
    main(RULE, size_problems)
