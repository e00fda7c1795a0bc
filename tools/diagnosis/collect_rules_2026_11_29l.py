#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29l/ (the thirty-fourth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded and issue-template-prefixed
queries; none of them worded its queries by THE ARTIFACT BEING LOADED, SAVED, BUILT OR PROCESSED when the GPU failed):

  * every query names the artifact (a checkpoint, a model file format, an inference engine file, a data set or data
    file, a package or image, a media file) plus one failure word, never an exact error string: "loading checkpoint
    cuda error", "tensorrt engine file error", "wheel file cuda version". The artifact kind is the query id's prefix
    and the group in heldout-query-groups.tsv: checkpoint (ckpt-), model-format (format-), engine (engine-), data
    (data-), package (pkg-), media (media-). Written before the first search (a second round in the same form, if
    any, is marked r2- and written down and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29l.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29l.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> the artifact being loaded, saved, built or processed plus one failure word, written before the first search.
# The group is the id's prefix, the artifact's kind (heldout-query-groups.tsv): ckpt- checkpoint, format-
# model-format, engine- engine, data- data, pkg- package, media- media.
QUERIES = {
    # Checkpoint
    "ckpt-loading-checkpoint": "loading checkpoint cuda error",
    "ckpt-torch-load-map-location": "torch.load map_location cuda error",
    "ckpt-pickle-cpu-machine": "pickle cuda tensor cpu machine",
    "ckpt-resume-checkpoint-oom": "resume from checkpoint gpu out of memory",
    "ckpt-save-checkpoint-fails": "saving checkpoint gpu fails",
    "ckpt-pretrained-weights": "pretrained weights cuda error",
    "ckpt-lora-weights": "lora weights cuda",
    "ckpt-state-dict-gpu": "state_dict load gpu error",
    "ckpt-pth-file": ".pth file cuda error",
    # Model format
    "format-safetensors": "load model to gpu fails safetensors",
    "format-onnx-cuda-provider": "onnx model cuda provider fails",
    "format-gguf-offload": "gguf model gpu offload error",
    "format-saved-model-tf": "saved model gpu tensorflow error",
    "format-torchscript": "torchscript model cuda error",
    "format-h5-keras": "keras h5 model gpu error",
    "format-caffemodel": "caffemodel gpu error",
    "format-huggingface-from-pretrained": "from_pretrained device_map cuda error",
    "format-tokenizer": "tokenizer cuda device",
    # Engine
    "engine-tensorrt-file": "tensorrt engine file error",
    "engine-trt-build": "building tensorrt engine fails gpu",
    "engine-plan-file-version": "serialized engine plan different gpu error",
    "engine-triton-model-repo": "triton model repository gpu load failed",
    "engine-openvino-cuda": "compiled model cache cuda error",
    "engine-torch-compile-cache": "torch.compile kernel cache error",
    "engine-cuda-graph": "cuda graph capture model error",
    "engine-ggml-cuda-build": "llama.cpp cuda build error",
    # Data
    "data-dataloader-workers": "dataset dataloader cuda error workers",
    "data-pin-memory": "dataloader pin_memory cuda error",
    "data-images-batch": "image dataset gpu out of memory",
    "data-labels-assert": "dataset labels cuda assert",
    "data-tfrecord": "tfrecord gpu error",
    "data-numpy-array": "numpy array cuda tensor error",
    "data-dataframe-cudf": "cudf dataframe gpu error",
    "data-point-cloud": "point cloud cuda error",
    "data-embeddings": "embedding index faiss gpu error",
    # Package
    "pkg-wheel-cuda": "wheel file cuda version",
    "pkg-docker-image": "docker image cuda libs",
    "pkg-compiled-extension-so": "compiled extension .so cuda",
    "pkg-conda-env": "conda environment cuda package error",
    "pkg-pip-install-torch": "pip installed torch cuda error",
    "pkg-bitsandbytes-lib": "bitsandbytes library cuda error",
    "pkg-cupy-package": "cupy package cuda error",
    "pkg-jaxlib": "jaxlib cuda plugin error",
    "pkg-flash-attn-wheel": "flash-attn wheel cuda",
    # Media
    "media-video-nvdec": "video file nvdec error",
    "media-ffmpeg-nvenc": "ffmpeg nvenc encode video error",
    "media-audio-whisper": "audio file whisper cuda error",
    "media-image-upscale": "image upscale gpu error",
    "media-opencv-cuda": "opencv cuda image error",
    "media-render-blender": "blender render cuda error",
    # Second round, written and committed before any of it was searched, after the first round kept 45 reports (10
    # failures, 35 negatives) once read: short of the 15-failure aim. The same form (the artifact plus one failure
    # word) and the same groups; the group is the part after r2-. Ranks are read in order until the 50-report ceiling.
    "r2-ckpt-large-weights-oom": "loading large model weights gpu out of memory",
    "r2-pkg-prebuilt-wheel-mismatch": "prebuilt wheel cuda version mismatch error",
    "r2-format-onnxruntime-gpu-cudnn": "onnxruntime-gpu model cudnn library error",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29l", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
