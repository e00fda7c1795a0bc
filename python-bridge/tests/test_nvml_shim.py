"""The opt-in NVML shim (nvml_shim/sitecustomize.py), against a fake pynvml."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from conftest import BRIDGE_ROOT

SHIM_DIR = BRIDGE_ROOT / "nvml_shim"

FAKE_PYNVML = textwrap.dedent("""
    import ctypes

    class NVMLError(Exception):
        pass

    class NVMLError_NotSupported(NVMLError):
        pass

    class NVMLError_Unknown(NVMLError):
        pass

    class NVMLError_InvalidArgument(NVMLError):
        pass

    class c_nvmlUtilization_t(ctypes.Structure):
        _fields_ = [("gpu", ctypes.c_uint), ("memory", ctypes.c_uint)]

    def nvmlDeviceGetMaxClockInfo(handle, kind):
        raise NVMLError_NotSupported("Not Supported")

    def nvmlDeviceGetPowerManagementLimit(handle):
        raise NVMLError_Unknown("Unknown Error")

    def nvmlDeviceGetUtilizationRates(handle):
        raise NVMLError_NotSupported("Not Supported")

    def nvmlDeviceGetPerformanceState(handle):
        raise NVMLError_NotSupported("Not Supported")

    def nvmlDeviceGetClockInfo(handle, kind):
        if handle is None:
            raise NVMLError_InvalidArgument("Invalid Argument")
        return 1410

    def nvmlDeviceGetName(handle):
        raise NVMLError_NotSupported("not wrapped: not a query with a fallback")
""")

PROBE = textwrap.dedent("""
    from pynvml import nvmlDeviceGetMaxClockInfo  # imported by name: must be the wrapped one
    import pynvml
    print(nvmlDeviceGetMaxClockInfo(1, 0), nvmlDeviceGetMaxClockInfo(1, 0))
    print(pynvml.nvmlDeviceGetPowerManagementLimit(1))
    u = pynvml.nvmlDeviceGetUtilizationRates(1)
    print(type(u).__name__, u.gpu, u.memory)
    print(pynvml.nvmlDeviceGetPerformanceState(1))
    print(pynvml.nvmlDeviceGetClockInfo(1, 0))
    for call in (lambda: pynvml.nvmlDeviceGetClockInfo(None, 0), lambda: pynvml.nvmlDeviceGetName(1)):
        try:
            call()
        except pynvml.NVMLError as exc:
            print("raised", type(exc).__name__)
""")


def _python(code, *path):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(str(p) for p in path),
               PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=60)


def test_not_supported_and_unknown_become_fallbacks_logged_once(tmp_path):
    (tmp_path / "pynvml.py").write_text(FAKE_PYNVML)
    done = _python(PROBE, SHIM_DIR, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "0 0", "0", "c_nvmlUtilization_t 0 0", "32", "1410",
        "raised NVMLError_InvalidArgument", "raised NVMLError_NotSupported"]
    logged = [line for line in done.stderr.splitlines() if "gpudoctor nvml shim" in line]
    assert len(logged) == 4  # once per function, though MaxClockInfo fell back twice
    assert sum("nvmlDeviceGetMaxClockInfo raised NVMLError_NotSupported" in line
               for line in logged) == 1
    assert any("nvmlDeviceGetPowerManagementLimit raised NVMLError_Unknown" in line
               for line in logged)


def test_no_op_without_pynvml_and_chains_an_existing_sitecustomize(tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    (other / "sitecustomize.py").write_text("import builtins\nbuiltins.CHAINED = True\n")
    done = _python("import builtins, sys\n"
                   "print(getattr(builtins, 'CHAINED', False))\n"
                   "try:\n    import pynvml\nexcept ImportError:\n    print('no pynvml')\n",
                   SHIM_DIR, other)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["True", "no pynvml"]
    assert "gpudoctor" not in done.stderr
