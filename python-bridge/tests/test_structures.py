"""Built-in structures: liquid-density water boxes without overlaps, bulk cells."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("ase")

from gpudoctor_bridge.errors import BridgeError  # noqa: E402
from gpudoctor_bridge.mace_support import structures  # noqa: E402


@pytest.mark.parametrize("molecules", [1, 8, 9, 32, 33, 100])
def test_water_box_density_and_no_overlap(molecules):
    atoms = structures.water_box(molecules, seed=3)
    assert len(atoms) == 3 * molecules and atoms.pbc.all()
    grams = atoms.get_masses().sum() / 6.02214076e23
    density = grams / (atoms.get_volume() * 1e-24)
    assert density == pytest.approx(0.997, rel=1e-3)
    distances = atoms.get_all_distances(mic=True)
    owner = np.repeat(np.arange(molecules), 3)
    other = owner[:, None] != owner[None, :]
    if molecules > 1:
        assert distances[other].min() >= structures.MIN_INTERMOLECULAR_A
    intra = distances[~other & (distances > 0)]
    assert intra.min() > 0.9  # molecules stay intact


def test_water_box_is_deterministic_by_seed():
    a = structures.build("water-32", seed=0).get_positions()
    b = structures.build("water-32", seed=0).get_positions()
    c = structures.build("water-32", seed=1).get_positions()
    assert np.array_equal(a, b) and not np.allclose(a, c)


@pytest.mark.parametrize("name, atoms", [("si-64", 64), ("si-100", 64), ("si-1", 8),
                                         ("cu-100", 108), ("cu-4", 4), ("h2o", 3)])
def test_builtin_sizes(name, atoms):
    assert len(structures.build(name)) == atoms


@pytest.mark.parametrize("name, atoms", [("c-216", 216), ("c-1000", 1000), ("c-2744", 2744), ("c-5832", 5832)])
def test_mace_benchmark_diamond_supercells(name, atoms):
    # MACE's tests/test_benchmark.py: bulk("C", "diamond", a=3.567, cubic=True) repeated 3, 5, 7, 9 times.
    built = structures.build(name)
    assert len(built) == atoms and set(built.get_chemical_symbols()) == {"C"}
    repeats = round((atoms / 8) ** (1 / 3))
    assert np.allclose(built.cell.lengths(), [3.567 * repeats] * 3)


@pytest.mark.parametrize("name", ["", "water", "water-0", "si--3", "c-0", "gold-10", "/no/such.xyz", 5])
def test_unknown_names_are_bad_requests(name):
    with pytest.raises(BridgeError) as caught:
        structures.check_name(name)
    assert caught.value.kind == "bad-request"


def test_a_file_with_spaces_and_non_ascii_letters_in_its_path_is_read(tmp_path):
    folder = tmp_path / "path with spaces"
    folder.mkdir()
    xyz = folder / "w åter.xyz"
    xyz.write_text("3\nwater\nO 0 0 0\nH 0.76 0.59 0\nH -0.76 0.59 0\n", encoding="utf-8")
    assert structures.check_name(str(xyz)) == ("file", None)
    atoms = structures.build(str(xyz))
    assert atoms.get_chemical_formula() == "H2O"
