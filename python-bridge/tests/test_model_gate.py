"""Issue 27 item 3 and issue 41 items 1-2: a model file is code, and the loader is the gate.

Each hostile file below would run ``os.system("touch MARKER")`` if unpickled the way plain
torch.load does; the bridge must refuse it with a sentence and the marker must never appear. Every
kind here got past the opcode scan that used to sit beside torch.load: dotted names under an
allowed module (text GLOBAL in a protocol-4 stream, and STACK_GLOBAL), a legacy pickle stream
before a zip, a zip member ``data.PKL``, an ``INT 0x..`` literal, and a torch.fx graph (which
MACE models hold and the scan had to allow) whose code runs a command. A real random-weight MACE-MP-0
model loads through the gate and answers exactly as the same model built in memory; with
trust_model a file is unpickled in full (the marker appears: that is what trust means)."""

from __future__ import annotations

import io
import os
import pickle
import struct
import zipfile
from pathlib import Path

import pytest

from conftest import Bridge, require_pinned

require_pinned("mace.calculators", "torch")

import torch  # noqa: E402

HEAVY_TIMEOUT_S = 180.0


class WritesAFile:
    """What a hostile model hides: unpickling calls os.system, which creates the marker file."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return os.system, (_touch(self.marker),)


def _touch(marker: Path) -> str:
    return "touch '%s'" % marker


class FxGraphPayload:
    """A torch.fx graph as GraphModule pickles one (reduce_graph_module(body, import_block)), whose
    import block or forward code touches the marker: torch exec's both while it unpickles."""

    def __init__(self, marker: Path, where: str) -> None:
        self.marker, self.where = marker, where

    def __reduce__(self):
        class Transpose(torch.nn.Module):
            def forward(self, x):
                return torch.functional.einsum("ab->ba", x)
        rebuild, (body, import_block) = torch.fx.symbolic_trace(Transpose()).__reduce__()
        call = "__import__('os').system(%r)" % _touch(self.marker)
        if self.where == "import-block":
            import_block += "\n" + call
        else:
            body["_code"] = body["_code"].replace("    return", "    %s\n    return" % call, 1)
        return rebuild, (body, import_block)


def _text_global_call(module: str, name: str, marker: Path) -> bytes:
    """A protocol-4 pickle whose text GLOBAL ``module name`` is called with a shell command:
    protocol 4 makes Python's unpickler resolve ``name`` attribute by attribute. (No FRAME:
    torch's weights-only loader stops at one, and the point here is that it refuses the name.)"""
    command = _touch(marker).encode()
    return (b"\x80\x04c" + module.encode() + b"\n" + name.encode() + b"\n"
            + b"X" + struct.pack("<I", len(command)) + command + b"\x85R.")


def _stack_global_call(module: str, name: str, marker: Path) -> bytes:
    """The same call as torch.save's protocol would write it: STACK_GLOBAL of two strings."""
    def text(value: str) -> bytes:
        return b"\x8c" + bytes([len(value)]) + value.encode()
    command = _touch(marker).encode()
    return (b"\x80\x04" + text(module) + text(name) + b"\x93"
            + b"X" + struct.pack("<I", len(command)) + command + b"\x85R.")


def _zip_with_pickle(benign_zip: Path, target: Path, pickle_bytes: bytes, member_name: str = "data.pkl") -> None:
    """A copy of a real torch.save zip whose data.pkl is replaced by ``pickle_bytes`` under ``member_name``."""
    with zipfile.ZipFile(benign_zip) as source, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as out:
        for info in source.infolist():
            folder, _, leaf = info.filename.rpartition("/")
            if leaf == "data.pkl":
                out.writestr(folder + "/" + member_name, pickle_bytes)
            else:
                out.writestr(info.filename, source.read(info))


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("models")


@pytest.fixture(scope="module")
def benign_zip(folder) -> Path:
    path = folder / "benign.pt"
    torch.save({"weights": torch.zeros(2)}, str(path))
    return path


def _hostile(kind: str, folder: Path, benign_zip: Path) -> Path:
    """The file of one hostile kind; its marker is ``folder / (kind + ".pwned")``."""
    marker = folder / (kind + ".pwned")
    path = folder / (kind + ".model")
    if kind == "plain-zip":
        torch.save({"model": WritesAFile(marker)}, str(path))
    elif kind == "plain-legacy":
        torch.save({"model": WritesAFile(marker)}, str(path), _use_new_zipfile_serialization=False)
    elif kind == "dotted-torch-nn-functional":
        _zip_with_pickle(benign_zip, path, _text_global_call("torch.nn.functional", "torch.os.system", marker))
    elif kind == "dotted-mace-modules":
        _zip_with_pickle(benign_zip, path, _text_global_call("mace.modules.blocks", "torch.os.system", marker))
    elif kind == "dotted-e3nn-o3":
        _zip_with_pickle(benign_zip, path, _text_global_call("e3nn.o3._linear", "torch.os.system", marker))
    elif kind == "dotted-stack-global":
        _zip_with_pickle(benign_zip, path, _stack_global_call("torch.nn.functional", "torch.os.system", marker))
    elif kind == "legacy-stream-before-zip":
        stream = io.BytesIO()
        torch.save({"model": WritesAFile(marker)}, stream, _use_new_zipfile_serialization=False)
        path.write_bytes(stream.getvalue() + benign_zip.read_bytes())
    elif kind == "member-data-PKL":
        _zip_with_pickle(benign_zip, path, pickle.dumps({"model": WritesAFile(marker)}, protocol=2), "data.PKL")
    elif kind == "int-hex-literal":
        # Legacy torch files are pickles in a row: magic number, protocol version, sys info, the
        # object. Python's INT reads "0x3e9" (1001) as torch's protocol version; pickletools cannot.
        stream = io.BytesIO()
        torch.save({"model": WritesAFile(marker)}, stream, _use_new_zipfile_serialization=False)
        version = pickle.dumps(1001, protocol=2)
        assert stream.getvalue().count(version) == 1
        path.write_bytes(stream.getvalue().replace(version, b"I0x3e9\n.", 1))
    elif kind in ("fx-graph-import-block", "fx-graph-forward"):
        torch.save({"model": FxGraphPayload(marker, kind[len("fx-graph-"):])}, str(path))
    else:
        raise AssertionError(kind)
    assert not marker.exists()
    return path


