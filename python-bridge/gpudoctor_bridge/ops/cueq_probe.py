"""``cueq_probe``: do cuEquivariance's kernels load and compute the right thing?

Imports ``cuequivariance``, ``cuequivariance_torch`` and the ops package
(``cuequivariance_ops_torch``, the CUDA kernels: a build for another CUDA or
torch is where it usually breaks), then, per device, runs one small equivariant
op (spherical harmonics of 64 random vectors, l = 0..3) on the GPU and on the CPU
and compares the two. Params: ``device`` (optional index).
"""

from __future__ import annotations

from typing import Any, Dict, Tuple

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


def spherical_harmonics(cuet: Any, ls: Any, vectors: Any, device: Any) -> Tuple[Any, str]:
    """cuEquivariance's spherical harmonics, through whichever API this version has.

    0.13 offers only the module ``SphericalHarmonics`` (seen on an H100: the function
    ``spherical_harmonics`` of older releases is gone, and calling it made the cell say
    "failed" although cuEquivariance worked). On the CPU the module needs the pure-torch
    method, since its default is a CUDA kernel.
    """
    module_class = getattr(cuet, "SphericalHarmonics", None)
    if module_class is not None:
        on_cpu = device.type == "cpu"
        try:
            module = module_class(ls, normalize=True, device=device, method="naive" if on_cpu else None)
        except TypeError:  # releases before 'method': the same choice was 'use_fallback'
            module = module_class(ls, normalize=True, device=device, use_fallback=on_cpu)
        return module(vectors), "SphericalHarmonics"
    function = getattr(cuet, "spherical_harmonics", None)
    if function is None:
        raise AttributeError("cuequivariance_torch %s has neither SphericalHarmonics nor spherical_harmonics"
                             % getattr(cuet, "__version__", "?"))
    return function(ls, vectors), "spherical_harmonics"


def compare(torch: Any, cuet: Any, index: int, evidence: Dict[str, Any]) -> Dict[str, Any]:
    clock = Stopwatch()
    try:
        generator = torch.Generator().manual_seed(0)
        vectors = torch.randn(64, 3, generator=generator)
        ls = [0, 1, 2, 3]
        on_cpu, api = spherical_harmonics(cuet, ls, vectors, torch.device("cpu"))
        on_gpu, _ = spherical_harmonics(cuet, ls, vectors.to(torch.device("cuda", index)),
                                        torch.device("cuda", index))
        torch.cuda.synchronize(index)
        evidence = dict(evidence, api=api)
        error = float((on_gpu.cpu() - on_cpu).abs().max().item())
    except Exception as exc:  # noqa: BLE001
        return cell(index, "failed", "A cuEquivariance op failed on the device: %s" % describe(exc),
                    seconds=clock.seconds(), **evidence)
    if error > TOLERANCE:
        return cell(index, "failed", "cuEquivariance's result on the device differs from the CPU by %.3g" % error,
                    max_abs_error=error, tolerance=TOLERANCE, seconds=clock.seconds(), **evidence)
    return cell(index, "supported", "Spherical harmonics (l = 0..3) on the device match the CPU (max error %.2g)." % error,
                max_abs_error=error, tolerance=TOLERANCE, seconds=clock.seconds(), **evidence)
