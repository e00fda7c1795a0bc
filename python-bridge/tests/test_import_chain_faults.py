"""import_chain against fake mace packages: a crash by signal and a broken
accelerator, without importing the real thing."""

from __future__ import annotations

import sys

import pytest


def _fake_mace(root, calculators_body):
    (root / "mace").mkdir(parents=True)
    (root / "mace" / "__init__.py").write_text("")
    (root / "mace" / "calculators.py").write_text(calculators_body)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_child_killed_by_a_signal_is_reported(start_bridge, tmp_path):
    _fake_mace(tmp_path, "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n")
    bridge = start_bridge(extra_path=[str(tmp_path)])
    bridge.read_hello()
    result = bridge.request(1, "import_chain", {"timeout_s": 30}, timeout=40)["result"]
    assert result["ok"] is False
    assert result["signal"] == "SIGSEGV" and result["exit_code"] < 0
    assert result["error"]["type"] == "ChildDied"
    assert "SIGSEGV" in result["error"]["message"]
    assert bridge.request(2, "ping")["result"] == {"pong": True}


def test_broken_accelerator_breaks_the_import_and_is_named(start_bridge, tmp_path):
    (tmp_path / "cuequivariance_torch").mkdir()
    (tmp_path / "cuequivariance_torch" / "__init__.py").write_text(
        "import cuequivariance\n"
        "raise OSError('libcue_ops.so: undefined symbol: cudaGetDriverEntryPointByVersion')\n")
    (tmp_path / "cuequivariance").mkdir()
    (tmp_path / "cuequivariance" / "__init__.py").write_text("")
    _fake_mace(tmp_path, "import time\ntime.sleep(0.05)\nimport cuequivariance_torch\n")
    bridge = start_bridge(extra_path=[str(tmp_path)])
    bridge.read_hello()
    result = bridge.request(1, "import_chain", {"timeout_s": 30}, timeout=40)["result"]
    assert result["ok"] is False and result["exit_code"] == 0 and result["signal"] is None
    assert result["error"]["type"] == "OSError"
    assert "undefined symbol" in result["error"]["message"]
    assert "cuequivariance_torch" in result["error"]["traceback"]
    assert result["duration_s"] >= 0.05
    assert result["accelerators"]["cuequivariance"]["loaded"] is True
    assert result["accelerators"]["cuequivariance_torch"] == {
        "loaded": False, "installed": True, "file": None}
    assert result["accelerators_loaded"] == ["cuequivariance"]


def test_timeout_is_reported(start_bridge, tmp_path):
    _fake_mace(tmp_path, "import time\ntime.sleep(60)\n")
    bridge = start_bridge(extra_path=[str(tmp_path)])
    bridge.read_hello()
    result = bridge.request(1, "import_chain", {"timeout_s": 1}, timeout=20)["result"]
    assert result["timed_out"] is True and result["ok"] is False
    assert "timed out" in result["error"]["message"]
    error = bridge.request(2, "import_chain", {"timeout_s": -1})["error"]
    assert error["kind"] == "bad-request"
