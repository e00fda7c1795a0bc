"""Shared harness: a real bridge subprocess whose every read has a deadline.

Reader threads drain stdout (line by line, into a queue) and stderr (into a
buffer) so a hung or silent bridge fails the test after TIMEOUT_S instead of
blocking pytest forever, and a chatty stderr can never fill its pipe and stall
the child.
"""

from __future__ import annotations

import importlib
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Dict, List, Optional

import pytest

BRIDGE_ROOT = Path(__file__).resolve().parent.parent


def full_test_venv() -> bool:
    """Whether this run is in the test venv run-tests.sh builds (torch, mace-torch, triton pinned):
    there a missing package is a broken venv and fails the test, as TestPython fails the Java build;
    run by hand in another environment, such a test skips and says why."""
    return os.environ.get("GPU_DOCTOR_FULL_TEST_VENV") == "1"


def require_pinned(*modules: str) -> None:
    """Imports ``modules`` (pinned in the test venv) for a test module that needs them: in the full test venv
    a failed import fails the module (a broken venv); elsewhere the module skips and says why."""
    try:
        for name in modules:
            importlib.import_module(name)
    except ImportError as missing:
        if full_test_venv():
            pytest.fail("%s pinned in the test venv but does not import: %s" % (", ".join(modules), missing),
                        pytrace=False)
        pytest.skip("%s not installed here; python-bridge/run-tests.sh builds the venv that has it"
                    % ", ".join(modules), allow_module_level=True)
@pytest.fixture(scope="session")
def model_file(tmp_path_factory) -> Path:
    """A random-weight MACE-MP-0 (arch:small, seed 0) saved the way mace saves a model; built once
    per session for every test module that loads a model file (torch and mace imported here only)."""
    import torch

    from gpudoctor_bridge.mace_support import models

    path = tmp_path_factory.mktemp("model") / "arch-small-seed0.model"
    torch.save(models.build_arch_model("small", seed=0), str(path))
    return path


TIMEOUT_S = 5.0
_EOF = object()


class Bridge:
    def __init__(self, *python_flags: str, extra_path: Optional[List[str]] = None,
                 env_overrides: Optional[Dict[str, Optional[str]]] = None) -> None:
        """``extra_path``: directories put *before* the bridge on PYTHONPATH (stub
        packages); ``env_overrides``: variables to set, or to remove when None."""
        env = dict(os.environ)
        # exactly how the Java side starts it (plus any stub directories first)
        env["PYTHONPATH"] = os.pathsep.join([*(extra_path or []), str(BRIDGE_ROOT)])
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        for name, value in (env_overrides or {}).items():
            if value is None:
                env.pop(name, None)
            else:
                env[name] = value
        self.proc = subprocess.Popen(
            [sys.executable, *python_flags, "-m", "gpudoctor_bridge"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            cwd=tempfile.gettempdir(),  # so only PYTHONPATH can find the package
            env=env,
        )
        self.stdout_lines: List[bytes] = []  # every raw line ever read, for assertions
        self._lines: "queue.Queue[Any]" = queue.Queue()
        self._stderr = bytearray()
        self._stderr_lock = threading.Lock()
        self._pumps = [threading.Thread(target=self._pump_stdout, daemon=True),
                       threading.Thread(target=self._pump_stderr, daemon=True)]
        for pump in self._pumps:
            pump.start()

    def _pump_stdout(self) -> None:
        for line in iter(self.proc.stdout.readline, b""):
            self._lines.put(line)
        self._lines.put(_EOF)

    def _pump_stderr(self) -> None:
        for chunk in iter(lambda: self.proc.stderr.read1(4096), b""):
            with self._stderr_lock:
                self._stderr.extend(chunk)

    # ----------------------------------------------------------------- writing
    def send_line(self, raw: bytes) -> None:
        self.proc.stdin.write(raw if raw.endswith(b"\n") else raw + b"\n")
        self.proc.stdin.flush()

    def send(self, request_id: Any, op: str, params: Optional[Dict[str, Any]] = None) -> None:
        request: Dict[str, Any] = {"id": request_id, "op": op}
        if params is not None:
            request["params"] = params
        self.send_line(json.dumps(request).encode("utf-8"))

    def close_stdin(self) -> None:
        self.proc.stdin.close()

    # ----------------------------------------------------------------- reading
    def read_line(self, timeout: float = TIMEOUT_S) -> Optional[bytes]:
        """Next raw stdout line, or None at EOF. Fails the test on timeout."""
        try:
            item = self._lines.get(timeout=timeout)
        except queue.Empty:
            pytest.fail("bridge wrote nothing on stdout for %.1fs; stderr so far:\n%s"
                        % (timeout, self.stderr_text()))
        if item is _EOF:
            self._lines.put(_EOF)  # stay at EOF for later reads
            return None
        self.stdout_lines.append(item)
        return item

    def read(self, timeout: float = TIMEOUT_S) -> Dict[str, Any]:
        line = self.read_line(timeout)
        assert line is not None, "bridge closed stdout; stderr:\n" + self.stderr_text()
        message = json.loads(line)
        assert isinstance(message, dict), line
        return message

    def request(self, request_id: Any, op: str, params: Optional[Dict[str, Any]] = None,
                timeout: float = TIMEOUT_S) -> Dict[str, Any]:
        """Send one request; return its result/error message, with the progress
        and log messages that came before it under ``"_stream"``."""
        self.send(request_id, op, params)
        stream: List[Dict[str, Any]] = []
        while True:
            message = self.read(timeout)
            assert message.get("id") == request_id, message
            if message["type"] in ("result", "error"):
                message["_stream"] = stream
                return message
            stream.append(message)

    def read_hello(self) -> Dict[str, Any]:
        hello = self.read()
        assert hello["type"] == "hello", hello
        return hello

    def stderr_text(self) -> str:
        with self._stderr_lock:
            return self._stderr.decode("utf-8", "replace")

    def wait_for_stderr(self, needle: str, timeout: float = TIMEOUT_S) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.stderr_text()
            if needle in text:
                return text
            time.sleep(0.01)
        pytest.fail("%r never appeared on stderr; got:\n%s" % (needle, self.stderr_text()))

    def wait(self, timeout: float = TIMEOUT_S) -> int:
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            pytest.fail("bridge did not exit within %.1fs" % timeout)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=TIMEOUT_S)
        for pump in self._pumps:  # they hit EOF once the child is gone
            pump.join(timeout=TIMEOUT_S)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                stream.close()
            except OSError:
                pass


@pytest.fixture
def start_bridge():
    """Factory: start_bridge(*python_flags, extra_path=, env_overrides=) -> Bridge;
    all are killed at teardown."""
    started: List[Bridge] = []

    def start(*python_flags: str, **options: Any) -> Bridge:
        bridge = Bridge(*python_flags, **options)
        started.append(bridge)
        return bridge

    yield start
    for bridge in started:
        bridge.kill()


@pytest.fixture
def bridge(start_bridge) -> Bridge:
    """A started bridge whose hello line has already been read."""
    b = start_bridge()
    b.hello = b.read_hello()
    return b
