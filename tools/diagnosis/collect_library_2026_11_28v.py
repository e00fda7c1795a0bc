#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28v/ (a batch of issue 37's library of real reports, a training
folder): RENDERING AND GRAPHICS NEXT TO CUDA. Written down before any search was run, so it can be rerun and checked.

Why: renderers and simulators run CUDA beside headless OpenGL / EGL / Vulkan / X11 (MuJoCo's EGL backend, Isaac Sim,
pyrender, nvdiffrast, gaussian-splatting rasterisers, OptiX, CUDA-OpenGL interop); their reports say the GPU stack's
failures in graphics words (an EGL device not found, a cudaGraphicsGLRegisterBuffer error, a missing libnvidia-gl in a
container) that the library hardly holds, and many of their failures are not the GPU stack at all (a display setting).

Rule:

  * the libraries: MuJoCo (EGL), Isaac Sim / Isaac Gym / Omniverse, pyrender, nvdiffrast, PyTorch3D, Open3D, gsplat /
    gaussian splatting rasterisers, tiny-cuda-nn / instant-ngp, Kaolin, OptiX, CUDA-OpenGL interop, VirtualGL,
    glfw / pyglet in containers, the container toolkit's graphics capability; one to three queries each,
    "<library> <failure word>", one or two failure words from "CUDA error", "EGL", "cudaGraphicsGLRegisterBuffer",
    "no kernel image", "illegal memory access", "out of memory", "driver"; 30 queries in QUERIES below, corpus
    `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures; a text that states a family's failure is that family even on a machine
    without an NVIDIA GPU), a NEGATIVE (`expect` empty) when it was not the GPU stack (the library's own bug, a
    display or user setting); the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batch
    train-2026-11-28u (collected at the same time, its letter before this one's) and every thread of the held-out set
    heldout-2026-11-28f (collected at the same time, it has priority; only its `# source:` lines are read);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 22 gave files, 8 answered
only feature requests, unrelated pull requests, unresolved threads or threads other folders cite. The batch holds 33
reports and 13 negatives, within the aim; no thread is shared with train-2026-11-28u (read at 933d14b) or heldout-2026-11-28f
(its `# source:` lines only, read at 013dd72).

Usage:
  collect_library_2026_11_28v.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28v.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28v"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (library the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "mujoco-egl": ("MuJoCo (EGL)", "mujoco EGL error"),
    "mujoco-egl-driver": ("MuJoCo (EGL)", "MUJOCO_GL egl driver"),
    "isaac-sim-driver": ("Isaac Sim / Isaac Gym / Omniverse", "Isaac Sim driver Vulkan"),
    "isaac-gym-cuda-error": ("Isaac Sim / Isaac Gym / Omniverse", "isaacgym CUDA error"),
    "omniverse-driver": ("Isaac Sim / Isaac Gym / Omniverse", "Omniverse driver version"),
    "pyrender-egl": ("pyrender", "pyrender EGL"),
    "pyrender-driver": ("pyrender", "pyrender OpenGL driver"),
    "nvdiffrast-egl": ("nvdiffrast", "nvdiffrast EGL"),
    "nvdiffrast-cuda-error": ("nvdiffrast", "nvdiffrast CUDA error"),
    "pytorch3d-no-kernel": ("PyTorch3D", "pytorch3d no kernel image"),
    "pytorch3d-illegal": ("PyTorch3D", "pytorch3d illegal memory access"),
    "open3d-cuda-error": ("Open3D", "open3d CUDA error"),
    "open3d-egl": ("Open3D", "open3d EGL headless"),
    "gsplat-cuda-error": ("gsplat / gaussian splatting", "gsplat CUDA error"),
    "gaussian-illegal": ("gsplat / gaussian splatting", "gaussian splatting rasterization illegal memory access"),
    "gaussian-oom": ("gsplat / gaussian splatting", "gaussian splatting out of memory"),
    "tcnn-no-kernel": ("tiny-cuda-nn / instant-ngp", "tiny-cuda-nn no kernel image"),
    "tcnn-cuda-error": ("tiny-cuda-nn / instant-ngp", "tinycudann CUDA error"),
    "instant-ngp-driver": ("tiny-cuda-nn / instant-ngp", "instant-ngp CUDA driver"),
    "kaolin-cuda-error": ("Kaolin", "kaolin CUDA error"),
    "optix-driver": ("OptiX", "OptiX driver"),
    "optix-cuda-error": ("OptiX", "OptiX CUDA error"),
    "gl-interop-register": ("CUDA-OpenGL interop", "cudaGraphicsGLRegisterBuffer"),
    "gl-interop-error": ("CUDA-OpenGL interop", "CUDA OpenGL interop error"),
    "virtualgl-egl": ("VirtualGL", "VirtualGL EGL"),
    "glfw-container": ("glfw / pyglet in containers", "glfw docker driver"),
    "pyglet-container": ("glfw / pyglet in containers", "pyglet docker NVIDIA driver"),
    "toolkit-graphics": ("container toolkit graphics capability", "NVIDIA_DRIVER_CAPABILITIES graphics"),
    "toolkit-egl": ("container toolkit graphics capability", "nvidia-docker EGL libEGL_nvidia"),
    "toolkit-vulkan": ("container toolkit graphics capability", "nvidia container Vulkan driver"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the library the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
