#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-29zs/ (a batch of issue 37's library of real reports, a training
folder): DRIVING AND ROBOT SIMULATORS AND GAME ENGINES FOR ML (not Isaac Gym / Isaac Sim / MuJoCo / Genesis:
train-2026-11-29i took those). Written down before any search was run, so it can be rerun and checked.

Why: CARLA, AirSim / Colosseum, Unity ML-Agents, Unity Sentis / Barracuda, Unreal Engine's NNE and Learning Agents,
Godot RL Agents, LGSVL, BeamNG, Gazebo / Ignition with GPU lidar or rendering, PhysX on the GPU and Omniverse Kit apps
render with Vulkan, OpenGL or EGL and run networks or physics on the GPU: their reports say the GPU stack's failures in
a game engine's words (a Vulkan error, "no NVIDIA GPU found", an EGL or headless-rendering failure, a CUDA error or out
of memory, a driver too old, libcuda.so not found, a segmentation fault), and many of their failures are not the GPU
stack at all (a map or asset, a port or RPC timeout, a Python API version, a physics setting).

Rule:

  * the simulators and engines: CARLA, AirSim / Colosseum, Unity ML-Agents, Unity Sentis / Barracuda, Unreal Engine
    NNE / Learning Agents, Godot RL Agents, LGSVL, BeamNG, Gazebo / Ignition (GPU lidar, rendering), PhysX GPU,
    Omniverse Kit apps; one to five queries each, "<simulator> <failure word>", failure words from CUDA error, out of
    memory, Vulkan error, no NVIDIA GPU found, GPU not detected, driver too old, libcuda.so not found, Segmentation
    fault, headless rendering fails, EGL error; 30 queries in QUERIES below, corpus `issues` (GitHub issue and PR
    threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (a map or
    asset, a port or RPC timeout, a Python API version, a physics setting, the simulator's own bug, a missing package)
    or no family of the knowledge base; the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the held-out set
    heldout-2026-11-29l (branch heldout29l, collected at the same time; it has priority; only its `source` fields are
    read);
  * the excerpt is kept as the search returned it (never cleaned or paraphrased) in `collected.jsonl` with the fields
    of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text, basis);
    `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 18 gave files, 12 gave none
(AirSim's headless and segfault ones, the three Unity ML-Agents CUDA ones, Unity Sentis', Unreal Learning Agents',
BeamNG's, Ignition's EGL one, Gazebo's docker one, PhysX's CUDA-context one and the Omniverse headless libcuda one: their
answers were open threads without a resolution, pastes in screenshots, pull requests, feature requests, or threads
other folders cite). Whether a thread says what it was was read from the excerpt the search returned. 7 resolved
answers were skipped as cited by another folder (nv-tlabs/XCube#39, jamjamjon/usls#57, C0untFloyd/roop-unleashed#1065,
chengxuxin/extreme-parkour#4, NVIDIA-Omniverse/kit-app-template#62, SceneWorks/SceneWorks#1966,
facebookresearch/habitat-sim#1829); none as a repository of the sixth held-out set. The batch holds 34 reports and 17
negatives, within the aim. Many answers are threads of other stacks that the query's failure word matched (ONNX
Runtime, pbrt, tiny-cuda-nn, GLX programs, Isaac Gym projects), kept as the rule takes every rank. Held-out check at the
batch commit: the held-out set heldout-2026-11-29l (branch heldout29l) had no collected.jsonl yet (0 sources). Checked
again before the final commit (its `source` fields only, branch heldout29l at 77c63a95): 44 threads, none shared with this
batch: none dropped.

Usage:
  collect_library_2026_11_29zs.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_29zs.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-29zs"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (simulator the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "carla-vulkan-error": ("CARLA", "CARLA Vulkan error VK_ERROR_INITIALIZATION_FAILED CarlaUE4"),
    "carla-out-of-memory": ("CARLA", "CARLA out of video memory GPU crash"),
    "carla-segfault": ("CARLA", "CarlaUE4.sh Segmentation fault signal 11"),
    "carla-offscreen": ("CARLA", "CARLA headless rendering fails RenderOffScreen EGL error"),
    "carla-no-gpu": ("CARLA", "CARLA no NVIDIA GPU found docker Cannot find a compatible Vulkan device"),
    "airsim-vulkan": ("AirSim / Colosseum", "AirSim Vulkan error GPU crash Unreal"),
    "airsim-headless": ("AirSim / Colosseum", "AirSim headless rendering fails docker GPU"),
    "airsim-segfault": ("AirSim / Colosseum", "AirSim Segmentation fault Blocks.sh"),
    "colosseum-error": ("AirSim / Colosseum", "Colosseum AirSim CUDA error out of memory"),
    "mlagents-cuda-error": ("Unity ML-Agents", "ml-agents mlagents-learn CUDA error"),
    "mlagents-torch-cuda": ("Unity ML-Agents", "mlagents-learn torch cuda not available GPU not detected"),
    "mlagents-oom": ("Unity ML-Agents", "ml-agents CUDA out of memory training"),
    "mlagents-headless": ("Unity ML-Agents", "ml-agents no-graphics headless Segmentation fault"),
    "sentis-gpu": ("Unity Sentis / Barracuda", "Unity Sentis GPU worker error Vulkan"),
    "barracuda-gpu": ("Unity Sentis / Barracuda", "Barracuda ComputeShader GPU error out of memory"),
    "unreal-nne": ("Unreal Engine NNE / Learning Agents", "Unreal Engine NNE ONNX runtime CUDA error"),
    "unreal-learning-agents": ("Unreal Engine NNE / Learning Agents", "Unreal Learning Agents training crash GPU"),
    "godot-rl": ("Godot RL Agents", "godot_rl_agents error GPU CUDA"),
    "lgsvl-vulkan": ("LGSVL", "LGSVL simulator Vulkan error no GPU"),
    "lgsvl-crash": ("LGSVL", "SVL simulator crash Segmentation fault NVIDIA driver"),
    "beamng-gpu": ("BeamNG", "BeamNG.tech beamngpy crash GPU error"),
    "gazebo-gpu-lidar": ("Gazebo / Ignition", "gazebo gpu_ray lidar Segmentation fault"),
    "gazebo-ogre-gl": ("Gazebo / Ignition", "gazebo ogre GL error unable to create GLX context NVIDIA"),
    "ignition-egl": ("Gazebo / Ignition", "ignition gazebo headless rendering EGL error gpu_lidar"),
    "gazebo-docker-nvidia": ("Gazebo / Ignition", "gazebo docker NVIDIA GPU not detected rendering"),
    "physx-gpu": ("PhysX GPU", "PhysX GPU CUDA error PxCudaContextManager"),
    "physx-gpu-fail": ("PhysX GPU", "PhysX GPU failed to load libcuda.so"),
    "omniverse-kit": ("Omniverse Kit apps", "Omniverse Kit app CUDA error driver too old"),
    "omniverse-vulkan": ("Omniverse Kit apps", "Omniverse Vulkan error no GPU found RTX"),
    "simulator-libcuda": ("Omniverse Kit apps", "Omniverse replicator headless EGL libcuda.so not found"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the simulator the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
