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
}

RULE = Rule(folder="heldout-2026-11-28g", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=8)

if __name__ == "__main__":
    main(RULE)
