"""Wire format of the bridge: message builders, the line writer, the request parser,
and the file-descriptor juggling that keeps the protocol stream clean.

Why the fd juggling: the ops will import torch, CUDA, MACE and friends, and any of
them may print to stdout - from Python (``print``) or from C (``printf`` on fd 1).
A single stray line in the protocol stream would desynchronise the Java reader. So
at start-up the real stdout is duplicated to a private fd used only for protocol
messages, and fd 1 (plus ``sys.stdout``) is pointed at stderr, where the Java side
collects free-form output for the log. stdin gets the same treatment: requests
are read from a private duplicate and fd 0 becomes /dev/null, so a library that
calls ``input()`` sees EOF instead of swallowing the next request.

Everything on the wire is ASCII (``ensure_ascii``) so there is no encoding to agree
on between a Windows/WSL Python and the JVM.
"""

from __future__ import annotations

import io
import json
import os
import platform
import sys
import threading
from typing import Any, BinaryIO, Dict, Optional, Tuple

from gpudoctor_bridge import BRIDGE_VERSION, PROTOCOL_VERSION

# Error kinds (the "kind" field of an error message). Documented in PROTOCOL.md.
BAD_REQUEST = "bad-request"
UNKNOWN_OP = "unknown-op"
OP_FAILED = "op-failed"
OUT_OF_MEMORY = "out-of-memory"

RequestId = Any  # str or int on the wire; None only in errors about unparseable lines


# --------------------------------------------------------------------------- messages

def hello() -> Dict[str, Any]:
    """First line the bridge writes: who is talking and in which interpreter."""
    return {
        "type": "hello",
        "protocol": PROTOCOL_VERSION,
        "python": {
            "version": platform.python_version(),
            "executable": sys.executable,
            "implementation": platform.python_implementation(),
        },
        "pid": os.getpid(),
        "bridge_version": BRIDGE_VERSION,
    }


def result(request_id: RequestId, payload: Dict[str, Any]) -> Dict[str, Any]:
    return {"type": "result", "id": request_id, "result": payload}


def error(request_id: RequestId, kind: str, message: str,
          traceback: Optional[str] = None,
          fields: Optional[Dict[str, Any]] = None) -> Dict[str, Any]:
    """An error message. ``fields`` are extra, kind-specific members of the error
    body (e.g. ``package`` for ``missing-package``); they never replace
    ``kind``/``message``/``traceback``."""
    body: Dict[str, Any] = dict(fields or {})
    body["kind"] = kind
    body["message"] = message
    if traceback is not None:
        body["traceback"] = traceback
    return {"type": "error", "id": request_id, "error": body}


def progress(request_id: RequestId, message: str,
             fraction: Optional[float] = None, seconds: Optional[float] = None) -> Dict[str, Any]:
    """``seconds``: how long the piece of work this message reports took, when the op timed it
    (``mace_run``'s timed steps), so that a run cut by its deadline keeps what it measured."""
    body: Dict[str, Any] = {"message": message, "fraction": fraction}
    if seconds is not None:
        body["seconds"] = seconds
    return {"type": "progress", "id": request_id, "progress": body}


def log(request_id: RequestId, level: str, message: str) -> Dict[str, Any]:
    return {"type": "log", "id": request_id, "log": {"level": level, "message": message}}


# --------------------------------------------------------------------------- writing

def encode(message: Dict[str, Any]) -> bytes:
    """One message -> one ASCII line. Raises ValueError/TypeError for values JSON
    cannot carry (NaN, sets, objects...) so the caller can report that instead of
    emitting something the Java parser would reject."""
    text = json.dumps(message, ensure_ascii=True, allow_nan=False, separators=(",", ":"))
    return text.encode("ascii") + b"\n"


class ProtocolClosed(Exception):
    """The reader of our protocol stream went away (broken pipe)."""


class Writer:
    """Writes whole lines and flushes after each one. The lock lets ops report
    progress from worker threads without interleaving half-lines."""

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self._lock = threading.Lock()

    def send(self, message: Dict[str, Any]) -> None:
        line = encode(message)  # encode outside the lock: failures must not half-write
        with self._lock:
            try:
                self._stream.write(line)
                self._stream.flush()
            except (BrokenPipeError, ConnectionResetError) as exc:
                raise ProtocolClosed(str(exc)) from exc


# --------------------------------------------------------------------------- reading

class Request:
    __slots__ = ("id", "op", "params")

    def __init__(self, request_id: RequestId, op: str, params: Dict[str, Any]) -> None:
        self.id = request_id
        self.op = op
        self.params = params

    def __repr__(self) -> str:
        return "Request(id=%r, op=%r, params=%r)" % (self.id, self.op, self.params)


class BadRequest(Exception):
    """A line we cannot act on. ``request_id`` is echoed when the line at least
    carried a usable id, so the caller can match the error to its request."""

    def __init__(self, message: str, request_id: RequestId = None) -> None:
        super().__init__(message)
        self.message = message
        self.request_id = request_id


def _valid_id(value: Any) -> bool:
    return isinstance(value, (str, int)) and not isinstance(value, bool)


def parse_request(line: bytes) -> Request:
    """Parse one request line. Raises BadRequest for anything unusable."""
    try:
        obj = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise BadRequest("request is not valid JSON: %s" % exc) from None
    if not isinstance(obj, dict):
        raise BadRequest("request must be a JSON object, got %s" % type(obj).__name__)
    if "id" not in obj or not _valid_id(obj["id"]):
        raise BadRequest("request needs an 'id' that is a string or an integer")
    request_id = obj["id"]
    op = obj.get("op")
    if not isinstance(op, str) or not op:
        raise BadRequest("request needs an 'op' that is a non-empty string", request_id)
    params = obj.get("params", {})
    if params is None:
        params = {}
    if not isinstance(params, dict):
        raise BadRequest("'params' must be a JSON object", request_id)
    return Request(request_id, op, params)


# --------------------------------------------------------------------------- fd juggling

def claim_std_streams() -> Tuple[BinaryIO, BinaryIO]:
    """Take stdin/stdout for the protocol and leave fds 0/1 harmless.

    Returns (requests_in, protocol_out) as binary streams on private duplicates
    of fds 0 and 1. Afterwards fd 1 and ``sys.stdout`` write to stderr, and fd 0
    and ``sys.stdin`` read from the null device. os.dup() makes non-inheritable
    fds, so child processes an op starts (nvidia-smi, ...) never see the
    protocol pipes; they inherit the redirected fds 0/1 instead.
    """
    if sys.stdout is not None:
        sys.stdout.flush()
    protocol_fd = os.dup(1)
    requests_fd = os.dup(0)

    os.dup2(2, 1)
    null_fd = os.open(os.devnull, os.O_RDONLY)
    try:
        os.dup2(null_fd, 0)
    finally:
        os.close(null_fd)

    err_encoding = getattr(sys.stderr, "encoding", None) or "utf-8"
    sys.stdout = io.TextIOWrapper(open(1, "wb", buffering=0, closefd=False),
                                  encoding=err_encoding, errors="backslashreplace",
                                  line_buffering=True, write_through=True)
    sys.stdin = open(0, "r", closefd=False)

    requests_in = open(requests_fd, "rb")
    protocol_out = open(protocol_fd, "wb")
    return requests_in, protocol_out
