"""The ``batched`` figure (issue 31): k copies of a structure in one batch, the model alone, on a tiny
MACE on the CPU. The batch is checked by what the model gives on it (each copy's energy equals the
single structure's), not only by its size; through ``mace_run`` it comes with its method, its copies and
the run's conditions."""

from __future__ import annotations

import pytest

from conftest import require_pinned

require_pinned("mace.calculators")

import numpy as np  # noqa: E402
import torch  # noqa: E402
from mace.calculators import MACECalculator  # noqa: E402

from gpudoctor_bridge.errors import BridgeError  # noqa: E402
from gpudoctor_bridge.mace_support import figure_budget, figures, models, runs, structures  # noqa: E402
from gpudoctor_bridge.ops import mace_run  # noqa: E402


def tiny_model(size="tiny", seed=0):
    """One interaction, scalars only: milliseconds a call on the CPU (arch:small takes ~100x longer)."""
    from e3nn import o3
    from mace import modules
    block = modules.interaction_classes["RealAgnosticResidualInteractionBlock"]
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        return modules.ScaleShiftMACE(
            r_max=4.0, num_bessel=4, num_polynomial_cutoff=5, max_ell=1, interaction_cls=block,
            interaction_cls_first=block, num_interactions=1, num_elements=len(models.ARCH_ATOMIC_NUMBERS),
            hidden_irreps=o3.Irreps("4x0e"), MLP_irreps=o3.Irreps("4x0e"),
            atomic_energies=np.zeros(len(models.ARCH_ATOMIC_NUMBERS)), avg_num_neighbors=8.0,
            atomic_numbers=list(models.ARCH_ATOMIC_NUMBERS), correlation=1, gate=modules.gate_dict["silu"],
            radial_MLP=[8], radial_type="bessel", atomic_inter_scale=1.0, atomic_inter_shift=0.0)


@pytest.fixture(scope="module")
def calculator():
    return MACECalculator(models=tiny_model(), device="cpu", default_dtype="float64")


def test_each_copy_in_the_batch_is_the_structure_itself(calculator):
    atoms = structures.build("water-2", 0)
    single = figures.batch_dict(calculator, atoms)
    batch = figures.batched_dict(calculator, atoms, 3)

    assert batch["edge_index"].shape[1] == 3 * single["edge_index"].shape[1] > 0
    assert batch["positions"].shape[0] == 3 * len(atoms)
    energies = figures.forward(calculator.models[0], batch, False)["energy"]
    alone = figures.forward(calculator.models[0], single, False)["energy"]
    assert energies.shape == (3,)
    assert torch.allclose(energies, alone.expand(3), rtol=1e-10, atol=1e-10)


def test_the_figure_counts_the_whole_batch(calculator):
    atoms = structures.build("water-2", 0)
    edges = runs.count_edges(atoms, calculator.r_max)
    figure = figures.batched_figure(calculator, atoms, figures.Timer(torch, "cpu"), copies=4, repeats=20,
                                    warmup=1, dtype="float64", cueq=False, device="cpu")

    assert figure["method"] == "batched" and figure["copies"] == 4 and figure["stress"] is False
    assert figure["atoms"] == 4 * len(atoms) and figure["edges"] == 4 * edges > 0
    assert figure["seconds"]["n"] == 20 and figure["seconds"]["median"] > 0
    assert figure["us_per_atom"] == pytest.approx(figure["seconds"]["median"] * 1e6 / (4 * len(atoms)))


class _Context:
    def progress(self, message, fraction=None, seconds=None):
        pass

    def log(self, message, level="info"):
        pass


def test_mace_run_measures_it_when_asked_with_its_conditions(monkeypatch):
    monkeypatch.setattr(models, "build_arch_model", tiny_model)
    monkeypatch.setattr(runs, "CALCULATORS", type(runs.CALCULATORS)())
    monkeypatch.setattr(figure_budget, "SHARE_OF_RUN", 1000.0)  # the figure in full; the budget has its own tests
    params = {"model": "arch:small", "structure": "water-2", "device": "cpu", "dtype": "float64",
              "repeats": 1, "warmup": 0, "figures": ["batched"], "batch_copies": 2}

    answer = mace_run.run(params, _Context())

    batched = [f for f in answer["figures"] if f["method"] == "batched"]
    assert len(batched) == 1 and "skipped" not in batched[0], answer["figures"]
    assert batched[0]["copies"] == 2 and batched[0]["atoms"] == 2 * answer["structure"]["atoms"]
    assert batched[0]["edges"] == 2 * answer["structure"]["edges"]
    assert answer["conditions"]["available_cores"] >= 1
    assert "model" not in [f["method"] for f in answer["figures"]]  # only what was asked

    for bad in (1, True, "4"):
        with pytest.raises(BridgeError) as refused:
            mace_run.run(dict(params, batch_copies=bad), _Context())
        assert refused.value.kind == "bad-request" and "batch_copies" in refused.value.message
