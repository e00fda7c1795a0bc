#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-29c/ (a batch of issue 37's library of real reports, a training
folder): LOCAL LLM RUNNERS ON THE GPU. Written down before any search was run, so it can be rerun and checked.

Why: people who run language models on their own machine meet the GPU stack through a runner (ollama, llama.cpp's
llama-server / llama-cli and its ggml-cuda backend, llama-cpp-python, LM Studio, koboldcpp, text-generation-webui,
GPT4All, Jan, LocalAI, exllama / exllamav2), and their reports say the GPU stack's failures in the runner's words
("ggml_cuda_init: failed to initialize CUDA", "offloading 0 layers to GPU", "llama runner process has terminated",
"exit status 0xc0000409", a missing cudart64_12.dll or libcudart.so, nvcuda.dll, "CUDA error: out of memory", "an
illegal memory access was encountered", "compute capability" too low); many of their failures are not the GPU stack at
all (a model file the runner cannot read, a chat template, a port or network problem, a CPU-only run by choice).

Rule:

  * the runners: ollama, llama.cpp (llama-server, llama-cli, ggml-cuda), llama-cpp-python, LM Studio, koboldcpp,
    text-generation-webui (oobabooga), GPT4All, Jan, LocalAI, exllama / exllamav2; one to five queries each,
    "<runner> <failure word>", one or two failure words from 'CUDA error', 'no CUDA-capable device',
    'ggml_cuda_init: failed', 'out of memory', 'offloading 0 layers', 'runner process has terminated', 'cudart64',
    'libcudart', 'nvcuda.dll', 'compute capability', 'unsupported GPU', 'falls back to CPU', 'exit status 0xc0000409',
    'illegal memory access'; 30 queries in QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (a model file
    format error, a chat template, a network or port problem, a slow CPU-only run by choice, the runner's own bug
    outside the GPU path, a missing Python package, a user setting) or no family of the knowledge base; the resolution
    is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batches
    train-2026-11-29a and -29b (branches lib29a, lib29b) and of the held-out set heldout-2026-11-29 (branch heldout25,
    collected at the same time; the held-out set has priority; only their `source` fields are read);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 10 gave files, 20 gave none
(ollama's "CUDA error", "runner process has terminated", "offloading 0 layers", compute capability and illegal memory
access ones, llama.cpp's ggml_cuda_init, llama-server out of memory, compute capability and nvcuda.dll ones,
llama-cpp-python's CPU fallback and "CUDA error" ones, both koboldcpp ones, text-generation-webui's out of memory and
libcudart ones, GPT4All's, both LocalAI ones, both exllama ones: their answers were open threads or closed ones whose
thread states no resolution, pastes in screenshots or attachments, feature requests, or threads other folders cite).
11 resolved answers were skipped as cited by another folder (ollama/ollama#12408, #1920, #12136, #6382, #3237, #9782,
#12104, ollama/ollama#1874 (a pull request), zylon-ai/private-gpt#1156, ggml-org/llama.cpp#16953,
lmstudio-ai/lmstudio-bug-tracker#432), and every answer from LostRuins/koboldcpp, nomic-ai/gpt4all,
CheshireCC/faster-whisper-GUI and unslothai/unsloth as repositories of the sixth held-out set (both koboldcpp queries
and the GPT4All one answered almost only from those). The batch holds 16 reports and 9 negatives: SHORT OF AIM on the
reports (30-50 aimed at); the negatives' aim (8) is met. No thread is shared with the sibling batches
train-2026-11-29a (50 threads, branch lib29a at edda3e9a) and train-2026-11-29b (37, branch lib29b at 732cc868) nor
with the held-out set heldout-2026-11-29 (17, branch heldout25 at ab97655e), their `source` fields only, also read
from their worktrees' collected.jsonl: none dropped.

Usage:
  collect_library_2026_11_29c.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_29c.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-29c"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (runner the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "ollama-cuda-error": ("ollama", "ollama CUDA error"),
    "ollama-no-device": ("ollama", "ollama no CUDA-capable device is detected"),
    "ollama-oom": ("ollama", "ollama CUDA out of memory"),
    "ollama-runner-terminated": ("ollama", "ollama llama runner process has terminated CUDA"),
    "ollama-offload-zero": ("ollama", "ollama offloading 0 layers to GPU falls back to CPU"),
    "ollama-0xc0000409": ("ollama", "ollama exit status 0xc0000409"),
    "ollama-compute-capability": ("ollama", "ollama unsupported GPU compute capability"),
    "ollama-illegal-memory": ("ollama", "ollama illegal memory access"),
    "llamacpp-cuda-init-failed": ("llama.cpp", "ggml_cuda_init: failed to initialize CUDA"),
    "llamacpp-server-oom": ("llama.cpp", "llama-server CUDA error out of memory"),
    "llamacpp-illegal-memory": ("llama.cpp", "ggml-cuda illegal memory access was encountered"),
    "llamacpp-cli-no-device": ("llama.cpp", "llama-cli no CUDA-capable device is detected"),
    "llamacpp-compute-capability": ("llama.cpp", "llama.cpp CUDA compute capability unsupported GPU"),
    "llamacpp-nvcuda-dll": ("llama.cpp", "llama.cpp nvcuda.dll cudart64 not found"),
    "llamacpppython-libcudart": ("llama-cpp-python", "llama-cpp-python libcudart.so not found"),
    "llamacpppython-cpu-fallback": ("llama-cpp-python", "llama-cpp-python not using GPU offloading 0 layers"),
    "llamacpppython-cuda-error": ("llama-cpp-python", "llama-cpp-python CUDA error"),
    "lmstudio-cuda-error": ("LM Studio", "LM Studio CUDA error"),
    "lmstudio-oom": ("LM Studio", "LM Studio out of memory GPU offload failed to load model"),
    "koboldcpp-cuda-error": ("koboldcpp", "koboldcpp CUDA error"),
    "koboldcpp-cudart64": ("koboldcpp", "koboldcpp cudart64 dll out of memory"),
    "textgen-oom": ("text-generation-webui", "text-generation-webui CUDA out of memory"),
    "textgen-no-device": ("text-generation-webui", "oobabooga no CUDA-capable device is detected"),
    "textgen-libcudart": ("text-generation-webui", "oobabooga libcudart CUDA error"),
    "gpt4all-gpu": ("GPT4All", "GPT4All CUDA unsupported GPU falls back to CPU"),
    "jan-cuda-error": ("Jan", "Jan app CUDA error nvcuda.dll"),
    "localai-cuda-error": ("LocalAI", "LocalAI CUDA error"),
    "localai-no-device": ("LocalAI", "LocalAI no CUDA-capable device"),
    "exllamav2-cuda-error": ("exllama / exllamav2", "exllamav2 CUDA error illegal memory access"),
    "exllama-oom": ("exllama / exllamav2", "exllama CUDA out of memory compute capability"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the runner the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
