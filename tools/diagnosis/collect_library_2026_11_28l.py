#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28l/ (a batch of issue 37's library of real reports, a training folder):
CLUSTERS, SCHEDULERS AND GPU OPERATIONS. Written down before any search was run, so it can be rerun and checked.

Why: a GPU failure on a cluster is reported in the scheduler's or the operator's words (a Slurm gres line, a device-plugin
pod log, dcgm-exporter, a Ray worker), and many cluster reports that look like the GPU stack are the scheduler's own
fault (a gres count, a node selector, a pod pending). The library needs both, in those tools' words.

Rule:

  * the tools: Slurm (gres, srun, sbatch), PBS/Torque, HTCondor, LSF, the NVIDIA GPU Operator, the Kubernetes device
    plugin, DCGM / dcgm-exporter, the container toolkit on Kubernetes (containerd, CRI-O), Ray clusters, Kubeflow,
    SkyPilot, Determined, MLflow on GPUs, Run:ai-style schedulers (Volcano, HAMi), HPC modules (Lmod, Spack);
  * 32 `search` queries (corpus `issues`, GitHub issue and PR threads), each "<tool> <failure word>" with one or two
    failure words of ("CUDA error", "no CUDA-capable device", "NVML", "Xid", "out of memory", "driver",
    "CUDA_VISIBLE_DEVICES", "MIG", "ECC", "NCCL"), chosen before the search (QUERIES below);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text (an
    error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause or
    fix, or the poster's "fixed by"); any repository (a cluster report is often filed with the framework the job ran);
    it is labelled by that resolution with ids of knowledge-base.json (several where the report shows several
    failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (the scheduler, the cluster, the job script);
    a text that states a family's failure is that family even on a machine without an NVIDIA GPU; the resolution is
    written in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only), a
    thread already taken, every repository of the sixth held-out set (the common check; ray-project/ray is one of
    them), a result whose excerpt pastes no error or states no resolution; before the final commit, every thread of
    the held-out batch heldout-2026-11-28d and of no sibling batch (train-2026-11-28l's letter comes first);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 35-60 reports, at least 8 negatives.

As collected (added after the collection, the rule above unchanged): all 32 queries ran; 12 gave files, 20 answered only
feature requests, docs, questions without a pasted error, threads without a stated cause, ray-project/ray (the sixth
set's) or threads other folders cite. The batch holds 20 reports and 7 negatives, short of the aim of 35 and 8; the check
prints it as SHORT OF AIM without failing, so that the aim is recorded but not met by widening the rule after the search.

Usage:
  collect_library_2026_11_28l.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28l.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_common import Rule, aim_problems, main, tally
from collect_rules_2026_11_27c import entries

FOLDER = "train-2026-11-28l"
MIN_REPORTS, MAX_REPORTS = 35, 60
MIN_NEGATIVES = 8

# id -> (tool, query text); every query goes to corpus `issues`.
QUERIES = {
    "slurm-gres-cuda-visible-devices": ("slurm", "Slurm gres CUDA_VISIBLE_DEVICES"),
    "slurm-srun-no-cuda-device": ("slurm", "srun no CUDA-capable device"),
    "slurm-sbatch-nccl": ("slurm", "sbatch NCCL error"),
    "slurm-gres-nvml": ("slurm", "slurm gres NVML"),
    "slurm-out-of-memory": ("slurm", "slurm job CUDA out of memory"),
    "pbs-cuda-error": ("pbs", "PBS Torque GPU CUDA error"),
    "htcondor-cuda-visible-devices": ("htcondor", "HTCondor GPU CUDA_VISIBLE_DEVICES"),
    "lsf-cuda-error": ("lsf", "LSF bsub GPU CUDA error"),
    "gpu-operator-driver": ("gpu-operator", "gpu-operator driver"),
    "gpu-operator-mig": ("gpu-operator", "gpu-operator MIG"),
    "gpu-operator-nvml": ("gpu-operator", "gpu-operator NVML"),
    "device-plugin-nvml": ("k8s-device-plugin", "k8s-device-plugin NVML"),
    "device-plugin-no-cuda-device": ("k8s-device-plugin", "nvidia device plugin no CUDA-capable device"),
    "device-plugin-mig": ("k8s-device-plugin", "device plugin MIG strategy"),
    "dcgm-exporter-nvml": ("dcgm", "dcgm-exporter NVML"),
    "dcgm-xid": ("dcgm", "DCGM Xid"),
    "dcgm-ecc": ("dcgm", "DCGM ECC"),
    "containerd-nvidia-driver": ("container-toolkit-k8s", "containerd nvidia-container-runtime driver"),
    "crio-nvidia-nvml": ("container-toolkit-k8s", "CRI-O nvidia NVML"),
    "ray-cluster-cuda-visible-devices": ("ray", "Ray cluster CUDA_VISIBLE_DEVICES"),
    "ray-cluster-out-of-memory": ("ray", "Ray cluster GPU out of memory"),
    "kubeflow-nccl": ("kubeflow", "Kubeflow PyTorchJob NCCL"),
    "kubeflow-cuda-error": ("kubeflow", "Kubeflow GPU CUDA error"),
    "skypilot-driver": ("skypilot", "SkyPilot GPU driver"),
    "skypilot-cuda-error": ("skypilot", "SkyPilot CUDA error"),
    "determined-cuda-error": ("determined", "Determined AI CUDA error"),
    "determined-nccl": ("determined", "Determined NCCL"),
    "mlflow-gpu-cuda-error": ("mlflow", "MLflow GPU CUDA error"),
    "volcano-gpu-driver": ("scheduler", "Volcano vGPU driver"),
    "hami-cuda-out-of-memory": ("scheduler", "HAMi vGPU out of memory"),
    "lmod-cuda-module-driver": ("hpc-modules", "module load cuda driver version"),
    "spack-cuda-no-cuda-device": ("hpc-modules", "Spack CUDA no CUDA-capable device"),
}

RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


def size_problems(fixtures: Path) -> list:
    """The batch's own rule, beside the common check: its size, and the counts per tool."""
    collected = entries(fixtures, FOLDER)
    problems = aim_problems(collected, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES)
    tally(collected, lambda e: QUERIES.get(e["q"], ("?",))[0], "tool")
    return problems


if __name__ == "__main__":
    main(RULE, size_problems)
