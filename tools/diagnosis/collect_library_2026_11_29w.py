#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-29w/ (a batch of issue 37's library of real reports, a training
folder): OLDER GPU STACKS, 2015-2020. Written down before any search was run, so it can be rerun and checked.

Why: the frameworks and versions of 2015-2020 (Theano with libgpuarray / pygpu, Caffe and Caffe2, CNTK, MXNet's
mxnet-cu9x / cu10x wheels, Chainer with CuPy 4-7, Torch7 with cutorch / cunn, TensorFlow 1.x as tensorflow-gpu built
for CUDA 8, 9 or 10, PyTorch 0.4-1.4, Keras 2 on the TF 1 backend, DyNet) said the GPU stack's failures in their own
older words: "CUDA driver version is insufficient for CUDA runtime version", "ImportError: libcudart.so.9.0: cannot
open shared object file", "THCudaCheck FAIL ... cuda runtime error (2) : out of memory", "cuda runtime error (59) :
device-side assert triggered", "invalid device function", CUDNN_STATUS_INTERNAL_ERROR, "Failed to get convolution
algorithm", "no CUDA-capable device is detected"; many of their failures were not the GPU stack at all (a shape or API
error, the build of a non-CUDA part, a data-loading bug).

Rule:

  * the stacks: Theano, Caffe / Caffe2, CNTK, MXNet, Chainer / CuPy, Torch7, TensorFlow 1.x, PyTorch 0.4-1.4, Keras 2
    (TF 1 backend), DyNet; one to five queries each, "<stack or version> <failure word>", failure words from the
    driver-insufficient message, ImportError / cannot open shared object file of libcudart, libcublas or libcudnn,
    CUDNN_STATUS_*, cudaErrorNoDevice / no CUDA-capable device, THCudaCheck FAIL, cuda runtime error (2) out of
    memory, cuda runtime error (59) device-side assert, invalid device function, Failed to get convolution algorithm;
    30 queries in QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (a shape or
    API error, the build of a non-CUDA part, a data-loading bug, a missing Python package) or no family of the
    knowledge base; the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the held-out set
    heldout-2026-11-29g (branch heldout29g, collected at the same time; it has priority) and of the earlier sibling
    batches train-2026-11-29r and -29v (branches lib29r, lib29v) (only their `source` fields are read);
  * the excerpt is kept as the search returned it (never cleaned or paraphrased) in `collected.jsonl` with the fields
    of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text, basis);
    `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 19 gave files, 11 gave none
(Theano's nvcc one, Caffe2's no-device one, the three MXNet ones, TensorFlow 1.x's libcudart and CUDA_ERROR_NO_DEVICE
ones, the PyTorch 0.4-1.4 out-of-memory, driver and no-device ones, Keras's CUDNN_STATUS_NOT_INITIALIZED one: their
answers were open threads without a resolution, pastes in screenshots, pull requests, resolutions too vague to label
("reinstall", "it works now"), or threads other folders cite). Whether a thread says what it was was read from the
excerpt the search returned. 20 resolved answers were skipped as cited by another folder (MVIG-SJTU/AlphaPose#493,
BVLC/caffe#4225, PaddlePaddle/Paddle#17857, endernewton/tf-faster-rcnn#38,
DetectionTeamUCAS/R2CNN_Faster-RCNN_Tensorflow#28, apache/mxnet#3829, #7608, #3913 and #3486, cupy/cupy#1912,
tensorflow/tensorflow#5343, #4664, #14111 and #8526, jiesutd/NCRFpp#121, pytorch/pytorch#1557, santi-pdp/segan#42,
nagadomi/nunif#702, BobLiu20/YOLOv3_PyTorch#12, open-mmlab/mmskeleton#30) and one as a repository of the sixth held-out
set (invoke-ai/InvokeAI#25). The batch holds 32 reports and 10 negatives (the aim met). Sibling check at the batch
commit (their `source` fields only): the held-out set heldout-2026-11-29g (branch heldout29g) and the sibling batch
train-2026-11-29v (branch lib29v) had no collected.jsonl yet; train-2026-11-29r (branch lib29r, 17 threads) shares no
thread with this batch: none dropped. Checked again before the final commit (their `source` fields only): no thread is
shared with train-2026-11-29r (17 threads) or -29v (30 threads); heldout-2026-11-29g (branch heldout29g) still had no
collected.jsonl: none dropped.

Usage:
  collect_library_2026_11_29w.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_29w.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-29w"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (stack the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "theano-gpuarray-init": ("Theano", "theano libgpuarray pygpu device=cuda ERROR initializing GPU"),
    "theano-cudnn": ("Theano", "theano THEANO_FLAGS device=cuda cuDNN not available error"),
    "theano-nvcc": ("Theano", "theano nvcc compilation failed device=gpu CUDA"),
    "caffe-check-failed": ("Caffe / Caffe2", "caffe Check failed: error == cudaSuccess invalid device function"),
    "caffe-out-of-memory": ("Caffe / Caffe2", "caffe Check failed: error == cudaSuccess out of memory"),
    "caffe-cudnn": ("Caffe / Caffe2", "caffe CUDNN_STATUS_NOT_SUPPORTED cudnn.hpp Check failed"),
    "caffe2-no-gpu": ("Caffe / Caffe2", "caffe2 no CUDA-capable device is detected cudaErrorNoDevice"),
    "cntk-cuda": ("CNTK", "CNTK CUDA failure cudaGetDeviceCount"),
    "mxnet-cu-libcudart": ("MXNet", "mxnet-cu92 OSError libcudart.so.9.2 cannot open shared object file"),
    "mxnet-cuda-error": ("MXNet", "mxnet MXNetError cudaMalloc failed out of memory"),
    "mxnet-driver": ("MXNet", "mxnet-cu101 CUDA driver version is insufficient for CUDA runtime version"),
    "chainer-cupy-import": ("Chainer / CuPy", "chainer cupy CUDA environment is not correctly set up"),
    "chainer-cudnn": ("Chainer / CuPy", "chainer CUDNN_STATUS_INTERNAL_ERROR cupy.cuda.cudnn.CuDNNError"),
    "chainer-oom": ("Chainer / CuPy", "chainer cupy.cuda.memory.OutOfMemoryError out of memory"),
    "torch7-cutorch": ("Torch7", "cutorch THCudaCheck FAIL cuda runtime error lua"),
    "torch7-cunn": ("Torch7", "torch7 cunn require cunn error loading module libTHC.so"),
    "tf1-libcudart": ("TensorFlow 1.x", "tensorflow-gpu ImportError: libcudart.so.9.0: cannot open shared object file"),
    "tf1-libcublas": ("TensorFlow 1.x", "tensorflow 1.14 libcublas.so.10.0: cannot open shared object file"),
    "tf1-conv-algorithm": ("TensorFlow 1.x", "tensorflow 1.x Failed to get convolution algorithm cuDNN failed"),
    "tf1-cudnn-internal": ("TensorFlow 1.x", "tensorflow-gpu CUDNN_STATUS_INTERNAL_ERROR could not create cudnn handle"),
    "tf1-driver": ("TensorFlow 1.x", "tensorflow 1.x CUDA driver version is insufficient for CUDA runtime version"),
    "tf1-no-device": ("TensorFlow 1.x", "tensorflow-gpu failed call to cuInit: CUDA_ERROR_NO_DEVICE"),
    "pytorch-old-oom": ("PyTorch 0.4-1.4", "pytorch 0.4 THCudaCheck FAIL cuda runtime error (2) : out of memory"),
    "pytorch-old-assert": ("PyTorch 0.4-1.4",
                           "THCudaCheck FAIL cuda runtime error (59) : device-side assert triggered pytorch 1.0"),
    "pytorch-old-invalid-function": ("PyTorch 0.4-1.4", "pytorch cuda runtime error (8) : invalid device function"),
    "pytorch-old-driver": ("PyTorch 0.4-1.4",
                           "pytorch 1.2 cuda runtime error (35) : CUDA driver version is insufficient"),
    "pytorch-old-no-device": ("PyTorch 0.4-1.4", "pytorch cuda runtime error (38) : no CUDA-capable device is detected"),
    "keras-tf1-cudnn": ("Keras 2 (TF 1 backend)", "keras tensorflow backend CUDNN_STATUS_NOT_INITIALIZED"),
    "keras-tf1-oom": ("Keras 2 (TF 1 backend)", "keras ResourceExhaustedError OOM when allocating tensor GPU"),
    "dynet-cuda": ("DyNet", "dynet CUDA failure cudaMalloc out of memory dynet-gpu"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the stack the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
