"""``env``: a collect_env-like report of the interpreter the bridge runs in.

Four sections, each collected on its own so one failure never hides the rest:

- ``python`` and ``platform``: stdlib only.
- ``versions``: installed distribution versions read from package metadata
  (``importlib.metadata``), so nothing heavy is imported and a broken package
  still shows its version. ``nvidia_wheels`` lists every installed ``nvidia-*``
  distribution (the CUDA runtime pieces torch wheels pull in).
- ``torch``: what torch itself says about CUDA, after importing it. ``null`` with
  ``torch_error`` giving the reason when torch is not installed or its import
  fails (the import error is often the diagnosis).
- ``env_vars``: variables that change how CUDA/torch/triton behave; ``null``
  means unset.

Rule for every field: a value that cannot be collected is ``null`` and the
reason goes into ``errors`` (keyed by a dotted field path) or, for whole
sections, a sibling ``<section>_error``. The op itself never raises.
"""

from __future__ import annotations

import os
import platform
import sys
import traceback
from typing import Any, Callable, Dict, List, Optional

# The packages whose versions must agree for cuEquivariance to run at speed (the
# Java side's CueqCoherence judges them): the three cuEquivariance distributions
# for every CUDA major, the package that uses them, and what they build on.
CUEQ_STACK = (
    "torch", "triton", "mace-torch",
    "cuequivariance", "cuequivariance-torch",
    "cuequivariance-ops-torch-cu11", "cuequivariance-ops-torch-cu12", "cuequivariance-ops-torch-cu13",
    "cuequivariance-ops-cu12", "cuequivariance-ops-cu13",
)

# Distributions whose versions the Java side shows (metadata names).
DISTRIBUTIONS = CUEQ_STACK + ("e3nn", "openequivariance", "ase", "numpy", "nvidia-ml-py")

ENV_VARS = (
    "CUDA_VISIBLE_DEVICES", "CUDA_DEVICE_ORDER", "CUDA_LAUNCH_BLOCKING", "CUDA_HOME",
    "CUDA_PATH", "CUDA_MODULE_LOADING", "TORCH_USE_CUDA_DSA", "TORCH_CUDA_ARCH_LIST",
    "PYTORCH_CUDA_ALLOC_CONF", "PYTORCH_NVML_BASED_CUDA_CHECK", "LD_LIBRARY_PATH",
    "LD_PRELOAD", "PATH", "PYTHONPATH", "VIRTUAL_ENV", "CONDA_PREFIX",
    "TRITON_LIBCUDA_PATH", "TRITON_CACHE_DIR", "NVIDIA_VISIBLE_DEVICES",
    "NVIDIA_DRIVER_CAPABILITIES", "WSL_DISTRO_NAME", "OMP_NUM_THREADS",
)

TORCH_NOT_INSTALLED = "torch is not installed"


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    return collect()


def collect(version_of: Optional[Callable[[str], Optional[str]]] = None,
            import_torch: Optional[Callable[[], Any]] = None,
            distributions: Optional[Callable[[], List[Any]]] = None,
            environ: Optional[Dict[str, str]] = None) -> Dict[str, Any]:
    """The whole report. The callables are injectable for tests (a Python
    without torch is simulated by a ``version_of`` that knows no torch)."""
    version_of = version_of or installed_version
    import_torch = import_torch or _import_torch
    environ = os.environ if environ is None else environ
    errors: Dict[str, str] = {}
    report: Dict[str, Any] = {
        "python": _python(),
        "platform": _platform(errors),
        "versions": {name: _guarded(errors, "versions." + name, version_of, name)
                     for name in DISTRIBUTIONS},
        "nvidia_wheels": None,
        "torch": None,
        "env_vars": {name: environ.get(name) for name in ENV_VARS},
        "errors": errors,
    }
    try:
        report["nvidia_wheels"] = _nvidia_wheels(distributions)
    except Exception as exc:  # noqa: BLE001 - broken metadata must not sink the report
        report["nvidia_wheels_error"] = _describe(exc)

    if report["versions"].get("torch") is None and "versions.torch" not in errors:
        report["torch_error"] = TORCH_NOT_INSTALLED
    else:
        try:
            torch = import_torch()
        except BaseException as exc:  # noqa: BLE001 - includes SystemExit from odd builds
            if isinstance(exc, KeyboardInterrupt):
                raise
            report["torch_error"] = _describe(exc)
            report["torch_traceback"] = traceback.format_exc()
        else:
            report["torch"] = _torch_facts(torch, errors)
    return report


