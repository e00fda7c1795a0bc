#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28y/ (a batch of issue 37's library of real reports, a training
folder): FRAMEWORKS OTHER THAN PYTORCH. Written down before any search was run, so it can be rerun and checked.

Why: the library was grown mostly from PyTorch's wording; PaddlePaddle, MindSpore, MXNet, Chainer / CuPy, CNTK, Caffe,
TensorFlow / Keras, JAX / Flax, DGL, RAPIDS, Numba, TensorRT, OneFlow, Jittor, MegEngine, DJL and TorchSharp say the
same GPU-stack failures in their own words (Paddle's "ExternalError: CUDA error(...)", MXNet's "cudaMalloc retry
failed", XLA's "ptxas", Numba's "CUDA_ERROR_*", a Java or .NET binding's missing native library), and many of their
failures are not the GPU stack at all (an API misuse, a framework's own bug).

Rule:

  * the frameworks: PaddlePaddle (paddle, PaddleOCR, PaddleDetection), MindSpore, MXNet / GluonCV, Chainer, CNTK,
    Caffe / Caffe2, TensorFlow 2.x and Keras 3, JAX / Flax, DGL, RAPIDS cuDF / cuML, Numba CUDA, TensorRT (Python),
    OneFlow, Jittor, MegEngine, DJL (Java), TorchSharp / ML.NET; one to four queries each, "<framework> <failure
    word>", failure words from "CUDA error", "cudnn", "out of memory", "no kernel image", "driver version",
    "libcudart", "GPU not found", "ptxas"; 30 queries in QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures; a text that states a family's failure is that family even on a machine
    without an NVIDIA GPU), a NEGATIVE (`expect` empty) when it was not the GPU stack (the framework's own bug, an API
    misuse, a Python package, a user setting); the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batches
    train-2026-11-28w, -28x and -28z (collected at the same time) and every thread of the held-out set
    heldout-2026-11-28g (collected at the same time, it has priority; only its `source` fields are read);
  * the excerpt is kept as the search returned it (whole lines around the error, never paraphrased) in
    `collected.jsonl` with the fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q,
    rank, corpus, paste, text, basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 17 gave files, 13 answered
only pull requests, feature requests, screenshots, threads without a resolution, repositories of the sixth held-out set
(keras-team/keras, rstudio/keras3, dmlc/dgl, openforcefield/openff-nagl, MIRALab-USTC/GCN4KGC) or threads other folders
cite. 9 resolved answers were skipped as cited by another folder (TencentARC/GFPGAN#274, tensorflow/tensorflow#38090,
patrickbryant1/AFProfile#8, numba/numba#6909, ContinuumIO/numbapro-examples#10, numba/numba#10249,
traveller59/torch2trt#1, torch/distro#3, HPCLab-933/Vina-CUDA#3). The batch holds 32 reports and 9 negatives, within
the aim. No thread is shared with the sibling batches train-2026-11-28w (read at c8bb83e, 50 threads), -28x (32e34b3,
41) and -28z (d232443, 22) nor with the held-out set heldout-2026-11-28g (its `source` fields only, read at 2d02405, 25
threads): none dropped.

Usage:
  collect_library_2026_11_28y.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28y.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28y"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (framework the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "paddle-cuda-error": ("PaddlePaddle", "paddlepaddle CUDA error"),
    "paddle-cudnn": ("PaddlePaddle", "paddle cudnn error"),
    "paddleocr-gpu-oom": ("PaddlePaddle", "PaddleOCR GPU out of memory"),
    "paddledetection-cuda-error": ("PaddlePaddle", "PaddleDetection CUDA error"),
    "mindspore-cuda-error": ("MindSpore", "MindSpore GPU CUDA error"),
    "mindspore-libcudnn": ("MindSpore", "mindspore libcudnn"),
    "mxnet-cuda-error": ("MXNet / GluonCV", "mxnet CUDA error"),
    "mxnet-libcudart": ("MXNet / GluonCV", "mxnet libcudart.so"),
    "gluoncv-oom": ("MXNet / GluonCV", "gluoncv out of memory"),
    "chainer-cuda-error": ("Chainer", "chainer cupy CUDA error"),
    "cntk-gpu": ("CNTK", "CNTK GPU error"),
    "caffe-cudnn": ("Caffe / Caffe2", "caffe cudnn error"),
    "caffe2-cuda-error": ("Caffe / Caffe2", "caffe2 CUDA error"),
    "tf-gpu-not-found": ("TensorFlow / Keras", "tensorflow 2 GPU not found"),
    "tf-libcudnn": ("TensorFlow / Keras", "tensorflow libcudnn"),
    "tf-xla-ptxas": ("TensorFlow / Keras", "tensorflow XLA ptxas"),
    "keras3-cuda-error": ("TensorFlow / Keras", "keras 3 GPU CUDA error"),
    "jaxlib-cuda-error": ("JAX / Flax", "jaxlib cuda error"),
    "jax-xla-oom": ("JAX / Flax", "jax XLA out of memory"),
    "flax-cudnn": ("JAX / Flax", "flax cudnn"),
    "dgl-cuda-error": ("DGL", "dgl CUDA error"),
    "cudf-cuda-error": ("RAPIDS cuDF / cuML", "cudf CUDA error"),
    "cuml-driver": ("RAPIDS cuDF / cuML", "cuml driver version"),
    "numba-cuda-driver": ("Numba CUDA", "numba cuda driver error"),
    "tensorrt-python-cuda-error": ("TensorRT (Python)", "tensorrt python CUDA error"),
    "oneflow-cuda-error": ("OneFlow", "oneflow CUDA error"),
    "jittor-cuda-error": ("Jittor", "jittor CUDA error"),
    "megengine-cuda-error": ("MegEngine", "megengine CUDA error"),
    "djl-cuda-error": ("DJL (Java)", "djl GPU CUDA error"),
    "torchsharp-cuda": ("TorchSharp / ML.NET", "TorchSharp CUDA error"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the framework the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
