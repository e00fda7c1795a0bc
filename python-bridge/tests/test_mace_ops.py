"""Real MACE on CPU through one shared bridge child (importing mace costs seconds,
so every test here talks to the same child, in file order).

The child runs with an empty mace cache (XDG_CACHE_HOME in a temp dir) and a
proxy that refuses connections, so "small" is deterministically unavailable.
The random-weights model is rebuilt in this process with the bridge's own
builder and saved to a temp file, so results can be checked against a direct
MACECalculator call on the same file.
"""

from __future__ import annotations

import math

import pytest

from conftest import require_pinned

require_pinned("mace.calculators")

from ase.build import molecule  # noqa: E402
from mace.calculators import MACECalculator  # noqa: E402

from gpudoctor_bridge.mace_support import structures  # noqa: E402

HEAVY_TIMEOUT_S = 180.0
UNREACHABLE_PROXY = "http://127.0.0.1:9"  # discard port: connection refused at once


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("xdg-cache")


@pytest.fixture(scope="module")
def mace_bridge(cache_dir):
    from conftest import Bridge

    offline = {name: UNREACHABLE_PROXY for name in
               ("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY")}
    offline.update(no_proxy=None, NO_PROXY=None, XDG_CACHE_HOME=str(cache_dir))
    bridge = Bridge(env_overrides=offline)
    bridge.read_hello()
    yield bridge
    bridge.kill()


@pytest.fixture(scope="module")
def direct(model_file):
    """MACECalculator on the saved file, float64 - the reference."""
    return MACECalculator(model_paths=str(model_file), device="cpu", default_dtype="float64")


def run(bridge, request_id, **params):
    params.setdefault("figures", [])  # the figures beyond the ASE step are tested in test_speed_figures.py
    message = bridge.request(request_id, "mace_run", params, timeout=HEAVY_TIMEOUT_S)
    assert message["type"] == "result", message
    return message["result"], message["_stream"]


def assert_close(actual, expected, tol):
    if isinstance(expected, (list, tuple)) or hasattr(expected, "tolist"):
        expected = expected.tolist() if hasattr(expected, "tolist") else expected
        assert len(actual) == len(expected)
        for a, e in zip(actual, expected):
            assert_close(a, e, tol)
    else:
        assert abs(actual - expected) <= tol, (actual, expected)


def test_env_with_torch(mace_bridge):
    report = mace_bridge.request("env", "env", timeout=60)["result"]
    assert report["versions"]["torch"] and report["versions"]["mace-torch"]
    assert report["versions"]["cuequivariance-torch"] is None
    torch = report["torch"]
    assert torch["version"].startswith(report["versions"]["torch"])
    assert torch["cuda_available"] is False and torch["devices"] == []
    assert report["errors"] == {}


def test_arch_small_h2o_equals_direct_call_and_finite_differences(mace_bridge, direct):
    result, stream = run(mace_bridge, "h2o", model="arch:small", structure="h2o",
                         dtype="float64", repeats=3, warmup=1)
    assert [m["progress"]["message"] for m in stream] == [
        "imports", "model_load", "structure", "first_call", "warmup 1/1",
        "steps 1/3", "steps 2/3", "steps 3/3", "figures"]
    assert result["model"]["random_weights"] is True
    assert result["model"]["parameters"] > 1_000_000
    assert result["model_cached"] is False
    assert result["structure"] == {"name": "h2o", "atoms": 3, "edges": 6, "periodic": False,
                                   "formula": "H2O"}
    assert "stress_eV_per_A3" not in result
    step = result["timings_s"]["step"]
    assert step["n"] == 3 and 0 < step["min"] <= step["median"] <= step["max"]
    # each timed step's seconds travelled on its progress line (a run cut by its deadline keeps them)
    streamed = [m["progress"]["seconds"] for m in stream if m["progress"]["message"].startswith("steps ")]
    assert len(streamed) == 3 and min(streamed) == step["min"] and max(streamed) == step["max"]
    assert all("seconds" not in m["progress"] for m in stream if not m["progress"]["message"].startswith("steps "))
    assert result["timings_s"]["warmup"] > 0 and result["timings_s"]["figures"] >= 0
    assert result["throughput_atom_steps_per_s"] == pytest.approx(3 / step["median"])
    assert result["peak_memory_bytes"]["host_rss"] > 0
    assert result["peak_memory_bytes"]["device"] is None
    conditions = result["conditions"]
    assert conditions["gpu_name"] is None and conditions["compute_capability"] is None
    assert conditions["cueq_active"] is False  # the e3nn path ran
    assert conditions["torch_num_threads"] >= 1 and conditions["torch_interop_threads"] >= 1
    assert set(conditions["thread_variables"]) == {"OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"}
    assert conditions["versions"]["mace-torch"] == "0.3.16"
    assert conditions["versions"]["cuequivariance-torch"] is None

    atoms = molecule("H2O")
    atoms.calc = direct
    assert result["energy_eV"] == pytest.approx(atoms.get_potential_energy(), abs=1e-6)
    assert_close(result["forces_eV_per_A"], atoms.get_forces(), 1e-6)

    # forces are minus the gradient of the energy (central differences, h = 1e-4 A)
    h = 1e-4
    base = atoms.get_positions()
    for i in range(len(atoms)):
        for k in range(3):
            energies = []
            for sign in (1, -1):
                moved = base.copy()
                moved[i, k] += sign * h
                atoms.set_positions(moved)
                energies.append(atoms.get_potential_energy())
            numeric = -(energies[0] - energies[1]) / (2 * h)
            assert abs(result["forces_eV_per_A"][i][k] - numeric) < 1e-5, (i, k)


