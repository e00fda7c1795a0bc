"""The run conditions block: what the speed verdict needs, read without failing the run."""

from types import SimpleNamespace

from gpudoctor_bridge.mace_support import conditions
from gpudoctor_bridge.ops import env


class _Module:
    pass


def _module_from(package):
    cls = type("Op", (), {})
    cls.__module__ = package
    return cls()


class _Model:
    def __init__(self, modules):
        self._modules = modules

    def modules(self):
        return iter(self._modules)


def _torch(name="NVIDIA H100 80GB HBM3", capability=(9, 0), cuda="13.0", threads=8, broken=False):
    def device_name(device):
        if broken:
            raise RuntimeError("CUDA driver initialization failed")
        return name
    return SimpleNamespace(
        cuda=SimpleNamespace(get_device_name=device_name, get_device_capability=lambda device: capability),
        version=SimpleNamespace(cuda=cuda),
        get_num_threads=lambda: threads)


def test_cuda_run_reports_gpu_cueq_modules_switches_and_versions():
    model = _Model([_Module(), _module_from("cuequivariance_torch.operations.linear")])
    versions = {"cuequivariance": "0.7.0", "cuequivariance-torch": "0.7.0"}
    got = conditions.collect(_torch(), "cuda:0", model, environ={"CUDA_LAUNCH_BLOCKING": "1"},
                             version_of=versions.get)
    assert got["gpu_name"] == "NVIDIA H100 80GB HBM3"
    assert got["compute_capability"] == "9.0"
    assert got["torch_cuda"] == "13.0" and got["torch_num_threads"] == 8
    assert got["cueq_active"] is True
    assert got["debug_variables"] == {"CUDA_LAUNCH_BLOCKING": "1", "TORCH_USE_CUDA_DSA": None}
    assert set(got["versions"]) == set(env.CUEQ_STACK)
    assert got["versions"]["cuequivariance-torch"] == "0.7.0" and got["versions"]["torch"] is None


def test_e3nn_model_and_cpu_run():
    got = conditions.collect(_torch(), "cpu", _Model([_Module(), _module_from("e3nn.o3._linear")]),
                             environ={}, version_of=lambda name: None)
    assert got["gpu_name"] is None and got["compute_capability"] is None
    assert got["cueq_active"] is False


def test_a_field_that_cannot_be_read_is_null_not_a_failed_run():
    class Exploding:
        def modules(self):
            raise RuntimeError("no modules")
    got = conditions.collect(_torch(broken=True), "cuda", Exploding(), environ={},
                             version_of=lambda name: (_ for _ in ()).throw(ValueError(name)))
    assert got["gpu_name"] is None and got["cueq_active"] is None
    assert all(value is None for value in got["versions"].values())
    assert got["compute_capability"] == "9.0"


def test_thread_settings_are_reported_for_the_over_subscription_verdict():
    torch = _torch(threads=2)
    torch.get_num_interop_threads = lambda: 2
    got = conditions.collect(torch, "cpu", _Model([]), environ={"OMP_NUM_THREADS": "1"}, version_of=lambda name: None)
    assert got["torch_num_threads"] == 2 and got["torch_interop_threads"] == 2
    assert got["thread_variables"] == {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": None, "OPENBLAS_NUM_THREADS": None}


def test_available_cores_are_the_affinity_of_a_real_child_not_the_machines_count():
    # A real child pinned to one core: the field must say 1 whatever os.cpu_count() says.
    import os
    import subprocess
    import sys
    if not hasattr(os, "sched_setaffinity"):
        raise AssertionError("this test needs Linux (sched_setaffinity)")
    code = ("import os; os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]}); "
            "from gpudoctor_bridge.mace_support import conditions; print(conditions.available_cores())")
    bridge = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    answer = subprocess.run([sys.executable, "-c", code], cwd=bridge, capture_output=True, text=True, timeout=60,
                            env={**os.environ, "PYTHONPATH": bridge})
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout.strip() == "1"
