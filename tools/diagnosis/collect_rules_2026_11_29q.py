#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29q/ (the thirty-ninth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages, change events, operator-worded, beginner-worded, contrast-worded, issue-template-prefixed,
artifact-worded, phase-of-run-worded, API-call-worded, system-component-worded and layer-pair-worded queries; none of
them worded its queries by THE NUMERIC FORMAT OR PRECISION MODE the GPU was running in):

  * every query names a numeric format or precision mode (fp16 / half precision, bf16 / bfloat16, fp8, int8 / 8-bit,
    int4 / 4-bit quantization, gguf quant types, tf32, fp64 / double precision, mixed precision / amp / autocast) plus
    one failure word, never an exact error string: "bf16 cuda error", "fp16 training crash gpu", "int8 quantization
    cuda fails", "autocast gpu error", "double precision gpu slow". The format is written in the query id's start
    (fp16-, bf16-, int4-...); the group in heldout-query-groups.tsv is the format's KIND: half, bfloat, fp8,
    low-bit-int, tf32, double, mixed-precision. Written before the first search (a second round in the same form, if
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
  collect_rules_2026_11_29q.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29q.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> a numeric format or precision mode plus one failure word, written before the first search. The format is the
# id's start; the group is the format's kind (heldout-query-groups.tsv): half = fp16- / half-, bfloat = bf16- /
# bfloat16-, fp8 = fp8-, low-bit-int = int8- / 8bit- / int4- / 4bit- / gguf-, tf32 = tf32-, double = fp64- / double- /
# float64-, mixed-precision = amp- / autocast- / mixed-. Aim: 15 failures at least.
QUERIES = {
    # half
    "fp16-cuda-error": "fp16 cuda error",
    "fp16-training-crash": "fp16 training crash gpu",
    "fp16-nan-loss": "fp16 nan loss gpu",
    "fp16-inference-fails": "fp16 inference fails gpu",
    "fp16-not-supported": "fp16 not supported gpu",
    "fp16-overflow": "fp16 overflow cuda",
    "half-precision-error": "half precision cuda error",
    "half-precision-wrong-output": "half precision gpu wrong output",
    "fp16-tensorrt-fails": "tensorrt fp16 engine fails",
    "fp16-onnx-gpu": "onnx fp16 gpu error",
    # bfloat
    "bf16-cuda-error": "bf16 cuda error",
    "bf16-not-supported": "bf16 not supported gpu",
    "bf16-training-fails": "bf16 training fails gpu",
    "bfloat16-kernel-error": "bfloat16 cuda kernel error",
    "bf16-older-gpu": "bf16 older gpu error",
    "bfloat16-inference-crash": "bfloat16 inference gpu crash",
    "bf16-flash-attention": "flash attention bf16 error",
    # fp8
    "fp8-cuda-error": "fp8 cuda error",
    "fp8-not-supported": "fp8 not supported gpu",
    "fp8-quantization-fails": "fp8 quantization fails",
    "fp8-inference-error": "fp8 model inference error gpu",
    "fp8-transformer-engine": "transformer engine fp8 error",
    # low-bit-int
    "int8-quantization-cuda": "int8 quantization cuda fails",
    "int8-inference-error": "int8 inference gpu error",
    "int8-tensorrt-calibration": "int8 calibration tensorrt error",
    "8bit-model-loading": "8-bit model loading cuda error",
    "8bit-optimizer": "8-bit optimizer gpu error",
    "int4-quantization-error": "int4 quantization gpu error",
    "4bit-cuda-error": "4-bit quantization cuda error",
    "4bit-qlora-training": "4bit qlora training crash",
    "int4-gptq-kernel": "gptq 4-bit cuda kernel error",
    "gguf-q4-k-cuda": "gguf q4_k cuda error",
    "gguf-quantized-crash": "gguf quantized model gpu crash",
    # tf32
    "tf32-cuda-error": "tf32 cuda error",
    "tf32-results-differ": "tf32 results differ gpu",
    "tf32-matmul-slow": "tf32 matmul gpu slow",
    "tf32-ampere-wrong": "tf32 ampere wrong results",
    # double
    "fp64-cuda-error": "fp64 cuda error",
    "double-precision-slow": "double precision gpu slow",
    "double-precision-not-supported": "double precision not supported gpu",
    "float64-gpu-error": "float64 gpu error",
    "float64-mps-not-supported": "float64 mps not supported",
    "double-precision-crash": "double precision cuda crash",
    # mixed-precision
    "mixed-precision-training-error": "mixed precision training error gpu",
    "amp-nan-loss": "amp nan loss cuda",
    "autocast-gpu-error": "autocast gpu error",
    "autocast-dtype-mismatch": "autocast dtype mismatch cuda",
    "amp-grad-scaler": "amp grad scaler error gpu",
    "mixed-precision-tensorflow": "tensorflow mixed precision gpu error",
    "amp-apex": "apex amp cuda error",
    "mixed-precision-oom": "mixed precision out of memory gpu",
    "mixed-precision-slower": "mixed precision slower gpu",
    # Second round, written and committed before any of it was searched, after the first round kept 48 reports (8
    # failures, 40 negatives) once read: short of the 15-failure aim. The same form (a numeric format plus one failure
    # word) and the same groups; the format is the part after r2-. Ranks are read in order until the 50-report ceiling.
    "r2-fp16-inference-oom": "fp16 inference cuda out of memory",
    "r2-bf16-cublas-error": "bf16 cublas error",
    "r2-int8-cudnn-error": "int8 cudnn error",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29q", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