def test_water_32_periodic_equals_direct_call(mace_bridge, direct):
    result, _ = run(mace_bridge, "water", model="arch:small", structure="water-32",
                    dtype="float64", repeats=2, warmup=0)
    assert result["model_cached"] is True and result["timings_s"]["model_load"] == 0.0
    assert result["structure"]["atoms"] == 96 and result["structure"]["periodic"] is True
    assert result["structure"]["edges"] > 96 * 20

    atoms = structures.build("water-32", seed=0)
    atoms.calc = direct
    assert result["energy_eV"] == pytest.approx(atoms.get_potential_energy(), abs=1e-6)
    assert_close(result["forces_eV_per_A"], atoms.get_forces(), 1e-6)
    assert_close(result["stress_eV_per_A3"], atoms.get_stress(), 1e-6)


def test_local_model_file_and_its_cache(mace_bridge, model_file):
    first, _ = run(mace_bridge, "file-1", model=str(model_file), structure="h2o",
                   dtype="float64", repeats=1, warmup=0)
    assert first["model"]["random_weights"] is False
    assert first["model"]["source"] == str(model_file)
    assert first["model_cached"] is False and first["timings_s"]["model_load"] > 0
    arch, _ = run(mace_bridge, "arch-again", model="arch:small", structure="h2o",
                  dtype="float64", repeats=1, warmup=0)
    assert first["energy_eV"] == pytest.approx(arch["energy_eV"], abs=1e-9)
    second, _ = run(mace_bridge, "file-2", model=str(model_file), structure="h2o",
                    dtype="float64", repeats=1, warmup=0)
    assert second["model_cached"] is True and second["timings_s"]["model_load"] == 0.0


def test_structure_file(mace_bridge, direct, tmp_path):
    atoms = molecule("CH3CH2OH")
    path = tmp_path / "ethanol.xyz"
    atoms.write(str(path))
    result, _ = run(mace_bridge, "xyz", model="arch:small", structure=str(path),
                    dtype="float64", repeats=1, warmup=0)
    assert result["structure"]["atoms"] == 9 and result["structure"]["formula"] == "C2H6O"
    atoms.calc = direct
    assert result["energy_eV"] == pytest.approx(atoms.get_potential_energy(), abs=1e-6)


def test_offline_mace_mp_small_names_the_cache_path(mace_bridge, cache_dir):
    message = mace_bridge.request("offline", "mace_run", {"model": "small"},
                                  timeout=HEAVY_TIMEOUT_S)
    error = message["error"]
    assert error["kind"] == "model-unavailable", error
    expected = cache_dir / "mace" / "20231210mace128L0_energy_epoch249model"
    assert error["cache_path"] == str(expected)
    assert str(expected) in error["message"] and error["url"] in error["message"]
    assert not expected.exists()


