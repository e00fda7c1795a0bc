#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29v/ (the forty-fourth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded, issue-template-prefixed,
artifact-worded, phase-of-run-worded, API-call-worded, system-component-worded, layer-pair-worded, numeric-format-worded,
resource-worded, parallelism-worded, frequency-worded and two-word queries; none of them worded its queries by THE
KIND OF DATA the user works on):

  * every query names the kind of data the user works on (images, video, audio / speech, text / tokens, point clouds /
    3D meshes, molecules / proteins, graphs, time series, tabular data, medical scans, satellite imagery, genomes /
    sequencing reads, physics fields) plus the GPU and one failure word, never an exact error string and never a model
    or project name: "video processing gpu crash", "audio transcription cuda error", "point cloud cuda error",
    "protein structure gpu out of memory". The modality is the query id's prefix and the group in
    heldout-query-groups.tsv: image, video, audio, text, 3d, molecule, graph, series, tabular, medical, geo, genome,
    physics. Written before the first search (a second round in the same form, if any, is marked r2- and written down
    and committed before any of it is searched);
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order (the per-query
    cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution; a thread the sibling sets heldout-2026-11-29t and -29u (collected at the same
    time, with priority) collected;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29v.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29v.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> the kind of data plus the GPU and one failure word, written before the first search. The group is the id's
# prefix, the data's modality (heldout-query-groups.tsv): image, video, audio, text, 3d, molecule, graph, series,
# tabular, medical, geo, genome, physics. Aim: 15 failures at least.
QUERIES = {
    # image
    "image-training-gpu-oom": "image classification training gpu out of memory",
    "image-augmentation-cuda-error": "image augmentation cuda error",
    "image-generation-gpu-crash": "image generation gpu crash",
    "image-decoding-gpu-fails": "jpeg image decoding gpu fails",
    # video
    "video-processing-gpu-crash": "video processing gpu crash",
    "video-decoding-cuda-error": "video decoding cuda error",
    "video-frames-gpu-oom": "video frames gpu out of memory",
    "video-encoding-gpu-fails": "video encoding gpu fails",
    # audio
    "audio-transcription-cuda-error": "audio transcription cuda error",
    "audio-speech-recognition-gpu-fails": "speech recognition gpu fails",
    "audio-tts-gpu-crash": "text to speech synthesis gpu crash",
    "audio-spectrogram-cuda-error": "audio spectrogram cuda error",
    # text
    "text-classification-cuda-error": "text classification cuda error",
    "text-tokens-gpu-oom": "long text tokens gpu out of memory",
    "text-generation-gpu-crash": "text generation gpu crash",
    "text-translation-gpu-fails": "machine translation gpu fails",
    # 3d
    "3d-point-cloud-cuda-error": "point cloud segmentation cuda error",
    "3d-mesh-rendering-gpu-fails": "3d mesh rendering gpu fails",
    "3d-voxel-gpu-oom": "voxel 3d reconstruction gpu out of memory",
    "3d-lidar-cuda-crash": "lidar point cloud gpu crash",
    # molecule
    "molecule-protein-structure-gpu-oom": "protein structure gpu out of memory",
    "molecule-dynamics-cuda-error": "molecular dynamics simulation cuda error",
    "molecule-docking-gpu-fails": "molecular docking gpu fails",
    "molecule-chemistry-gpu-crash": "chemistry molecules gpu crash",
    # graph
    "graph-neural-network-cuda-error": "graph neural network cuda error",
    "graph-large-graph-gpu-oom": "large graph gpu out of memory",
    "graph-node-embedding-gpu-fails": "graph node embedding gpu fails",
    "graph-sampling-cuda-crash": "graph neighbor sampling cuda crash",
    # series
    "series-forecasting-cuda-error": "time series forecasting cuda error",
    "series-lstm-sequence-gpu-fails": "time series lstm gpu fails",
    "series-sensor-data-gpu-oom": "sensor time series data gpu out of memory",
    "series-anomaly-detection-gpu-crash": "time series anomaly detection gpu crash",
    # tabular
    "tabular-gradient-boosting-gpu-error": "tabular data gradient boosting gpu error",
    "tabular-dataframe-gpu-oom": "tabular dataframe gpu out of memory",
    "tabular-csv-cuda-fails": "csv tabular data cuda fails",
    "tabular-random-forest-gpu-crash": "tabular random forest gpu crash",
    # medical
    "medical-image-segmentation-gpu-fails": "medical image segmentation gpu fails",
    "medical-ct-scan-cuda-error": "ct scan volume cuda error",
    "medical-mri-gpu-oom": "mri images gpu out of memory",
    "medical-pathology-slides-gpu-crash": "whole slide pathology images gpu crash",
    # geo
    "geo-satellite-imagery-cuda-error": "satellite imagery cuda error",
    "geo-remote-sensing-gpu-oom": "remote sensing images gpu out of memory",
    "geo-aerial-images-gpu-fails": "aerial images gpu fails",
    "geo-raster-tiles-gpu-crash": "geospatial raster gpu crash",
    # genome
    "genome-sequencing-reads-gpu-fails": "sequencing reads gpu fails",
    "genome-dna-sequence-cuda-error": "dna sequence cuda error",
    "genome-basecalling-gpu-crash": "nanopore basecalling gpu crash",
    "genome-alignment-gpu-oom": "genome alignment gpu out of memory",
    # physics
    "physics-fluid-simulation-cuda-error": "fluid simulation cuda error",
    "physics-pde-field-gpu-fails": "pde solver field gpu fails",
    "physics-particle-simulation-gpu-crash": "particle physics simulation gpu crash",
    "physics-lattice-gpu-oom": "lattice field simulation gpu out of memory",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29v", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
