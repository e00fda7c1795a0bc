#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28zj/ (a batch of issue 37's library of real reports, a training
folder): PYTHON ENVIRONMENTS AND PACKAGE MANAGERS GETTING THE GPU BUILD WRONG. Written down before any search was run,
so it can be rerun and checked.

Why: most GPU failures of a Python user are made by the tool that installed the stack, not by the GPU: pip's default
index or a solver that picks a CPU-only torch ("Torch not compiled with CUDA enabled"), a cudatoolkit or
nvidia-*-cu12 wheel at another CUDA version than the framework's ("libcudart.so.12: cannot open shared object file",
"undefined symbol", cuDNN's "version incompatibility"), an env's activate script or LD_LIBRARY_PATH that puts another
libcudnn or libstdc++ first ("version `GLIBCXX_3.4.30' not found"), a wheel built for a newer driver ("CUDA driver
version is insufficient") or for other GPU architectures ("no kernel image is available"); many of those reports are
not the GPU stack at all (a solver conflict, SSL, a proxy, a pure-Python import error).

Rule:

  * the tools, each named with a GPU stack: conda, mamba / micromamba, pip (--index-url / --extra-index-url,
    requirements.txt), uv, poetry, pixi, pipenv, virtualenv, cudatoolkit / cuda-version, nvidia-*-cu12 wheels,
    pytorch-cuda / cpuonly, the jaxlib CUDA plugin, tensorflow[and-cuda], cupy-cuda12x, LD_LIBRARY_PATH set by an env,
    conda activate scripts; one to three queries each, "<tool> <stack> <failure word>", one or two failure words from
    "Torch not compiled with CUDA enabled", "libcudart.so.12: cannot open shared object file", "libcudnn", "undefined
    symbol", "version `GLIBCXX", "CUDA driver version is insufficient", "Could not load dynamic library", "cuDNN version
    incompatibility", "no kernel image is available", "installed the CPU version", "solver picks cpu build"; 30 queries
    in QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (a solver
    conflict, SSL, a proxy, a pure-Python import error, the tool's own bug, a user setting) or no family of the
    knowledge base; the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batches
    train-2026-11-28zi and -zk (branches libzi, libzk) and of the held-out set heldout-2026-11-28j (branch heldout21,
    collected at the same time; the held-out set has priority; only their `source` fields are read);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 18 gave files, 12 gave none
(conda's "solver picks cpu build", pip's --extra-index-url, uv sync's index, poetry, pipenv, the nvidia-cusparse-cu12
"__nvJitLink" one, cpuonly, jax's "Loaded runtime CuDNN library", tensorflow[and-cuda]'s "Could not load dynamic
library", cupy-cuda11x, pip's "no kernel image", conda's "cuDNN version incompatibility": their answers were open threads
without a resolution, install logs or package plans with no error line, pull requests (read as quoting an error, not
pasting one), or threads other folders cite). 21 resolved answers were skipped as cited by another folder
(pytorch/pytorch#30664, DeepLabCut/DeepLabCut#2456, zhxt0/zhxt0.github.io#25, xorbitsai/inference#1286,
Comfy-Org/ComfyUI#2427, thu-ml/tianshou#1145, bitsandbytes-foundation/bitsandbytes#85, nagadomi/nunif#702,
NVIDIA/nvidia-docker#400, apache/mxnet#3486, fengin/Fun-CosyVoice3-0.5B-2512-Deploy#1,
Holasyb918/HeyGem-Linux-Python-Hack#5, chandar-lab/Recall2Imagine#1, jax-ml/jax#15268, #16901,
tensorflow/tensorflow#45930, NVIDIA/cuml#5300, cupy/cupy#6833, NVIDIA/cudf#496, RaleLee/Co-GAT#2,
xingyizhou/CenterNet#119). The batch holds 29 reports and 6 negatives: SHORT OF AIM on both (30-50 and 8 aimed at).
The sibling batches train-2026-11-28zi and -zk and the held-out set heldout-2026-11-28j are checked before the final
commit (their `source` fields only).

Usage:
  collect_library_2026_11_28zj.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28zj.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28zj"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (tool the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "conda-torch-not-compiled": ("conda", "conda install pytorch Torch not compiled with CUDA enabled"),
    "conda-solver-cpu-build": ("conda", "conda solver picks cpu build pytorch instead of cuda"),
    "conda-glibcxx": ("conda", "conda env version `GLIBCXX_3.4.30' not found CUDA"),
    "mamba-pytorch-cuda": ("mamba / micromamba", "mamba install pytorch-cuda CUDA not available"),
    "micromamba-libcudart": ("mamba / micromamba", "micromamba libcudart.so cannot open shared object file"),
    "pip-installed-cpu-version": ("pip", "pip install torch installed the CPU version instead of CUDA"),
    "pip-index-url-cu121": ("pip", "pip --index-url download.pytorch.org whl cu121 Torch not compiled with CUDA enabled"),
    "pip-extra-index-url": ("pip", "extra-index-url pytorch cuda wheel pip resolves cpu torch"),
    "requirements-txt-torch-cpu": ("pip", "requirements.txt torch CUDA not available after install"),
    "uv-torch-cpu": ("uv", "uv pip install torch Torch not compiled with CUDA enabled"),
    "uv-index-pytorch": ("uv", "uv sync pytorch cuda index cpu wheel installed"),
    "poetry-torch-cuda": ("poetry", "poetry install torch cuda not available cpu wheel"),
    "pixi-cuda": ("pixi", "pixi cuda pytorch not available libcuda"),
    "pipenv-torch-cuda": ("pipenv", "pipenv torch CUDA not available"),
    "virtualenv-libcudnn": ("virtualenv", "virtualenv libcudnn cannot open shared object file"),
    "cudatoolkit-undefined-symbol": ("cudatoolkit / cuda-version", "conda cudatoolkit undefined symbol libcudart"),
    "cuda-version-conda-driver": ("cudatoolkit / cuda-version",
                                  "conda cuda-version CUDA driver version is insufficient for CUDA runtime version"),
    "nvidia-cu12-wheels-libcudnn": ("nvidia-*-cu12 wheels", "nvidia-cudnn-cu12 pip libcudnn.so.9 cannot open shared object file"),
    "nvidia-cu12-wheels-undefined-symbol": ("nvidia-*-cu12 wheels",
                                            "nvidia-cusparse-cu12 undefined symbol __nvJitLinkComplete version libnvJitLink"),
    "pytorch-cuda-cpuonly": ("pytorch-cuda / cpuonly", "conda cpuonly package installed pytorch cpu build"),
    "jaxlib-cuda-plugin": ("jaxlib CUDA plugin", "jax[cuda12] pip CUDA backend failed to initialize jaxlib plugin"),
    "jaxlib-cudnn-version": ("jaxlib CUDA plugin", "jax Loaded runtime CuDNN library but source was compiled with pip"),
    "tensorflow-and-cuda-dynamic-library": ("tensorflow[and-cuda]",
                                            "tensorflow[and-cuda] pip Could not load dynamic library libcudnn GPU not found"),
    "tensorflow-conda-cudnn": ("tensorflow[and-cuda]", "conda tensorflow-gpu cudnn Could not load dynamic library libcudart"),
    "cupy-cuda12x-libcudart": ("cupy-cuda12x", "cupy-cuda12x pip libcudart.so.12 cannot open shared object file"),
    "cupy-wrong-wheel": ("cupy-cuda12x", "cupy-cuda11x installed CUDA 12 driver error pip"),
    "ld-library-path-env": ("LD_LIBRARY_PATH set by an env", "LD_LIBRARY_PATH conda env wrong libcudnn version loaded"),
    "conda-activate-script": ("conda activate scripts", "conda activate.d LD_LIBRARY_PATH cuda library not found"),
    "pip-no-kernel-image": ("pip", "pip wheel CUDA error no kernel image is available for execution on the device"),
    "conda-cudnn-incompatibility": ("conda", "conda cuDNN version incompatibility PyTorch was compiled against"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the tool the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
