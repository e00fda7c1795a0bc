#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-28j/ (the twenty-first held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages and task-worded queries; every one of them
worded its queries from the error, the failure, the machine, the command, the versions, a question or the task):

  * every query is worded as A SOURCE FILE PATH, FILE NAME OR MODULE PATH that appears in the stack traces and logs
    of a GPU stack, and nothing else: no error word, no symptom, no version, no hardware, no task, no command
    ("torch/cuda/__init__.py", "jax/_src/xla_bridge.py", "ggml-cuda.cu"). ONE query per path: the queries below,
    grouped by stack (the group is the query id's prefix), written before the first search;
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's "fixed by ...", a merged fix);
    `basis` in collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set,
    repeats, no pasted error, no stated resolution, a thread whose resolution the excerpt and the thread do not give;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Collected by the lead (the helper given the set did not start); the lead has read no text of any held-out set, and
wrote the queries from the stacks' source trees, not from any report.

Usage:
  collect_rules_2026_11_28j.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_28j.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> query text: a path or module name from a GPU stack's traces and logs, written before the first search.
QUERIES = {
    "torch-cuda-init": "torch/cuda/__init__.py",
    "torch-cpp-extension": "torch/utils/cpp_extension.py",
    "torch-cuda-memory": "torch/cuda/memory.py",
    "torch-nn-functional": "torch/nn/functional.py",
    "torch-inductor-codecache": "torch/_inductor/codecache.py",
    "torch-c10-cudafunctions": "c10/cuda/CUDAFunctions.cpp",
    "tf-gpu-device": "tensorflow/core/common_runtime/gpu/gpu_device.cc",
    "tf-cuda-dnn": "stream_executor/cuda/cuda_dnn.cc",
    "tf-dso-loader": "tensorflow/stream_executor/platform/default/dso_loader.cc",
    "jax-xla-bridge": "jax/_src/xla_bridge.py",
    "cupy-compiler": "cupy/cuda/compiler.py",
    "numba-cudadrv-driver": "numba/cuda/cudadrv/driver.py",
    "llm-vllm-worker": "vllm/worker/worker.py",
    "llm-ggml-cuda": "ggml-cuda.cu",
    "llm-bnb-cextension": "bitsandbytes/cextension.py",
    "llm-flash-attn-interface": "flash_attn/flash_attn_interface.py",
    "llm-ctranslate2-transcribe": "faster_whisper/transcribe.py",
    "gen-comfy-model-management": "comfy/model_management.py",
    "gen-a1111-devices": "modules/devices.py",
    "gen-xformers-ops": "xformers/ops/fmha",
    "gen-diffusers-pipeline-utils": "diffusers/pipelines/pipeline_utils.py",
    "comp-triton-jit": "triton/runtime/jit.py",
    "comp-triton-driver": "triton/backends/nvidia/driver.py",
    "comp-deepspeed-builder": "deepspeed/ops/op_builder/builder.py",
    "onnx-inference-collection": "onnxruntime/capi/onnxruntime_inference_collection.py",
    "onnx-tensorrt-builder": "tensorrt/builder.py",
    "sci-mace-calculator": "mace/calculators/mace.py",
    "sci-openmm-platform": "openmm/openmm.py",
    "sci-torch-geometric": "torch_geometric/nn",
    "native-nvc": "nvc_info.c",
    "native-container-toolkit": "nvidia-container-runtime-hook",
    "native-nvml-py": "pynvml/nvml.py",
}

AIM_REPORTS = (20, 50)
AIM_NEGATIVES = 6

RULE = Rule(folder="heldout-2026-11-28j", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
