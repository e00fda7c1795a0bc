#!/usr/bin/env python3
"""The collection rule of fixtures/train-2026-11-28za/ (a batch of issue 37's library of real reports, a training
folder): MEDICAL AND LIFE-SCIENCE IMAGING AND SEQUENCING. Written down before any search was run, so it can be rerun
and checked.

Why: medical and life-science imaging and sequencing tools (MONAI, nnU-Net, TotalSegmentator, FastSurfer, 3D Slicer
extensions, cellpose, StarDist, DeepLabCut, napari plugins, SLEAP, the nanopore basecallers Dorado / Guppy / Bonito,
Clara Parabricks, AlphaFold / ColabFold / OpenFold / RoseTTAFold, ESMFold, RELION / cryoSPARC / cryoDRGN) are run by
scientists who are not GPU programmers, on workstations, clusters and Colab, through PyTorch, TensorFlow, JAX or their
own CUDA code; their reports say the GPU stack's failures in those tools' words (a Dorado "CUDA error: out of memory",
a JAX "cuDNN version mismatch" in ColabFold, a RELION "no CUDA-capable device", a Guppy "CUDA driver version is
insufficient"), and many of their failures are not the GPU stack at all.

Rule:

  * the tools: MONAI, nnU-Net, TotalSegmentator, FastSurfer, 3D Slicer extensions, cellpose, StarDist, DeepLabCut,
    napari plugins, SLEAP, Dorado / Guppy / Bonito, Clara Parabricks, AlphaFold / ColabFold / OpenFold / RoseTTAFold,
    ESMFold, RELION / cryoSPARC / cryoDRGN; one to three queries each, "<tool> <failure word>", one or two failure
    words from "CUDA error", "out of memory", "cudnn", "no kernel image", "driver", "GPU not found", "libcudart";
    30 queries in QUERIES below, corpus `issues` (GitHub issue and PR threads);
  * EVERY rank 1-8 of each answer is taken, in query order and rank order, when its excerpt pastes the error text
    (an error line, or a title that is the error) AND the thread says what it was (a maintainer's or commenter's cause
    or fix, or the poster's "fixed by"); it is labelled by that resolution with ids of knowledge-base.json (several
    where the report shows several failures), a NEGATIVE (`expect` empty) when it was not the GPU stack (the tool's
    own bug, a missing Python package, a user setting, an input file problem); the resolution is in `basis`;
  * skipped: a thread that any other folder cites (read from `# source:` lines and `collected.jsonl` sources only),
    a thread already taken, every repository of the sixth held-out set (the common check), a result whose excerpt
    pastes no error or states no resolution; before the final commit, every thread of the sibling batches
    train-2026-11-28zb, -zc and of the held-out set heldout-2026-11-28h (collected at the same time; the held-out set
    has priority; only their `source` fields are read);
  * the excerpt is kept as posted (whole lines around the error, never paraphrased) in `collected.jsonl` with the
    fields of train-2026-11-28d/ (slug, expect, source, title, year, stack, platform, q, rank, corpus, paste, text,
    basis); `build` writes one `.txt` per entry with its headers;
  * aim: 30-50 reports, at least 8 negatives. A shortfall from the aim is printed as SHORT OF AIM, not a failure: the
    rule is not widened after the search to reach a number.

As collected (added after the collection, the rule above unchanged): all 30 queries ran; 15 gave files, 15 gave none
(MONAI's "CUDA error", TotalSegmentator's, the Slicer extension one, cellpose's "GPU not found", both StarDist ones,
DeepLabCut's "CUDA error", SLEAP's "cudnn", Dorado's "CUDA error", Bonito's, Parabricks', AlphaFold's "cudnn",
OpenFold's, RELION's and cryoDRGN's answered only unrelated threads, pull requests, screenshots, open threads without a
resolution, threads whose error or resolution is not in the thread as shown, or threads other folders cite). 3 resolved
answers were skipped as cited by another folder (clara-parabricks-workflows/Parabricks-WDL-Workflows#5, google-
deepmind/alphafold#197, 3dem/relion#491). The batch holds 31 reports and 6 negatives: SHORT OF AIM on negatives (8 aimed
at); the rule was not widened. No thread is shared with the sibling batch train-2026-11-28zc (30 threads, its `source`
fields only, read at 11cf9019) nor with the held-out set heldout-2026-11-28h (42 threads, its `source` fields only, at
4e172a51); the sibling train-2026-11-28zb had no worktree nor collected.jsonl to read when this batch was committed:
none dropped.

Usage:
  collect_library_2026_11_28za.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl, then checks
  collect_library_2026_11_28za.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""

from collect_rules_common import Rule, batch_aim, main

FOLDER = "train-2026-11-28za"
MIN_REPORTS, MAX_REPORTS = 30, 50
MIN_NEGATIVES = 8

# id -> (tool the query is for, query text); every query goes to corpus `issues`.
QUERIES = {
    "monai-cuda-error": ("MONAI", "MONAI CUDA error"),
    "monai-oom": ("MONAI", "MONAI CUDA out of memory"),
    "nnunet-oom": ("nnU-Net", "nnUNet CUDA out of memory"),
    "nnunet-cudnn": ("nnU-Net", "nnUNet cudnn error"),
    "totalsegmentator-gpu": ("TotalSegmentator", "TotalSegmentator GPU not found CUDA"),
    "fastsurfer-cuda-error": ("FastSurfer", "FastSurfer CUDA error"),
    "slicer-extension-cuda": ("3D Slicer extensions", "Slicer extension CUDA error"),
    "cellpose-gpu": ("cellpose", "cellpose GPU not found CUDA"),
    "cellpose-oom": ("cellpose", "cellpose CUDA out of memory"),
    "stardist-cudnn": ("StarDist", "StarDist cudnn"),
    "stardist-gpu": ("StarDist", "StarDist GPU not found"),
    "deeplabcut-cuda-error": ("DeepLabCut", "DeepLabCut CUDA error"),
    "deeplabcut-libcudart": ("DeepLabCut", "DeepLabCut libcudart"),
    "napari-plugin-cuda": ("napari plugins", "napari plugin CUDA error"),
    "sleap-gpu": ("SLEAP", "SLEAP GPU not found"),
    "sleap-cudnn": ("SLEAP", "SLEAP cudnn"),
    "dorado-cuda-error": ("Dorado / Guppy / Bonito", "dorado basecaller CUDA error"),
    "dorado-oom": ("Dorado / Guppy / Bonito", "dorado out of memory"),
    "guppy-driver": ("Dorado / Guppy / Bonito", "guppy_basecaller CUDA driver"),
    "bonito-cuda-error": ("Dorado / Guppy / Bonito", "bonito basecaller CUDA error"),
    "parabricks-gpu": ("Clara Parabricks", "Parabricks GPU error"),
    "alphafold-cudnn": ("AlphaFold / ColabFold / OpenFold / RoseTTAFold", "alphafold cudnn"),
    "alphafold-oom": ("AlphaFold / ColabFold / OpenFold / RoseTTAFold", "alphafold out of memory"),
    "colabfold-gpu": ("AlphaFold / ColabFold / OpenFold / RoseTTAFold", "colabfold GPU not found jax"),
    "openfold-cuda-error": ("AlphaFold / ColabFold / OpenFold / RoseTTAFold", "openfold CUDA error"),
    "rosettafold-oom": ("AlphaFold / ColabFold / OpenFold / RoseTTAFold", "RoseTTAFold CUDA out of memory"),
    "esmfold-oom": ("ESMFold", "ESMFold CUDA out of memory"),
    "relion-cuda-error": ("RELION / cryoSPARC / cryoDRGN", "RELION CUDA error"),
    "cryosparc-driver": ("RELION / cryoSPARC / cryoDRGN", "cryoSPARC CUDA driver"),
    "cryodrgn-cuda-error": ("RELION / cryoSPARC / cryoDRGN", "cryodrgn CUDA error"),
}

# min_negatives=0: the aim of 8 is reported by size_problems as SHORT OF AIM (docstring).
RULE = Rule(folder=FOLDER, queries={q: words for q, (_, words) in QUERIES.items()}, ranks=range(1, 9),
            corpora=("issues",), max_per_query=8, min_negatives=0)


size_problems = batch_aim(FOLDER, QUERIES, MIN_REPORTS, MAX_REPORTS, MIN_NEGATIVES, "the tool the query was for")


if __name__ == "__main__":
    main(RULE, size_problems)
