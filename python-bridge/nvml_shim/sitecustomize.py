"""GPU Doctor NVML shim (opt-in): tolerate NVML queries a driver does not support.

Under WSL2 (and on some datacenter/MIG set-ups) NVML answers many per-device
queries with NVML_ERROR_NOT_SUPPORTED or NVML_ERROR_UNKNOWN. Tools built on
pynvml (package ``nvidia-ml-py``) - torch.cuda.utilization(), nvitop, gpustat,
monitoring code in training scripts - often treat that as fatal. Putting this
directory first on PYTHONPATH for a child process:

    PYTHONPATH=<checkout>/python-bridge/nvml_shim[:...]  python your_script.py

makes the query functions below return a documented fallback instead of raising
``NVMLError_NotSupported`` / ``NVMLError_Unknown``, and writes one line to stderr
the first time each function falls back. Every other error (no driver,
invalid argument, GPU lost, ...) still raises, and successful calls are untouched.

Fallbacks (0 means "unknown", never a measurement):

| function                                         | fallback                         |
|--------------------------------------------------|----------------------------------|
| nvmlDeviceGetClockInfo, ...GetMaxClockInfo,       | 0 (MHz)                          |
| ...GetApplicationsClock, ...GetDefaultApplicationsClock, ...GetMaxCustomerBoostClock | 0 (MHz) |
| nvmlDeviceGetPowerUsage, ...GetPowerManagementLimit, ...GetPowerManagementDefaultLimit, ...GetEnforcedPowerLimit | 0 (mW) |
| nvmlDeviceGetTotalEnergyConsumption              | 0 (mJ)                           |
| nvmlDeviceGetTemperature, ...GetFanSpeed          | 0 (degrees C / percent)          |
| nvmlDeviceGetUtilizationRates                    | an object with gpu = memory = 0  |
| nvmlDeviceGetPerformanceState, ...GetPowerState   | 32 (NVML_PSTATE_UNKNOWN)         |
| nvmlDeviceGetCurrentClocksThrottleReasons, ...GetCurrentClocksEventReasons | 0 (no reason known) |
| nvmlDeviceGetPcieThroughput, ...GetCurrPcieLinkGeneration, ...GetCurrPcieLinkWidth, ...GetMaxPcieLinkGeneration, ...GetMaxPcieLinkWidth | 0 |

How: a meta-path hook patches ``pynvml`` right after it is first imported, so
nothing is imported at start-up and, where pynvml is not installed, the shim
does nothing at all. site-packages is never modified. If another
``sitecustomize`` exists further down sys.path (this file shadows it), it is
still executed, under the module name ``_gpudoctor_chained_sitecustomize``.
"""

import functools
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys

PSTATE_UNKNOWN = 32

_ZERO = ("nvmlDeviceGetClockInfo", "nvmlDeviceGetMaxClockInfo", "nvmlDeviceGetApplicationsClock",
         "nvmlDeviceGetDefaultApplicationsClock", "nvmlDeviceGetMaxCustomerBoostClock",
         "nvmlDeviceGetPowerUsage", "nvmlDeviceGetPowerManagementLimit",
         "nvmlDeviceGetPowerManagementDefaultLimit", "nvmlDeviceGetEnforcedPowerLimit",
         "nvmlDeviceGetTotalEnergyConsumption", "nvmlDeviceGetTemperature",
         "nvmlDeviceGetFanSpeed", "nvmlDeviceGetCurrentClocksThrottleReasons",
         "nvmlDeviceGetCurrentClocksEventReasons", "nvmlDeviceGetPcieThroughput",
         "nvmlDeviceGetCurrPcieLinkGeneration", "nvmlDeviceGetCurrPcieLinkWidth",
         "nvmlDeviceGetMaxPcieLinkGeneration", "nvmlDeviceGetMaxPcieLinkWidth")
_PSTATE = ("nvmlDeviceGetPerformanceState", "nvmlDeviceGetPowerState")
_TOLERATED_ERRORS = ("NVMLError_NotSupported", "NVMLError_Unknown")


