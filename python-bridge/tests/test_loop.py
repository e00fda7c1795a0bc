"""In-process tests of the request loop and the op registry (no subprocess)."""

from __future__ import annotations

import io
import json
import sys

from gpudoctor_bridge import loop, ops, protocol


def run_session(lines, resolve=ops.resolve):
    """Feed request lines through serve(); return (exit_code, messages written)."""
    requests_in = io.BytesIO(b"".join(
        (line if isinstance(line, bytes) else json.dumps(line).encode()) + b"\n" for line in lines))
    out = io.BytesIO()
    code = loop.serve(requests_in, protocol.Writer(out), resolve)
    return code, [json.loads(line) for line in out.getvalue().splitlines()], requests_in


def test_session_of_mixed_requests():
    code, messages, _ = run_session([
        {"id": 1, "op": "ping"},
        b"garbage",
        b"",  # blank lines are skipped without an answer
        {"id": 2, "op": "nope"},
        {"id": 3, "op": "shutdown"},
    ])
    assert code == 0
    assert [(m["type"], m["id"]) for m in messages] == [
        ("result", 1), ("error", None), ("error", 2), ("result", 3)]
    assert [m["error"]["kind"] for m in messages if m["type"] == "error"] == [
        "bad-request", "unknown-op"]


def test_eof_ends_the_loop_with_zero():
    code, messages, _ = run_session([{"id": 1, "op": "ping"}])
    assert code == 0 and len(messages) == 1


def test_nothing_after_shutdown_is_read_or_answered():
    code, messages, requests_in = run_session([
        {"id": 1, "op": "shutdown"}, {"id": 2, "op": "ping"}])
    assert code == 0 and [m["id"] for m in messages] == [1]
    assert requests_in.read() == b'{"id": 2, "op": "ping"}\n'


def fake_ops(name):
    def boom(params, ctx):
        raise ValueError("bad value")

    def exits(params, ctx):
        sys.exit(3)  # a library calling sys.exit() must not kill the bridge

    def not_a_dict(params, ctx):
        return [1, 2]

    def not_json(params, ctx):
        return {"nan": float("nan")}

    def chatty(params, ctx):
        ctx.log("hello from op", "debug")
        ctx.progress("halfway", 0.5)
        return {"done": True}

    return {"boom": boom, "exits": exits, "not_a_dict": not_a_dict,
            "not_json": not_json, "chatty": chatty}.get(name)


def test_failures_inside_ops_become_op_failed_and_the_loop_goes_on():
    code, messages, _ = run_session([
        {"id": "a", "op": "boom"},
        {"id": "b", "op": "exits"},
        {"id": "c", "op": "not_a_dict"},
        {"id": "d", "op": "not_json"},
        {"id": "e", "op": "chatty"},
    ], resolve=fake_ops)
    assert code == 0
    errors = {m["id"]: m["error"] for m in messages if m["type"] == "error"}
    assert set(errors) == {"a", "b", "c", "d"}
    assert all(e["kind"] == "op-failed" and e["traceback"] for e in errors.values())
    assert errors["a"]["message"] == "ValueError: bad value"
    assert "ValueError: bad value" in errors["a"]["traceback"]
    assert errors["b"]["message"].startswith("SystemExit")
    assert [(m["type"], m["id"]) for m in messages[-3:]] == [
        ("log", "e"), ("progress", "e"), ("result", "e")]
    assert messages[-3]["log"] == {"level": "debug", "message": "hello from op"}


def test_registry_imports_op_modules_lazily(monkeypatch):
    """An op whose module cannot be imported (think: torch missing) fails alone."""
    monkeypatch.setitem(ops.REGISTRY, "needs_heavy_dep", "_module_that_does_not_exist")
    assert "needs_heavy_dep" in ops.names()
    code, messages, _ = run_session([
        {"id": 1, "op": "needs_heavy_dep"}, {"id": 2, "op": "ping"}])
    assert messages[0]["error"]["kind"] == "op-failed"
    assert "ModuleNotFoundError" in messages[0]["error"]["traceback"]
    assert messages[1] == {"type": "result", "id": 2, "result": {"pong": True}}


def test_registry_resolves_known_and_unknown_names():
    assert ops.resolve("ping") is not None
    assert ops.resolve("definitely-not-an-op") is None
    assert "shutdown" not in ops.names()  # handled by the loop itself


def test_an_allocation_that_does_not_fit_is_out_of_memory_not_op_failed():
    class OutOfMemoryError(RuntimeError):  # torch.OutOfMemoryError's name, without importing torch
        pass

    def fake(name):
        def oom(params, ctx):
            raise OutOfMemoryError("CUDA out of memory. Tried to allocate 14.51 GiB. GPU 0 has a total capacity"
                                   " of 139.80 GiB of which 6.01 GiB is free.")

        def scripted(params, ctx):
            # As an e3nn model raises it from TorchScript: a plain RuntimeError naming the refusal.
            raise RuntimeError("The following operation failed in the TorchScript interpreter.\n"
                               "RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB")

        def other(params, ctx):
            raise RuntimeError("CUDA error: an illegal memory access was encountered")

        return {"oom": oom, "scripted": scripted, "other": other}.get(name)

    code, messages, _ = run_session([{"id": 1, "op": "oom"}, {"id": 2, "op": "scripted"},
                                     {"id": 3, "op": "other"}, {"id": 4, "op": "oom"}], resolve=fake)
    assert code == 0
    kinds = [m["error"]["kind"] for m in messages]
    assert kinds == ["out-of-memory", "out-of-memory", "op-failed", "out-of-memory"]
    assert messages[0]["error"]["message"].startswith("OutOfMemoryError: CUDA out of memory. Tried to allocate 14.51 GiB")
    assert "Traceback" in messages[0]["error"]["traceback"]
