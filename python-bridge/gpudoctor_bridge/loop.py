"""The request loop: read a line, run the op, write exactly one result or error.

Requests are handled one at a time, in order. An op that raises
``errors.BridgeError`` gets an error of that kind (with its extra fields);
anything else it raises is ``op-failed`` with a traceback. The loop must outlive anything an
op does - an exception, a failed heavy import, even ``sys.exit()`` inside some
library - because a dead bridge tells the user nothing, while an ``op-failed``
error with a traceback usually *is* the diagnosis. Only three things end it:
EOF on stdin, the ``shutdown`` op, or the protocol reader going away - and,
from outside the loop, the parent process dying (``parent_watch``).
"""

from __future__ import annotations

import traceback
from typing import Any, BinaryIO, Callable, Dict, Optional

from gpudoctor_bridge import ops, parent_watch, protocol
from gpudoctor_bridge.errors import BridgeError

SHUTDOWN_OP = "shutdown"

Resolver = Callable[[str], Optional[ops.OpFunction]]


class OpContext:
    """Passed to every op so it can stream progress/log lines tied to its request."""

    def __init__(self, request_id: Any, writer: protocol.Writer) -> None:
        self.request_id = request_id
        self._writer = writer

    def progress(self, message: str, fraction: Optional[float] = None,
                 seconds: Optional[float] = None) -> None:
        self._writer.send(protocol.progress(self.request_id, message, fraction, seconds))

    def log(self, message: str, level: str = "info") -> None:
        self._writer.send(protocol.log(self.request_id, level, message))


def run_op(request: protocol.Request, writer: protocol.Writer,
           resolve: Resolver = ops.resolve) -> Dict[str, Any]:
    """Run one op and return the message that answers it (result or error)."""
    try:
        function = resolve(request.op)
        if function is None:
            return protocol.error(request.id, protocol.UNKNOWN_OP,
                                  "unknown op %r" % request.op)
        payload = function(request.params, OpContext(request.id, writer))
        if not isinstance(payload, dict):
            raise TypeError("op %r returned %s, expected a dict"
                            % (request.op, type(payload).__name__))
        message = protocol.result(request.id, payload)
        protocol.encode(message)  # fail here, as op-failed, if it is not JSON-safe
        return message
    except protocol.ProtocolClosed:
        raise
    except BridgeError as exc:
        # An op that knows why it cannot answer: its kind and fields, no traceback.
        message = protocol.error(request.id, exc.kind, exc.message, fields=exc.fields)
        try:
            protocol.encode(message)
        except (TypeError, ValueError) as bad:
            return protocol.error(request.id, protocol.OP_FAILED,
                                  "%s (error fields not JSON-safe: %s)" % (exc.message, bad),
                                  traceback.format_exc())
        return message
    except (Exception, SystemExit) as exc:
        kind = protocol.OUT_OF_MEMORY if out_of_memory(exc) else protocol.OP_FAILED
        return protocol.error(request.id, kind,
                              "%s: %s" % (type(exc).__name__, exc),
                              traceback.format_exc())


# What torch raises when an allocation does not fit: torch.OutOfMemoryError (torch.cuda.OutOfMemoryError
# before 2.5), or, from inside a TorchScript model (every e3nn MACE model), a RuntimeError whose text names
# it; "CUDA error: out of memory" is the same refusal from a kernel launch or a library's workspace.
_OOM_TEXTS = ("CUDA out of memory", "CUDA error: out of memory", "HIP out of memory")


def out_of_memory(exc: BaseException) -> bool:
    """A run that did not fit in GPU memory: a size limit the caller reports apart from an error."""
    if any(cls.__name__ == "OutOfMemoryError" for cls in type(exc).__mro__):
        return True
    text = str(exc)
    return any(marker in text for marker in _OOM_TEXTS)


def serve(requests_in: BinaryIO, writer: protocol.Writer,
          resolve: Resolver = ops.resolve) -> int:
    """Process requests until EOF or shutdown; returns the exit code (0)."""
    for line in iter(requests_in.readline, b""):
        if not line.strip():
            continue  # tolerate blank lines (hand-typed sessions, stray CRLF)
        try:
            request = protocol.parse_request(line)
        except protocol.BadRequest as exc:
            writer.send(protocol.error(exc.request_id, protocol.BAD_REQUEST, exc.message))
            continue
        if request.op == SHUTDOWN_OP:
            writer.send(protocol.result(request.id, {"shutdown": True}))
            return 0
        writer.send(run_op(request, writer, resolve))
    return 0


def main() -> int:
    parent_watch.start()
    requests_in, protocol_out = protocol.claim_std_streams()
    writer = protocol.Writer(protocol_out)
    try:
        writer.send(protocol.hello())
        return serve(requests_in, writer)
    except protocol.ProtocolClosed:
        return 0  # nobody is listening any more; same as EOF
    except KeyboardInterrupt:
        return 130
