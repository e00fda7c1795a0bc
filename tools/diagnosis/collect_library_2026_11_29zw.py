#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-29zw/ (a batch of issue 37's library of real reports, a training
folder): GPUS TOO OLD OR TOO NEW FOR THE BUILD. Written down before any search was run, so it can be rerun and checked.

Why: a framework, a wheel or a prebuilt app carries kernels for a set of GPU generations, and a user whose card is not
in that set gets a failure that seldom says so: Kepler, Maxwell and Pascal cards (K80, GT 730, GTX 750, 940MX, GTX 1050,
Tesla P4) on builds that dropped them, Blackwell cards (RTX 50xx, B200, sm_120, sm_100) on builds that predate them,
Jetson boards (sm_53/62/72/87) on desktop wheels, Turing and Volta cards on Ampere-only kernels (FlashAttention). Their
reports say "no kernel image is available", "invalid device function", "named symbol not found", "unknown error", a
crash, or a GPU-not-supported sentence, across every stack (PyTorch, TensorFlow, JAX, llama.cpp / ollama, ComfyUI, CuPy,
OpenCV, scientific codes, apps); and some of them turn out not to be the card's generation at all (a driver, a wrong
wheel, a memory limit, the program's own bug).

Rule:

  * the GPU generations: Kepler, Maxwell, Pascal, Turing / Volta, Blackwell, Jetson, and the compute capability numbers
    that name them; one to six queries each, "<GPU generation or model> <failure word>", failure words from error,
    CUDA error, not supported, not compatible, no kernel image, invalid device function, named symbol not found,
    unknown error, too old, minimum required; 30 queries in QUERIES below, corpus `issues` (GitHub issue and PR
    threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures; a card the build does not carry is no-kernel-image whatever words the
    report used), a NEGATIVE (`expect` empty) when it was not the GPU stack (the program's own bug, a missing Python
    package, a setting, a feature request answered "not planned") or no family of the knowledge base fits; the
    resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the batch commit and again before the final commit, every thread
    of the held-out sets heldout-2026-11-29m and heldout-2026-11-29n (branches heldout29m, heldout29n, collected at
    the same time; they have priority; only their `source` fields are read);
  * the excerpt is kept as the search returned it (never cleaned or paraphrased) in `collected.jsonl` with the fields
    of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text, basis);
    `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 21 gave files, 9 gave none
(the Kepler PyTorch one, the K80 no-kernel-image one, compute capability 3.7 and 6.1, the 940MX one, and the RTX 5090,
RTX 5080, RTX 5070 and Blackwell no-kernel-image ones: their answers were open threads without a resolution, pastes in
screenshots, feature requests, pull requests, forks repeating one thread, answers of other stacks with no resolution or
threads other folders cite). Whether a thread says what it was was read from the excerpt the search returned. 20
resolved answers were skipped as cited by another folder (Kaggle/docker-python#1546, heterodb/pg-strom#262,
ollama/ollama#1874, trexminer/T-Rex#47, apache/mxnet#4368, laugh12321/TensorRT-YOLO#74, mp3guy/ElasticFusion#140,
mumax/3#58, facebookresearch/xformers#1329, SUC-DriverOld/MSST-WebUI#91, pytorch/pytorch#149845, pytorch/pytorch#153944,
DreamTechAI/Direct3D-S2#32, pBFSLab/DeepPrep#233, FrederikHasecke/diffused-texture-addon#18,
NVIDIA/open-gpu-kernel-modules#876, hanamizuki-ai/launcher-support#28, kohjingyu/gill#39, cupy/cupy#8045,
opencv/opencv#4849); no answer was in a repository of the sixth held-out set. The batch holds 32 reports and 9
negatives (the aim met). Sibling check at the batch commit: the held-out sets heldout-2026-11-29m and -29n (branches
heldout29m at 51ccbe84, heldout29n at 89010ce3) had no collected.jsonl yet (their `source` fields only): none dropped.
Checked again before the final commit (their `source` fields only, at heldout29m f282a3ea, heldout29n 60329596): no
thread is shared with the held-out sets heldout-2026-11-29m (36 threads) or heldout-2026-11-29n (50): none dropped.

Usage:
  collect_library_2026_11_29zw.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_29zw.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-29zw"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (GPU generation the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "kepler-pytorch": ("Kepler", "kepler gpu pytorch error"),
    "k80-no-kernel-image": ("Kepler", "tesla k80 no kernel image is available"),
    "gt730-not-supported": ("Kepler", "gt 730 not supported cuda"),
    "cc35-error": ("Kepler", "compute capability 3.5 error"),
    "cc37-not-supported": ("Kepler", "compute capability 3.7 not supported"),
    "gtx750-not-supported": ("Maxwell", "gtx 750 not supported"),
    "940mx-cuda-error": ("Maxwell", "940mx cuda error"),
    "maxwell-invalid-device-function": ("Maxwell", "maxwell gpu invalid device function"),
    "cc50-too-old": ("Maxwell", "compute capability 5.0 too old"),
    "gtx1050-cuda-error": ("Pascal", "gtx 1050 cuda error"),
    "tesla-p4-not-supported": ("Pascal", "tesla p4 not supported"),
    "p100-flash-attention": ("Pascal", "p100 flash attention error"),
    "gtx1080-named-symbol": ("Pascal", "gtx 1080 named symbol not found"),
    "cc61-minimum-required": ("Pascal", "compute capability 6.1 minimum required"),
    "t4-flash-attention": ("Turing / Volta", "t4 turing flash attention not supported"),
    "v100-flashattention-ampere": ("Turing / Volta", "v100 flashattention only supports ampere gpus"),
    "rtx2080-flash-attention": ("Turing / Volta", "rtx 2080 flash attention error"),
    "rtx5090-cuda-error": ("Blackwell", "rtx 5090 cuda error"),
    "rtx5080-not-compatible": ("Blackwell", "rtx 5080 pytorch not compatible"),
    "rtx5070-unknown-error": ("Blackwell", "rtx 5070 unknown error"),
    "sm120-not-compatible": ("Blackwell", "sm_120 not compatible"),
    "blackwell-no-kernel-image": ("Blackwell", "blackwell no kernel image is available"),
    "b200-sm100-error": ("Blackwell", "b200 sm_100 error"),
    "rtx50-comfyui": ("Blackwell", "comfyui rtx 50 series cuda error"),
    "jetson-kernel-error": ("Jetson", "jetson cuda kernel error"),
    "jetson-nano-sm53": ("Jetson", "jetson nano sm_53 no kernel image"),
    "jetson-orin-sm87": ("Jetson", "jetson orin sm_87 not supported"),
    "jetson-xavier-invalid-device-function": ("Jetson", "jetson xavier invalid device function"),
    "ollama-old-gpu": ("Kepler", "ollama old gpu compute capability not supported"),
    "cupy-old-gpu": ("Maxwell", "cupy old gpu invalid device function"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES,
                          "the GPU generation the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