# --------------------------------------------------------------------------- sections

def _python() -> Dict[str, Any]:
    return {
        "version": platform.python_version(),
        "executable": sys.executable,
        "implementation": platform.python_implementation(),
        "prefix": sys.prefix,
        "base_prefix": getattr(sys, "base_prefix", sys.prefix),
        "in_venv": sys.prefix != getattr(sys, "base_prefix", sys.prefix),
        "bits": 64 if sys.maxsize > 2 ** 32 else 32,
    }


def _platform(errors: Dict[str, str]) -> Dict[str, Any]:
    release = platform.release()
    libc = _guarded(errors, "platform.libc", _libc)
    return {
        "system": platform.system(),
        "release": release,
        "version": platform.version(),
        "machine": platform.machine(),
        "libc": libc,
        # The kernel release above is the raw evidence; whether it is WSL1, WSL2 or native Linux is
        # decided once, in Java (PlatformDetector), with the files WSL leaves on the machine.
    }


def _libc() -> Optional[str]:
    name, version = platform.libc_ver()
    if not name:
        return None  # not glibc (musl, macOS, Windows): nothing to report
    return "%s %s" % (name, version) if version else name


def installed_version(name: str) -> Optional[str]:
    from importlib import metadata
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _nvidia_wheels(distributions: Optional[Callable[[], List[Any]]]) -> Dict[str, str]:
    if distributions is None:
        from importlib import metadata
        distributions = metadata.distributions
    found: Dict[str, str] = {}
    for dist in distributions():
        name = (dist.metadata["Name"] or "").strip()
        if name.lower().replace("_", "-").startswith("nvidia-"):
            found[name] = dist.version
    return dict(sorted(found.items()))


def _import_torch() -> Any:
    import torch
    return torch


def _torch_facts(torch: Any, errors: Dict[str, str]) -> Dict[str, Any]:
    def get(field: str, fn: Callable[[], Any]) -> Any:
        return _guarded(errors, "torch." + field, fn)

    facts: Dict[str, Any] = {
        "version": get("version", lambda: str(torch.__version__)),
        "file": get("file", lambda: torch.__file__),
        "cuda": get("cuda", lambda: torch.version.cuda),
        "hip": get("hip", lambda: getattr(torch.version, "hip", None)),
        "debug": get("debug", lambda: bool(torch.version.debug)),
        "cudnn_version": get("cudnn_version", lambda: torch.backends.cudnn.version()),
        "cuda_available": get("cuda_available", lambda: bool(torch.cuda.is_available())),
        "device_count": None,
        "arch_list": None,
        "devices": None,
    }
    if facts["cuda_available"]:
        facts["device_count"] = get("device_count", lambda: int(torch.cuda.device_count()))
        facts["arch_list"] = get("arch_list", lambda: list(torch.cuda.get_arch_list()))
        if facts["device_count"]:
            facts["devices"] = [_device(torch, index, errors)
                                for index in range(facts["device_count"])]
    else:
        facts["device_count"] = 0
        # Compiled-in archs are known without a device (empty for CPU builds).
        facts["arch_list"] = get("arch_list", lambda: list(torch.cuda.get_arch_list()))
        facts["devices"] = []
    return facts


def _device(torch: Any, index: int, errors: Dict[str, str]) -> Dict[str, Any]:
    prefix = "torch.devices.%d." % index
    props = _guarded(errors, prefix + "properties",
                     lambda: torch.cuda.get_device_properties(index))
    capability = _guarded(errors, prefix + "capability",
                          lambda: "%d.%d" % torch.cuda.get_device_capability(index))
    return {
        "index": index,
        "name": getattr(props, "name", None),
        "capability": capability,
        "total_memory_bytes": getattr(props, "total_memory", None),
        "multi_processor_count": getattr(props, "multi_processor_count", None),
    }


# --------------------------------------------------------------------------- helpers

def _guarded(errors: Dict[str, str], field: str, fn: Callable[..., Any], *args: Any) -> Any:
    """fn(*args), or None with the reason recorded under ``field``."""
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the point is to never raise
        errors[field] = _describe(exc)
        return None


def _describe(exc: BaseException) -> str:
    return "%s: %s" % (type(exc).__name__, exc)
