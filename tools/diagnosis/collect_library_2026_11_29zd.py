#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-29zd/ (a batch of issue 37's library of real reports, a training
folder): LOCAL LLM CHAT FRONT ENDS AND AGENT APPS ON THE GPU. Written down before any search was run, so it can be
rerun and checked.

Why: the chat front ends and agent apps that run local models (text-generation-webui, LocalAI, GPT4All, privateGPT,
h2oGPT, Jan, AnythingLLM, Open WebUI, SillyTavern with a local backend) and the quantized-model loaders they ship
(TabbyAPI / exllamav2, ExLlama, AutoGPTQ, AutoAWQ, llamafile, MLC LLM) install their own torch, CUDA wheels and compiled
extensions, so their users meet the GPU stack's failures in those apps' words ("CUDA extension not installed",
"exllamav2_ext", "Torch not compiled with CUDA enabled", "libcudart.so.12 not found", "no kernel image is available",
"ggml_cuda_init failed", "GPU not detected"); many of their failures are not the GPU stack at all (a model format or
prompt template, a tokenizer, a port or API setting, a UI bug, a download). The runners themselves (ollama, llama.cpp,
LM Studio, koboldcpp) were train-2026-11-29c's.

Rule:

  * the apps: text-generation-webui (oobabooga), LocalAI, GPT4All, privateGPT, h2oGPT, Jan (jan.ai), AnythingLLM, Open
    WebUI, SillyTavern, TabbyAPI / exllamav2, ExLlama, AutoGPTQ, AutoAWQ, llamafile, MLC LLM; one to four queries
    each, "<app> <failure word>", failure words from CUDA out of memory, no kernel image is available, exllamav2_ext,
    CUDA extension not installed, Torch not compiled with CUDA enabled, libcudart.so.12 not found, cuBLAS error, CUDA
    error: an illegal memory access, ggml_cuda_init failed, GPU not detected; 30 queries in QUERIES below, corpus
    `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (a model format
    or template, a tokenizer, a port or API setting, a UI bug, a download, the app's own bug, a missing Python package)
    or no family of the knowledge base; the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batches
    train-2026-11-29za, -29zb and -29zc (branches lib29za, lib29zb, lib29zc) and of the held-out set
    heldout-2026-11-29h (branch heldout29h, collected at the same time; the held-out set has priority; only their
    `source` fields are read);
  * the excerpt is kept as the search returned it (never cleaned or paraphrased) in `collected.jsonl` with the fields
    of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text, basis);
    `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 14 gave files, 16 gave none
(the three text-generation-webui ones on out of memory, no kernel image and Torch not compiled with CUDA, both LocalAI
ones, both GPT4All ones, Jan's GPU-not-detected one, Open WebUI's cuda-image one, the three exllamav2 ones on
exllamav2_ext, no kernel image and illegal memory access, AutoAWQ's awq_ext one, both llamafile ones and MLC LLM's: their
answers were open threads without a resolution, pastes in screenshots, UI messages without an error line, pull
requests, or threads other folders cite). Whether a thread says what it was was read from the excerpt the search
returned. 10 resolved answers were skipped as cited by another folder (oobabooga/textgen#522, xorbitsai/inference#1286,
iSEE-Laboratory/LLMDet#32, TencentARC/GFPGAN#274, turboderp-org/exllamav2#427, AutoGPTQ/AutoGPTQ#694,
QwenLM/Qwen3#558, casper-hansen/AutoAWQ#557, QwenLM/Qwen3#221, apache/tvm#528) and one as a repository of the sixth
held-out set (nomic-ai/gpt4all#2378). The batch holds 19 reports and 2 negatives: SHORT OF AIM on both (30-50 and 8
aimed at). Sibling check before the batch commit (their `source` fields only): no thread is shared with the held-out set
heldout-2026-11-29h (branch heldout29h, 46 threads); the sibling batches train-2026-11-29za, -29zb and -29zc (branches
lib29za, lib29zb, lib29zc) had no collected.jsonl yet. Checked again before the final commit (their `source` fields
only, as on their branches): no thread is shared with heldout-2026-11-29h (46 threads), train-2026-11-29za (37), -29zb
(44) or -29zc (39): none dropped.

Usage:
  collect_library_2026_11_29zd.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_29zd.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-29zd"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (app the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "tgwui-cuda-oom": ("text-generation-webui", "text-generation-webui torch.cuda.OutOfMemoryError CUDA out of memory"),
    "tgwui-no-kernel-image": ("text-generation-webui", "oobabooga text-generation-webui no kernel image is available"),
    "tgwui-not-compiled": ("text-generation-webui", "text-generation-webui AssertionError Torch not compiled with CUDA enabled"),
    "tgwui-libcudart": ("text-generation-webui", "oobabooga libcudart.so.12 cannot open shared object file"),
    "localai-gpu": ("LocalAI", "LocalAI CUDA GPU not detected cuda error"),
    "localai-ggml-cuda": ("LocalAI", "LocalAI ggml_cuda_init failed CUDA driver version is insufficient"),
    "gpt4all-cuda": ("GPT4All", "gpt4all CUDA error GPU not detected"),
    "gpt4all-oom": ("GPT4All", "gpt4all CUDA out of memory"),
    "privategpt-cuda": ("privateGPT", "privateGPT CUDA error llama_cpp GPU not used"),
    "privategpt-oom": ("privateGPT", "privateGPT CUDA out of memory"),
    "h2ogpt-cuda": ("h2oGPT", "h2ogpt CUDA error no kernel image is available"),
    "h2ogpt-oom": ("h2oGPT", "h2ogpt torch.cuda.OutOfMemoryError"),
    "jan-gpu": ("Jan", "jan.ai GPU not detected CUDA"),
    "jan-cuda-error": ("Jan", "janhq jan CUDA error cudart not found"),
    "anythingllm-gpu": ("AnythingLLM", "AnythingLLM CUDA error GPU"),
    "openwebui-gpu": ("Open WebUI", "open-webui CUDA GPU embedding torch not compiled with CUDA"),
    "openwebui-cuda-image": ("Open WebUI", "open-webui cuda image libcudnn CUDA error"),
    "sillytavern-local": ("SillyTavern", "SillyTavern local backend CUDA out of memory"),
    "tabbyapi-ext": ("TabbyAPI / exllamav2", "tabbyAPI exllamav2 CUDA error"),
    "exllamav2-ext": ("TabbyAPI / exllamav2", "exllamav2_ext ImportError undefined symbol"),
    "exllamav2-no-kernel": ("TabbyAPI / exllamav2", "exllamav2 no kernel image is available for execution on the device"),
    "exllamav2-illegal": ("TabbyAPI / exllamav2", "exllamav2 CUDA error: an illegal memory access was encountered"),
    "exllama-cuda": ("ExLlama", "exllama exllama_ext CUDA error building extension"),
    "autogptq-ext": ("AutoGPTQ", "auto-gptq CUDA extension not installed"),
    "autogptq-cuda": ("AutoGPTQ", "AutoGPTQ CUDA error no kernel image"),
    "autoawq-cuda": ("AutoAWQ", "AutoAWQ awq_ext CUDA error"),
    "autoawq-oom": ("AutoAWQ", "autoawq quantize CUDA out of memory"),
    "llamafile-gpu": ("llamafile", "llamafile GPU CUDA not detected ggml_cuda_init failed"),
    "llamafile-cublas": ("llamafile", "llamafile cuBLAS error CUDA"),
    "mlc-llm-cuda": ("MLC LLM", "mlc-llm CUDA error TVM cuda"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the app the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
