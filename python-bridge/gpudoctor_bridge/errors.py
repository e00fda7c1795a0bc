"""Structured errors an op can raise on purpose.

An op that knows *why* it cannot answer raises ``BridgeError(kind, message,
**fields)``; the loop turns it into an ``error`` message whose ``kind`` and
extra fields the Java side can act on (offer to install a package, tell the user
where to put a model file, ...), instead of a generic ``op-failed`` with a
traceback. Anything else an op raises is still ``op-failed``.

Stdlib only, like everything the loop imports.
"""

from __future__ import annotations

from typing import Any, Dict

# Kinds an op may raise (the loop's own kinds live in protocol.py). PROTOCOL.md lists them.
BAD_REQUEST = "bad-request"                # params are wrong (unknown device, repeats < 1, ...)
MISSING_PACKAGE = "missing-package"        # a package the op needs cannot be imported
DEVICE_UNAVAILABLE = "device-unavailable"  # cuda asked for, but torch sees no such device
MODEL_UNAVAILABLE = "model-unavailable"    # a named model is not cached and cannot be downloaded
UNTRUSTED_MODEL = "untrusted-model"        # a model file the gated loader refused (see mace_support/model_gate)
NON_FINITE_RESULT = "non-finite-result"    # the model answered NaN or infinity (overlapping atoms, overflow)

# Field names the protocol already uses in an error body; an op cannot override them.
_RESERVED = frozenset(("kind", "message", "traceback"))


class BridgeError(Exception):
    """An error with a protocol ``kind`` and optional JSON-safe extra fields."""

    def __init__(self, kind: str, message: str, **fields: Any) -> None:
        super().__init__(message)
        clash = _RESERVED.intersection(fields)
        if clash:
            raise ValueError("BridgeError fields may not be named %s" % sorted(clash))
        self.kind = kind
        self.message = message
        self.fields: Dict[str, Any] = fields


def bad_request(message: str, **fields: Any) -> BridgeError:
    return BridgeError(BAD_REQUEST, message, **fields)
