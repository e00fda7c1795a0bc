#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-28c/ (the fourteenth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks over rare
stacks, web pages by error kind, stack x year over uncited repositories, symptom-worded queries, non-English queries,
scientific-computing stacks, recent threads by exception class, pull requests worded as fix titles, fix-worded queries
and hardware-named queries; every one of them reached, above all, programs written in PYTHON):

  * every query names a program whose HOST LANGUAGE IS NOT PYTHON, by its library or tool, crossed with one failure
    word: Julia (CUDA.jl, Flux, Lux), Rust (candle, burn, cudarc, tch-rs, ort), C++ (libtorch, the ONNX Runtime C++
    API, TensorRT C++, OpenCV's CUDA modules, ggml / whisper.cpp built from source, Blender/Cycles, ffmpeg NVENC and
    CUDA filters), Java/Kotlin (DJL, Deeplearning4j, JCuda), C#/.NET (TorchSharp, ML.NET, ONNX Runtime .NET),
    JavaScript (tfjs-node-gpu, onnxruntime-node), R (torch for R, tensorflow for R), MATLAB (gpuArray) and Go
    (gorgonia, Go bindings of llama.cpp and ONNX Runtime): "CUDA.jl out of memory", "candle CUDA_ERROR", "libtorch c++
    cuda not available", ... ONE query per stack x failure word: the 35 queries below, written before the first search,
    and a second round of 8 in the same form (marked r2-), written before it was searched;
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
  collect_rules_2026_11_28c.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_28c.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text: a non-Python host language's library or tool x one failure word, written before the first search.
QUERIES = {
    # Julia
    "cudajl-oom": "CUDA.jl out of memory",
    "cudajl-libcuda": "CUDA.jl could not load libcuda driver",
    "flux-gpu": "Flux.jl gpu CUDA error",
    "lux-cuda": "Lux.jl LuxCUDA error",
    # Rust
    "candle-cuda-error": "candle CUDA_ERROR",
    "candle-oom": "candle cuda out of memory",
    "burn-cuda": "burn cuda backend error",
    "cudarc-driver": "cudarc DriverError",
    "tch-rs-cuda": "tch-rs libtorch cuda not available",
    "ort-rust-cuda": "ort rust CUDA execution provider error",
    # C++
    "libtorch-cuda": "libtorch c++ cuda not available",
    "libtorch-oom": "libtorch c++ CUDA out of memory",
    "onnxruntime-cpp": "onnxruntime c++ CUDA provider error",
    "tensorrt-cpp": "TensorRT C++ engine CUDA error",
    "opencv-cuda": "OpenCV CUDA module error",
    "whisper-cpp": "whisper.cpp CUDA error",
    "ggml-cuda": "ggml-cuda CUDA error",
    "blender-cycles": "Blender Cycles CUDA error",
    "ffmpeg-nvenc": "ffmpeg NVENC error",
    "ffmpeg-cuda-filter": "ffmpeg hwaccel cuda error",
    # Java / Kotlin
    "djl-cuda": "DJL cuda engine failed",
    "dl4j-cuda": "Deeplearning4j CUDA error",
    "jcuda": "JCuda CUDA_ERROR",
    # C# / .NET
    "torchsharp": "TorchSharp CUDA",
    "mlnet-gpu": "ML.NET GPU CUDA error",
    "onnxruntime-csharp": "onnxruntime c# CUDA provider",
    # JavaScript
    "tfjs-node-gpu": "tfjs-node-gpu libcudart",
    "onnxruntime-node": "onnxruntime-node cuda error",
    # R
    "torch-r": "torch for R cuda error",
    "tensorflow-r": "R tensorflow GPU libcudnn",
    # MATLAB
    "matlab-gpuarray": "matlab gpuArray CUDA driver",
    "matlab-oom": "MATLAB GPU out of memory",
    # Go
    "gorgonia": "gorgonia cuda error",
    "go-llama": "go-llama.cpp cuda error",
    "go-onnxruntime": "onnxruntime_go cuda",
    # Second round, same form, written down after the first round gave 29 reports and 6 negatives (the rule asks for
    # at least 8 negatives) and before any of these was searched:
    "r2-jcuda-link": "JCuda UnsatisfiedLinkError",
    "r2-djl-oom": "DJL CUDA out of memory",
    "r2-candle-nvcc": "candle cuda build failed nvcc",
    "r2-torchsharp-oom": "TorchSharp out of memory",
    "r2-tfjs-node-gpu-oom": "tfjs-node-gpu out of memory",
    "r2-llamasharp": "LLamaSharp CUDA error",
    "r2-cudajl-launch": "CUDA.jl kernel launch error",
    "r2-opencv-dnn": "OpenCV dnn CUDA backend error",
}

RULE = Rule(folder="heldout-2026-11-28c", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=8)

if __name__ == "__main__":
    main(RULE)
