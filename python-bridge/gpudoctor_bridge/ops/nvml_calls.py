"""``nvml_calls``: the NVML queries cuEquivariance and monitoring tools make, one by one.

For every device NVML sees, each query below is called through ``pynvml``
(distribution ``nvidia-ml-py``) and classified:

- ``supported``: it answered (the value is returned, as text);
- ``not-supported``: ``NVMLError_NotSupported`` - common under WSL2 (WDDM);
- ``unknown``: ``NVMLError_Unknown`` - also seen under WSL2;
- ``error``: any other NVML error (its text is returned);
- ``missing``: this pynvml has no such function.

Tools that treat ``not-supported``/``unknown`` as fatal crash on such machines,
which is what GPU Doctor's NVML shim (``python-bridge/nvml_shim``) papers over.
A missing pynvml is ``missing-package``; an NVML that does not initialise (no
driver, library not found) is reported in ``init_error``, not raised.

Each device also carries ``recovery_action``: what the driver itself says to do
after an error, NVML field ``NVML_FI_DEV_GET_GPU_RECOVERY_ACTION`` read through
``nvmlDeviceGetFieldValues`` (``status`` ``reported`` with ``value`` and ``name``;
``not-reported`` where the driver or this nvidia-ml-py does not have it; ``error``).
"""

from __future__ import annotations

import sys
from typing import Any, Callable, Dict, List, Optional

from gpudoctor_bridge.errors import MISSING_PACKAGE, BridgeError

# (label, pynvml function name, extra args after the handle)
QUERIES = (
    ("power limit", "nvmlDeviceGetPowerManagementLimit", ()),
    ("enforced power limit", "nvmlDeviceGetEnforcedPowerLimit", ()),
    ("GPU core count", "nvmlDeviceGetNumGpuCores", ()),
    ("max SM clock", "nvmlDeviceGetMaxClockInfo", ("NVML_CLOCK_SM",)),
    ("compute capability", "nvmlDeviceGetCudaComputeCapability", ()),
    ("utilization", "nvmlDeviceGetUtilizationRates", ()),
    ("running compute processes", "nvmlDeviceGetComputeRunningProcesses", ()),
)


# NVML's recovery action: field id and values as nvidia-ml-py's pynvml.py defines them
# (NVML_FI_DEV_GET_GPU_RECOVERY_ACTION = 230; _nvmlDeviceGpuRecoveryAction_t: NONE 0, GPU_RESET 1,
# NODE_REBOOT 2, DRAIN_P2P 3, DRAIN_AND_RESET 4, GPU_RESET_BUS 5). The numbers are used when an older
# nvidia-ml-py lacks the names: the driver, not the binding, decides whether the field is known.
RECOVERY_ACTION_FIELD = 230
RECOVERY_ACTIONS = {0: "NONE", 1: "GPU_RESET", 2: "NODE_REBOOT", 3: "DRAIN_P2P", 4: "DRAIN_AND_RESET",
                    5: "GPU_RESET_BUS"}
NOT_REPORTED = "not reported by this driver"


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    try:
        import pynvml
    except ModuleNotFoundError as exc:
        raise BridgeError(MISSING_PACKAGE,
                          "nvidia-ml-py (module pynvml) is not installed in %s" % sys.executable,
                          package="nvidia-ml-py", module=exc.name, interpreter=sys.executable) from exc
    return collect(pynvml)


def collect(pynvml: Any) -> Dict[str, Any]:
    report: Dict[str, Any] = {"interpreter": sys.executable, "init_error": None,
                              "driver_version": None, "devices": []}
    try:
        pynvml.nvmlInit()
    except Exception as exc:  # noqa: BLE001 - NVMLError_LibraryNotFound, DriverNotLoaded, ...
        report["init_error"] = _describe(exc)
        return report
    try:
        report["driver_version"] = _text(_call(lambda: pynvml.nvmlSystemGetDriverVersion())[1])
        ok, count = _call(lambda: pynvml.nvmlDeviceGetCount())
        if not ok:
            report["init_error"] = "nvmlDeviceGetCount: %s" % count
            return report
        for index in range(int(count)):
            report["devices"].append(_device(pynvml, index))
    finally:
        try:
            pynvml.nvmlShutdown()
        except Exception:  # noqa: BLE001
            pass
    return report


