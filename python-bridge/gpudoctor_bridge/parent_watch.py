"""Ends the bridge when the process that started it is gone.

GPU Doctor ends its children itself when it exits, times out or cancels - but
not when it is killed with SIGKILL, and then a bridge in the middle of a MACE run
would go on computing (and holding the GPU) with nobody to answer. Requests are
read only between ops, so EOF on stdin is not seen while an op runs; instead a
daemon thread polls ``os.getppid()``: once the parent dies the bridge is
re-parented (to init or a subreaper) and the number changes. Then the bridge
ends at once, together with its process group when it leads one (GPU Doctor
starts it through setsid, so whatever an op started goes too).

PR_SET_PDEATHSIG is not used: it fires when the parent *thread* that started
us ends, and a JVM starts children from pool threads that come and go.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from typing import Callable, Optional

POLL_S = 0.2


def _end_everything() -> None:
    if hasattr(os, "getpgrp") and os.getpgrp() == os.getpid():
        # We lead our group: take whatever our ops started along (SIGKILL reaches us too).
        os.killpg(os.getpid(), signal.SIGKILL)
    os._exit(1)


def start(poll_s: float = POLL_S, on_orphaned: Callable[[], None] = _end_everything) -> Optional[threading.Thread]:
    """Starts the watcher; None where there is nothing to watch (no getppid, or started by init)."""
    if not hasattr(os, "getppid"):
        return None
    parent = os.getppid()
    if parent <= 1:
        return None  # started by init itself: nothing can be re-parented away

    def watch() -> None:
        while True:
            time.sleep(poll_s)
            if os.getppid() != parent:
                on_orphaned()
                return

    thread = threading.Thread(target=watch, name="gpudoctor-parent-watch", daemon=True)
    thread.start()
    return thread
