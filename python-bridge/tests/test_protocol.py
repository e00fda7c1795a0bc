"""In-process unit tests of the wire format: encoding, the writer, request parsing."""

from __future__ import annotations

import io
import json
import math
import threading

import pytest

from gpudoctor_bridge import protocol


class RecordingStream(io.BytesIO):
    """BytesIO that remembers what had been written at each flush."""

    def __init__(self) -> None:
        super().__init__()
        self.flushed_at = []

    def flush(self) -> None:
        super().flush()
        self.flushed_at.append(self.getvalue())


def lines_of(stream: io.BytesIO):
    return [json.loads(line) for line in stream.getvalue().splitlines()]


# ------------------------------------------------------------------- encoding

def test_encode_is_one_compact_ascii_line():
    line = protocol.encode({"type": "log", "text": "µ-benchmark ✓\nsecond line"})
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    line.decode("ascii")  # non-ASCII is \u-escaped, never raw bytes
    assert b", " not in line and b": " not in line
    assert json.loads(line) == {"type": "log", "text": "µ-benchmark ✓\nsecond line"}


@pytest.mark.parametrize("bad", [math.nan, math.inf, {1, 2}, object()])
def test_encode_refuses_what_json_parsers_reject(bad):
    with pytest.raises((ValueError, TypeError)):
        protocol.encode({"value": bad})


def test_message_builders():
    assert protocol.result(1, {"a": 1}) == {"type": "result", "id": 1, "result": {"a": 1}}
    assert protocol.error("x", protocol.UNKNOWN_OP, "nope") == {
        "type": "error", "id": "x", "error": {"kind": "unknown-op", "message": "nope"}}
    assert protocol.error(2, protocol.OP_FAILED, "m", "tb")["error"]["traceback"] == "tb"
    assert protocol.progress(3, "half", 0.5) == {
        "type": "progress", "id": 3, "progress": {"message": "half", "fraction": 0.5}}
    assert protocol.log(None, "warning", "w") == {
        "type": "log", "id": None, "log": {"level": "warning", "message": "w"}}


def test_hello_shape():
    hello = protocol.hello()
    assert set(hello) == {"type", "protocol", "python", "pid", "bridge_version"}
    assert set(hello["python"]) == {"version", "executable", "implementation"}
    protocol.encode(hello)


# ------------------------------------------------------------------- writer

def test_writer_flushes_after_every_line():
    stream = RecordingStream()
    writer = protocol.Writer(stream)
    writer.send(protocol.result(1, {}))
    writer.send(protocol.result(2, {}))
    assert [len(snapshot.splitlines()) for snapshot in stream.flushed_at] == [1, 2]
    assert [m["id"] for m in lines_of(stream)] == [1, 2]


def test_writer_never_half_writes_an_unencodable_message():
    stream = RecordingStream()
    writer = protocol.Writer(stream)
    with pytest.raises(ValueError):
        writer.send({"type": "result", "id": 1, "result": {"x": math.nan}})
    assert stream.getvalue() == b""


def test_writer_lines_stay_whole_across_threads():
    stream = io.BytesIO()
    writer = protocol.Writer(stream)

    def burst(thread_no):
        for i in range(200):
            writer.send(protocol.progress(thread_no, "x" * 500, i / 200))

    threads = [threading.Thread(target=burst, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=10)
    messages = lines_of(stream)  # would raise on an interleaved line
    assert len(messages) == 8 * 200


def test_writer_reports_a_vanished_reader():
    class Broken(io.BytesIO):
        def write(self, data):
            raise BrokenPipeError(32, "Broken pipe")

    with pytest.raises(protocol.ProtocolClosed):
        protocol.Writer(Broken()).send(protocol.result(1, {}))


# ------------------------------------------------------------------- reader

def test_parse_request_happy_path():
    request = protocol.parse_request(b'{"id": 5, "op": "ping", "params": {"a": 1}}\n')
    assert (request.id, request.op, request.params) == (5, "ping", {"a": 1})


def test_parse_request_defaults_params():
    assert protocol.parse_request(b'{"id": "a", "op": "ping"}').params == {}
    assert protocol.parse_request(b'{"id": "a", "op": "ping", "params": null}').params == {}


def test_parse_request_accepts_utf8_and_crlf():
    request = protocol.parse_request('{"id": "é", "op": "ping"}\r\n'.encode("utf-8"))
    assert request.id == "é"


@pytest.mark.parametrize("line", [
    b"not json",
    b"\xff\xfe{}",
    b"[]",
    b"42",
    b"{}",
    b'{"op": "ping"}',
    b'{"id": true, "op": "ping"}',
    b'{"id": 1.5, "op": "ping"}',
    b'{"id": {"a": 1}, "op": "ping"}',
])
def test_parse_request_without_usable_id_has_null_id(line):
    with pytest.raises(protocol.BadRequest) as info:
        protocol.parse_request(line)
    assert info.value.request_id is None
    assert info.value.message


@pytest.mark.parametrize("line", [
    b'{"id": 9}',
    b'{"id": 9, "op": ""}',
    b'{"id": 9, "op": 3}',
    b'{"id": 9, "op": "ping", "params": [1]}',
])
def test_parse_request_with_usable_id_echoes_it(line):
    with pytest.raises(protocol.BadRequest) as info:
        protocol.parse_request(line)
    assert info.value.request_id == 9
