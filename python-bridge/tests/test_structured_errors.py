"""BridgeError: an op's own error kind and fields reach the wire intact."""

from __future__ import annotations

import pytest

from gpudoctor_bridge.errors import BridgeError
from test_loop import run_session


def fake_ops(name):
    def missing(params, ctx):
        raise BridgeError("missing-package", "torch is not installed in /x/python",
                          package="torch", interpreter="/x/python")

    def unencodable(params, ctx):
        raise BridgeError("bad-request", "odd", value=float("nan"))

    return {"missing": missing, "unencodable": unencodable}.get(name)


def test_bridge_error_becomes_an_error_of_its_kind_with_fields():
    code, messages, _ = run_session([{"id": 1, "op": "missing"}, {"id": 2, "op": "unencodable"},
                                     {"id": 3, "op": "missing"}], resolve=fake_ops)
    assert code == 0
    assert messages[0] == {"type": "error", "id": 1, "error": {
        "kind": "missing-package", "message": "torch is not installed in /x/python",
        "package": "torch", "interpreter": "/x/python"}}
    # fields JSON cannot carry: reported as op-failed rather than a broken line
    assert messages[1]["error"]["kind"] == "op-failed"
    assert messages[2]["id"] == 3 and messages[2]["error"]["kind"] == "missing-package"


def test_fields_cannot_shadow_the_protocol_members():
    with pytest.raises(ValueError):
        BridgeError("bad-request", "x", traceback="mine")
