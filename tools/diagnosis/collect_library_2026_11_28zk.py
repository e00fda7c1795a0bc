#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28zk/ (a batch of issue 37's library of real reports, a training
folder): RUN-TIME FAILURES OF THE USER'S OWN CUDA KERNELS AND EXTENSIONS. Written down before any search was run, so it
can be rerun and checked.

Why: people who write their own GPU code (a CUDA C++ kernel, a PyTorch C++/CUDA extension, a CuPy RawKernel or
ElementwiseKernel, a Numba @cuda.jit function, a PyCUDA SourceModule, a Triton @triton.jit kernel, a JAX custom call or
Pallas kernel, OpenACC or CUDA Fortran, cooperative groups and grid sync, dynamic parallelism, shared memory, atomics,
CUDA graphs and streams) paste the failures the GPU stack reports when that code runs ("an illegal memory access was
encountered", "misaligned address", "unspecified launch failure", "too many resources requested for launch", "invalid
configuration argument", "invalid device function", "cooperative launch is too large", "the launch timed out and was
terminated", "invalid resource handle", "operation not permitted when stream is capturing", "device-side assert
triggered", "out of memory", compute-sanitizer's and cuda-memcheck's findings), and many of their failures are bugs of
their own code that are not the GPU stack's (wrong results without an error, a Python exception in host code, a compile
error of ordinary C++).

