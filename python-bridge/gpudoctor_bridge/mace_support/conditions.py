"""What a run's speed depends on besides the model and the structure, reported
with every ``mace_run`` result so the Java side can judge the speed (against
published figures) and explain a slow run without asking the interpreter again.

Every field is collected on its own and is ``null`` when it cannot be read; a
failure here never fails the run.
"""

from __future__ import annotations

import os
from typing import Any, Callable, Dict, List, Optional

from gpudoctor_bridge.ops import env

# Switches that slow every CUDA call down (debugging aids left on).
DEBUG_VARIABLES = ("CUDA_LAUNCH_BLOCKING", "TORCH_USE_CUDA_DSA")
# What sets the threads of torch and of the numpy/BLAS code around it: more threads than the cores the
# process may use (its affinity), or several processes each with as many threads as cores, make the
# threads wait for each other (issue 40: 3.84 s vs 1.24 s a step on a 2-core machine).
THREAD_VARIABLES = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")


def collect(torch: Any, device: str, model: Any,
            environ: Optional[Dict[str, str]] = None,
            version_of: Optional[Callable[[str], Optional[str]]] = None,
            load_at_start: Optional[float] = None,
            load_after_steps: Optional[float] = None,
            cueq_warnings: Optional[List[str]] = None) -> Dict[str, Any]:
    environ = os.environ if environ is None else environ
    version_of = version_of or env.installed_version
    is_cuda = device.startswith("cuda")
    return {
        "gpu_name": _quiet(lambda: str(torch.cuda.get_device_name(device))) if is_cuda else None,
        "compute_capability": _quiet(lambda: "%d.%d" % tuple(torch.cuda.get_device_capability(device)))
        if is_cuda else None,
        "torch_cuda": _quiet(lambda: torch.version.cuda),
        "torch_num_threads": _quiet(lambda: int(torch.get_num_threads())),
        "torch_interop_threads": _quiet(lambda: int(torch.get_num_interop_threads())),
        "thread_variables": {name: environ.get(name) for name in THREAD_VARIABLES},
        "cpu_count": os.cpu_count(),
        "cueq_active": _quiet(lambda: cueq_modules(model) > 0),
        "debug_variables": {name: environ.get(name) for name in DEBUG_VARIABLES},
        "versions": {name: _quiet(lambda n=name: version_of(n)) for name in env.CUEQ_STACK},
        "cpu_model": _quiet(cpu_model),
        "available_cores": _quiet(available_cores),
        # the 1-minute load when the op started and when its timed work ended: a busy host shows here
        "load_average_start": load_at_start,
        "load_average_after_steps": load_after_steps,
        "load_average_end": _quiet(load_average),
        "gpu_clocks_mhz": _quiet(lambda: gpu_clocks(device)) if is_cuda else None,
        "cueq_kernels": _quiet(lambda: cueq_kernels(model, cueq_warnings or [], version_of))
        if _quiet(lambda: cueq_modules(model) > 0) else None,
    }


def cpu_model() -> Optional[str]:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as info:
            for line in info:
                if line.lower().startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    import platform
    return platform.processor() or None


def available_cores() -> int:
    """Cores this process may run on (its affinity), not the machine's count."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return int(os.cpu_count() or 0)


def load_average() -> Optional[float]:
    if hasattr(os, "getloadavg"):
        return float(os.getloadavg()[0])
    return None


def gpu_clocks(device: str) -> Optional[Dict[str, Any]]:
    """SM and memory clocks now and at most, through NVML (nvidia-ml-py); null without it."""
    import pynvml  # nvidia-ml-py: GPU Doctor's kit carries it; absent, the field is null
    index = int(device.split(":", 1)[1]) if ":" in device else 0
    pynvml.nvmlInit()
    try:
        handle = pynvml.nvmlDeviceGetHandleByIndex(index)
        return {"sm": int(pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_SM)),
                "sm_max": int(pynvml.nvmlDeviceGetMaxClockInfo(handle, pynvml.NVML_CLOCK_SM)),
                "memory": int(pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_MEM)),
                "memory_max": int(pynvml.nvmlDeviceGetMaxClockInfo(handle, pynvml.NVML_CLOCK_MEM))}
    finally:
        pynvml.nvmlShutdown()


NAIVE_WORDS = ("naive", "fall back", "fallback", "falling back")


def cueq_kernels(model: Any, warnings_seen: List[str],
                 version_of: Callable[[str], Optional[str]]) -> Dict[str, Any]:
    """Whether cuEquivariance's fast CUDA ops really ran: cuequivariance-torch quietly falls back
    to its naive PyTorch implementation (only a UserWarning) when cuequivariance-ops-torch cannot
    load (MACE PR #1614). "naive" when the ops package cannot be imported, a warning while
    loading/first calling the model said so, or the model has naive polynomial modules and no fast
    one; "fast" otherwise.

    A naive module alone proves nothing: MACE asks cuEquivariance for method="naive" on purpose for
    its Linear and FullyConnectedTensorProduct layers (mace/modules/wrapper_ops.py), so a healthy
    model on an H200 holds SegmentedPolynomialNaive beside the uniform_1d kernels of its
    convolution and symmetric contraction (seen 2026-11-26, docs/gpu-results/2026-11-26-h200)."""
    import importlib
    ops_error = None
    try:
        importlib.import_module("cuequivariance_ops_torch")
    except Exception as exc:  # noqa: BLE001 - why the fast ops are missing is the finding
        ops_error = "%s: %s" % (type(exc).__name__, exc)
    names = {type(m).__name__ for m in model.modules()}
    naive_modules = sorted(n for n in names if "naive" in n.lower())
    fast_modules = sorted(n for n in names if n.startswith("SegmentedPolynomial")
                          and n != "SegmentedPolynomial" and "naive" not in n.lower())
    fallback = [w for w in warnings_seen if any(word in w.lower() for word in NAIVE_WORDS)]
    ops_version = None
    for name in env.CUEQ_STACK:
        if name.startswith("cuequivariance-ops-torch"):
            ops_version = ops_version or version_of(name)
    only_naive = bool(naive_modules) and not fast_modules
    kernels = "naive" if (ops_error or fallback or only_naive) else "fast"
    return {"kernels": kernels, "ops_version": ops_version, "ops_import_error": ops_error,
            "naive_modules": naive_modules, "fast_modules": fast_modules, "fallback_warnings": fallback[:5]}


def cueq_modules(model: Any) -> int:
    """How many of the model's modules come from cuEquivariance: 0 means the
    e3nn code path ran, whatever enable_cueq asked for."""
    return sum(1 for module in model.modules()
               if type(module).__module__.startswith("cuequivariance"))


def _quiet(read: Callable[[], Any]) -> Any:
    try:
        return read()
    except Exception:  # noqa: BLE001 - a field we cannot read is null, never a failed run
        return None
