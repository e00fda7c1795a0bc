"""End-to-end: a real ``python -m gpudoctor_bridge`` subprocess, driven over pipes."""

from __future__ import annotations

import json
import os
import sys

import gpudoctor_bridge


def test_hello_describes_the_interpreter(bridge):
    hello = bridge.hello
    assert hello["protocol"] == gpudoctor_bridge.PROTOCOL_VERSION == 1
    assert hello["bridge_version"] == "0.1.0"
    assert hello["pid"] == bridge.proc.pid
    python = hello["python"]
    assert python["version"] == "%d.%d.%d" % sys.version_info[:3]
    assert python["implementation"]
    assert os.path.samefile(python["executable"], sys.executable)


def test_ping_echoes_string_and_integer_ids(bridge):
    bridge.send("req-1", "ping")
    assert bridge.read() == {"type": "result", "id": "req-1", "result": {"pong": True}}
    bridge.send(42, "ping", {})
    assert bridge.read() == {"type": "result", "id": 42, "result": {"pong": True}}


def test_unknown_op_is_an_error_and_the_loop_goes_on(bridge):
    bridge.send(7, "no_such_op")
    message = bridge.read()
    assert message["type"] == "error" and message["id"] == 7
    assert message["error"]["kind"] == "unknown-op"
    assert "no_such_op" in message["error"]["message"]
    bridge.send(8, "ping")
    assert bridge.read()["result"] == {"pong": True}


def test_garbage_lines_are_bad_requests_with_null_id(bridge):
    for garbage in (b"this is not json", b"[1, 2, 3]", b'"a string"', b"{\"id\": 1,", b"\xff\xfe"):
        bridge.send_line(garbage)
        message = bridge.read()
        assert message["type"] == "error", garbage
        assert message["id"] is None, garbage
        assert message["error"]["kind"] == "bad-request", garbage
    bridge.send(1, "ping")
    assert bridge.read()["result"] == {"pong": True}


def test_request_without_op_echoes_its_id(bridge):
    bridge.send_line(b'{"id": "x"}')
    message = bridge.read()
    assert message["id"] == "x" and message["error"]["kind"] == "bad-request"


def test_exception_in_op_becomes_op_failed_with_traceback(bridge):
    bridge.send(3, "ping", {"fail_with": "kaboom"})
    message = bridge.read()
    assert message["type"] == "error" and message["id"] == 3
    error = message["error"]
    assert error["kind"] == "op-failed"
    assert "kaboom" in error["message"]
    assert "RuntimeError: kaboom" in error["traceback"]
    assert "Traceback" in error["traceback"]
    bridge.send(4, "ping")
    assert bridge.read()["result"] == {"pong": True}


def test_progress_messages_precede_the_result(bridge):
    bridge.send("p", "ping", {"progress_steps": 3})
    messages = [bridge.read() for _ in range(4)]
    assert [m["type"] for m in messages] == ["progress"] * 3 + ["result"]
    assert all(m["id"] == "p" for m in messages)
    assert [m["progress"]["fraction"] for m in messages[:3]] == [1 / 3, 2 / 3, 1.0]


def test_prints_inside_an_op_go_to_stderr_not_the_protocol(bridge):
    bridge.send(1, "ping", {"echo_to_stdout": "PRINTED-BY-A-LIBRARY",
                            "echo_to_fd1": "WRITTEN-TO-FD-1-BY-C-CODE"})
    assert bridge.read() == {"type": "result", "id": 1, "result": {"pong": True}}
    stderr = bridge.wait_for_stderr("WRITTEN-TO-FD-1-BY-C-CODE")
    assert "PRINTED-BY-A-LIBRARY" in stderr

    bridge.send(2, "shutdown")
    assert bridge.read()["type"] == "result"
    assert bridge.read_line() is None
    assert bridge.wait() == 0
    protocol_stream = b"".join(bridge.stdout_lines)
    assert b"PRINTED-BY-A-LIBRARY" not in protocol_stream
    assert b"WRITTEN-TO-FD-1" not in protocol_stream
    for line in bridge.stdout_lines:  # every line on stdout is a protocol message
        assert isinstance(json.loads(line), dict)


def test_stdin_inside_an_op_cannot_steal_requests(bridge):
    bridge.send(1, "ping", {"read_stdin": True})
    assert bridge.read()["result"] == {"pong": True, "stdin": ""}


def test_shutdown_answers_then_exits_zero(bridge):
    bridge.send("bye", "shutdown")
    message = bridge.read()
    assert message["type"] == "result" and message["id"] == "bye"
    assert bridge.read_line() is None  # stdout closed, nothing after the answer
    assert bridge.wait() == 0


def test_eof_on_stdin_exits_zero_silently(bridge):
    bridge.close_stdin()
    assert bridge.read_line() is None
    assert bridge.wait() == 0
    assert bridge.stdout_lines == [json.dumps(bridge.hello, separators=(",", ":")).encode() + b"\n"]


def test_starts_with_stdlib_only(start_bridge):
    """-S drops site-packages from sys.path: if start-up (or ping) needed any
    third-party module, the bridge could not say hello here."""
    bridge = start_bridge("-S")
    bridge.read_hello()
    bridge.send(1, "ping")
    assert bridge.read()["result"] == {"pong": True}
    bridge.close_stdin()
    assert bridge.wait() == 0
