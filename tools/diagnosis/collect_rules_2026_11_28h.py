#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-28h/ (the nineteenth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries and version-worded queries; every one of them worded its queries from the error, the failure,
the machine, the command or the versions):

  * every query is worded as A QUESTION A USER ASKS about a GPU failure, in the words of someone who does not know the
    cause: "why is my GPU not used by pytorch", "how to fix CUDA error in docker", "what does cuDNN error mean", ...
    ONE query per question: the queries below, written before the first search (a second round in the same form, if
    any, is marked r2- and written down and committed before it is searched);
  * corpus `pages` of the sessions' `search` tool (Stack Overflow and other Q&A sites, forums, blogs, vendors' forums;
    not GitHub: the `issues` corpus is not used and a github.com source is refused), EVERY rank 1 to 8 of each answer,
    in rank order (the per-query cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or a page title naming the
    error) and the page says what it was (an accepted or upvoted answer, the poster's own finding); `basis` in
    collected.jsonl says it. Skipped: a page any other folder cites, repeats, no pasted error, no stated resolution;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the page's resolution before anything is run on the folder.
    Negatives: GPU-adjacent reports whose resolution was not the GPU stack or is no family of the knowledge base.

Usage:
  collect_rules_2026_11_28h.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_28h.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, main

# id -> query text: a question a user asks, written before the first search.
QUERIES = {
    # PyTorch
    "torch-gpu-not-used": "why is my GPU not used by pytorch",
    "torch-cuda-false-installed": "why does torch.cuda.is_available return False even though I installed CUDA",
    "torch-error-new-gpu": "why do I get a CUDA error when running pytorch on my new graphics card",
    "torch-training-crash-midway": "why does my pytorch training crash with a CUDA error after a few epochs",
    "torch-memory-small-model": "why does pytorch run out of GPU memory with a small model",
    # TensorFlow
    "tf-wsl-no-gpu": "why does tensorflow not see my GPU on WSL",
    "tf-windows-gpu-not-detected": "how do I get tensorflow to detect my GPU on Windows",
    "tf-cudnn-error-meaning": "what does this cuDNN error mean in tensorflow",
    "tf-slow-no-gpu": "why is tensorflow so slow and not using the GPU",
    # JAX
    "jax-cpu-fallback": "why does jax only use the CPU and not my GPU",
    "jax-cuda-install": "how do I fix jax CUDA errors after pip install",
    # ONNX Runtime / TensorRT
    "ort-cuda-provider": "why is onnxruntime not using the CUDA execution provider",
    "tensorrt-engine-fail": "how do I fix TensorRT failing to build an engine",
    # LLM serving
    "llamacpp-crash-gpu": "how do I fix llama.cpp crashing on GPU",
    "ollama-not-using-gpu": "why is ollama not using my GPU",
    "vllm-fails-start": "why does vllm fail to start on my GPU",
    "lmstudio-gpu-offload": "why does LM Studio fail to load the model on my GPU",
    # Stable Diffusion front ends
    "a1111-torch-gpu-test": "how do I fix stable diffusion webui saying torch is unable to use GPU",
    "comfyui-error-generating": "why does ComfyUI give a CUDA error when I generate an image",
    "sd-black-images-vram": "why does stable diffusion say out of memory on my 8GB card",
    # Containers
    "docker-cuda-error": "how to fix CUDA error in docker",
    "docker-container-no-gpu": "why can't my docker container see the GPU",
    "k8s-pod-no-gpu": "why does my kubernetes pod not get a GPU",
    # Drivers / WSL2 / Windows
    "nvidia-smi-not-working": "why does nvidia-smi not work after I installed the driver",
    "driver-update-broke-cuda": "why did CUDA stop working after a driver update",
    "wsl2-gpu-not-found": "why is my GPU not found in WSL2",
    "windows-cuda-dll": "how do I fix a missing CUDA dll error on Windows",
    "linux-black-screen-driver": "why does ubuntu not boot after installing the nvidia driver",
    # CuPy / Numba
    "cupy-import-error": "why does cupy fail with a CUDA error when I import it",
    "numba-cuda-not-found": "why can numba not find CUDA on my machine",
    # Science codes
    "gromacs-gpu-error": "why does GROMACS fail to run on my GPU",
    "blender-cycles-gpu": "why does Blender Cycles fail to render with my GPU",
    "matlab-gpu-error": "why does MATLAB give a GPU error with my NVIDIA card",
    # Games / renderers / other
    "game-crash-gpu-driver": "why does my game crash with a GPU driver error",
    "ffmpeg-nvenc-fails": "why does ffmpeg hardware encoding with NVENC fail",
    "cuda-sample-error": "what does this error mean when I run the CUDA samples",
    # Second round, same form, written down after the first round gave 25 reports (5 negatives; the rule aims at
    # 30-50 reports and at least 8 negatives) and before any of these was searched:
    "r2-torch-process-killed": "why does my python process get killed when I train on the GPU",
    "r2-torch-same-device": "why does pytorch say expected all tensors to be on the same device",
    "r2-torch-dataloader-docker": "why does my pytorch dataloader crash inside docker",
    "r2-torch-multi-gpu-hang": "why does my multi GPU training hang or fail with NCCL",
    "r2-torch-old-gpu": "why does pytorch not support my old NVIDIA GPU anymore",
    "r2-torch-amd-gpu": "why does pytorch not work with my AMD graphics card",
    "r2-tf-pip-gpu-install": "why does pip fail to install tensorflow with GPU support",
    "r2-tf-dll-load-failed": "why does tensorflow say DLL load failed when I import it",
    "r2-tf-memory-grows": "why does tensorflow take all my GPU memory",
    "r2-jax-mac-gpu": "why does jax not use the GPU on my Mac",
    "r2-ort-cudnn-dll": "why does onnxruntime-gpu fail to load on Windows",
    "r2-llm-model-too-big": "why does my local LLM crash when I load a bigger model",
    "r2-ollama-docker-gpu": "why does ollama in docker not find the GPU",
    "r2-sd-black-image": "why does stable diffusion generate black images on my GPU",
    "r2-comfyui-torch-wrong": "why does ComfyUI say torch not compiled with CUDA",
    "r2-laptop-intel-gpu": "why does my laptop use the Intel graphics instead of the NVIDIA GPU",
    "r2-wsl-nvidia-smi": "why does nvidia-smi fail inside WSL",
    "r2-driver-install-fails": "why does the nvidia driver installer fail on linux",
    "r2-secure-boot-driver": "why does the nvidia driver not load with secure boot",
    "r2-k8s-nvml": "why can the GPU operator not initialize NVML on my node",
    "r2-cuda-toolkit-nvcc": "why can't I find nvcc after installing CUDA",
    "r2-cuda-kernel-wrong": "why does my CUDA kernel give an illegal memory access",
    "r2-gpu-fell-off": "why does my GPU disappear from nvidia-smi under load",
    "r2-mining-gpu-error": "why does my mining software crash with a CUDA error",
}

RULE = Rule(folder="heldout-2026-11-28h", queries=QUERIES, ranks=range(1, 9), corpora=("pages",),
            max_per_query=8, min_negatives=8)


def own_problems(fixtures: Path) -> list:
    """The set's own check beside the common one: web pages only (no GitHub thread)."""
    return [f"{e['slug']}: source {e['source']} is a GitHub page; this set takes web pages only"
            for e in entries(fixtures, RULE.folder) if "github.com/" in e["source"]]


if __name__ == "__main__":
    main(RULE, own_problems)
