"""Test structures for MACE runs: built-in names or any file ASE can read.

Names (``N`` is a positive integer):

- ``h2o``: one water molecule, not periodic.
- ``water-N``: N water molecules in a periodic cubic box at liquid density
  (0.997 g/cm3). Molecule centres sit on whichever simple-cubic, bcc or fcc
  lattice with at least N sites keeps them furthest apart; N of the sites are
  drawn and each molecule is given a random orientation, redrawn until no atom
  comes closer than ``MIN_INTERMOLECULAR_A`` to an atom of another molecule.
  Same N and seed, same structure.
- ``si-N``, ``cu-N``, ``c-N``: bulk diamond Si / fcc Cu / diamond carbon, the
  cubic cell repeated k times along each axis with k chosen so the atom count is
  as close to N as cubes allow (so "about N atoms": si-64 is 64, si-100 is 64).
  ``c-216``, ``c-1000``, ``c-2744`` and ``c-5832`` are exactly the supercells
  MACE's own benchmark times (``tests/test_benchmark.py``: diamond C, a = 3.567 A,
  repeated 3, 5, 7, 9 times), so figures measured here sit beside figures
  measured with MACE's tools.
- anything else: a path passed to ``ase.io.read`` (its last frame if several).

``check_name`` is stdlib-only so requests can be validated before any heavy import.
"""

from __future__ import annotations

import math
import os
import re
from typing import Any, Optional, Tuple

from gpudoctor_bridge import names
from gpudoctor_bridge.errors import bad_request

MAX_BUILTIN_ATOMS = 200_000
WATER_DENSITY_G_PER_CM3 = 0.997
WATER_MOLAR_MASS_G = 18.015
AVOGADRO = 6.02214076e23
OH_BOND_A = 0.9572
HOH_ANGLE_DEG = 104.52
MIN_INTERMOLECULAR_A = 1.6  # below a hydrogen bond's O...H (~1.8 A): "not overlapping"



def check_name(name: Any) -> Tuple[str, Optional[int]]:
    """("h2o"|"water"|"si"|"cu"|"c"|"file", N or None); BridgeError(bad-request) if unusable.

    The grammar is names.json's, the same the Java side applies before it starts this child."""
    if not isinstance(name, str) or not name:
        raise bad_request("'structure' must be a non-empty string")
    invisible = names.unprintable(name)
    if invisible:
        raise bad_request("structure %r has the invisible character %s (a control, format or "
                          "direction mark)" % (name, invisible), structure=name)
    if name in names.GRAMMAR["structure_fixed"]:
        return name, None
    sized = names.sized_structure(name)
    if sized:
        kind, count = sized
        problem = names.sized_problem(kind, count)
        if problem:
            raise bad_request("structure %r: %s" % (name, problem))
        return kind, count
    if os.path.isfile(name):
        return "file", None
    if names.looks_sized(name):
        raise bad_request("structure %r is not a built-in name: water-N, si-N, cu-N and c-N take N "
                          "in the digits 0-9" % name, structure=name)
    raise bad_request("unknown structure %r: use h2o, water-N, si-N, cu-N, c-N or a path to a "
                      "structure file ASE can read (no such file)" % name, structure=name)


def build(name: str, seed: int = 0) -> Any:
    """The ase.Atoms for ``name``. Imports ase and numpy."""
    kind, count = check_name(name)
    if kind == "h2o":
        from ase.build import molecule
        return molecule("H2O")
    if kind == "water":
        return water_box(count, seed)
    if kind in ("si", "cu", "c"):
        return _bulk(kind, count)
    import ase.io
    try:
        atoms = ase.io.read(name, index=-1)
    except Exception as exc:  # noqa: BLE001 - any reader failure is the caller's file
        raise bad_request("ase.io.read could not read structure file %r: %s: %s"
                          % (name, type(exc).__name__, exc), structure=name) from exc
    if len(atoms) == 0:
        raise bad_request("structure file %r holds no atoms" % name, structure=name)
    return atoms


