"""cuda_init and nvml_calls with fake torch / pynvml modules (no GPU in CI)."""

from __future__ import annotations

import types

from gpudoctor_bridge import protocol
from gpudoctor_bridge.ops import cuda_init, nvml_calls


def _torch_without_cuda():
    def init():
        raise RuntimeError("Found no NVIDIA driver on your system.")
    cuda = types.SimpleNamespace(is_available=lambda: False, init=init)
    return types.SimpleNamespace(__version__="2.5.1+cpu", version=types.SimpleNamespace(cuda=None), cuda=cuda)


def test_cuda_init_without_a_driver_reports_the_reason():
    report = cuda_init.probe(_torch_without_cuda(), 0.5)
    assert report["ok"] is False and report["available"] is False
    assert report["failed_step"] == "torch.cuda.init()"
    assert "no NVIDIA driver" in report["steps"][-1]["error"]["message"]
    assert report["info_lines"] == ["[CUDA Info] torch.cuda.is_available(): False"]
    protocol.encode(protocol.result(1, report))


class _NotSupported(Exception):
    pass


def test_nvml_calls_classifies_each_query():
    fake = types.SimpleNamespace(
        NVMLError_NotSupported=_NotSupported, NVMLError_Unknown=type("U", (Exception,), {}),
        NVML_CLOCK_SM=1,
        nvmlInit=lambda: None, nvmlShutdown=lambda: None,
        nvmlSystemGetDriverVersion=lambda: b"537.58",
        nvmlDeviceGetCount=lambda: 1,
        nvmlDeviceGetHandleByIndex=lambda i: "h%d" % i,
        nvmlDeviceGetName=lambda h: "GTX",
        nvmlDeviceGetPowerManagementLimit=lambda h: (_ for _ in ()).throw(_NotSupported("Not Supported")),
        nvmlDeviceGetCudaComputeCapability=lambda h: (7, 5),
    )
    report = nvml_calls.collect(fake)
    calls = {c["function"]: c["status"] for c in report["devices"][0]["calls"]}
    assert calls["nvmlDeviceGetPowerManagementLimit"] == "not-supported"
    assert calls["nvmlDeviceGetCudaComputeCapability"] == "supported"
    assert calls["nvmlDeviceGetNumGpuCores"] == "missing"
    assert report["driver_version"] == "537.58"
    protocol.encode(protocol.result(1, report))


def test_nvml_that_does_not_initialise_is_reported_not_raised():
    def init():
        raise RuntimeError("NVML Shared Library Not Found")
    report = nvml_calls.collect(types.SimpleNamespace(nvmlInit=init))
    assert "Not Found" in report["init_error"] and report["devices"] == []
