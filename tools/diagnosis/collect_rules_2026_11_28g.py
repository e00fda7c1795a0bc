#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-28g/ (the eighteenth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone
and command-worded queries; every one of them worded its queries from the error, the failure, the machine or the
command):

  * every query is worded as THE VERSIONS THE USER RAN, naming version numbers of the stack (framework, CUDA, cuDNN,
    driver, OS, Python, GPU) and nothing of the error: "torch 2.5 CUDA 12.4", "CUDA 12.8 driver 570", "driver 535
    ubuntu 22.04", ... ONE query per version set: the queries below, written before the first search (a second round
    in the same form, if any, is marked r2- and written down before it is searched);
  * corpus `issues` of the sessions' `search` tool (the `pages` corpus is not used), EVERY rank 1 to 8 of each answer,
    in rank order (the per-query cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's "fixed by ...", a merged fix);
    `basis` in collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set,
    repeats, no pasted error, no stated resolution;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: GPU-adjacent reports whose resolution was not the GPU stack or is no family of the knowledge base.

Usage:
  collect_rules_2026_11_28g.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_28g.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text: the versions the user ran, written before the first search.
QUERIES = {
    # PyTorch
    "torch25-cuda124": "torch 2.5 CUDA 12.4",
    "torch113-cuda117": "torch 1.13 cu117",
    "torch271-cu128": "torch 2.7.1 cu128",
    "torch20-cuda118-py310": "pytorch 2.0 cuda 11.8 python 3.10",
    "torch17-cuda110": "pytorch 1.7 cuda 11.0",
    # TensorFlow
    "tf216-cudnn9": "cuDNN 9 tensorflow 2.16",
    "tf210-cuda112": "tensorflow 2.10 cuda 11.2 cudnn 8.1",
    "tf115-cuda100": "tensorflow-gpu 1.15 cuda 10.0",
    "tf24-cuda110": "tensorflow 2.4 cuda 11.0 cudnn 8.0",
    # JAX
    "jax0430-cuda12": "jax 0.4.30 cuda12",
    "jaxlib0413-cuda11": "jaxlib 0.4.13 cuda11 cudnn86",
    # ONNX Runtime / TensorRT
    "ort120-cuda12": "onnxruntime-gpu 1.20 cuda 12",
    "ort116-cuda118": "onnxruntime-gpu 1.16 cuda 11.8",
    "trt10-cuda125": "TensorRT 10 CUDA 12.5",
    # LLM serving
    "vllm06-cuda121": "vllm 0.6 cuda 12.1",
    "ollama05-driver": "ollama 0.5 driver 550",
    "llamacpp-cuda122": "llama.cpp cuda 12.2 b3",
    "llama-cpp-python-cu121": "llama-cpp-python 0.2 cu121",
    # ComfyUI / SD
    "comfyui-torch26-cu126": "ComfyUI torch 2.6 cu126",
    "a1111-torch21-cu121": "webui torch 2.1.2 cu121 xformers 0.0.23",
    # Containers
    "ctk117": "nvidia-container-toolkit 1.17",
    "docker-cuda118-ubuntu22": "nvidia/cuda:11.8.0-cudnn8-runtime-ubuntu22.04",
    "k8s-plugin-014": "k8s-device-plugin v0.14 containerd 1.7",
    # Drivers / WSL2
    "cuda128-driver570": "CUDA 12.8 driver 570",
    "driver535-ubuntu2204": "driver 535 ubuntu 22.04",
    "wsl2-driver560-cuda126": "WSL2 driver 560 cuda 12.6",
    "driver470-cuda114": "driver 470 CUDA 11.4 kernel 5.15",
    "driver390-cuda91": "driver 390 cuda 9.1",
    # CuPy / Numba
    "cupy-py312-cuda12": "python 3.12 cupy cuda 12",
    "numba-057-cuda118": "numba 0.57 cudatoolkit 11.8",
    # Science codes
    "gromacs2023-cuda12": "GROMACS 2023 CUDA 12",
    "openmm8-cuda118": "openmm 8.0 cuda 11.8",
    # Hardware x version
    "cuda118-rtx4090": "CUDA 11.8 RTX 4090",
    "cuda121-rtx5090": "RTX 5090 cuda 12.1 sm_120",
    "cuda102-gtx1080": "CUDA 10.2 GTX 1080 cudnn 7.6",
    "windows11-cuda123": "Windows 11 CUDA 12.3 driver 546",
    # Second round, same form, written down after the first round gave 6 reports (3 negatives; the rule aims at 30-50)
    # and before any of these was searched:
    "r2-torch1101-cu113-ubuntu2004": "torch 1.10.1 cu113 ubuntu 20.04 python 3.8",
    "r2-torch201-cu118-rtx3090": "torch 2.0.1+cu118 RTX 3090 driver 525",
    "r2-torch212-cu121-win10": "torch 2.1.2+cu121 Windows 10 python 3.10",
    "r2-torch240-cu124-driver550": "torch 2.4.0 cu124 driver 550.54",
    "r2-torch19-cu102-k80": "pytorch 1.9 cuda 10.2 Tesla K80",
    "r2-tf212-cuda118-wsl2": "tensorflow 2.12 cuda 11.8 cudnn 8.6 WSL2 ubuntu 22.04",
    "r2-tf215-cuda122": "tensorflow 2.15 cuda 12.2 cudnn 8.9",
    "r2-tf114-cuda100-win10": "tensorflow-gpu 1.14 CUDA 10.0 cuDNN 7.5 windows 10",
    "r2-tf217-cuda123-driver535": "tensorflow 2.17 CUDA 12.3 cuDNN 8.9 driver 535",
    "r2-jaxlib0425-cuda123": "jaxlib 0.4.25 cuda 12.3 cudnn 8.9 driver 535",
    "r2-jax0426-cuda12-local": "jax 0.4.26 cuda12_local driver 545",
    "r2-ort118-cudnn9-win": "onnxruntime-gpu 1.18 cudnn 9 CUDA 12.4 windows",
    "r2-ort1151-cuda117": "onnxruntime-gpu 1.15.1 cuda 11.7 cudnn 8.5",
    "r2-vllm042-cuda118": "vllm 0.4.2 torch 2.3.0 cuda 11.8",
    "r2-vllm065-v100": "vllm 0.6.5 V100 cuda 12.4 driver 550",
    "r2-ollama0130-driver535": "ollama 0.1.30 driver 535 cuda 12.2",
    "r2-llamacpp-cuda118-p40": "llama.cpp CUDA 11.8 Tesla P40",
    "r2-comfyui-torch210-cu118": "ComfyUI torch 2.1.0+cu118 python 3.11 portable",
    "r2-a1111-torch1131-cu117": "stable-diffusion-webui torch 1.13.1+cu117 xformers 0.0.16",
    "r2-docker24-ctk114": "Docker 24.0 nvidia-container-toolkit 1.14 ubuntu 22.04",
    "r2-docker-desktop-wsl2-537": "Docker Desktop WSL2 CUDA 12 driver 537",
    "r2-gpu-operator-239": "gpu-operator v23.9 driver 535 containerd",
    "r2-driver550-kernel68": "nvidia driver 550 kernel 6.8 ubuntu 24.04",
    "r2-driver525-debian12": "nvidia-driver 525 debian 12 cuda 12.0",
    "r2-wsl2-driver528-cuda117": "WSL2 ubuntu 20.04 driver 528 cuda 11.7",
    "r2-cupy-cuda11x-v12": "cupy-cuda11x 12.0 CUDA 11.7 python 3.10",
    "r2-numba056-cuda120": "numba 0.56 CUDA 12.0 driver 525",
    "r2-lammps-kokkos-cuda122": "LAMMPS Kokkos CUDA 12.2 A100",
    "r2-amber22-cuda114": "pmemd.cuda Amber 22 CUDA 11.4",
    "r2-pyg-torch113-cu116": "torch-geometric torch 1.13 cu116 torch-scatter",
    "r2-detectron2-torch110-cu113": "detectron2 torch 1.10 cu113 gcc 9",
    "r2-bnb0411-cuda118": "bitsandbytes 0.41.1 cuda 11.8 torch 2.0",
    "r2-deepspeed012-cuda121": "deepspeed 0.12 cuda 12.1 torch 2.1",
    "r2-flash-attn25-torch22": "flash-attn 2.5 torch 2.2 cuda 12.1",
    "r2-xformers0022-torch210": "xformers 0.0.22 torch 2.1.0 cu121",
    "r2-mmcv14-torch18-cu111": "mmcv-full 1.4 torch 1.8 cu111",
}

RULE = Rule(folder="heldout-2026-11-28g", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=8)

if __name__ == "__main__":
    main(RULE)
