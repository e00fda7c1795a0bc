#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-28/ (the twelfth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks over rare
stacks, web pages by error kind, stack x year over uncited repositories, symptom-worded queries, non-English queries,
scientific-computing stacks, recent threads worded as exception classes and pull requests worded as a fix's title;
every one of them searched by the FAILURE, none by what the user DID to make it go away):

  * every query is worded as THE FIX A USER APPLIED, the way someone who has read a thread's resolution searches for
    it ("fixed by reinstalling nvidia driver", "solved after downgrading cudnn", "works after setting
    CUDA_VISIBLE_DEVICES", "installing nvidia-container-toolkit fixed it", ...): the 36 queries below, written before
    the first search, over the families' usual remedies and a few remedies that lie outside the GPU stack (a
    package's own version, a cache, a config file), since a fix-worded search meets those as well;
  * corpus `issues` of the sessions' `search` tool, ranks 1 to 8 of each answer, in rank order; EVERY result in
    those ranks is taken that keeps the test below (no cap a query below the 8 ranks). Should the whole rule give
    more than 45 reports, the queries are taken in their written order and the set stops before the query whose
    reports would carry it past 45 (that query and every later one dropped whole), so no choice is made by hand;
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or its title names the error)
    AND the thread says what it was (the reporter's "fixed by ...", a maintainer's answer, a linked fix); `basis` in
    collected.jsonl says it. A guess nobody confirmed ("maybe your driver"), a pointer to another thread, or a thread
    closed as stale is not a resolution. Skipped: a thread any other folder cites and a repository of the sixth set
    (collect_rules_common.py checks both), repeats of a thread;
  * labels are written from the resolution before anything is run on the folder: the knowledge base's family ids
    (src/main/resources/dev/gpudoctor/diagnosis/knowledge-base.json) of the cause the fix removed; a NEGATIVE is a
    GPU-adjacent report whose resolution was not the GPU stack, or is a cause no family describes (empty `expect`);
  * the text is the paste as the excerpt returned it, never cleaned; `paste` says its form (full, title-only,
    last-lines, non-english, windows-paths, ansi, rich-box, run-together).

A second round of queries in the same form may be added below, written down (with the reason) before any of it is
searched; the keep test is not changed for it.

Usage:
  collect_rules_2026_11_28.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_28.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text: the fix a user applied, worded as a resolution is searched for; written before the first search.
QUERIES = {
    "reinstall-driver": "fixed by reinstalling nvidia driver",
    "downgrade-cudnn": "solved after downgrading cudnn",
    "set-visible-devices": "works after setting CUDA_VISIBLE_DEVICES",
    "install-container-toolkit": "installing nvidia-container-toolkit fixed it",
    "reboot-after-driver-update": "rebooted after driver update now works",
    "pip-torch-cu118": "pip install torch cu118 fixed",
    "wsl-memory": "increasing wsl memory fixed",
    "alloc-conf": "set PYTORCH_CUDA_ALLOC_CONF solved",
    "secure-boot": "disable secure boot fixed nvidia",
    "reduce-batch-size": "reducing batch size fixed cuda out of memory",
    "docker-gpus-all": "fixed by adding --gpus all to docker run",
    "ld-library-path": "solved by adding cuda lib64 to LD_LIBRARY_PATH",
    "upgrade-driver": "upgrading the nvidia driver fixed it",
    "reinstall-torch-cuda": "reinstalling pytorch with cuda fixed Torch not compiled with CUDA enabled",
    "install-cudnn-8": "installing cudnn 8 fixed it",
    "arch-list": "setting TORCH_CUDA_ARCH_LIST fixed no kernel image",
    "blacklist-nouveau": "blacklisting nouveau fixed it",
    "shm-size": "increasing shm-size fixed bus error dataloader",
    "nccl-p2p-disable": "setting NCCL_P2P_DISABLE=1 fixed",
    "nightly-cu128": "installing pytorch nightly cu128 fixed rtx 50 series",
    "matching-toolkit": "installing matching cuda toolkit version fixed nvcc",
    "modprobe": "sudo modprobe nvidia fixed nvidia-smi",
    "dkms-kernel-update": "reinstalling nvidia-dkms after kernel update fixed",
    "fabric-manager": "installing nvidia-fabricmanager fixed",
    "cuda-bin-path": "adding cuda bin to PATH fixed DLL load failed",
    "onnxruntime-gpu-only": "uninstalling onnxruntime and installing onnxruntime-gpu fixed",
    "xla-mem-fraction": "setting XLA_PYTHON_CLIENT_MEM_FRACTION fixed",
    "jax-cuda-reinstall": "reinstalling jax cuda12 plugin fixed",
    "update-wsl-kernel": "wsl --update fixed gpu",
    "tf-allow-growth": "setting TF_FORCE_GPU_ALLOW_GROWTH true fixed",
    "no-cgroups": "setting no-cgroups false in nvidia-container-runtime config.toml fixed",
    "replace-psu": "replacing the power supply fixed gpu fell off the bus",
    "remove-pip-cublas": "uninstalling nvidia-cublas-cu12 fixed",
    "downgrade-numpy": "downgrading numpy fixed the error cuda",
    "clear-triton-cache": "deleting the triton cache fixed it",
    "update-transformers": "updating transformers fixed the cuda error",
}

RULE = Rule(folder="heldout-2026-11-28", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=8)

if __name__ == "__main__":
    main(RULE)