Rule:

  * the kinds of hand-written GPU code, each named in the query with a failure word AT RUN TIME (not a build error):
    a CUDA C++ kernel, a PyTorch C++/CUDA extension, CuPy RawKernel / ElementwiseKernel, Numba @cuda.jit, PyCUDA
    SourceModule, Triton @triton.jit, JAX custom call / Pallas, OpenACC, CUDA Fortran, cooperative groups / grid sync,
    dynamic parallelism, shared memory, atomics, CUDA graphs, streams, compute-sanitizer / cuda-memcheck; one to six
    queries each, "<code kind> <failure word>", the failure words from "an illegal memory access was encountered",
    "misaligned address", "unspecified launch failure", "too many resources requested for launch", "invalid
    configuration argument", "invalid device function", "cooperative launch is too large", "the launch timed out and
    was terminated", "invalid resource handle", "operation not permitted when stream is capturing", "device-side assert
    triggered", "out of memory", "compute-sanitizer", "cuda-memcheck"; 30 queries in QUERIES below, corpus `issues`
    (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (wrong results
    without an error, a Python exception in host code, a compile error of ordinary C++, the tool's own bug outside the
    GPU path, a user setting) or no family of the knowledge base fits; the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batches
    train-2026-11-28zi and -zj (branches libzi, libzj) and of the held-out set heldout-2026-11-28j (branch heldout21,
    collected at the same time; the held-out set has priority; only their `source` fields are read);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 18 gave files, 12 gave none
(the CUDA kernel illegal-address and unspecified-launch-failure ones, the device-side-assert one, PyCUDA's, Triton's
illegal-address one, JAX custom calls, Pallas, Numba's illegal-address one, cooperative groups, dynamic parallelism,
shared memory, CUDA graphs: open threads without a resolution, pull requests or feature requests without a pasted error,
screenshots, or threads other folders cite). 11 resolved answers were skipped as cited by another folder (fangq/mcx#14,
mk-minchul/AdaFace#14, laugh12321/TensorRT-YOLO#74, HPCLab-933/Vina-CUDA#3, vlfeat/matconvnet#40, NVIDIA/TensorRT#3011,
numba/numba#9381, #4351, cudpp/cudpp#146, NVIDIA/Fuser#4970, cupy/cupy#7615). The batch holds 35 reports and 15
negatives, within the aim. Before the final commit: no thread is shared with the held-out set heldout-2026-11-28j
(6 threads, its `source` fields only, read from branch heldout21 at c2d48925) nor with the sibling batch
train-2026-11-28zj (29 threads, its `source` fields only, read from branch libzj at 12dad7e0; also at fc1fe743 when
the batch was committed): none dropped. The sibling batch train-2026-11-28zi had no branch (libzi) nor worktree here up
to the final commit (checked from 18:41 to 19:33 UTC), so it could not be compared.

Usage:
  collect_library_2026_11_28zk.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28zk.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28zk"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (kind of hand-written GPU code the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "cuda-kernel-illegal-address": ("CUDA C++ kernel",
                                    "my CUDA kernel an illegal memory access was encountered cudaDeviceSynchronize"),
    "cuda-kernel-misaligned": ("CUDA C++ kernel", "custom CUDA kernel misaligned address"),
    "cuda-kernel-unspecified-launch": ("CUDA C++ kernel", "CUDA kernel unspecified launch failure cudaGetLastError"),
    "cuda-kernel-too-many-resources": ("CUDA C++ kernel", "kernel launch too many resources requested for launch"),
    "cuda-kernel-invalid-config": ("CUDA C++ kernel",
                                   "kernel launch invalid configuration argument block size threads per block"),
    "cuda-kernel-launch-timeout": ("CUDA C++ kernel", "CUDA kernel the launch timed out and was terminated"),
    "torch-ext-illegal-address": ("PyTorch C++/CUDA extension",
                                  "PyTorch C++ CUDA extension an illegal memory access was encountered"),
    "torch-ext-device-assert": ("PyTorch C++/CUDA extension",
                                "custom CUDA extension op device-side assert triggered"),
    "torch-ext-invalid-device-function": ("PyTorch C++/CUDA extension",
                                          "torch cpp_extension CUDA kernel invalid device function"),
    "torch-ext-oom": ("PyTorch C++/CUDA extension", "custom CUDA extension kernel CUDA out of memory"),
    "cupy-rawkernel-illegal": ("CuPy RawKernel / ElementwiseKernel",
                               "CuPy RawKernel CUDA_ERROR_ILLEGAL_ADDRESS an illegal memory access was encountered"),
    "cupy-elementwise-error": ("CuPy RawKernel / ElementwiseKernel",
                               "CuPy ElementwiseKernel CUDADriverError launch failed"),
    "numba-jit-illegal": ("Numba @cuda.jit", "numba cuda.jit kernel CUDA_ERROR_ILLEGAL_ADDRESS"),
    "numba-jit-resources": ("Numba @cuda.jit", "numba cuda.jit CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES too many resources"),
    "numba-jit-unspecified": ("Numba @cuda.jit", "numba cuda kernel CUDA_ERROR_LAUNCH_FAILED unspecified launch failure"),
    "pycuda-sourcemodule": ("PyCUDA SourceModule", "PyCUDA SourceModule kernel launch failed illegal address"),
    "triton-jit-illegal": ("Triton @triton.jit", "triton.jit kernel an illegal memory access was encountered"),
    "triton-jit-misaligned": ("Triton @triton.jit", "triton kernel misaligned address"),
    "triton-out-of-resources": ("Triton @triton.jit", "triton kernel OutOfResources out of resource shared memory"),
    "jax-custom-call": ("JAX custom call / Pallas", "JAX custom call CUDA kernel illegal memory access"),
    "jax-pallas": ("JAX custom call / Pallas", "Pallas GPU kernel CUDA error illegal address misaligned"),
    "openacc": ("OpenACC", "OpenACC call to cuStreamSynchronize returned error 700 Illegal address during kernel execution"),
    "cuda-fortran": ("CUDA Fortran", "CUDA Fortran kernel illegal address unspecified launch failure"),
    "cooperative-too-large": ("cooperative groups / grid sync",
                              "cooperative groups grid sync cooperative launch is too large"),
    "dynamic-parallelism": ("dynamic parallelism", "CUDA dynamic parallelism child kernel launch error"),
    "shared-memory": ("shared memory", "dynamic shared memory kernel too many resources requested invalid argument"),
    "atomics": ("atomics", "atomicAdd kernel illegal memory access was encountered"),
    "cuda-graphs": ("CUDA graphs", "CUDA graph capture operation not permitted when stream is capturing custom kernel"),
    "streams-invalid-handle": ("streams", "CUDA stream custom kernel invalid resource handle"),
    "compute-sanitizer": ("compute-sanitizer / cuda-memcheck",
                          "compute-sanitizer cuda-memcheck Invalid __global__ read kernel out of bounds"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES,
                          "the kind of GPU code the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
