#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28t/ (a batch of issue 37's library of real reports, a training
folder): INFERENCE ENGINES, COMPILERS AND QUANTISATION LIBRARIES. Written down before any search was run, so it can be
rerun and checked.

Why: most library reports come from PyTorch, TensorFlow, JAX and the LLM servers; the layers between a model and the
driver (inference engines, kernel compilers, quantisation and fused-kernel libraries, Python/Java CUDA bindings) say
the same failures in their own words (TensorRT's logger, ONNX Runtime's provider errors, a cupy CUDARuntimeError, a
bitsandbytes setup message) that the library hardly holds.

Rule:

  * the libraries: TensorRT, Triton Inference Server, torch-tensorrt, ONNX Runtime's TensorRT / CUDA execution
    providers, TVM, CTranslate2 / faster-whisper, MLC-LLM, ExLlamaV2, AutoGPTQ / AutoAWQ, bitsandbytes, Apex, xformers,
    FlashInfer, cupy, numba-cuda, PyCUDA, JCuda; one to three queries each, "<library> <failure word>", one or two
    failure words from "CUDA error", "libcudart", "no kernel image", "undefined symbol", "out of memory", "cuDNN",
    "cuBLAS", "driver version", "compute capability"; 30 queries in QUERIES below, corpus `issues` (GitHub issue and
    PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures; a text that states a family's failure is that family even on a machine
    without an NVIDIA GPU), a NEGATIVE (`expect` empty) when it was not the GPU stack (the library's own bug, a user's
    setting); the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batch
    train-2026-11-28s (collected at the same time, its letter before this one's);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 19 gave files, 11 answered
only feature requests, pull requests without a pasted error, unresolved threads or threads other folders cite. The batch
holds 41 reports and 14 negatives, within the aim; no thread is shared with train-2026-11-28s (read at 331e18f).

Usage:
  collect_library_2026_11_28t.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28t.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28t"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (library the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "trt-cuda-error": ("TensorRT", "TensorRT CUDA error"),
    "trt-cudnn-cublas": ("TensorRT", "TensorRT cuDNN cuBLAS"),
    "trt-libcudart": ("TensorRT", "TensorRT libcudart"),
    "triton-server-driver": ("Triton Inference Server", "Triton Inference Server driver version"),
    "triton-server-oom": ("Triton Inference Server", "Triton Inference Server out of memory"),
    "torch-trt-undefined": ("torch-tensorrt", "torch-tensorrt undefined symbol"),
    "torch-trt-cuda-error": ("torch-tensorrt", "torch_tensorrt CUDA error"),
    "ort-trt-ep": ("ONNX Runtime TensorRT / CUDA EP", "onnxruntime TensorrtExecutionProvider CUDA error"),
    "ort-cuda-ep-cudnn": ("ONNX Runtime TensorRT / CUDA EP", "onnxruntime CUDAExecutionProvider cuDNN libcudart"),
    "tvm-cuda-error": ("TVM", "TVM CUDA error compute capability"),
    "ct2-cublas": ("CTranslate2 / faster-whisper", "CTranslate2 cuBLAS"),
    "faster-whisper-cudnn": ("CTranslate2 / faster-whisper", "faster-whisper cuDNN"),
    "mlc-llm-cuda-error": ("MLC-LLM", "mlc-llm CUDA error"),
    "exllamav2-undefined": ("ExLlamaV2", "exllamav2 undefined symbol"),
    "exllamav2-no-kernel": ("ExLlamaV2", "exllamav2 no kernel image"),
    "autogptq-cuda-error": ("AutoGPTQ / AutoAWQ", "auto-gptq CUDA error undefined symbol"),
    "autoawq-cuda-error": ("AutoAWQ / AutoGPTQ", "autoawq CUDA error"),
    "bnb-libcudart": ("bitsandbytes", "bitsandbytes libcudart"),
    "bnb-compute-cap": ("bitsandbytes", "bitsandbytes compute capability"),
    "bnb-cublas": ("bitsandbytes", "bitsandbytes cuBLAS error"),
    "apex-undefined": ("Apex", "apex undefined symbol"),
    "apex-cuda-error": ("Apex", "apex CUDA error"),
    "xformers-no-kernel": ("xformers", "xformers no kernel image"),
    "xformers-undefined": ("xformers", "xformers undefined symbol"),
    "flashinfer-cuda-error": ("FlashInfer", "flashinfer CUDA error"),
    "cupy-libcudart": ("cupy", "cupy libcudart"),
    "cupy-driver-version": ("cupy", "cupy CUDA driver version"),
    "numba-cuda-error": ("numba-cuda", "numba cuda CUDA error driver"),
    "pycuda-cuda-error": ("PyCUDA", "pycuda CUDA error"),
    "jcuda-cuda-error": ("JCuda", "JCuda CUDA error"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the library the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
