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

With ``env: true`` the same child also writes the ``env`` op's report once the
import is over and its findings are on disk: the checklist asks for both, and
torch (most of MACE's import) is then imported once instead of twice. The
report is collected after the import, so the import is timed cold exactly as
without it, and a crash while collecting it (torch's CUDA queries) leaves the
import's findings intact; then ``env`` is null, ``env_error`` says why, and the
caller asks the ``env`` op in a child of its own.
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

# Runs in the child. Stdlib + the import under test only; argv: report path, module list, and with
# env also the env report's path and the folder holding gpudoctor_bridge.
_CHILD = r"""
import importlib.util, json, os, sys, time, traceback
environ = dict(os.environ)  # as the child started: an import may set variables of its own
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
if len(sys.argv) > 3:
    try:
        sys.path.insert(0, sys.argv[4])
        from gpudoctor_bridge.ops import env
        env_report = {"report": env.collect(environ=environ)}
    except Exception as exc:
        env_report = {"failed": "%s: %s" % (type(exc).__name__, exc)}
    with open(sys.argv[3], "w") as f:
        json.dump(env_report, f)
"""


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    timeout = params.get("timeout_s", DEFAULT_TIMEOUT_S)
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) \
            or not 0 < timeout <= MAX_TIMEOUT_S:
        raise bad_request("timeout_s must be a number in (0, %g]" % MAX_TIMEOUT_S)
    with_env = params.get("env", False)
    if not isinstance(with_env, bool):
        raise bad_request("env must be true or false")
    ctx.progress("importing mace.calculators in a child interpreter", None)
    with tempfile.TemporaryDirectory(prefix="gpudoctor-import-chain-") as folder:
        report_path = os.path.join(folder, "import.json")
        env_path = os.path.join(folder, "env.json") if with_env else None
        return _run_child(float(timeout), report_path, env_path)


def _read_env(path: str) -> Optional[Dict[str, Any]]:
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def _env_error(written: Optional[Dict[str, Any]], timed_out: bool, code: Optional[int]) -> str:
    if written is not None:
        return "collecting the env report failed: %s" % written.get("failed")
    if timed_out:
        return "the child timed out before it wrote the env report"
    signal_name = _signal_name(code)
    if signal_name:
        return "the child was killed by %s while it collected the env report" % signal_name
    return "the child exited with code %s before it wrote the env report" % code


def _run_child(timeout: float, report_path: str, env_path: Optional[str]) -> Dict[str, Any]:
    command = [sys.executable, "-c", _CHILD, report_path, ",".join(ACCELERATOR_MODULES)]
    if env_path is not None:
        command += [env_path, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))]
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
    written = _read_env(env_path) if env_path is not None else None
    # A child that reported its import and then died or hung before its env report did so collecting
    # that report (torch's CUDA queries): the import itself was over. Dying after both is MACE's exit.
    died_after_import = env_path is not None and written is None and child is not None
    answer: Dict[str, Any] = {
        "interpreter": sys.executable,
        "module": "mace.calculators",
        "ok": bool(child and child["ok"]) and (code == 0 or died_after_import),
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
    if env_path is not None:
        report = written.get("report") if written is not None else None
        answer["env"] = report
        answer["env_error"] = None if report is not None else _env_error(written, timed_out, code)
    return answer


def _signal_name(code: Optional[int]) -> Optional[str]:
    if code is None or code >= 0:
        return None
    try:
        return signal.Signals(-code).name
    except ValueError:
        return "signal %d" % -code
