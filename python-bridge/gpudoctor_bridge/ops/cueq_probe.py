"""``cueq_probe``: do cuEquivariance's kernels load and compute the right thing?

Imports ``cuequivariance``, ``cuequivariance_torch`` and the ops package
(``cuequivariance_ops_torch``, the CUDA kernels: a build for another CUDA or
torch is where it usually breaks), then, per device, runs one small equivariant
op (spherical harmonics of 64 random vectors, l = 0..3) on the GPU and on the CPU
and compares the two. Params: ``device`` (optional index).
"""

from __future__ import annotations

from typing import Any, Dict

from gpudoctor_bridge.capability_support import (Stopwatch, cell, cuda_devices, describe, device_param,
                                                  no_cuda_cell, require)

TOLERANCE = 1e-4


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    wanted = device_param(params)
    torch = require("torch", "torch")
    cue = require("cuequivariance", "cuequivariance")
    cuet = require("cuequivariance_torch", "cuequivariance-torch")
    evidence: Dict[str, Any] = {"cuequivariance_version": str(getattr(cue, "__version__", None)),
                                "cuequivariance_torch_version": str(getattr(cuet, "__version__", None))}
    try:
        import cuequivariance_ops_torch as ops
        evidence["ops_version"] = str(getattr(ops, "__version__", None))
        evidence["ops_error"] = None
    except Exception as exc:  # noqa: BLE001 - ImportError, or an OSError from a CUDA library
        evidence["ops_version"] = None
        evidence["ops_error"] = describe(exc)
    if not torch.cuda.is_available():
        return {"cells": [no_cuda_cell(torch, **evidence)]}
    if evidence["ops_error"] is not None:
        return {"cells": [cell(i, "failed", "cuequivariance_ops_torch (the CUDA kernels) does not import: %s"
                               % evidence["ops_error"], **evidence) for i in cuda_devices(torch, wanted)]}
    return {"cells": [compare(torch, cuet, index, evidence) for index in cuda_devices(torch, wanted)]}


def compare(torch: Any, cuet: Any, index: int, evidence: Dict[str, Any]) -> Dict[str, Any]:
    clock = Stopwatch()
    try:
        generator = torch.Generator().manual_seed(0)
        vectors = torch.randn(64, 3, generator=generator)
        ls = [0, 1, 2, 3]
        on_cpu = cuet.spherical_harmonics(ls, vectors)
        on_gpu = cuet.spherical_harmonics(ls, vectors.to(torch.device("cuda", index)))
        torch.cuda.synchronize(index)
        error = float((on_gpu.cpu() - on_cpu).abs().max().item())
    except Exception as exc:  # noqa: BLE001
        return cell(index, "failed", "A cuEquivariance op failed on the device: %s" % describe(exc),
                    seconds=clock.seconds(), **evidence)
    if error > TOLERANCE:
        return cell(index, "failed", "cuEquivariance's result on the device differs from the CPU by %.3g" % error,
                    max_abs_error=error, tolerance=TOLERANCE, seconds=clock.seconds(), **evidence)
    return cell(index, "supported", "Spherical harmonics (l = 0..3) on the device match the CPU (max error %.2g)." % error,
                max_abs_error=error, tolerance=TOLERANCE, seconds=clock.seconds(), **evidence)