def _device(pynvml: Any, index: int) -> Dict[str, Any]:
    ok, handle = _call(lambda: pynvml.nvmlDeviceGetHandleByIndex(index))
    device: Dict[str, Any] = {"index": index, "name": None, "calls": []}
    if not ok:
        device["error"] = handle
        return device
    device["name"] = _text(_call(lambda: pynvml.nvmlDeviceGetName(handle))[1])
    for label, function, extra in QUERIES:
        fn = getattr(pynvml, function, None)
        entry: Dict[str, Any] = {"query": label, "function": function, "status": None,
                                 "value": None, "error": None}
        if fn is None:
            entry["status"] = "missing"
        else:
            args = [getattr(pynvml, name) for name in extra]
            try:
                entry["value"] = _render(fn(handle, *args))
                entry["status"] = "supported"
            except Exception as exc:  # noqa: BLE001
                entry["status"] = _classify(pynvml, exc)
                entry["error"] = _describe(exc)
        device["calls"].append(entry)
    device["recovery_action"] = recovery_action(pynvml, handle)
    return device


def recovery_action(pynvml: Any, handle: Any) -> Dict[str, Any]:
    """The driver's recovery action for one device; never raises."""
    answer: Dict[str, Any] = {"status": "not-reported", "value": None, "name": None, "detail": NOT_REPORTED}
    get = getattr(pynvml, "nvmlDeviceGetFieldValues", None)
    if get is None:
        answer["detail"] = NOT_REPORTED + " (this nvidia-ml-py has no nvmlDeviceGetFieldValues)"
        return answer
    field = getattr(pynvml, "NVML_FI_DEV_GET_GPU_RECOVERY_ACTION", RECOVERY_ACTION_FIELD)
    try:
        value = get(handle, [field])[0]
    except Exception as exc:  # noqa: BLE001 - NVMLError_NotSupported, InvalidArgument on older drivers, ...
        if _classify(pynvml, exc) == "error" and not _invalid_argument(pynvml, exc):
            answer.update(status="error", detail=_describe(exc))
        else:
            answer["detail"] = NOT_REPORTED + " (" + _describe(exc) + ")"
        return answer
    # The call answers for every field; each field carries its own return code (a driver that does not
    # know the field says NOT_SUPPORTED or INVALID_ARGUMENT there).
    code = getattr(value, "nvmlReturn", 0)
    if code:
        answer["detail"] = NOT_REPORTED + " (NVML return %s for field %s)" % (code, field)
        return answer
    number = int(value.value.uiVal)
    answer.update(status="reported", value=number, name=RECOVERY_ACTIONS.get(number, "UNKNOWN_%d" % number), detail=None)
    return answer


def _invalid_argument(pynvml: Any, exc: BaseException) -> bool:
    cls = getattr(pynvml, "NVMLError_InvalidArgument", None)
    return isinstance(cls, type) and isinstance(exc, cls)


def _classify(pynvml: Any, exc: BaseException) -> str:
    for status, name in (("not-supported", "NVMLError_NotSupported"), ("unknown", "NVMLError_Unknown")):
        cls = getattr(pynvml, name, None)
        if isinstance(cls, type) and isinstance(exc, cls):
            return status
    return "error"


def _call(fn: Callable[[], Any]) -> tuple:
    try:
        return True, fn()
    except Exception as exc:  # noqa: BLE001
        return False, _describe(exc)


def _render(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, (list, tuple)):
        return [_render(v) for v in value]
    fields = getattr(value, "_fields_", None)
    if fields:  # a ctypes structure (utilization, process info)
        return {name: _render(getattr(value, name, None)) for name, *_ in fields}
    return str(value)


def _text(value: Optional[Any]) -> Optional[str]:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return None if value is None else str(value)


def _describe(exc: BaseException) -> str:
    return "%s: %s" % (type(exc).__name__, exc)
