"""``import_chain``: ``import mace.calculators`` in a fresh child interpreter.

Why a child: the bridge process may already have torch/mace loaded (a later
import would cost nothing and prove nothing), and an import that segfaults or
hangs in native code (a cuEquivariance ops library built for another CUDA, say)
must not take the bridge down. mace imports cuequivariance / openequivariance
even when cuEq is not enabled, so a broken accelerator package breaks every MACE
run; the report says which of them got loaded.

The child is the bridge's own interpreter (``sys.executable``) with the same
environment. It writes its findings as JSON to a temp file (its stdout/stderr
are library chatter, returned as ``output_tail``). A child killed by a signal
or by the timeout is reported, not raised.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from typing import Any, Dict, Optional

from gpudoctor_bridge.errors import bad_request

ACCELERATOR_MODULES = ("cuequivariance", "cuequivariance_torch", "cuequivariance_ops_torch",
                       "cuequivariance_ops", "openequivariance")
DEFAULT_TIMEOUT_S = 180.0
MAX_TIMEOUT_S = 1800.0
OUTPUT_TAIL_CHARS = 4000

# Runs in the child. Stdlib + the import under test only; argv: report path, module list.
_CHILD = r"""
import importlib.util, json, sys, time, traceback
started = time.perf_counter()
report = {"ok": False, "error": None}
try:
    import mace.calculators
    report["ok"] = True
except BaseException as exc:
    report["error"] = {"type": type(exc).__name__, "message": str(exc),
                       "traceback": traceback.format_exc()}
report["import_s"] = time.perf_counter() - started
accelerators = {}
for name in sys.argv[2].split(","):
    module = sys.modules.get(name)
    try:
        installed = importlib.util.find_spec(name) is not None
    except Exception:
        installed = None
    accelerators[name] = {"loaded": module is not None, "installed": installed,
                          "file": getattr(module, "__file__", None)}
report["accelerators"] = accelerators
torch = sys.modules.get("torch")
report["torch_version"] = str(getattr(torch, "__version__", None)) if torch else None
report["modules_loaded"] = len(sys.modules)
with open(sys.argv[1], "w") as f:
    json.dump(report, f)
"""


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    timeout = params.get("timeout_s", DEFAULT_TIMEOUT_S)
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) \
            or not 0 < timeout <= MAX_TIMEOUT_S:
        raise bad_request("timeout_s must be a number in (0, %g]" % MAX_TIMEOUT_S)
    ctx.progress("importing mace.calculators in a child interpreter", None)
    handle, report_path = tempfile.mkstemp(prefix="gpudoctor-import-chain-", suffix=".json")
    os.close(handle)
    try:
        return _run_child(float(timeout), report_path)
    finally:
        try:
            os.remove(report_path)
        except OSError:
            pass


def _run_child(timeout: float, report_path: str) -> Dict[str, Any]:
    command = [sys.executable, "-c", _CHILD, report_path, ",".join(ACCELERATOR_MODULES)]
    started = time.perf_counter()
    timed_out = False
    proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT)
    try:
        output, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        proc.kill()
        output, _ = proc.communicate()
    wall = time.perf_counter() - started

    child: Optional[Dict[str, Any]] = None
    try:
        with open(report_path, encoding="utf-8") as f:
            text = f.read()
        child = json.loads(text) if text else None
    except (OSError, ValueError):
        child = None

    code = proc.returncode
    answer: Dict[str, Any] = {
        "interpreter": sys.executable,
        "module": "mace.calculators",
        "ok": bool(child and child["ok"]) and code == 0,
        "duration_s": child["import_s"] if child else None,
        "wall_s": wall,
        "timeout_s": timeout,
        "timed_out": timed_out,
        "exit_code": code,
        "signal": _signal_name(code),
        "error": child["error"] if child else None,
        "accelerators": child["accelerators"] if child else None,
        "accelerators_loaded": sorted(name for name, facts in child["accelerators"].items()
                                      if facts["loaded"]) if child else None,
        "torch_version": child["torch_version"] if child else None,
        "output_tail": output.decode("utf-8", "replace")[-OUTPUT_TAIL_CHARS:],
    }
    if child is None:
        answer["error"] = {
            "type": "ChildDied",
            "message": ("the child timed out after %gs" % timeout if timed_out else
                        "the child exited with %s before reporting"
                        % (("signal " + answer["signal"]) if answer["signal"]
                           else "code %s" % code)),
            "traceback": None,
        }
    return answer


def _signal_name(code: Optional[int]) -> Optional[str]:
    if code is None or code >= 0:
        return None
    try:
        return signal.Signals(-code).name
    except ValueError:
        return "signal %d" % -code
