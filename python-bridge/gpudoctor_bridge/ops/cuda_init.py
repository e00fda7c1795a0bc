"""``cuda_init``: bring CUDA up step by step in this (fresh) bridge child.

The steps a first CUDA program takes, each timed and each allowed to fail on
its own: ``import torch``, ``torch.cuda.is_available()``, device count and
names, a tensor created on the device, a host -> device -> host copy compared
with the original, a small matmul, ``torch.cuda.synchronize()``. The first
failing step ends the sequence (a CUDA error is sticky: every later call in the
same process would only repeat it). Warnings torch raises while initialising
("CUDA initialization: The NVIDIA driver on your system is too old ...") are
returned, since they are usually the whole diagnosis.

The Java side runs this op in a child of its own, so a crash or a sticky error
stays there. A missing torch is ``missing-package``.
"""

from __future__ import annotations

import sys
import time
import traceback
import warnings
from typing import Any, Callable, Dict, List, Optional

from gpudoctor_bridge.errors import MISSING_PACKAGE, BridgeError

MATMUL_SIZE = 256


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    started = time.perf_counter()
    try:
        import torch
    except ModuleNotFoundError as exc:
        raise BridgeError(MISSING_PACKAGE,
                          "torch is not installed in %s (%s)" % (sys.executable, exc),
                          package="torch", module=exc.name, interpreter=sys.executable) from exc
    return probe(torch, time.perf_counter() - started, ctx)


def probe(torch: Any, import_s: float, ctx: Any = None) -> Dict[str, Any]:
    """The step report for an imported torch (a fake one in tests)."""
    steps: List[Dict[str, Any]] = [{"name": "import torch", "ok": True, "seconds": import_s,
                                    "detail": str(getattr(torch, "__version__", "?")), "error": None}]
    info: List[str] = []
    caught: List[str] = []
    report: Dict[str, Any] = {
        "interpreter": sys.executable,
        "torch_version": str(getattr(torch, "__version__", None)),
        "torch_cuda": _safe(lambda: torch.version.cuda),
        "available": None,
        "device_count": None,
        "devices": [],
        "steps": steps,
        "info_lines": info,
        "warnings": caught,
        "ok": False,
        "failed_step": None,
    }

    def step(name: str, fn: Callable[[], Any], describe: Callable[[Any], str] = str) -> Optional[Any]:
        if ctx is not None:
            ctx.progress(name, None)
        begun = time.perf_counter()
        with warnings.catch_warnings(record=True) as recorded:
            warnings.simplefilter("always")
            try:
                value = fn()
                error = None
            except Exception as exc:  # noqa: BLE001 - every failure is a finding
                value = None
                error = {"type": type(exc).__name__, "message": str(exc),
                         "traceback": traceback.format_exc()}
        caught.extend(str(w.message) for w in recorded)
        seconds = time.perf_counter() - begun
        steps.append({"name": name, "ok": error is None, "seconds": seconds,
                      "detail": None if error else describe(value), "error": error})
        if error is not None:
            report["failed_step"] = name
            return _FAILED
        return value

    available = step("torch.cuda.is_available()", lambda: bool(torch.cuda.is_available()))
    if available is _FAILED:
        return report
    report["available"] = available
    info.append("[CUDA Info] torch.cuda.is_available(): %s" % available)
    if not available:
        # torch.cuda.init() raises the real reason (no driver, driver too old, ...).
        reason = step("torch.cuda.init()", lambda: torch.cuda.init())
        if reason is not _FAILED:
            report["failed_step"] = "torch.cuda.is_available()"
        return report

    count = step("torch.cuda.device_count()", lambda: int(torch.cuda.device_count()))
    if count is _FAILED:
        return report
    report["device_count"] = count
    info.append("[CUDA Info] device count: %d" % count)
    for index in range(count):
        name = step("torch.cuda.get_device_name(%d)" % index, lambda i=index: torch.cuda.get_device_name(i))
        if name is _FAILED:
            return report
        capability = _safe(lambda i=index: "%d.%d" % tuple(torch.cuda.get_device_capability(i)))
        report["devices"].append({"index": index, "name": name, "capability": capability})
        info.append("[CUDA Info] device %d: %s (compute capability %s)" % (index, name, capability))
    if count == 0:
        report["failed_step"] = "torch.cuda.device_count()"
        return report

    x = step("tensor on cuda:0", lambda: torch.arange(MATMUL_SIZE * MATMUL_SIZE, dtype=torch.float32,
                                                          device="cuda:0").reshape(MATMUL_SIZE, MATMUL_SIZE),
             describe=lambda t: "%s on %s" % (tuple(t.shape), t.device))
    if x is _FAILED:
        return report
    host = torch.ones(MATMUL_SIZE, MATMUL_SIZE, dtype=torch.float32)

    def round_trip() -> bool:
        back = host.to("cuda:0").to("cpu")
        if not bool(torch.equal(back, host)):
            raise RuntimeError("the copy that came back differs from what was sent")
        return True

    if step("host -> device -> host copy", round_trip) is _FAILED:
        return report
    product = step("matmul on cuda:0", lambda: x @ x, describe=lambda t: "%s" % (tuple(t.shape),))
    if product is _FAILED:
        return report
    if step("torch.cuda.synchronize()", lambda: torch.cuda.synchronize(), describe=lambda _: "done") is _FAILED:
        return report
    info.append("[CUDA Info] tensor, copy, matmul and synchronize on cuda:0: OK")
    report["ok"] = True
    return report


_FAILED = object()


def _safe(fn: Callable[[], Any]) -> Any:
    try:
        return fn()
    except Exception:  # noqa: BLE001
        return None
