#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-27f/ (the ninth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (never used before in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low
ranks over rare stacks, web pages by error kind, stack x year over uncited repositories, symptom-worded queries and
non-English queries):

  * every query is a SCIENTIFIC-COMPUTING stack (the tool's own users: molecular dynamics, quantum chemistry, ML
    interatomic potentials, structural biology, cryo-EM, genomics, GPU dataframes and array libraries used in
    science) crossed with ONE symptom word ("gromacs cuda error", "relion cuda error", ...); a second symptom word
    ("out of memory", "driver") is added for a stack only when its first query gave nothing usable in ranks 1-10,
    written below before that query is searched;
  * corpus `issues` of the sessions' `search` tool, ranks 1 to 10 of each answer, in rank order, at most 4 files
    per query;
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED and the thread says what it was
    (a maintainer's answer, the reporter's "fixed by ...", a merged PR); `basis` in collected.jsonl says it. Skipped:
    a thread any other folder cites, a repository of the sixth set (openmm/openmm and the others its README lists),
    repeats, no pasted error, no visible resolution;
  * the text is the paste as the excerpt (or, where the excerpt is cut, the thread read with read_file) returned it,
    never cleaned; expected ids (knowledge-base.json family ids, empty for a negative) are written from the thread's
    resolution before anything is run on the folder. Negatives: the cause is outside the CUDA stack or outside the
    knowledge base's families (the science code's own bug, an input error, numerics, a CPU-side crash).

Usage:
  collect_rules_2026_11_27f.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_27f.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

# id -> query text: a scientific stack x one symptom word, written before the first search.
QUERIES = {
    "gromacs": "gromacs cuda error",
    "lammps-kokkos": "lammps kokkos cuda error",
    "amber": "amber pmemd.cuda error",
    "namd": "namd cuda error",
    "cp2k": "cp2k cuda error",
    "deepmd": "deepmd-kit cuda error",
    "nequip-allegro": "nequip allegro cuda error",
    "mace": "mace-torch cuda error",
    "alphafold": "alphafold gpu error jax",
    "colabfold": "colabfold gpu cuda error",
    "relion": "relion cuda error",
    "cryosparc": "cryosparc gpu error",
    "parabricks": "parabricks gpu error",
    "cupy": "cupy cuda error",
    "cudf": "rapids cudf cuda error",
    "gpu4pyscf": "gpu4pyscf cuda error",
    "torchani": "torchani cuda error",
    "schnetpack": "schnetpack cuda error",
    "jax-md": "jax-md gpu error",
    "qe": "quantum espresso gpu error",
    "dftb": "dftb+ gpu error",
    "cuml": "rapids cuml cuda error",
    "openfold": "openfold cuda error",
    "cryodrgn": "cryodrgn cuda error",
    # a second symptom word, written after the 24 first queries were read and before any of these was searched: the
    # stacks whose first query gave nothing usable in ranks 1-10 (no thread with a pasted error AND a resolution
    # visible in the excerpt)
    "amber-oom": "amber pmemd.cuda out of memory",
    "mace-oom": "mace out of memory gpu",
    "cupy-driver": "cupy cuda driver error",
    "torchani-oom": "torchani out of memory",
    "jax-md-oom": "jax-md out of memory",
    "openfold-oom": "openfold out of memory",
    "cryodrgn-oom": "cryodrgn out of memory",
}

RULE = Rule(folder="heldout-2026-11-27f", queries=QUERIES, ranks=range(1, 11), corpora=("issues",),
            max_per_query=4, min_negatives=12)

if __name__ == "__main__":
    main(RULE)
