#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-27g/ (the tenth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks over rare
stacks, web pages by error kind, stack x year over uncited repositories, symptom-worded queries, non-English queries
and scientific-computing stacks; none asked for RECENT threads, and the engine's tuning sets are mostly older):

  * every query is worded as an EXCEPTION CLASS or a PROCESS OUTCOME (ImportError, OSError, RuntimeError,
    XlaRuntimeError, OutOfMemoryError, CalledProcessError, "exited with code 139", "exit status 1", "segmentation
    fault", CrashLoopBackOff, "ERROR", "bad exit status") plus a STACK word, over JAX, TensorFlow, ONNX Runtime,
    vLLM/ollama/llama.cpp, ComfyUI and other Stable Diffusion front ends, Docker/Kubernetes, driver installs, WSL2,
    Windows and PyTorch: the 20 queries below, written before the first search;
  * corpus `issues` of the sessions' `search` tool, ranks 1 to 10 of each answer, in rank order, at most 3 files
    per query;
  * ONLY threads created on 2025-01-01 or later (`created` in collected.jsonl: the issue's creation date as the
    excerpt or read_file shows it; a thread whose date cannot be seen is skipped);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED and the thread says what it was
    (a maintainer's answer, the reporter's "fixed by ...", a merged PR); `basis` in collected.jsonl says it. Skipped:
    a thread any other folder cites, a repository of the sixth set, scientific-computing repositories (the ninth
    set's), repeats, no pasted error, no visible resolution;
  * the text is the paste as returned, never cleaned; expected ids (knowledge-base.json family ids, empty for a
    negative) are written from the thread's resolution before anything is run on the folder. Negatives: the cause is
    outside the CUDA stack or outside the knowledge base's families.

Usage:
  collect_rules_2026_11_27g.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_27g.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text: an exception class or a process outcome plus a stack word, written before the first search.
QUERIES = {
    "onnxruntime-importerror": "ImportError DLL load failed onnxruntime gpu",
    "tensorflow-oserror": "OSError libcudnn tensorflow",
    "vllm-runtimeerror": "RuntimeError CUDA error vllm",
    "ollama-exit-139": "ollama exited with code 139 gpu",
    "comfyui-oom": "comfyui torch.OutOfMemoryError",
    "jax-xlaruntimeerror": "jaxlib XlaRuntimeError cuda",
    "docker-exit-status": "docker nvidia exit status 1 container",
    "llamacpp-segfault": "llama.cpp segmentation fault cuda",
    "k8s-crashloop": "kubernetes nvidia device plugin CrashLoopBackOff",
    "wsl2-error": "wsl2 ERROR cuda",
    "triton-calledprocesserror": "triton CalledProcessError cuda",
    "dkms-bad-exit": "dkms nvidia ERROR (bad exit status)",
    "pytorch-runtimeerror": "pytorch RuntimeError CUDA error",
    "windows-oserror-winerror": "OSError WinError 126 torch cuda",
    "sdwebui-runtimeerror": "stable diffusion webui RuntimeError torch cuda",
    "tensorflow-internalerror": "tensorflow InternalError cuda",
    "onnxruntime-fail": "onnxruntime Fail CUDAExecutionProvider error",
    "ollama-exit-status-2": "ollama runner exit status 2 cuda",
    "jax-runtimeerror": "jax RuntimeError Unable to initialize backend cuda",
    "docker-oci-runtime": "docker OCI runtime create failed nvidia-container-cli",
    # A second round of the same form, written after the 20 first queries were read (they gave 3 usable threads and no
    # negative: the corpus answers them mostly with threads from before 2025) and before any of these was searched;
    # each names a stack release of 2025-2026 or an outcome first seen then, so its answers can be recent. The keep
    # test (dates, pasted error, resolution, ranks 1-10, at most 3 a query) is unchanged.
    "vllm-engine-core": "vllm RuntimeError Engine core initialization failed",
    "torch-sm120": "torch RuntimeError sm_120 RTX 5090 not compatible",
    "comfyui-importerror": "comfyui ImportError DLL load failed torch cu128",
    "ollama-0xc0000409": "ollama exit status 0xc0000409 cuda windows",
    "llamacpp-abort": "llama.cpp ggml_cuda error aborted core dumped",
    "k8s-nvml-error": "k8s device plugin ERROR_LIBRARY_NOT_FOUND failed to initialize NVML",
    "container-cdi-error": "nvidia-container-toolkit CDI error failed to inject devices",
    "flashattn-importerror": "flash_attn ImportError undefined symbol torch",
    "tensorflow-blackwell": "tensorflow CUDA_ERROR_INVALID_PTX RTX 50",
    "wsl2-cuda-error": "WSL2 CUDA_ERROR_NO_DEVICE torch 2025",
}

RULE = Rule(folder="heldout-2026-11-27g", queries=QUERIES, ranks=range(1, 11), corpora=("issues",),
            max_per_query=3, min_negatives=3, created_since="2025-01-01")

if __name__ == "__main__":
    main(RULE)