@pytest.mark.parametrize("params, kind, needle", [
    ({"device": "gpu"}, "bad-request", "device"),
    ({"dtype": "float16"}, "bad-request", "dtype"),
    ({"repeats": 0}, "bad-request", "repeats"),
    ({"warmup": -1}, "bad-request", "warmup"),
    ({"repeats": True}, "bad-request", "repeats"),
    ({"structure": "unobtainium"}, "bad-request", "unobtainium"),
    ({"structure": "water-0"}, "bad-request", "water-0"),
    ({"model": "arch:huge"}, "bad-request", "arch:huge"),
    ({"model": "/no/such/file.model"}, "bad-request", "/no/such/file.model"),
    ({"enable_cueq": "yes"}, "bad-request", "enable_cueq"),
    ({"threads": 0}, "bad-request", "threads"),
    ({"threads": True}, "bad-request", "threads"),
    ({"threads": "1"}, "bad-request", "threads"),
    ({"device": "cuda"}, "device-unavailable", "torch.cuda.is_available() is False"),
    ({"device": "cuda:1"}, "device-unavailable", "cuda:1"),
    ({"enable_cueq": True}, "missing-package", "cuequivariance-torch"),
])
def test_bad_requests_are_answered_and_the_child_lives(mace_bridge, params, kind, needle):
    message = mace_bridge.request("bad", "mace_run", params, timeout=60)
    assert message["type"] == "error", message
    assert message["error"]["kind"] == kind
    assert needle in message["error"]["message"]
    assert "traceback" not in message["error"]
    assert mace_bridge.request("alive", "ping")["result"] == {"pong": True}


def test_consistency_float64_vs_float32(mace_bridge):
    message = mace_bridge.request("consistency", "consistency", {
        "model": "arch:small", "structure": "water-8", "seed": 0,
        "a": {"device": "cpu", "dtype": "float64"},
        "b": {"device": "cpu", "dtype": "float32"}}, timeout=HEAVY_TIMEOUT_S)
    result = message["result"]
    assert result["tolerance"] == {"energy_eV_per_atom": 1e-4, "force_eV_per_A": 1e-3,
                                   "relative_force": 1e-3, "source": "default (float32 involved)"}
    assert 0 < result["relative_dF"] < 1e-4  # float32 arithmetic, far under the tolerance
    assert result["max_abs_F_eV_per_A"] > 0
    assert result["verdict"] == "consistent", result
    assert result["a"]["dtype"] == "float64" and result["b"]["dtype"] == "float32"
    assert result["max_abs_dE_per_atom_eV"] == pytest.approx(
        abs(result["a"]["energy_eV"] - result["b"]["energy_eV"]) / 24)
    assert 0 < result["max_abs_dF_eV_per_A"] < 1e-3  # float32 really differs, a little

    strict = mace_bridge.request("strict", "consistency", {
        "structure": "water-8", "a": {"dtype": "float64"}, "b": {"dtype": "float32"},
        "tolerance": {"force_eV_per_A": 1e-12}}, timeout=HEAVY_TIMEOUT_S)["result"]
    assert strict["verdict"] == "inconsistent" and strict["tolerance"]["source"] == "request"
    assert strict["a"]["model_cached"] and strict["b"]["model_cached"]


def test_import_chain_in_a_fresh_child(mace_bridge):
    result = mace_bridge.request("chain", "import_chain", timeout=HEAVY_TIMEOUT_S)["result"]
    assert result["ok"] is True, result
    assert result["exit_code"] == 0 and result["signal"] is None and result["error"] is None
    assert result["accelerators_loaded"] == []
    assert set(result["accelerators"]) >= {"cuequivariance", "cuequivariance_torch",
                                           "cuequivariance_ops_torch", "openequivariance"}
    assert 0 < result["duration_s"] <= result["wall_s"]
    assert result["torch_version"]
    assert math.isfinite(result["wall_s"])


def test_threads_are_set_and_reported_as_torch_uses_them(mace_bridge):
    """Last in the file: torch's thread count stays set in this shared child. The figure recorded is the one torch
    reports after set_num_threads, not the number asked for."""
    result, _ = run(mace_bridge, "threads", model="arch:small", structure="h2o", repeats=1, warmup=0, threads=1)
    assert result["conditions"]["torch_num_threads"] == 1
    result, _ = run(mace_bridge, "threads-3", model="arch:small", structure="h2o", repeats=1, warmup=0, threads=3)
    assert result["conditions"]["torch_num_threads"] == 3