HOSTILE = ("plain-zip", "plain-legacy", "dotted-torch-nn-functional", "dotted-mace-modules", "dotted-e3nn-o3",
           "dotted-stack-global", "legacy-stream-before-zip", "member-data-PKL", "int-hex-literal",
           "fx-graph-import-block", "fx-graph-forward")
# What the refusal must name: the global torch's loader refused, or the instruction it could not read.
NAMED = {"plain-zip": "posix.system", "plain-legacy": "posix.system",
         "dotted-torch-nn-functional": "torch.nn.functional.torch.os.system",
         "dotted-mace-modules": "mace.modules.blocks.torch.os.system",
         "dotted-e3nn-o3": "e3nn.o3._linear.torch.os.system",
         "dotted-stack-global": "the pickle instruction SHORT_BINUNICODE",  # weights-only reads no STACK_GLOBAL pickle
         "legacy-stream-before-zip": "posix.system", "member-data-PKL": "posix.system",
         "int-hex-literal": "the pickle instruction INT",
         # the import block is never run: the graph loads, and the file is refused for what it holds
         "fx-graph-import-block": "it holds a dict, not a whole MACE model",
         "fx-graph-forward": "torch.fx graph whose code does more than"}


@pytest.fixture(scope="module")
def shared_bridge():
    """One bridge for the module: torch and mace are imported once, not once per file."""
    bridge = Bridge()
    try:
        bridge.read_hello()
        yield bridge
    finally:
        bridge.kill()


def _run(bridge: Bridge, request_id: str, model: object, **extra) -> dict:
    params = {"model": str(model), "structure": "h2o", "device": "cpu", "dtype": "float64",
              "repeats": 1, "warmup": 0, **extra}
    return bridge.request(request_id, "mace_run", params, timeout=HEAVY_TIMEOUT_S)


@pytest.mark.parametrize("kind", HOSTILE)
def test_the_bridge_refuses_each_hostile_model_and_runs_none_of_it(shared_bridge, folder, benign_zip, kind):
    path = _hostile(kind, folder, benign_zip)
    answer = _run(shared_bridge, kind, path)
    assert not (folder / (kind + ".pwned")).exists(), "the payload ran: %s" % answer
    assert answer["type"] == "error" and answer["error"]["kind"] == "untrusted-model", answer
    message = answer["error"]["message"]
    assert message.startswith("The model file %s was not loaded: " % path), message
    assert NAMED[kind] in message and "--trust-model" in message, message
    assert "\n" not in message, message


def test_consistency_refuses_through_the_same_gate(shared_bridge, folder, benign_zip):
    path = _hostile("dotted-mace-modules", folder, benign_zip)
    both = shared_bridge.request("evil-consistency", "consistency", {
        "model": str(path), "structure": "h2o", "a": {"device": "cpu"}, "b": {"device": "cpu", "dtype": "float64"}},
        timeout=HEAVY_TIMEOUT_S)
    assert not (folder / "dotted-mace-modules.pwned").exists()
    assert both["type"] == "error" and both["error"]["kind"] == "untrusted-model", both


def test_a_real_mace_mp0_model_loads_through_the_gate_and_answers_as_built(shared_bridge, model_file):
    loaded = _run(shared_bridge, "good", model_file)
    assert loaded["type"] == "result", loaded
    built = _run(shared_bridge, "built", "arch:small", seed=0)
    assert built["type"] == "result", built
    assert loaded["result"]["structure"]["atoms"] == 3
    assert loaded["result"]["energy_eV"] == built["result"]["energy_eV"]
    assert loaded["result"]["forces_eV_per_A"] == built["result"]["forces_eV_per_A"]


def test_trust_model_loads_what_the_user_vouches_for(shared_bridge, folder, benign_zip):
    # With trust the file is unpickled as torch.load does: the marker appears (that is what trust means).
    path = _hostile("plain-zip", folder, benign_zip)
    marker = folder / "plain-zip.pwned"
    if marker.exists():
        marker.unlink()
    answer = _run(shared_bridge, "trusted", path, trust_model=True)
    assert marker.exists(), answer
    assert answer["type"] == "error" and answer["error"]["kind"] != "untrusted-model", answer
