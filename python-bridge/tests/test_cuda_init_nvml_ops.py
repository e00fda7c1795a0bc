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


def _field_value(code, number):
    return types.SimpleNamespace(nvmlReturn=code, value=types.SimpleNamespace(uiVal=number))


def _pynvml_with_fields(**extra):
    base = dict(
        NVMLError_NotSupported=_NotSupported, NVMLError_Unknown=type("U", (Exception,), {}),
        NVML_CLOCK_SM=1, nvmlInit=lambda: None, nvmlShutdown=lambda: None,
        nvmlSystemGetDriverVersion=lambda: b"570.86", nvmlDeviceGetCount=lambda: 1,
        nvmlDeviceGetHandleByIndex=lambda i: "h%d" % i, nvmlDeviceGetName=lambda h: "H100")
    base.update(extra)
    return types.SimpleNamespace(**base)


def test_recovery_action_is_read_from_its_nvml_field():
    asked = []

    def fields(handle, ids):
        asked.append((handle, list(ids)))
        return [_field_value(0, 2)]
    report = nvml_calls.collect(_pynvml_with_fields(NVML_FI_DEV_GET_GPU_RECOVERY_ACTION=230,
                                                     nvmlDeviceGetFieldValues=fields))
    action = report["devices"][0]["recovery_action"]
    assert asked == [("h0", [230])]
    assert action == {"status": "reported", "value": 2, "name": "NODE_REBOOT", "detail": None}
    protocol.encode(protocol.result(1, report))


def test_an_older_nvidia_ml_py_without_the_name_still_asks_field_230():
    report = nvml_calls.collect(_pynvml_with_fields(nvmlDeviceGetFieldValues=lambda h, ids: [_field_value(0, ids[0] - 230)]))
    assert report["devices"][0]["recovery_action"]["name"] == "NONE"


def test_a_driver_without_the_field_is_not_reported_not_an_error():
    # The driver answers the call but marks the field NOT_SUPPORTED (3) in its own return code.
    report = nvml_calls.collect(_pynvml_with_fields(nvmlDeviceGetFieldValues=lambda h, ids: [_field_value(3, 0)]))
    action = report["devices"][0]["recovery_action"]
    assert action["status"] == "not-reported" and action["value"] is None
    assert action["detail"].startswith("not reported by this driver") and "NVML return 3" in action["detail"]

    def not_supported(handle, ids):
        raise _NotSupported("Not Supported")
    report = nvml_calls.collect(_pynvml_with_fields(nvmlDeviceGetFieldValues=not_supported))
    assert report["devices"][0]["recovery_action"]["status"] == "not-reported"


def test_an_nvidia_ml_py_without_field_values_is_not_reported():
    report = nvml_calls.collect(_pynvml_with_fields())
    action = report["devices"][0]["recovery_action"]
    assert action["status"] == "not-reported"
    assert "no nvmlDeviceGetFieldValues" in action["detail"]


def test_another_nvml_error_is_an_error():
    def broken(handle, ids):
        raise RuntimeError("GPU is lost")
    action = nvml_calls.collect(_pynvml_with_fields(nvmlDeviceGetFieldValues=broken))["devices"][0]["recovery_action"]
    assert action["status"] == "error" and "GPU is lost" in action["detail"]
