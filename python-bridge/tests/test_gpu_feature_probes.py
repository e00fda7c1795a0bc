"""The probes for what users now hit (CUDA graphs, BF16/FP8 matmul, copy bandwidth, peer copy).

Through a real bridge child with the test venv's real torch: on a machine without a GPU every
probe says "not probed: no CUDA device" with torch's own reason, never a made-up figure; on the GPU
machine every cell is a real verdict on a device. The judgements that need no GPU (what torch
exposes, too few GPUs, bad parameters) are tested with small fake torch modules."""

from __future__ import annotations

import os
import sys
import types

import pytest
from conftest import full_test_venv

from gpudoctor_bridge.errors import BridgeError
from gpudoctor_bridge.ops import matmul_probe, peer_copy_probe

PROBES = [("cuda_graph_probe", {}), ("matmul_probe", {"dtype": "bf16"}), ("matmul_probe", {"dtype": "fp8"}),
          ("copy_bandwidth_probe", {}), ("peer_copy_probe", {})]


def _has_gpu() -> bool:
    return os.path.exists("/usr/lib/wsl/lib/libcuda.so.1") or os.path.exists("/dev/nvidia0")


@pytest.mark.parametrize("op,params", PROBES, ids=[op + ("-" + p["dtype"] if p else "") for op, p in PROBES])
def test_each_probe_through_a_real_bridge_says_what_it_found(bridge, op, params):
    answer = bridge.request("p", op, params, timeout=180)
    if answer["type"] == "error":
        assert answer["error"]["kind"] == "missing-package", answer
        assert not full_test_venv(), "torch is in the test venv but the probe says it is missing"
        pytest.skip("torch is not installed in this interpreter (%s)" % sys.executable)
    cells = answer["result"]["cells"]
    if not _has_gpu():
        [only] = cells
        assert only["state"] == "not-probed" and only["device"] is None, only
        assert only["detail"].startswith("no CUDA device ("), only
        assert "tflops" not in only["evidence"] and "h2d_pinned_gbps" not in only["evidence"]
        return
    assert cells, "a machine with a GPU answered no cell"
    for c in cells:
        assert c["state"] in ("supported", "unsupported", "failed", "not-probed"), c
        assert c["detail"], c
        if c["state"] == "supported" and op == "matmul_probe":
            assert c["evidence"]["tflops"] > 0, c


def _torch(capability=(9, 0), fp8=True, count=1):
    namespace = types.SimpleNamespace(
        __version__="2.8.0+cu128", bfloat16=object(),
        cuda=types.SimpleNamespace(is_available=lambda: True, device_count=lambda: count,
                                   get_device_capability=lambda index: capability,
                                   get_device_name=lambda index: "Fake GPU"))
    if fp8:
        namespace.float8_e4m3fn = object()
        namespace._scaled_mm = lambda *a, **k: None
    return namespace


def test_fp8_on_a_torch_without_float8_is_not_exposed():
    [c] = [matmul_probe.multiply(_torch(fp8=False), 0, "fp8", 64)]
    assert c["state"] == "unsupported" and "not exposed" in c["detail"] and "float8_e4m3fn" in c["detail"]


def test_fp8_below_compute_capability_89_and_bf16_below_80_are_unsupported():
    assert "needs compute capability 8.9; this GPU is 8.6" in matmul_probe.multiply(_torch((8, 6)), 0, "fp8", 64)["detail"]
    assert matmul_probe.multiply(_torch((7, 5)), 0, "bf16", 64)["state"] == "unsupported"


def test_matmul_refuses_a_bad_dtype_or_size():
    for params in ({"dtype": "fp4"}, {"dtype": "bf16", "size": 100}, {"dtype": "bf16", "size": True}):
        with pytest.raises(BridgeError) as raised:
            matmul_probe.run(params, None)
        assert raised.value.kind == "bad-request"


def test_peer_copy_with_one_gpu_says_it_needs_two(monkeypatch):
    monkeypatch.setattr(peer_copy_probe, "require", lambda module, package: _torch(count=1))
    [c] = peer_copy_probe.run({}, None)["cells"]
    assert c["state"] == "not-probed" and "needs two or more" in c["detail"]


def test_the_bf16_product_the_probe_times_is_right_on_the_cpu():
    torch = pytest.importorskip("torch")
    a = torch.randn(64, 64) / 4
    b = torch.randn(64, 64) / 4
    product = matmul_probe._call(torch, "bf16", a, b, torch.device("cpu"))().float()
    error = float(((product - a @ b).norm() / (a @ b).norm()).item())
    assert error < matmul_probe.TOLERANCE["bf16"]
