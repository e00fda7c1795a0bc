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


def _fake_torch(root, body):
    """A torch package that comes first on the path, with metadata, so env imports it."""
    (root / "torch").mkdir()
    (root / "torch" / "__init__.py").write_text(body)
    (root / "torch-0.0.1.dist-info").mkdir()
    (root / "torch-0.0.1.dist-info" / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: torch\nVersion: 0.0.1\n")


def test_with_env_the_same_child_writes_the_env_report_after_the_import(start_bridge, tmp_path):
    _fake_mace(tmp_path, "import time\ntime.sleep(0.05)\n")
    bridge = start_bridge(extra_path=[str(tmp_path)],
                          env_overrides={"CUDA_VISIBLE_DEVICES": "7"})
    bridge.read_hello()
    result = bridge.request(1, "import_chain", {"timeout_s": 30, "env": True}, timeout=60)["result"]
    assert result["ok"] is True and result["env_error"] is None
    env = result["env"]
    assert env["python"]["executable"] == result["interpreter"]
    assert env["env_vars"]["CUDA_VISIBLE_DEVICES"] == "7"
    assert set(env) >= {"platform", "versions", "torch", "errors"}
    plain = bridge.request(2, "import_chain", {"timeout_s": 30}, timeout=60)["result"]
    assert "env" not in plain and plain["ok"] is True
    assert bridge.request(3, "import_chain", {"env": "yes"})["error"]["kind"] == "bad-request"


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_crash_while_collecting_env_leaves_the_import_good_and_says_why(start_bridge, tmp_path):
    # mace imports fine; torch (imported only by the env report here) kills the child.
    _fake_mace(tmp_path, "")
    _fake_torch(tmp_path, "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n")
    bridge = start_bridge(extra_path=[str(tmp_path)])
    bridge.read_hello()
    result = bridge.request(1, "import_chain", {"timeout_s": 30, "env": True}, timeout=60)["result"]
    assert result["ok"] is True and result["error"] is None
    assert result["env"] is None
    assert result["env_error"] == "the child was killed by SIGSEGV while it collected the env report"


def test_a_failed_import_still_comes_with_the_env_report(start_bridge, tmp_path):
    _fake_mace(tmp_path, "raise ImportError('no e3nn')\n")
    _fake_torch(tmp_path, "__version__ = '0.0.1'\n")
    bridge = start_bridge(extra_path=[str(tmp_path)])
    bridge.read_hello()
    result = bridge.request(1, "import_chain", {"timeout_s": 30, "env": True}, timeout=60)["result"]
    assert result["ok"] is False and result["error"]["type"] == "ImportError"
    assert result["env"]["versions"]["torch"] == "0.0.1"
    assert result["env"]["torch"]["version"] == "0.0.1"
