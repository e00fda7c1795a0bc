"""Issue 27 item 3: a model file is code. A real torch.save'd object whose __reduce__ would write
a file is refused by the bridge before anything is unpickled (the file must not appear), in
mace_run and consistency alike; a real MACE model built here loads; trust_model loads anything.
The scan itself is pickletools over the file's data.pkl (no torch needed to scan)."""

from __future__ import annotations

import os

import pytest

from conftest import require_pinned

require_pinned("mace.calculators", "torch")

import torch  # noqa: E402

from gpudoctor_bridge.mace_support import model_scan, models  # noqa: E402

HEAVY_TIMEOUT_S = 180.0


class WritesAFile:
    """What a hostile model hides: unpickling calls os.system, which creates the marker file."""

    def __init__(self, marker: str) -> None:
        self.marker = marker

    def __reduce__(self):
        return os.system, ("touch '%s'" % self.marker,)


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("models")
    marker = folder / "pwned"
    evil = folder / "evil.model"
    torch.save({"model": WritesAFile(str(marker))}, str(evil))
    good = folder / "arch-small.model"
    torch.save(models.build_arch_model("small", seed=0), str(good))
    legacy = folder / "evil-legacy.model"
    torch.save({"model": WritesAFile(str(marker))}, str(legacy), _use_new_zipfile_serialization=False)
    return {"marker": marker, "evil": evil, "good": good, "legacy": legacy}


def test_the_scan_names_the_code_and_runs_none(files):
    assert model_scan.refused_globals(str(files["evil"])) == ["posix.system"]
    assert model_scan.refused_globals(str(files["legacy"])) == ["posix.system"]
    assert model_scan.refused_globals(str(files["good"])) == []
    assert not files["marker"].exists()


def test_the_bridge_refuses_a_hostile_model_and_loads_a_real_one(bridge, files):
    refused = bridge.request("evil", "mace_run", {"model": str(files["evil"]), "structure": "h2o", "device": "cpu",
                                                   "repeats": 1, "warmup": 0}, timeout=HEAVY_TIMEOUT_S)
    assert refused["type"] == "error", refused
    assert refused["error"]["kind"] == "untrusted-model"
    assert "posix.system" in refused["error"]["message"] and "--trust-model" in refused["error"]["message"]
    assert not files["marker"].exists()

    both = bridge.request("evil-consistency", "consistency", {
        "model": str(files["evil"]), "structure": "h2o", "a": {"device": "cpu"}, "b": {"device": "cpu", "dtype": "float64"}},
        timeout=HEAVY_TIMEOUT_S)
    assert both["type"] == "error" and both["error"]["kind"] == "untrusted-model", both
    assert not files["marker"].exists()

    loaded = bridge.request("good", "mace_run", {"model": str(files["good"]), "structure": "h2o", "device": "cpu",
                                                  "dtype": "float64", "repeats": 1, "warmup": 0}, timeout=HEAVY_TIMEOUT_S)
    assert loaded["type"] == "result", loaded
    assert loaded["result"]["structure"]["atoms"] == 3


def test_trust_model_loads_what_the_user_vouches_for(bridge, files):
    # With trust the file is unpickled as torch.load does: the marker appears (that is what trust means).
    answer = bridge.request("trusted", "mace_run", {"model": str(files["evil"]), "structure": "h2o", "device": "cpu",
                                                     "repeats": 1, "warmup": 0, "trust_model": True}, timeout=HEAVY_TIMEOUT_S)
    assert answer["type"] == "error" and answer["error"]["kind"] != "untrusted-model", answer
