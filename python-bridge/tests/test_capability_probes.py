"""The capability probe ops: libcuda resolution as Triton does it, and the not-probed answers
without a GPU or a package. Fake torch modules: no GPU and no heavy import here, except one
real bridge round trip for triton_probe (triton and torch are in the test venv)."""

from __future__ import annotations

import os
import sys
import types

import pytest
from conftest import full_test_venv

from gpudoctor_bridge import protocol
from gpudoctor_bridge.capability_support import cell, no_cuda_cell
from gpudoctor_bridge.errors import BridgeError
from gpudoctor_bridge.ops import cuda_ipc_probe, cueq_probe, triton_probe


def _libdir(tmp_path, name):
    folder = tmp_path / name
    folder.mkdir()
    (folder / "libcuda.so.1").write_bytes(b"")
    return str(folder)


def test_triton_libcuda_path_wins_over_everything(tmp_path):
    explicit = _libdir(tmp_path, "explicit")
    found = triton_probe.libcuda_resolution(
        {"TRITON_LIBCUDA_PATH": explicit, "LD_LIBRARY_PATH": _libdir(tmp_path, "ld")},
        ["\tlibcuda.so.1 (libc6,x86-64) => /nowhere/libcuda.so.1"])
    assert found["libcuda_source"] == "TRITON_LIBCUDA_PATH" and found["libcuda_dirs"] == [explicit]
    assert found["libcuda_found"] is True


def test_ldconfig_hits_hide_ld_library_path_as_in_triton(tmp_path):
    # Triton only looks at LD_LIBRARY_PATH when ldconfig knows no libcuda.so.1 at all: a stale
    # ldconfig entry therefore fails even though LD_LIBRARY_PATH has the library.
    ld = _libdir(tmp_path, "ld")
    found = triton_probe.libcuda_resolution(
        {"LD_LIBRARY_PATH": ld}, ["\tlibcuda.so.1 (libc6,x86-64) => /gone/libcuda.so.1"])
    assert found["ldconfig_libcuda"] == ["/gone/libcuda.so.1"]
    assert found["ld_library_path_libcuda_dirs"] == [ld]
    assert found["libcuda_found"] is False


def test_ld_library_path_is_the_last_resort(tmp_path):
    ld = _libdir(tmp_path, "ld")
    found = triton_probe.libcuda_resolution({"LD_LIBRARY_PATH": "/nope:" + ld}, [])
    assert found["libcuda_source"] == "LD_LIBRARY_PATH" and found["libcuda_dirs"] == [ld]


def test_nothing_found_without_a_driver():
    found = triton_probe.libcuda_resolution({}, None)
    assert found["libcuda_found"] is False and found["ldconfig_ran"] is False


def _torch_without_cuda():
    def init():
        raise RuntimeError("Found no NVIDIA driver on your system. Please check ...")
    return types.SimpleNamespace(__version__="2.8.0+cpu", version=types.SimpleNamespace(cuda=None),
                                 cuda=types.SimpleNamespace(is_available=lambda: False, init=init))


def test_no_cuda_cell_quotes_torchs_reason():
    answer = no_cuda_cell(_torch_without_cuda())
    assert answer["state"] == "not-probed" and answer["device"] is None
    assert "Found no NVIDIA driver" in answer["detail"]
    protocol.encode(protocol.result(1, {"cells": [answer]}))


def _torch_with_gpus(count):
    return types.SimpleNamespace(__version__="2.8.0+cu128", version=types.SimpleNamespace(cuda="12.8"),
                                 cuda=types.SimpleNamespace(is_available=lambda: True, device_count=lambda: count))


def test_libcuda_out_of_tritons_sight_with_a_working_torch_is_a_failure_not_no_driver():
    # The WSL2 classic: torch reaches the GPU through /usr/lib/wsl/lib, ldconfig does not know it.
    cells = triton_probe.libcuda_not_found(_torch_with_gpus(2), None, {"wsl_lib_has_libcuda": True})
    assert [c["device"] for c in cells] == [0, 1]
    assert all(c["state"] == "failed" for c in cells)
    assert "TRITON_LIBCUDA_PATH=/usr/lib/wsl/lib" in cells[0]["detail"]
    assert "libcuda.so cannot found!" in cells[0]["detail"]


def test_libcuda_in_wsl_lib_without_torch_gpu_is_still_a_failure():
    cells = triton_probe.libcuda_not_found(_torch_without_cuda(), None, {"wsl_lib_has_libcuda": True})
    assert len(cells) == 1 and cells[0]["device"] is None and cells[0]["state"] == "failed"


def test_no_libcuda_anywhere_is_not_probed():
    cells = triton_probe.libcuda_not_found(_torch_without_cuda(), None, {"wsl_lib_has_libcuda": False})
    assert cells[0]["state"] == "not-probed" and "no NVIDIA driver" in cells[0]["detail"]


