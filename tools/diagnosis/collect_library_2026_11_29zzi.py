#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-29zzi/ (a batch of issue 37's library of real reports, a training
folder): CHINESE-LANGUAGE PAGES ON THE LOADING AND INSTALL SIDE. Written down before any search was run, so it can be
rerun and checked.

Why: a large share of the users who paste a CUDA stack's failure write in Chinese, on CSDN, cnblogs, zhihu, juejin,
jianshu, segmentfault, oschina and forum boards: a blog post "I hit X, this fixed it" with the error kept in English
inside Chinese prose. The library's one earlier pages batch (train-2026-11-28e) held 13 Chinese pages over every family;
this batch takes the side where the stack fails to load or to install: a CUDA / cuDNN library not found,
torch.cuda.is_available() False and "Torch not compiled with CUDA enabled", toolkit / driver version mismatches, "no
kernel image", "NVIDIA-SMI has failed", "Driver/library version mismatch", no GPU in Docker or WSL. Many such posts are
not the GPU stack at all (a CPU-only wheel the user meant, a pip mirror, a Python version, an AMD card, a missing
package), and those are the negatives.

Rule:

  * the failures: the loading and install side listed above; one to three queries each, worded in Chinese as such a
    post's title would be, the error words kept in English where users keep them ("<thing> <failure word>"); 30
    queries in QUERIES below, corpus `pages` (stored public web pages) only;
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when the page is a report of a person's OWN
    machine (a blog post "I hit X, this fixed it", a forum or Q&A question with an answer, a first-person note) whose
    excerpt pastes the error text (an error line, an error quoted in a sentence, or a title that is the error) AND the
    page says what it was (the poster's own fix, an accepted or top answer); it is labelled by that resolution with ids
    of knowledge-base.json (several where the page shows several failures), a NEGATIVE (`expect` empty) when it was
    not the GPU stack (a CPU-only build the user chose, a pip or conda mirror, a Python or package version, another
    vendor's GPU, the user's own code) or no family of the knowledge base; the policy of train-2026-11-28/ holds (a
    text that states a family's failure is that family, also on a machine without an NVIDIA GPU). The resolution is in
    `basis`; `page_kind` says how the page is written (blog, q&a, forum), as train-2026-11-28e/ does;
  * skipped: a generic explainer or catalog page ("what is error X, five ways to fix it" about no one's own machine, an
    error-catalog site, an SEO listicle: the library holds reports, and the lead dropped such pages from
    train-2026-11-28e), a mirror or copy of a page already taken (the same post on another host), spam, pages of
    github.com; a page that any other folder cites (the common check on `# source:` lines and `collected.jsonl`
    sources, and PAGE_KEY of train-2026-11-28e, which makes two addresses of one Q&A question one page); a page already
    taken; every repository of the sixth held-out set (the common check); a result whose excerpt pastes no error or
    states no resolution; before the batch commit and again before the final commit, every page of the held-out sets
    heldout-2026-11-29t, -29u and -29v (branches heldout29t, heldout29u, heldout29v, collected at the same time; they
    have priority; only their `source` fields are read);
  * stack = the software that printed the error; source = the page's address; year = the year of the post (`unknown`
    where the page gives none); platform = the environment the post states (`unknown` where none); paste form read from
    the text as train-2026-11-27c/ does;
  * the excerpt is kept as the search returned it (never cleaned or paraphrased) in `collected.jsonl` with the fields
    of train-2026-11-28e/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, page_kind, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 6 gave files, 24 gave none.
The corpus answered these Chinese queries mostly with generated explainer articles on content-farm hosts (mynw.cn,
yongjin360.com, nshx.cn, mzph.cn, wkbse.com, vs9.top and the like) that paste the error about no one's machine, skipped
by the rule, and with vendor docs, download pages and spam. Kept as reports: blog.gitcode.com write-ups retelling one
user's case (environment, pasted error, the fix that worked), a hosting company's first-person post about its own
servers, a content-farm article stating its own team's case. Skipped: likecs.com's and whosebug.com's copies of Stack
Overflow questions (no answer in the excerpt; the second is cited by another folder), wanpihou.xyz's NVML case (cited by
train-2026-11-28e). The batch holds 7 reports and 0 negatives: SHORT OF AIM on both (30-50 and 8 aimed at); the rule was
not widened. Sibling check at the batch commit: the held-out sets heldout-2026-11-29t, -29u and -29v (branches
heldout29t, heldout29u, heldout29v) had no collected.jsonl yet (their `source` fields only): none dropped.
Checked again before the final commit (their `source` fields only, by PAGE_KEY, at heldout29t 25f39e92,
heldout29u 948e696b, heldout29v d0b37aff): no page is shared with heldout-2026-11-29t (26 sources), -29u (16) or -29v
(46): none dropped.

