"""The separate speed figures, on real MACE on the CPU, in this process (one import of mace for
the module; one arch:small calculator shared by every test):

- the graph vesin-torch builds on the device is MACE's own graph: the same directed edges with
  the same periodic shifts, and the model gives the same energy and forces on it (water, and
  diamond carbon in one cubic cell, where most neighbours are periodic images);
- ``mace_run``'s figures each carry a method, atoms, edges and precision, and building the
  structure is in none of them.
"""

from __future__ import annotations

import pytest

from conftest import require_pinned

require_pinned("mace.calculators", "vesin_torch")

import torch  # noqa: E402
from mace.calculators import MACECalculator  # noqa: E402

from gpudoctor_bridge.mace_support import figure_budget, figures, models, runs, structures  # noqa: E402
from gpudoctor_bridge.ops import mace_run  # noqa: E402


@pytest.fixture(scope="module")
def calculator():
    return MACECalculator(models=models.build_arch_model("small", 0), device="cpu", default_dtype="float32")


@pytest.mark.parametrize("name", ["water-8", "c-8"])
def test_device_graph_equals_maces_graph(calculator, name):
    atoms = structures.build(name, 0)
    data = figures.batch_dict(calculator, atoms)
    graph = figures.DeviceGraph(calculator.r_max, periodic=True)
    positions = data["positions"].detach().clone()
    cell = data["cell"].reshape(3, 3).detach().clone()
    built = graph.inputs(data, positions, cell)

    check = figures.compare_with_mace(data, built, calculator.models[0])
    assert check["mace_edges"] > 0
    assert check["same_edges"], check
    assert check["device_edges"] == check["mace_edges"]
    # float32: the two graphs list the same edges in another order, so sums differ by rounding only
    assert check["energy_diff_eV"] <= 1e-5 * max(1.0, abs(check["energy_eV"])), check
    assert check["max_force_diff_eV_per_A"] <= 1e-5 + 1e-4 * check["max_force_eV_per_A"], check
    # and the shifts in Angstrom are the unit shifts through the cell, as MACE builds them
    assert torch.allclose(built["shifts"], built["unit_shifts"] @ cell)


class _Context:
    def progress(self, message, fraction=None, seconds=None):
        self.last = message

    def log(self, message):
        pass


def test_run_figures_have_methods_and_the_structure_is_in_none(calculator, monkeypatch):
    # The order of events, not a clock: on a loaded host (load 33 on 2 cores here) a 6-atom model call
    # took over 20 s, so "no figure is as long as a slow build" cannot be an oracle. Every timed region
    # (each calculator step and each Timer.time) must start after the one structure build has ended.
    events = []
    build, evaluate, timed = structures.build, runs.evaluate, figures.Timer.time

    def recorded_build(name, seed=0):
        events.append("build-start")
        atoms = build(name, seed)
        events.append("build-end")
        return atoms

    def recorded_evaluate(*args, **kwargs):
        events.append("timed")
        return evaluate(*args, **kwargs)

    def recorded_time(self, work):
        events.append("timed")
        return timed(self, work)

    monkeypatch.setattr(structures, "build", recorded_build)
    monkeypatch.setattr(runs, "evaluate", recorded_evaluate)
    monkeypatch.setattr(figures.Timer, "time", recorded_time)
    # every figure in full: this test is about what each one measures, not the budget (test_figure_budget.py)
    monkeypatch.setattr(figure_budget, "SHARE_OF_RUN", 1000.0)
    result = mace_run.run({"model": "arch:small", "structure": "water-2", "repeats": 2, "warmup": 1,
                           "figures": ["model", "graph_gpu", "md_gpu"], "md_steps": 2}, _Context())
    assert events.count("build-start") == 1
    assert "timed" not in events[:events.index("build-end")]
    assert events.count("timed") >= 1 + 3 + 2 * 20 + 20 + 2 * 2  # first call, steps, model x2, graph_gpu, md x2
    assert result["timings_s"]["structure"] > 0
    methods = [(f["method"], f.get("stress")) for f in result["figures"]]
    assert methods == [("ase_step", True), ("graph_cpu", None), ("model", False), ("model", True),
                       ("graph_gpu", None), ("md_gpu", None), ("md_gpu_skin", None)]
    for f in result["figures"]:
        assert f["atoms"] == 6 and f["edges"] == result["structure"]["edges"] > 0, f
        assert f["edges_per_atom"] == pytest.approx(f["edges"] / 6)
        assert f["precision"] == "float32" and f["cueq"] is False and f["device"] == "cpu"
        assert f.get("skipped") is None, f
        assert 0 < f["seconds"]["min"] <= f["seconds"]["median"] <= f["seconds"]["max"], f
        assert f["us_per_atom"] == pytest.approx(f["seconds"]["median"] * 1e6 / 6)
    model = [f for f in result["figures"] if f["method"] == "model"]
    assert all(f["seconds"]["n"] >= 20 for f in model)
    split = result["figures"][0]["split"]
    assert split["graph_s"] > 0 and split["model_s"] > 0 and split["rest_s"] >= 0
    assert split["graph_s"] + split["model_s"] <= result["timings_s"]["step"]["max"] * 1.0001
    assert result["figures"][4]["matches_mace"]["same_edges"] is True
    conditions = result["conditions"]
    assert conditions["available_cores"] >= 1 and conditions["load_average_start"] is not None
    assert conditions["cpu_model"]