def test_cuda_ipc_without_a_gpu_is_not_probed(monkeypatch):
    monkeypatch.setattr(cuda_ipc_probe, "require", lambda module, package: _torch_without_cuda())
    result = cuda_ipc_probe.run({}, None)
    assert [c["state"] for c in result["cells"]] == ["not-probed"]


def test_cueq_without_the_package_is_missing_package(monkeypatch):
    def require(module, package):
        if module == "torch":
            return _torch_without_cuda()
        raise BridgeError("missing-package", "nope", package=package)
    monkeypatch.setattr(cueq_probe, "require", require)
    with pytest.raises(BridgeError) as raised:
        cueq_probe.run({}, None)
    assert raised.value.kind == "missing-package" and raised.value.fields["package"] == "cuequivariance"


def test_bad_device_param_is_a_bad_request():
    with pytest.raises(BridgeError) as raised:
        cuda_ipc_probe.run({"device": "gpu0"}, None)
    assert raised.value.kind == "bad-request"


def test_cells_refuse_unknown_states():
    with pytest.raises(ValueError):
        cell(0, "works", "?")


def _has_driver() -> bool:
    return os.path.exists("/usr/lib/wsl/lib/libcuda.so.1") or os.path.exists("/dev/nvidia0")


def test_triton_probe_through_a_real_bridge(bridge):
    """No silent outcome: without a driver the cell says why nothing was probed; with one (the GPU
    machine) every cell is a real verdict on a device, with its evidence."""
    answer = bridge.request("t", "triton_probe", {}, timeout=120)
    if answer["type"] == "error":
        assert answer["error"]["kind"] == "missing-package"
        # run-tests.sh builds the full test venv, where requirements-mace.txt pins triton (Python >= 3.11)
        assert not (full_test_venv() and sys.version_info >= (3, 11)), \
            "triton is pinned in the test venv but the probe says it is missing: " + answer["error"]["message"]
        return
    cells = answer["result"]["cells"]
    if not _has_driver():
        [only] = cells
        assert only["state"] == "not-probed" and only["device"] is None
        assert "libcuda.so.1 not found" in only["detail"]
        assert only["evidence"]["libcuda_found"] is False
        return
    assert cells, "a machine with a driver answered no Triton cell"
    for c in cells:
        assert c["state"] in ("supported", "unsupported", "failed"), c
        assert c["detail"] and c["evidence"]["libcuda_dirs"] is not None, c
        if c["state"] == "supported":
            assert isinstance(c["device"], int) and c["evidence"]["max_abs_error"] <= 1e-6, c


CPU = types.SimpleNamespace(type="cpu")
CUDA0 = types.SimpleNamespace(type="cuda", index=0)


class _FakeTensor:
    def __init__(self, origin):
        self.origin = origin


class _SphericalHarmonics013:
    """cuequivariance_torch 0.13's shape: a module, no function (as seen on an H100)."""

    made = []

    def __init__(self, ls, normalize=True, device=None, math_dtype=None, use_fallback=None, method=None):
        self.made.append((tuple(ls), device.type, method))

    def __call__(self, vectors):
        return _FakeTensor("module")


class _SphericalHarmonicsBeforeMethod:
    def __init__(self, ls, normalize=True, device=None, use_fallback=None):
        self.use_fallback = use_fallback

    def __call__(self, vectors):
        return _FakeTensor("fallback=%s" % self.use_fallback)


def test_cueq_spherical_harmonics_uses_the_013_module_with_the_torch_method_on_the_cpu():
    cuet = types.SimpleNamespace(SphericalHarmonics=_SphericalHarmonics013)
    _SphericalHarmonics013.made.clear()

    _, api = cueq_probe.spherical_harmonics(cuet, [0, 1], object(), CPU)
    cueq_probe.spherical_harmonics(cuet, [0, 1], object(), CUDA0)

    assert api == "SphericalHarmonics"
    assert _SphericalHarmonics013.made == [((0, 1), "cpu", "naive"), ((0, 1), "cuda", None)]


def test_cueq_spherical_harmonics_falls_back_to_use_fallback_and_to_the_old_function():
    older = types.SimpleNamespace(SphericalHarmonics=_SphericalHarmonicsBeforeMethod)
    out, _ = cueq_probe.spherical_harmonics(older, [0], object(), CPU)
    assert out.origin == "fallback=True"

    oldest = types.SimpleNamespace(spherical_harmonics=lambda ls, vectors: _FakeTensor("function"))
    out, api = cueq_probe.spherical_harmonics(oldest, [0], object(), CUDA0)
    assert (out.origin, api) == ("function", "spherical_harmonics")

    with pytest.raises(AttributeError, match="neither SphericalHarmonics nor spherical_harmonics"):
        cueq_probe.spherical_harmonics(types.SimpleNamespace(), [0], object(), CPU)
