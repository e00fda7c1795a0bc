"""``structure_size``: a structure's atoms and MACE graph edges at a cutoff, for "your system, estimated"
(issue 40): the estimate takes its neighbour density from the user's own structure instead of the measured run's.

Params: ``structure`` (a name the bridge knows or a file ``ase.io.read`` reads, as ``mace_run``), ``r_max`` (the
model's cutoff in Å, number > 0 up to 20, default 6.0: MACE-MP-0's), ``seed`` (water placement). Answers
``{"structure", "atoms", "edges", "edges_per_atom", "r_max", "periodic"}``; edges are counted by MACE's own
neighbour list (``mace.data.neighborhood``), directed, as a step builds them. Untimed: nothing here is a speed.
"""

from __future__ import annotations

from typing import Any, Dict

from gpudoctor_bridge import names
from gpudoctor_bridge.errors import bad_request

DEFAULT_R_MAX = 6.0
MAX_R_MAX = 20.0


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    from gpudoctor_bridge.mace_support import runs, structures
    structure = params.get("structure")
    structures.check_name(structure)
    r_max = params.get("r_max", DEFAULT_R_MAX)
    if isinstance(r_max, bool) or not isinstance(r_max, (int, float)) or not 0 < r_max <= MAX_R_MAX:
        raise bad_request("r_max must be a number of angstroms > 0 and <= %g, got %r" % (MAX_R_MAX, r_max))
    seed = params.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= names.SEED_MAX:
        raise bad_request("seed must be an integer from 0 to %d, got %r" % (names.SEED_MAX, seed))
    atoms = structures.build(structure, seed)
    count = len(atoms)
    edges = runs.count_edges(atoms, float(r_max)) if count else 0
    return {"structure": structure, "atoms": count, "edges": edges,
            "edges_per_atom": edges / count if count else None, "r_max": float(r_max),
            "periodic": bool(all(atoms.pbc))}