class _Utilization(object):
    """Stand-in for c_nvmlUtilization_t when pynvml does not define it."""

    def __init__(self):
        self.gpu = 0
        self.memory = 0

    def __repr__(self):
        return "nvmlUtilization_t(gpu: 0 %, memory: 0 %) [gpudoctor fallback]"


def _fallbacks(pynvml):
    table = dict((name, lambda: 0) for name in _ZERO)
    table.update((name, lambda: PSTATE_UNKNOWN) for name in _PSTATE)

    def utilization():
        struct = getattr(pynvml, "c_nvmlUtilization_t", None)
        if struct is not None:
            try:
                value = struct()
                value.gpu = 0
                value.memory = 0
                return value
            except Exception:
                pass
        return _Utilization()

    table["nvmlDeviceGetUtilizationRates"] = utilization
    return table


def _wrap(pynvml, name, function, fallback, tolerated, reported):
    @functools.wraps(function)
    def tolerant(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except tolerated as exc:
            value = fallback()
            if name not in reported:
                reported.add(name)
                sys.stderr.write("gpudoctor nvml shim: pynvml.%s raised %s; returning %r "
                                 "(unknown) from now on for this error\n"
                                 % (name, type(exc).__name__, value))
                sys.stderr.flush()
            return value

    tolerant.__gpudoctor_shim__ = True
    return tolerant


def patch(pynvml):
    """Wrap pynvml's query functions in place. Returns the names wrapped."""
    tolerated = tuple(cls for cls in (getattr(pynvml, n, None) for n in _TOLERATED_ERRORS)
                      if isinstance(cls, type) and issubclass(cls, BaseException))
    if not tolerated:
        return []
    reported = set()
    wrapped = []
    for name, fallback in sorted(_fallbacks(pynvml).items()):
        function = getattr(pynvml, name, None)
        if callable(function) and not getattr(function, "__gpudoctor_shim__", False):
            setattr(pynvml, name, _wrap(pynvml, name, function, fallback, tolerated, reported))
            wrapped.append(name)
    return wrapped


class _PatchPynvmlOnImport(importlib.abc.MetaPathFinder):
    """Finds nothing itself: lets the normal finders locate pynvml, then makes
    its loader call patch() after the module body ran."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname != "pynvml":
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None:
                break
        else:
            return None  # pynvml not installed: nothing to do
        loader = spec.loader
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        original_exec = loader.exec_module

        def exec_and_patch(module):
            original_exec(module)
            try:
                patch(module)
            except Exception as exc:  # the shim must never break the import
                sys.stderr.write("gpudoctor nvml shim: could not patch pynvml: %r\n" % (exc,))

        loader.exec_module = exec_and_patch
        return spec


def _install():
    if "pynvml" in sys.modules:  # imported before us (unusual): patch it right away
        patch(sys.modules["pynvml"])
    elif not any(isinstance(f, _PatchPynvmlOnImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _PatchPynvmlOnImport())


def _chain_next_sitecustomize():
    here = os.path.dirname(os.path.abspath(__file__))
    for entry in sys.path:
        try:
            if os.path.abspath(entry or os.curdir) == here:
                continue
        except (TypeError, ValueError):
            continue
        spec = importlib.machinery.PathFinder.find_spec("sitecustomize", [entry])
        if spec is None or not spec.origin or not os.path.isfile(spec.origin):
            continue
        try:
            chained = importlib.util.spec_from_file_location(
                "_gpudoctor_chained_sitecustomize", spec.origin)
            module = importlib.util.module_from_spec(chained)
            sys.modules[chained.name] = module
            chained.loader.exec_module(module)
        except Exception as exc:
            sys.stderr.write("gpudoctor nvml shim: the sitecustomize at %s failed: %r\n"
                             % (spec.origin, exc))
        return


_install()
_chain_next_sitecustomize()
