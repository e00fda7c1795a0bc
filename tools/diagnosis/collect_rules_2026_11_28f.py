#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-28f/ (the seventeenth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries and non-Python host languages; every one of them worded its
queries from the ERROR or the failure):

  * every query is worded as the COMMAND THE USER RAN when it failed (the command line a report starts from), never
    as an error text: "docker run --gpus all nvidia-smi", "pip install torch cuda", "torchrun nproc_per_node", ...
    ONE query per command: the queries below, written before the first search (a second round in the same form, if
    any, is marked r2- and written down before it is searched);
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
  collect_rules_2026_11_28f.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_28f.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text: the command line the user ran, written before the first search.
QUERIES = {
    "docker-run-gpus": "docker run --gpus all nvidia-smi",
    "pip-install-torch": "pip install torch cuda",
    "python-c-torch": "python -c import torch cuda is_available",
    "nvidia-smi": "nvidia-smi command",
    "torchrun": "torchrun nproc_per_node",
    "ollama-run": "ollama run",
    "llama-server-ngl": "llama-server -ngl",
    "conda-pytorch-cuda": "conda install pytorch-cuda",
    "sbatch-gres": "sbatch --gres=gpu",
    "jupyter-cuda": "jupyter notebook cuda",
    "cmake-cuda-arch": "cmake CUDA_ARCHITECTURES",
    "make-cuda": "make CUDA=1",
    "nvcc-arch": "nvcc -arch",
    "accelerate-launch": "accelerate launch",
    "deepspeed-num-gpus": "deepspeed --num_gpus",
    "docker-compose-gpu": "docker compose up gpu",
    "kubectl-device-plugin": "kubectl logs nvidia-device-plugin",
    "wsl-update": "wsl --update nvidia",
    "modprobe-nvidia": "modprobe nvidia",
    "apt-nvidia-driver": "apt install nvidia-driver",
    "dkms-nvidia": "dkms install nvidia",
    "trtexec": "tensorrt trtexec --onnx",
    "ffmpeg-hwaccel": "ffmpeg -hwaccel cuda",
    "train-device-cuda": "python train.py --device cuda",
    "pip-install-tensorflow": "pip install tensorflow[and-cuda]",
    "vllm-serve": "vllm serve --tensor-parallel-size",
    "pip-install-bitsandbytes": "pip install bitsandbytes",
    "pip-install-flash-attn": "pip install flash-attn --no-build-isolation",
    "pip-install-llama-cpp": "CMAKE_ARGS=-DGGML_CUDA=on pip install llama-cpp-python",
    "pip-install-cupy": "pip install cupy-cuda12x",
    "pip-install-jax": "pip install jax[cuda12]",
    "python-setup-install": "python setup.py install cuda extension",
    "nvidia-ctk": "nvidia-ctk runtime configure",
    "webui-sh": "./webui.sh --xformers",
    "comfyui-main": "python main.py comfyui",
    "srun-gpu": "srun --gpus python",
    # Second round, same form, written down after the first round gave 12 reports (1 not a negative; the rule aims at
    # 30-50) and before any of these was searched:
    "r2-nvidia-docker-run": "nvidia-docker run",
    "r2-docker-runtime-nvidia": "docker run --runtime=nvidia",
    "r2-collect-env": "python -m torch.utils.collect_env",
    "r2-ollama-serve": "ollama serve",
    "r2-pip-onnxruntime-gpu": "pip install onnxruntime-gpu",
    "r2-mpirun": "mpirun -np python gpu",
    "r2-python-m-bitsandbytes": "python -m bitsandbytes",
    "r2-docker-exec-nvidia-smi": "docker exec nvidia-smi",
}

RULE = Rule(folder="heldout-2026-11-28f", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=8)

if __name__ == "__main__":
    main(RULE)
