#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28zc/ (a batch of issue 37's library of real reports, a training
folder): ROBOTICS AND THE EDGE. Written down before any search was run, so it can be rerun and checked.

Why: robotics and edge stacks (NVIDIA Jetson Nano / Xavier / Orin with JetPack / L4T, ROS / ROS 2 with CUDA, Isaac ROS,
DeepStream, TensorRT on Jetson, jetson-inference, OpenCV built with CUDA, YOLO on Jetson, torch wheels for Jetson,
Triton on Jetson, Holoscan, dusty-nv's containers) run the GPU stack on an integrated GPU with a shared memory pool, an
aarch64 userland and a driver that ships with the board's L4T release; their reports say the GPU stack's failures in
those stacks' words (an "NvRmMemInit failed", a libnvinfer.so.8 that cannot be opened, a torch wheel without kernels for
sm_87, a container without the L4T libraries, a cudaErrorNoDevice in a ROS node), and many of their failures are not the
GPU stack at all.

Rule:

  * the stacks: Jetson (Nano, Xavier, Orin) with JetPack / L4T, ROS / ROS 2 with CUDA, Isaac ROS, DeepStream, TensorRT
    on Jetson, jetson-inference, OpenCV built with CUDA, YOLO on Jetson, torch wheels for Jetson, Triton on Jetson,
    Holoscan, dusty-nv containers; one to four queries each, "<stack> <failure word>", one or two failure words from
    "CUDA error", "no kernel image", "libcudart", "libnvinfer", "out of memory", "driver", "NvRmMemInit",
    "cudaErrorNoDevice"; 30 queries in QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (the tool's
    own bug, a missing Python package, a user setting, a build or model-file problem, a camera or ROS problem); the
    resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batches
    train-2026-11-28za and -zb and of the held-out set heldout-2026-11-28h (collected at the same time; the held-out
    set has priority; only their `source` fields are read);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 18 gave files, 12 gave
none (Jetson Nano's "CUDA error", Isaac ROS's libnvinfer (release pull requests only), DeepStream's docker driver one,
jetson-inference's "out of memory", OpenCV's "cv::cuda" error and its Jetson driver one, YOLO on Jetson's "CUDA error"
and "out of memory", PyTorch on Jetson's is_available, Triton on Jetson's, jetson-containers' libnvinfer and
cudaErrorNoDevice's answered only pull requests, screenshots, open threads without a resolution, pastes without an
error, or threads other folders cite). 9 resolved answers were skipped as cited by another folder
(open-mmlab/mmdeploy#409, ivan-chai/torch-linear-assignment#2, torch/cutorch#318, C0untFloyd/roop-unleashed#465,
uzh-rpg/rpg_open_remode#9, jaredraycoleman/lane_detection#1, ai-aimbot/AIMr#19, endernewton/tf-faster-rcnn#38,
nitishsrivastava/deepnet#28). The batch holds 30 reports and 6 negatives: SHORT OF AIM on negatives (8 aimed at).
No thread is shared with the held-out set heldout-2026-11-28h (42 threads, its `source` fields only, read from
/work/wt-heldout19 at 5dfbe670 with its working copy): none dropped. The sibling batches train-2026-11-28za (worktree
at 5b09cf29, rule only) and -zb (no worktree) had no collected.jsonl when this batch was committed: nothing to compare,
none dropped; the lead checks them again when merging.

Usage:
  collect_library_2026_11_28zc.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28zc.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28zc"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (stack the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "jetson-nano-cuda-error": ("Jetson / JetPack / L4T", "Jetson Nano CUDA error"),
    "jetson-orin-no-kernel": ("Jetson / JetPack / L4T", "Jetson Orin no kernel image is available"),
    "jetson-xavier-oom": ("Jetson / JetPack / L4T", "Jetson Xavier CUDA out of memory"),
    "jetpack-libcudart": ("Jetson / JetPack / L4T", "JetPack libcudart.so not found"),
    "l4t-nvrmmeminit": ("Jetson / JetPack / L4T", "NvRmMemInit failed"),
    "ros2-cuda-error": ("ROS / ROS 2", "ROS 2 node CUDA error"),
    "ros-cuda-driver": ("ROS / ROS 2", "ROS CUDA driver version insufficient"),
    "isaac-ros-cuda-error": ("Isaac ROS", "Isaac ROS CUDA error"),
    "isaac-ros-libnvinfer": ("Isaac ROS", "isaac_ros libnvinfer"),
    "deepstream-cuda-error": ("DeepStream", "DeepStream CUDA error"),
    "deepstream-libnvinfer": ("DeepStream", "deepstream libnvinfer.so cannot open shared object file"),
    "deepstream-driver": ("DeepStream", "DeepStream docker driver"),
    "tensorrt-jetson-cuda-error": ("TensorRT on Jetson", "TensorRT Jetson CUDA error"),
    "tensorrt-jetson-oom": ("TensorRT on Jetson", "TensorRT engine build Jetson out of memory"),
    "tensorrt-jetson-libnvinfer": ("TensorRT on Jetson", "Jetson libnvinfer.so.8 not found"),
    "jetson-inference-cuda-error": ("jetson-inference", "jetson-inference CUDA error"),
    "jetson-inference-oom": ("jetson-inference", "jetson-inference out of memory"),
    "opencv-cuda-error": ("OpenCV with CUDA", "OpenCV CUDA error cv::cuda"),
    "opencv-cuda-no-kernel": ("OpenCV with CUDA", "OpenCV dnn CUDA no kernel image"),
    "opencv-jetson-driver": ("OpenCV with CUDA", "OpenCV Jetson CUDA driver"),
    "yolo-jetson-cuda-error": ("YOLO on Jetson", "YOLO Jetson CUDA error"),
    "yolo-jetson-oom": ("YOLO on Jetson", "YOLOv8 Jetson out of memory"),
    "yolo-jetson-no-kernel": ("YOLO on Jetson", "yolov5 Jetson no kernel image"),
    "torch-jetson-libcudart": ("torch wheels for Jetson", "torch Jetson wheel libcudart"),
    "torch-jetson-cuda-error": ("torch wheels for Jetson", "PyTorch Jetson torch.cuda.is_available False"),
    "triton-jetson-driver": ("Triton on Jetson", "Triton Inference Server Jetson CUDA driver"),
    "holoscan-cuda-error": ("Holoscan", "Holoscan CUDA error"),
    "dusty-nv-container-libnvinfer": ("dusty-nv containers", "jetson-containers libnvinfer"),
    "dusty-nv-container-cuda-error": ("dusty-nv containers", "jetson-containers CUDA error"),
    "jetson-cudaerrornodevice": ("Jetson / JetPack / L4T", "Jetson cudaErrorNoDevice no CUDA-capable device"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the stack the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
