"""The env op without a real torch: in-process with metadata faked, and in a real
bridge whose torch is a stub that cannot be imported. (The report with the real
torch is checked in test_mace_ops.py, in the shared MACE bridge.)"""

from __future__ import annotations

import json

from gpudoctor_bridge import protocol
from gpudoctor_bridge.ops import env


def test_report_without_torch_is_complete_and_json_safe():
    def no_torch():
        raise AssertionError("torch must not be imported when it is not installed")

    report = env.collect(version_of=lambda name: None, import_torch=no_torch,
                         distributions=lambda: [], environ={"CUDA_VISIBLE_DEVICES": "0"})
    assert report["torch"] is None
    assert report["torch_error"] == "torch is not installed"
    assert set(report["versions"]) == set(env.DISTRIBUTIONS)
    assert all(version is None for version in report["versions"].values())
    assert report["nvidia_wheels"] == {}
    assert report["env_vars"]["CUDA_VISIBLE_DEVICES"] == "0"
    assert report["env_vars"]["LD_LIBRARY_PATH"] is None
    assert report["python"]["version"] and report["platform"]["machine"]
    protocol.encode(protocol.result(1, report))  # strict JSON, ASCII


def test_a_failing_probe_is_null_with_its_reason_not_an_exception():
    def broken_metadata(name):
        if name == "numpy":
            raise OSError("unreadable METADATA")
        return None

    def broken_distributions():
        raise RuntimeError("site-packages vanished")

    report = env.collect(version_of=broken_metadata, distributions=broken_distributions)
    assert report["versions"]["numpy"] is None
    assert report["errors"]["versions.numpy"] == "OSError: unreadable METADATA"
    assert report["nvidia_wheels"] is None
    assert report["nvidia_wheels_error"] == "RuntimeError: site-packages vanished"


def test_torch_facts_degrade_field_by_field():
    class FakeCuda:
        @staticmethod
        def is_available():
            return True

        @staticmethod
        def device_count():
            return 1

        @staticmethod
        def get_arch_list():
            return ["sm_80", "sm_90"]

        @staticmethod
        def get_device_properties(index):
            raise RuntimeError("CUDA error: unknown error")

        @staticmethod
        def get_device_capability(index):
            return (8, 6)

    class FakeTorch:
        __version__ = "2.8.0+cu128"
        __file__ = "/fake/torch/__init__.py"
        cuda = FakeCuda

        class version:
            cuda = "12.8"
            debug = False

        class backends:
            class cudnn:
                @staticmethod
                def version():
                    raise OSError("libcudnn.so.9: cannot open shared object file")

    report = env.collect(version_of=lambda name: "2.8.0" if name == "torch" else None,
                         import_torch=lambda: FakeTorch)
    torch = report["torch"]
    assert torch["cuda"] == "12.8" and torch["cuda_available"] is True
    assert torch["cudnn_version"] is None
    assert "libcudnn" in report["errors"]["torch.cudnn_version"]
    assert torch["devices"] == [{"index": 0, "name": None, "capability": "8.6",
                                 "total_memory_bytes": None, "multi_processor_count": None}]
    assert "unknown error" in report["errors"]["torch.devices.0.properties"]
    json.dumps(report, allow_nan=False)


def test_bridge_with_a_torch_that_cannot_be_imported(start_bridge, tmp_path):
    """A stub torch that raises on import: env reports why; mace_run answers
    missing-package naming torch and the interpreter; the bridge lives on."""
    stub = tmp_path / "torch"
    stub.mkdir()
    (stub / "__init__.py").write_text(
        "raise ModuleNotFoundError(\"No module named 'torch'\", name='torch')\n")
    bridge = start_bridge(extra_path=[str(tmp_path)])
    bridge.read_hello()

    report = bridge.request(1, "env", timeout=30)["result"]
    assert report["torch"] is None
    assert report["torch_error"].startswith("ModuleNotFoundError")
    assert "Traceback" in report["torch_traceback"]

    error = bridge.request(2, "mace_run", {"model": "arch:small"}, timeout=30)["error"]
    assert error["kind"] == "missing-package"
    assert error["package"] == "torch"
    assert error["interpreter"] == report["python"]["executable"]
    assert "traceback" not in error

    assert bridge.request(3, "ping")["result"] == {"pong": True}
