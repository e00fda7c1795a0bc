#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29n/ (the thirty-sixth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded, issue-template-prefixed and
artifact-worded queries; none of them worded its queries by THE API CALL IN THE USER'S CODE THAT FAILED):

  * every query names the call in the user's code that failed (a Python, C++ or C API, never a shell command: the
    command-worded set took nvidia-smi, nvcc, docker run and the like) plus one failure word, never an exact error
    string: "model.cuda() error", "cudaMalloc fails", "nvmlInit failed", "jax.devices only cpu". The API's library is
    the query id's prefix and the group in heldout-query-groups.tsv: torch (torch-), tensorflow (tf-), jax (jax-),
    cupy (cupy-), the CUDA runtime API (runtime-), the CUDA driver API (driver-api-), cuBLAS (cublas-), cuDNN (cudnn-),
    NVML (nvml-), ONNX Runtime (ort-), Hugging Face (hf-), Numba (numba-), OpenCV (opencv-), distributed training
    (dist-). Written before the first search (a second round in the same form, if any, is marked r2- and written down
    and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution; a thread the sibling set heldout-2026-11-29m (collected at the same time, with
    priority) collected;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29n.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29n.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> the API call in the user's code that failed plus one failure word, written before the first search. The group
# is the id's prefix, the API's library (heldout-query-groups.tsv): torch-, tf-, jax-, cupy-, runtime-, driver-api-,
# cublas-, cudnn-, nvml-, ort-, hf-, numba-, opencv-, dist-.
QUERIES = {
    # torch
    "torch-model-cuda": "model.cuda() error",
    "torch-to-device": ".to(device) cuda error",
    "torch-set-device": "torch.cuda.set_device error",
    "torch-is-available-false": "torch.cuda.is_available() returns False",
    "torch-device-count-zero": "torch.cuda.device_count() returns 0",
    "torch-empty-cache": "torch.cuda.empty_cache() not freeing",
    "torch-compile-fails": "torch.compile fails gpu",
    "torch-backward-cuda": "loss.backward() cuda error",
    "torch-synchronize": "torch.cuda.synchronize() error",
    "torch-get-device-capability": "torch.cuda.get_device_capability error",
    # tensorflow
    "tf-list-physical-devices": "tf.config.list_physical_devices GPU empty",
    "tf-set-memory-growth": "tf.config.experimental.set_memory_growth error",
    "tf-is-gpu-available": "tf.test.is_gpu_available False",
    "tf-model-fit-gpu": "model.fit gpu error",
    "tf-session-gpu": "tf.Session gpu fails",
    # jax
    "jax-devices-cpu": "jax.devices only cpu",
    "jax-jit-gpu": "jax.jit gpu error",
    "jax-device-put": "jax.device_put gpu fails",
    # cupy
    "cupy-asarray": "cupy.asarray error",
    "cupy-cuda-device": "cupy.cuda.Device error",
    "cupy-rawkernel": "cupy.RawKernel compile fails",
    # CUDA runtime API
    "runtime-cudamalloc": "cudaMalloc fails",
    "runtime-cudasetdevice": "cudaSetDevice error",
    "runtime-cudamemcpy": "cudaMemcpy error",
    "runtime-cudagetdevicecount": "cudaGetDeviceCount fails",
    "runtime-cudadevicesynchronize": "cudaDeviceSynchronize error",
    "runtime-cudamallochost": "cudaMallocHost fails",
    # CUDA driver API
    "driver-api-cuinit": "cuInit failed",
    "driver-api-cuctxcreate": "cuCtxCreate error",
    "driver-api-cumoduleload": "cuModuleLoad fails",
    # cuBLAS
    "cublas-create": "cublasCreate fails",
    "cublas-gemm": "cublasSgemm error",
    "cublas-matmul-half": "torch.matmul cublas error",
    # cuDNN
    "cudnn-create": "cudnnCreate fails",
    "cudnn-conv2d": "nn.Conv2d forward cudnn error",
    "cudnn-benchmark": "torch.backends.cudnn.benchmark error",
    # NVML
    "nvml-init": "nvmlInit failed",
    "nvml-pynvml-handle": "pynvml nvmlDeviceGetHandleByIndex error",
    "nvml-gputil": "GPUtil.getGPUs error",
    # ONNX Runtime
    "ort-inferencesession-providers": "InferenceSession providers CUDAExecutionProvider fails",
    "ort-get-available-providers": "ort.get_available_providers no cuda",
    "ort-tensorrt-provider": "InferenceSession TensorrtExecutionProvider error",
    # Hugging Face
    "hf-from-pretrained-device-map": "from_pretrained device_map error",
    "hf-pipeline-device": "pipeline(device=0) cuda error",
    "hf-generate-cuda": "model.generate cuda error",
    "hf-load-in-8bit": "from_pretrained load_in_8bit fails",
    # Numba
    "numba-cuda-jit": "numba.cuda.jit error",
    "numba-cuda-to-device": "numba cuda.to_device fails",
    "numba-cuda-detect": "numba.cuda.detect no gpu",
    # OpenCV
    "opencv-cuda-getcudaenableddevicecount": "cv2.cuda.getCudaEnabledDeviceCount returns 0",
    "opencv-dnn-setpreferablebackend": "cv2.dnn setPreferableBackend DNN_BACKEND_CUDA error",
    "opencv-cuda-gpumat": "cv2.cuda_GpuMat upload error",
    # distributed training
    "dist-init-process-group": "init_process_group nccl error",
    "dist-dataparallel": "nn.DataParallel error",
    "dist-distributeddataparallel": "DistributedDataParallel cuda error",
    "dist-all-reduce": "dist.all_reduce hangs",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29n", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
