"""The bridge ends when its parent is killed (SIGKILL: no chance to shut it down), even mid-op."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

BRIDGE_ROOT = Path(__file__).resolve().parent.parent

# Stands in for GPU Doctor: starts the bridge, sets it computing (a 60 s op), says the bridge's
# pid, then waits to be killed.
PARENT = r"""
import os, subprocess, sys, time
env = dict(os.environ, PYTHONPATH=sys.argv[1], PYTHONDONTWRITEBYTECODE="1")
bridge = subprocess.Popen([sys.executable, "-m", "gpudoctor_bridge"], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, env=env, cwd=sys.argv[2],
                          start_new_session=sys.argv[3] == "own-session")
bridge.stdout.readline()  # hello
bridge.stdin.write(b'{"id": 1, "op": "ping", "params": {"sleep_s": 60}}\n')
bridge.stdin.flush()
print(bridge.pid, flush=True)
time.sleep(120)
"""


def running(pid: int) -> bool:
    """Alive and not a zombie (a re-parented child may wait a while to be reaped)."""
    try:
        stat = Path("/proc/%d/stat" % pid).read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] not in "ZX"


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads process states from /proc (Linux)")
@pytest.mark.parametrize("session", ["own-session", "parent-session"])
def test_the_bridge_ends_within_two_seconds_of_its_parent_being_killed(session):
    parent = subprocess.Popen([sys.executable, "-c", PARENT, str(BRIDGE_ROOT), tempfile.gettempdir(), session],
                              stdout=subprocess.PIPE)
    try:
        bridge_pid = int(parent.stdout.readline())
        time.sleep(0.5)
        assert running(bridge_pid), "the bridge should be computing its 60 s op"

        parent.send_signal(signal.SIGKILL)
        parent.wait(5)
        killed = time.monotonic()
        while running(bridge_pid) and time.monotonic() - killed < 2.0:
            time.sleep(0.02)

        assert not running(bridge_pid), "the bridge outlived its parent by 2 s"
    finally:
        parent.kill()
        parent.wait(5)
        if "bridge_pid" in locals() and running(bridge_pid):
            os.kill(bridge_pid, signal.SIGKILL)


def test_nothing_is_watched_when_init_started_the_bridge(monkeypatch):
    from gpudoctor_bridge import parent_watch

    monkeypatch.setattr(os, "getppid", lambda: 1)
    assert parent_watch.start(on_orphaned=lambda: None) is None


def test_a_change_of_parent_calls_the_handler(monkeypatch):
    from gpudoctor_bridge import parent_watch

    parents = iter([4242] + [4242] * 3 + [1] * 100)
    monkeypatch.setattr(os, "getppid", lambda: next(parents))
    orphaned = []
    thread = parent_watch.start(poll_s=0.01, on_orphaned=lambda: orphaned.append(True))
    thread.join(2)
    assert orphaned == [True]
