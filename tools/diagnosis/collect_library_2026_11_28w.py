#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28w/ (a batch of issue 37's library of real reports, a training
folder): BUILDING CUDA CODE FROM SOURCE. Written down before any search was run, so it can be rerun and checked.

Why: many GPU reports come from compiling CUDA code, not from running it: torch's cpp_extension (setup.py build_ext),
flash-attn, apex, xformers, mmcv, detectron2, pytorch3d, bitsandbytes, llama.cpp / whisper.cpp with GGML_CUDA, CuPy,
tiny-cuda-nn, DeepSpeed's JIT ops. They say the GPU stack's failures in build words (CUDA_HOME not set, nvcc fatal,
an unsupported host compiler, an unknown arch, an undefined symbol at import) that the library hardly holds, and many
of them are not the GPU stack at all (a missing Python header, a C++ source bug, a package pin).

Rule:

  * the builds: torch cpp_extension / setup.py build_ext, flash-attn, apex, xformers, mmcv / mmdet, detectron2,
    pytorch3d, bitsandbytes, llama.cpp / whisper.cpp (CMake GGML_CUDA), CuPy from source, nvcc with a host compiler
    (gcc too new, MSVC), CMake FindCUDA / CUDAToolkit, conda cuda-nvcc, tiny-cuda-nn, DeepSpeed ops JIT; one to three
    queries each, "<build> <failure word>", one or two failure words from "nvcc fatal", "unsupported GNU version",
    "CUDA_HOME", "cuda.h not found", "arch", "error building extension", "undefined symbol", "no kernel image";
    30 queries in QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures; a text that states a family's failure is that family even on a machine
    without an NVIDIA GPU), a NEGATIVE (`expect` empty) when it was not the GPU stack (a missing Python or system
    header, a C++ or source bug of the project, a package pin, a user's setting); the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batches
    train-2026-11-28x, -28y, -28z (collected at the same time; their `collected.jsonl` `source` fields only) and every
    thread of the held-out set heldout-2026-11-28g (collected at the same time, it has priority; only its `source`
    fields are read);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran and gave 57 results that the
rule takes; 13 more resolved answers were skipped as cited by another folder (pytorch/extension-cpp#26,
Dao-AILab/flash-attention#1832, NVIDIA/apex#315, kijai/ComfyUI-Hunyuan3DWrapper#139, davisking/dlib#1560,
microsoft/vcpkg#18958, zai-org/VisualGLM-6B#94, Ruyi-Zha/naf_cbct#15, ucbdrive/few-shot-object-detection#11,
Comfy-Org/ComfyUI#16438, ashawkey/stable-dreamfusion#360, nosiu/comfyui-instantId-faceswap#51,
thomasbrandon/mish-cuda#10) and 2 as the sixth set's
repository (open-mmlab/mmcv#1636, #1436). The rule allows at most 50 reports, so the first 50 in query order and rank
order are kept and the 7 after them are left out (NVIDIA/nccl#131 of conda-cuda-nvcc; open-mmlab/mmdetection#71,
erikwijmans/Pointnet2_PyTorch#181, LeelaChessZero/lc0#312, jyh2986/Active-Shift-TF#4, WebDollar/argon2-gpu#1 of
cuda-h-missing; weify627/4D-Rotor-Gaussians#3 of tcnn-build). The batch holds 50 reports and 22 negatives, within the
aim, from 16 of the 30 queries; 3 more (conda-cuda-nvcc, cuda-h-missing, tcnn-build) had results only after the
50th, and 11 gave no file at all (their ranks 1-8 were open threads without a resolution,
logs without a pasted error line, feature requests, or threads other folders cite). No thread is shared with the
sibling batches train-2026-11-28x, -28y, -28z (their collected.jsonl `source` fields read before the final commit,
in their worktrees at 32e34b38, b62e0ad0 and d2324438: 41, 32 and 22 threads, none shared); nor with the
held-out set heldout-2026-11-28g (only its collected.jsonl `source` fields read, in its worktree at 2d02405e: 25
threads, none shared).

Usage:
  collect_library_2026_11_28w.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28w.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28w"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (build the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "cpp-ext-cuda-home": ("torch cpp_extension / build_ext", "torch.utils.cpp_extension CUDA_HOME environment variable is not set"),
    "cpp-ext-building": ("torch cpp_extension / build_ext", "setup.py build_ext error building extension nvcc"),
    "cpp-ext-undefined": ("torch cpp_extension / build_ext", "cpp_extension undefined symbol import _C"),
    "flash-attn-building": ("flash-attn", "flash-attn error building extension nvcc"),
    "flash-attn-undefined": ("flash-attn", "flash_attn_2_cuda undefined symbol"),
    "apex-building": ("apex", "apex install cuda extension error nvcc"),
    "apex-version": ("apex", "apex cuda version mismatch bare metal"),
    "xformers-building": ("xformers", "xformers build from source nvcc error"),
    "mmcv-building": ("mmcv / mmdet", "mmcv-full build error nvcc"),
    "mmcv-undefined": ("mmcv / mmdet", "mmcv _ext undefined symbol"),
    "detectron2-building": ("detectron2", "detectron2 build nvcc fatal"),
    "detectron2-no-kernel": ("detectron2", "detectron2 no kernel image is available"),
    "pytorch3d-building": ("pytorch3d", "pytorch3d install error building extension CUDA"),
    "bitsandbytes-compile": ("bitsandbytes", "bitsandbytes compile from source CUDA cmake error"),
    "llama-cpp-cmake": ("llama.cpp / whisper.cpp (GGML_CUDA)", "llama.cpp GGML_CUDA cmake build error nvcc"),
    "llama-cpp-arch": ("llama.cpp / whisper.cpp (GGML_CUDA)", "llama.cpp CUDA build unsupported gpu architecture"),
    "whisper-cpp-cuda": ("llama.cpp / whisper.cpp (GGML_CUDA)", "whisper.cpp CUDA build error"),
    "cupy-source": ("CuPy from source", "cupy install from source nvcc error cuda.h"),
    "nvcc-gnu-version": ("nvcc with a host compiler", "unsupported GNU version gcc versions later than are not supported"),
    "nvcc-msvc": ("nvcc with a host compiler", "nvcc unsupported Microsoft Visual Studio version"),
    "nvcc-fatal-arch": ("nvcc with a host compiler", "nvcc fatal Unsupported gpu architecture compute_"),
    "cmake-findcuda": ("CMake FindCUDA / CUDAToolkit", "CMake Could NOT find CUDA missing CUDA_TOOLKIT_ROOT_DIR"),
    "cmake-cudatoolkit": ("CMake FindCUDA / CUDAToolkit", "CMAKE_CUDA_COMPILER No CMAKE_CUDA_COMPILER could be found"),
    "cmake-cuda-arch": ("CMake FindCUDA / CUDAToolkit", "CMAKE_CUDA_ARCHITECTURES must be non-empty"),
    "conda-cuda-nvcc": ("conda cuda-nvcc", "conda cuda-nvcc cuda_runtime.h not found"),
    "cuda-h-missing": ("conda cuda-nvcc", "fatal error cuda.h No such file or directory build"),
    "tcnn-build": ("tiny-cuda-nn", "tiny-cuda-nn pip install bindings/torch error"),
    "deepspeed-jit": ("DeepSpeed ops JIT", "deepspeed ops JIT build fused_adam error"),
    "deepspeed-cuda-home": ("DeepSpeed ops JIT", "deepspeed CUDA_HOME does not exist unable to compile CUDA op"),
    "extension-no-kernel": ("torch cpp_extension / build_ext", "custom CUDA extension no kernel image TORCH_CUDA_ARCH_LIST"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the build the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
