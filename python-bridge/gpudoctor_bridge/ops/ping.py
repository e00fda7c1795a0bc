"""``ping``: liveness check, answers ``{"pong": true}``.

It also carries a few optional diagnostic params so that both test suites
(pytest here, the Java side's) can exercise protocol behaviour against a real
bridge without needing torch or a GPU:

- ``echo_to_stdout`` (str): ``print()`` it first - must land on stderr, never
  in the protocol stream (proves the sys.stdout redirect).
- ``echo_to_fd1`` (str): ``os.write(1, ...)`` it - same, for C-level writes.
- ``read_stdin`` (bool): read ``sys.stdin`` and return it as ``"stdin"`` - must
  be empty, since requests are not readable through fd 0.
- ``progress_steps`` (int): emit that many progress messages first.
- ``sleep_s`` (number, <= 60): sleep before answering (timeout handling).
- ``fail_with`` (str): raise RuntimeError(fail_with) -> an ``op-failed`` error.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any, Dict


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    answer: Dict[str, Any] = {"pong": True}
    if "echo_to_stdout" in params:
        print(params["echo_to_stdout"])
    if "echo_to_fd1" in params:
        os.write(1, (str(params["echo_to_fd1"]) + "\n").encode("utf-8"))
    if params.get("read_stdin"):
        answer["stdin"] = sys.stdin.read()
    steps = int(params.get("progress_steps", 0))
    for step in range(steps):
        ctx.progress("step %d of %d" % (step + 1, steps), (step + 1) / steps)
    if "sleep_s" in params:
        time.sleep(min(float(params["sleep_s"]), 60.0))
    if "fail_with" in params:
        raise RuntimeError(str(params["fail_with"]))
    return answer
