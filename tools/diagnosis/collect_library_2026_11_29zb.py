#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-29zb/ (a batch of issue 37's library of real reports, a training
folder): OPENCV'S CUDA MODULES, DEEPSTREAM AND DARKNET. Written down before any search was run, so it can be rerun and
checked.

Why: computer-vision stacks reach the GPU outside the deep-learning frameworks: OpenCV built with CUDA (cv2.cuda, the
DNN module's CUDA backend, opencv-contrib), NVIDIA DeepStream (deepstream-app, nvinfer / gst-nvinfer, nvv4l2decoder on
TensorRT), AlexeyAB's darknet / YOLOv4 (GPU=1 CUDNN=1) and jetson-utils / jetson-inference load the CUDA runtime,
cuDNN and TensorRT themselves and say the GPU stack's failures in their own words ("CUDA backend for the DNN module is
not available", "(-217:Gpu API call)", "no CUDA-capable device is detected", "invalid device function",
CUDNN_STATUS_BAD_PARAM, "cannot open shared object file libnvinfer", "failed to create engine"); many of their failures
are not the GPU stack at all (a wrong model or config file, a GStreamer element or caps negotiation, a camera or codec
input).

Rule:

  * the stacks: OpenCV with CUDA (cv2.cuda, DNN_BACKEND_CUDA / DNN_TARGET_CUDA, opencv-contrib, CUDA_ARCH_BIN when
    building), NVIDIA DeepStream (deepstream-app, nvinfer, gst-nvinfer, nvv4l2decoder), darknet / YOLOv4 (AlexeyAB),
    jetson-utils / jetson-inference; "<stack> <failure word>", failure words from "CUDA backend for DNN module not
    available", (-217:Gpu API call), no CUDA-capable device is detected, invalid device function,
    CUDNN_STATUS_BAD_PARAM, out of memory, cannot open shared object libnvinfer, failed to create engine,
    cudaErrorNoKernelImageForDevice, error while loading shared libraries libcudart; 30 queries in QUERIES below,
    corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (a wrong model
    or config file, a GStreamer element or caps negotiation, a camera or codec input, the project's own bug, a missing
    Python package) or no family of the knowledge base; the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the earlier sibling batch
    train-2026-11-29za (branch lib29za) and of the held-out set heldout-2026-11-29h (branch heldout29h, collected at
    the same time; the held-out set has priority; only their `source` fields are read);
  * the excerpt is kept as the search returned it (never cleaned or paraphrased) in `collected.jsonl` with the fields
    of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text, basis);
    `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 21 gave files, 9 gave none
(OpenCV's no-CUDA-device, getCudaEnabledDeviceCount and no-kernel-image ones, DeepStream's libnvinfer, gst-nvinfer and
nvv4l2decoder ones, darknet's no-CUDA-device one, jetson-inference's engine and out-of-memory ones: their answers were
open threads without a resolution, logs or screenshots without a cause, pull requests, or threads other folders cite).
Whether a thread says what it was was read from the excerpt the search returned. 19 resolved answers were skipped as
cited by another folder (ai-aimbot/AIMr#19 and #8, opencv/opencv#21742, Qengineering/Install-OpenCV-Jetson-Nano#23,
bytedeco/javacv#1691, jaredraycoleman/lane_detection#1, endernewton/tf-faster-rcnn#38, nitishsrivastava/deepnet#28,
MasterBin-IIAU/CSA#5, mp3guy/ICPCUDA#17, twhui/LiteFlowNet3#6, ingowald/cudaKDTree#18, Phyronnaz/HashDAG#2,
iSEE-Laboratory/LLMDet#32, BVLC/caffe#4225, NVIDIA/TensorRT#948, opendatacam/opendatacam#214, thtrieu/darkflow#966,
marcoslucianops/DeepStream-Yolo#367); none was in a repository of the sixth held-out set. The batch holds 44 reports and
13 negatives (within the aim of 30-50 and at least 8). Sibling check before the batch commit (their `source` fields
only): the held-out set heldout-2026-11-29h (branch heldout29h, 46 threads) shares no thread with this batch, and the
earlier sibling batch train-2026-11-29za (branch lib29za) had no collected.jsonl yet: none dropped. Checked again before
the final commit (their `source` fields only): no thread is shared with train-2026-11-29za (branch lib29za, 37 threads)
or with heldout-2026-11-29h (branch heldout29h, 46 threads): none dropped.

Usage:
  collect_library_2026_11_29zb.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_29zb.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-29zb"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (stack the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "opencv-dnn-cuda-backend-not-available": ("OpenCV with CUDA",
                                              "opencv dnn CUDA backend for DNN module not available DNN_BACKEND_CUDA"),
    "opencv-dnn-target-cuda-fallback": ("OpenCV with CUDA", "cv2.dnn DNN_TARGET_CUDA setPreferableTarget error cuda"),
    "opencv-gpu-api-call-217": ("OpenCV with CUDA", "opencv (-217:Gpu API call) cuda error"),
    "opencv-no-cuda-device": ("OpenCV with CUDA", "cv2.cuda no CUDA-capable device is detected"),
    "opencv-invalid-device-function": ("OpenCV with CUDA", "opencv cuda invalid device function CUDA_ARCH_BIN"),
    "opencv-cudnn-bad-param": ("OpenCV with CUDA", "opencv dnn cuda CUDNN_STATUS_BAD_PARAM"),
    "opencv-cuda-out-of-memory": ("OpenCV with CUDA", "opencv cuda out of memory (-217:Gpu API call)"),
    "opencv-cuda-getcudaenableddevicecount": ("OpenCV with CUDA", "cv2.cuda.getCudaEnabledDeviceCount returns 0"),
    "opencv-contrib-cuda-build": ("OpenCV with CUDA", "opencv-contrib build with CUDA nvcc fatal unsupported gpu architecture"),
    "opencv-cuda-no-kernel-image": ("OpenCV with CUDA", "opencv cuda cudaErrorNoKernelImageForDevice no kernel image"),
    "opencv-libcudart-not-found": ("OpenCV with CUDA",
                                   "import cv2 error while loading shared libraries libcudart.so cannot open"),
    "opencv-cudnn-dll": ("OpenCV with CUDA", "opencv cuda DLL load failed cudnn64 import cv2"),
    "deepstream-app-nvinfer-engine": ("NVIDIA DeepStream", "deepstream-app nvinfer failed to create engine"),
    "deepstream-libnvinfer-not-found": ("NVIDIA DeepStream", "deepstream cannot open shared object file libnvinfer.so"),
    "deepstream-gst-nvinfer-error": ("NVIDIA DeepStream", "gst-nvinfer error failed to build cuda engine deepstream"),
    "deepstream-nvv4l2decoder": ("NVIDIA DeepStream", "nvv4l2decoder error deepstream pipeline failed"),
    "deepstream-cuda-error": ("NVIDIA DeepStream", "deepstream cuda error no CUDA-capable device is detected"),
    "deepstream-out-of-memory": ("NVIDIA DeepStream", "deepstream nvinfer out of memory cudaErrorMemoryAllocation"),
    "deepstream-python-bindings": ("NVIDIA DeepStream", "deepstream python pyds error nvinfer"),
    "darknet-cuda-error": ("darknet / YOLOv4", "darknet CUDA Error: no CUDA-capable device is detected"),
    "darknet-out-of-memory": ("darknet / YOLOv4", "darknet CUDA Error: out of memory yolov4 training"),
    "darknet-invalid-device-function": ("darknet / YOLOv4", "darknet CUDA Error invalid device function ARCH"),
    "darknet-cudnn-bad-param": ("darknet / YOLOv4", "darknet cuDNN Error CUDNN_STATUS_BAD_PARAM"),
    "darknet-libcudart": ("darknet / YOLOv4", "darknet error while loading shared libraries libcudart.so"),
    "darknet-gpu1-cudnn1-build": ("darknet / YOLOv4", "darknet Makefile GPU=1 CUDNN=1 make error nvcc"),
    "darknet-yolov4-cuda-status": ("darknet / YOLOv4", "yolov4 darknet CUDA status Error file cuda.c"),
    "jetson-inference-engine": ("jetson-utils / jetson-inference", "jetson-inference failed to create TensorRT engine"),
    "jetson-utils-cuda-error": ("jetson-utils / jetson-inference", "jetson-utils cuda error cudaErrorNoKernelImageForDevice"),
    "jetson-inference-libnvinfer": ("jetson-utils / jetson-inference",
                                    "jetson-inference cannot open shared object file libnvinfer"),
    "jetson-inference-out-of-memory": ("jetson-utils / jetson-inference", "jetson-inference cudaMalloc out of memory"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the stack the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