def _bulk(kind: str, count: int) -> Any:
    from ase.build import bulk
    if kind == "si":
        unit = bulk("Si", "diamond", a=5.431, cubic=True)
    elif kind == "c":
        unit = bulk("C", "diamond", a=3.567, cubic=True)  # MACE's test_benchmark.py cell
    else:
        unit = bulk("Cu", "fcc", a=3.615, cubic=True)
    repeat = max(1, round((count / len(unit)) ** (1.0 / 3.0)))
    return unit.repeat((repeat, repeat, repeat))


# --------------------------------------------------------------------------- water

def water_box(molecules: int, seed: int = 0) -> Any:
    import numpy as np
    from ase import Atoms

    volume = molecules * WATER_MOLAR_MASS_G / (WATER_DENSITY_G_PER_CM3 * AVOGADRO) * 1e24
    box = volume ** (1.0 / 3.0)
    sites = _lattice_sites(molecules) * box
    rng = np.random.default_rng(seed)
    sites = sites[np.sort(rng.choice(len(sites), size=molecules, replace=False))]

    half = math.radians(HOH_ANGLE_DEG) / 2.0
    template = np.array([[0.0, 0.0, 0.0],
                         [OH_BOND_A * math.sin(half), 0.0, OH_BOND_A * math.cos(half)],
                         [-OH_BOND_A * math.sin(half), 0.0, OH_BOND_A * math.cos(half)]])
    template -= template.mean(axis=0)

    positions = np.empty((3 * molecules, 3))
    for index, centre in enumerate(sites):
        positions[3 * index:3 * index + 3] = _place_water(
            template, centre, sites[:index], positions[:3 * index], box, rng)
    return Atoms("OH2" * molecules, positions=positions, cell=[box, box, box], pbc=True)


def _lattice_sites(count: int) -> Any:
    """Fractional coordinates of the sc/bcc/fcc lattice (k cells a side) with at
    least ``count`` sites and the largest nearest-neighbour distance."""
    import numpy as np

    bases = {
        "sc": (np.array([[0.0, 0.0, 0.0]]), 1.0),
        "bcc": (np.array([[0.0, 0.0, 0.0], [0.5, 0.5, 0.5]]), math.sqrt(3.0) / 2.0),
        "fcc": (np.array([[0.0, 0.0, 0.0], [0.5, 0.5, 0.0], [0.5, 0.0, 0.5], [0.0, 0.5, 0.5]]),
                1.0 / math.sqrt(2.0)),
    }
    best = None
    for basis, nn_in_cells in bases.values():
        cells = max(1, math.ceil((count / len(basis)) ** (1.0 / 3.0) - 1e-9))
        nearest = nn_in_cells / cells  # in units of the box edge
        if best is None or nearest > best[0]:
            best = (nearest, basis, cells)
    _, basis, cells = best
    grid = np.array([[i, j, k] for i in range(cells) for j in range(cells) for k in range(cells)],
                    dtype=float)
    return ((grid[:, None, :] + basis[None, :, :]).reshape(-1, 3)) / cells


def _place_water(template: Any, centre: Any, placed_centres: Any, placed: Any,
                 box: float, rng: Any) -> Any:
    import numpy as np

    # Only molecules whose centres are close enough can clash: an atom is at most
    # ~0.8 A from its molecule's centre.
    reach = MIN_INTERMOLECULAR_A + 2.0
    gap = placed_centres - centre
    gap -= box * np.round(gap / box)
    near = np.flatnonzero((gap ** 2).sum(axis=-1) < reach * reach)
    neighbours = placed.reshape(-1, 3, 3)[near].reshape(-1, 3)
    for _ in range(1000):
        molecule = centre + template @ _random_rotation(rng).T
        if len(neighbours) == 0:
            return molecule
        delta = molecule[:, None, :] - neighbours[None, :, :]
        delta -= box * np.round(delta / box)  # minimum image in the cubic box
        if np.sqrt((delta ** 2).sum(axis=-1)).min() >= MIN_INTERMOLECULAR_A:
            return molecule
    raise RuntimeError("could not place water molecule %d without overlap"
                       % (len(placed_centres) + 1))


def _random_rotation(rng: Any) -> Any:
    """A uniformly random rotation matrix (from a random unit quaternion)."""
    import numpy as np

    q = rng.normal(size=4)
    w, x, y, z = q / np.linalg.norm(q)
    return np.array([
        [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
        [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
        [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
    ])