Usage:
  collect_library_2026_11_29zzi.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_29zzi.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_common import Rule, batch_aim, main, page_problems

FOLDER = "train-2026-11-29zzi"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (the failure the query is for, query text); every query goes to corpus `pages`.
QUERIES = {
    "is-available-false": ("torch.cuda.is_available() False", "torch.cuda.is_available() 返回 False 解决"),
    "is-available-false-installed": ("torch.cuda.is_available() False",
                                     "安装了CUDA但是 torch.cuda.is_available() 为 False"),
    "not-compiled": ("Torch not compiled with CUDA", "AssertionError: Torch not compiled with CUDA enabled 报错解决"),
    "not-compiled-conda": ("Torch not compiled with CUDA", "conda 安装 pytorch 后 Torch not compiled with CUDA enabled"),
    "libcudnn-not-found": ("cuDNN library not found", "libcudnn.so.8 找不到 报错"),
    "cudnn-dll-not-found": ("cuDNN library not found", "Could not load library cudnn_ops_infer64_8.dll 报错 解决"),
    "libcudart-not-found": ("CUDA library not found",
                            "ImportError: libcudart.so.11.0: cannot open shared object file 解决"),
    "cudart-dll-tf": ("CUDA library not found", "tensorflow Could not load dynamic library 'cudart64_110.dll' 解决"),
    "libcublas-not-found": ("CUDA library not found", "libcublas.so.11 not found 报错 解决方法"),
    "paddle-cudnn": ("CUDA library not found", "paddle Cannot load cudnn shared library 报错"),
    "onnxruntime-gpu-lib": ("CUDA library not found", "onnxruntime-gpu 报错 libcublasLt.so.11 找不到 CUDAExecutionProvider"),
    "smi-failed": ("NVIDIA-SMI has failed", "NVIDIA-SMI has failed 解决办法"),
    "smi-failed-reboot": ("NVIDIA-SMI has failed", "ubuntu 重启后 nvidia-smi 报错 couldn't communicate with the NVIDIA driver"),
    "nvml-mismatch": ("Driver/library version mismatch", "Failed to initialize NVML: Driver/library version mismatch 解决"),
    "nvml-mismatch-update": ("Driver/library version mismatch", "nvidia-smi 版本不匹配 自动更新 驱动 报错"),
    "no-kernel-image": ("no kernel image", "CUDA error: no kernel image is available for execution on the device 解决"),
    "sm-not-compatible": ("no kernel image", "RTX 3090 sm_86 is not compatible with the current PyTorch installation 报错"),
    "driver-too-old": ("driver / toolkit version mismatch",
                       "The NVIDIA driver on your system is too old 报错 解决"),
    "driver-insufficient": ("driver / toolkit version mismatch",
                            "CUDA driver version is insufficient for CUDA runtime version 解决"),
    "nvcc-version-mismatch": ("driver / toolkit version mismatch", "nvcc -V 和 nvidia-smi CUDA 版本不一致 报错"),
    "extension-cuda-mismatch": ("driver / toolkit version mismatch",
                                "The detected CUDA version mismatches the version that was used to compile PyTorch 解决"),
    "cudnn-version-mismatch": ("driver / toolkit version mismatch", "Loaded runtime CuDNN library 版本不匹配 报错"),
    "no-driver": ("no driver", "Found no NVIDIA driver on your system 报错解决"),
    "docker-no-gpu": ("no GPU in Docker", "docker 容器 could not select device driver with capabilities: [[gpu]] 解决"),
    "docker-nvidia-smi": ("no GPU in Docker", "docker 容器内 nvidia-smi 找不到 GPU 报错"),
    "wsl-libcuda": ("no GPU in WSL", "WSL2 libcuda.so 找不到 报错 解决"),
    "wsl-cuda-unavailable": ("no GPU in WSL", "WSL2 CUDA 不可用 torch.cuda.is_available False"),
    "tf-no-gpu": ("TensorFlow does not see the GPU", "tensorflow 检测不到 GPU 报错 解决"),
    "cuda-install-failed": ("CUDA install fails", "CUDA 安装失败 报错 解决"),
    "driver-install-failed": ("driver install fails", "ubuntu 安装 NVIDIA 驱动 报错 解决"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("pages",), max_per_query=8, min_negatives=0)

_aim = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the failure the query was for")


def size_problems(fixtures: Path) -> list:
    """The batch's own checks: its pages (page_problems) and its size aim (printed as SHORT OF AIM)."""
    return page_problems(fixtures, FOLDER) + _aim(fixtures)


if __name__ == "__main__":
    main(RULE, size_problems)
