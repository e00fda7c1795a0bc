"""``matmul_probe``: BF16 or FP8 matrix multiply, checked against float32, in TFLOPS.

Params: ``dtype`` ("bf16" or "fp8"), ``device`` (optional index), ``size`` (optional,
default 4096). BF16 is ``torch.matmul`` on bfloat16; FP8 is ``torch._scaled_mm`` on
float8_e4m3fn with unit scales (what FP8 training and inference call). A GPU or torch
that cannot do it is ``unsupported`` ("not exposed": the dtype or kernel is missing, or
the compute capability is too low); an error on a GPU that should do it is ``failed``.
"""

from __future__ import annotations

from typing import Any, Dict, Optional

from gpudoctor_bridge.capability_support import (Stopwatch, cell, cuda_devices, describe, device_param,
                                                  no_cuda_cell, require)
from gpudoctor_bridge.errors import bad_request

DTYPES = ("bf16", "fp8")
DEFAULT_SIZE = 4096
REPEATS = 10
#: Relative error of the product against float32 that still counts as right (FP8 has 3 mantissa bits).
TOLERANCE = {"bf16": 0.02, "fp8": 0.15}
#: The compute capability each needs in tensor cores.
NEEDS = {"bf16": (8, 0), "fp8": (8, 9)}


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    dtype = params.get("dtype")
    if dtype not in DTYPES:
        raise bad_request("dtype must be one of %s, not %r" % (", ".join(DTYPES), dtype))
    size = params.get("size", DEFAULT_SIZE)
    if isinstance(size, bool) or not isinstance(size, int) or not 16 <= size <= 16384 or size % 16:
        raise bad_request("size must be a multiple of 16 between 16 and 16384, not %r" % (size,))
    wanted = device_param(params)
    torch = require("torch", "torch")
    if not torch.cuda.is_available():
        return {"cells": [no_cuda_cell(torch, dtype=dtype)]}
    return {"cells": [multiply(torch, index, dtype, size) for index in cuda_devices(torch, wanted)]}


def not_exposed(torch: Any, dtype: str) -> Optional[str]:
    """Why this torch cannot even express the multiply, or None."""
    if dtype == "fp8":
        if not hasattr(torch, "float8_e4m3fn"):
            return "this torch has no float8_e4m3fn dtype (torch %s)" % getattr(torch, "__version__", "?")
        if not hasattr(torch, "_scaled_mm"):
            return "this torch has no torch._scaled_mm"
    elif not hasattr(torch, "bfloat16"):
        return "this torch has no bfloat16 dtype"
    return None


def multiply(torch: Any, index: int, dtype: str, size: int) -> Dict[str, Any]:
    clock = Stopwatch()
    capability = tuple(torch.cuda.get_device_capability(index))
    evidence: Dict[str, Any] = {"dtype": dtype, "size": size, "compute_capability": "%d.%d" % capability,
                                "gpu": torch.cuda.get_device_name(index)}
    missing = not_exposed(torch, dtype)
    if missing:
        return cell(index, "unsupported", "%s matmul is not exposed: %s." % (dtype.upper(), missing), **evidence)
    if capability < NEEDS[dtype]:
        return cell(index, "unsupported", "%s matmul needs compute capability %d.%d; this GPU is %d.%d." % (
            (dtype.upper(),) + NEEDS[dtype] + capability), **evidence)
    device = torch.device("cuda", index)
    try:
        with torch.cuda.device(index):
            generator = torch.Generator(device=device).manual_seed(0)
            a = torch.randn(size, size, device=device, generator=generator) / 4
            b = torch.randn(size, size, device=device, generator=generator) / 4
            reference = a @ b
            call = _call(torch, dtype, a, b, device)
            product = call().float()
            error = float(((product - reference).norm() / reference.norm()).item())
            call()
            start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            for _ in range(REPEATS):
                call()
            stop.record()
            stop.synchronize()
            millis = start.elapsed_time(stop) / REPEATS
    except Exception as exc:  # noqa: BLE001
        text = describe(exc)
        lower = text.lower()
        if any(word in lower for word in ("not supported", "not implemented", "no kernel", "only supported", "requires")):
            return cell(index, "unsupported", "%s matmul is not exposed here: %s" % (dtype.upper(), text), error=text,
                        seconds=clock.seconds(), **evidence)
        return cell(index, "failed", "%s matmul failed: %s" % (dtype.upper(), text), error=text, seconds=clock.seconds(), **evidence)
    tflops = round(2.0 * size ** 3 / (millis / 1e3) / 1e12, 2)
    evidence.update(relative_error=round(error, 5), ms=round(millis, 4), tflops=tflops, seconds=clock.seconds())
    if error > TOLERANCE[dtype]:
        return cell(index, "failed", "%s matmul ran but its result is wrong (relative error %.3g against float32)." % (
            dtype.upper(), error), **evidence)
    return cell(index, "supported", "%s matmul: %.1f TFLOPS on %dx%d (relative error %.2g against float32)." % (
        dtype.upper(), tflops, size, size, error), **evidence)


def _call(torch: Any, dtype: str, a: Any, b: Any, device: Any) -> Any:
    if dtype == "bf16":
        x, y = a.to(torch.bfloat16), b.to(torch.bfloat16)
        return lambda: x @ y
    x = a.to(torch.float8_e4m3fn)
    y = b.t().contiguous().to(torch.float8_e4m3fn).t()  # _scaled_mm wants the second operand column-major
    one = torch.ones((), device=device)
    return lambda: torch._scaled_mm(x, y, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
