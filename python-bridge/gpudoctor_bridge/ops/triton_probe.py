"""``triton_probe``: can Triton find libcuda, and compile and run a kernel?

Triton loads ``libcuda.so.1`` itself, not through torch, and looks for it in its
own order (``triton/backends/nvidia/driver.py``, ``libcuda_dirs``):
``TRITON_LIBCUDA_PATH``; else every ``libcuda.so.1`` in ``ldconfig -p``; else,
only when ldconfig found none, the ``LD_LIBRARY_PATH`` folders that hold one.
Under WSL2 the library lives in ``/usr/lib/wsl/lib``; when ldconfig does not know
that folder Triton fails with "libcuda.so cannot found!" although torch works.
The resolution is reported as evidence on every cell, GPU or not.

With a GPU, a vector add is compiled and run on each device and compared with
torch's own sum. Params: ``device`` (optional index).
"""

from __future__ import annotations

import os
import subprocess
from typing import Any, Dict, List, Optional

from gpudoctor_bridge.capability_support import (Stopwatch, cell, cuda_devices, describe, device_param,
                                                  no_cuda_cell, require)

LDCONFIG_TIMEOUT_S = 10.0
WSL_LIB = "/usr/lib/wsl/lib"
VECTOR = 4096


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    wanted = device_param(params)
    resolution = libcuda_resolution(os.environ, ldconfig_lines())
    triton = require("triton", "triton")
    torch = require("torch", "torch")
    evidence = dict(resolution, triton_version=str(getattr(triton, "__version__", None)))
    if not resolution["libcuda_found"]:
        return {"cells": libcuda_not_found(torch, wanted, evidence)}
    if not torch.cuda.is_available():
        return {"cells": [no_cuda_cell(torch, **evidence)]}
    from gpudoctor_bridge import triton_kernels
    return {"cells": [vector_add(torch, triton_kernels, index, evidence) for index in cuda_devices(torch, wanted)]}


def libcuda_not_found(torch: Any, wanted: Optional[int], evidence: Dict[str, Any]) -> List[Dict[str, Any]]:
    """Triton will not find libcuda. With no driver at all that is nothing to probe; but when the
    library is there (WSL2's /usr/lib/wsl/lib) or torch reaches the GPU, Triton alone will fail:
    the classic WSL2 "libcuda.so cannot found!" while torch works."""
    driver_present = evidence.get("wsl_lib_has_libcuda") or torch.cuda.is_available()
    if not driver_present:
        return [cell(None, "not-probed", "no NVIDIA driver (libcuda.so.1 not found where Triton looks: "
                     "TRITON_LIBCUDA_PATH, ldconfig -p, LD_LIBRARY_PATH)", **evidence)]
    where = WSL_LIB if evidence.get("wsl_lib_has_libcuda") else "the folder that holds libcuda.so.1"
    detail = ("libcuda.so.1 is there but not where Triton looks (TRITON_LIBCUDA_PATH, ldconfig -p, "
              "LD_LIBRARY_PATH): Triton kernels will fail with \"libcuda.so cannot found!\" although torch works. "
              "Set TRITON_LIBCUDA_PATH=%s, or add it to /etc/ld.so.conf.d and run ldconfig." % where)
    devices = cuda_devices(torch, wanted) if torch.cuda.is_available() else []
    return [cell(index, "failed", detail, **evidence) for index in devices] or [cell(None, "failed", detail, **evidence)]


def vector_add(torch: Any, kernels: Any, index: int, evidence: Dict[str, Any]) -> Dict[str, Any]:
    clock = Stopwatch()
    try:
        device = torch.device("cuda", index)
        x = torch.rand(VECTOR, device=device)
        y = torch.rand(VECTOR, device=device)
        out = kernels.add(x, y)
        torch.cuda.synchronize(device)
        error = float((out - (x + y)).abs().max().item())
    except Exception as exc:  # noqa: BLE001 - a compile or launch failure is the finding
        return cell(index, "failed", "Triton could not compile or run a vector add: %s" % describe(exc),
                    seconds=clock.seconds(), **evidence)
    if error > 1e-6:
        return cell(index, "failed", "Triton's vector add ran but is wrong (max error %.3g)" % error,
                    max_abs_error=error, seconds=clock.seconds(), **evidence)
    return cell(index, "supported", "Triton compiled and ran a vector add of %d floats; the result matches torch." % VECTOR,
                max_abs_error=error, compile_and_run_s=clock.seconds(), **evidence)


def ldconfig_lines() -> Optional[List[str]]:
    """``ldconfig -p`` as Triton calls it; None when it cannot run."""
    for ldconfig in ("/sbin/ldconfig", "ldconfig"):
        try:
            out = subprocess.run([ldconfig, "-p"], capture_output=True, timeout=LDCONFIG_TIMEOUT_S, check=False)
        except (OSError, subprocess.TimeoutExpired):
            continue
        return out.stdout.decode("utf-8", "replace").splitlines()
    return None


def libcuda_resolution(env: Dict[str, str], ldconfig: Optional[List[str]]) -> Dict[str, Any]:
    """Where Triton would find libcuda.so.1, step by step (same order as Triton)."""
    explicit = env.get("TRITON_LIBCUDA_PATH") or None
    locations = [line.split()[-1] for line in (ldconfig or []) if "libcuda.so.1" in line]
    ld_dirs = [d for d in (env.get("LD_LIBRARY_PATH") or "").split(":")
               if d and os.path.exists(os.path.join(d, "libcuda.so.1"))]
    if explicit:
        dirs, source = [explicit], "TRITON_LIBCUDA_PATH"
    elif locations:
        dirs, source = [os.path.dirname(p) for p in locations], "ldconfig -p"
    elif ld_dirs:
        dirs, source = ld_dirs, "LD_LIBRARY_PATH"
    else:
        dirs, source = [], None
    found = any(os.path.exists(os.path.join(d, "libcuda.so.1")) for d in dirs)
    return {
        "triton_libcuda_path": explicit,
        "ldconfig_ran": ldconfig is not None,
        "ldconfig_libcuda": locations,
        "ld_library_path_libcuda_dirs": ld_dirs,
        "libcuda_source": source if found else None,
        "libcuda_dirs": dirs,
        "libcuda_found": found,
        "wsl_lib_has_libcuda": os.path.exists(os.path.join(WSL_LIB, "libcuda.so.1")),
    }
