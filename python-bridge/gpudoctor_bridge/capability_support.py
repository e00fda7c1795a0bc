"""Helpers shared by the capability probes (``triton_probe``, ``cueq_probe``,
``cuda_ipc_probe``). Stdlib only.

Each probe answers ``{"cells": [cell, ...]}`` where a cell is
``{"device": int | None, "state": ..., "detail": str, "evidence": {...}}`` and
``state`` is one of ``supported``, ``reported-only``, ``unsupported``,
``failed``, ``not-probed`` (PROTOCOL.md). A missing package is raised as
``missing-package`` so the Java side shows it as not-probed with the package name.
"""

from __future__ import annotations

import sys
import time
from typing import Any, Dict, List, Optional

from gpudoctor_bridge.errors import MISSING_PACKAGE, BridgeError, bad_request

STATES = ("supported", "reported-only", "unsupported", "failed", "not-probed")


def cell(device: Optional[int], state: str, detail: str, **evidence: Any) -> Dict[str, Any]:
    if state not in STATES:
        raise ValueError("unknown state %r" % state)
    return {"device": device, "state": state, "detail": detail, "evidence": evidence}


def require(module: str, package: str) -> Any:
    """Imports ``module`` or raises missing-package naming the distribution to install."""
    import importlib
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        raise BridgeError(MISSING_PACKAGE, "%s (module %s) is not installed in %s" % (package, module, sys.executable),
                          package=package, module=exc.name or module, interpreter=sys.executable) from exc


def device_param(params: Dict[str, Any]) -> Optional[int]:
    device = params.get("device")
    if device is None:
        return None
    if isinstance(device, bool) or not isinstance(device, int) or device < 0:
        raise bad_request("device must be a non-negative integer, not %r" % (device,))
    return device


def cuda_devices(torch: Any, wanted: Optional[int]) -> List[int]:
    count = int(torch.cuda.device_count())
    return [i for i in range(count) if wanted is None or i == wanted]


def no_cuda_cell(torch: Any, **evidence: Any) -> Dict[str, Any]:
    """The not-probed cell for a torch that sees no GPU, with torch's own reason when it has one."""
    reason = "torch.cuda.is_available() is False"
    try:
        torch.cuda.init()
    except Exception as exc:  # noqa: BLE001 - the message is the reason (no driver, too old, ...)
        reason = "%s: %s" % (type(exc).__name__, str(exc).strip().splitlines()[0] if str(exc).strip() else "")
    return cell(None, "not-probed", "no CUDA device (%s)" % reason,
                torch_version=str(getattr(torch, "__version__", None)),
                torch_cuda=getattr(getattr(torch, "version", None), "cuda", None), **evidence)


def describe(exc: BaseException) -> str:
    text = str(exc).strip()
    first = text.splitlines()[0] if text else ""
    return "%s: %s" % (type(exc).__name__, first[:300])


class Stopwatch:
    def __init__(self) -> None:
        self.started = time.perf_counter()

    def seconds(self) -> float:
        return round(time.perf_counter() - self.started, 4)
