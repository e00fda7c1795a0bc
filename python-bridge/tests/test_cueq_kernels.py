"""Whether cuEquivariance's fast kernels ran, judged as on a real GPU: MACE's own cuEq model holds
naive polynomial modules on purpose (its Linear layers), so only a fallback counts as naive."""

import sys
import types

import pytest

from gpudoctor_bridge.mace_support import conditions


def _named(name):
    return type(name, (), {})()


class _Model:
    def __init__(self, *names):
        self._modules = [_named(n) for n in names]

    def modules(self):
        return iter(self._modules)


# The module classes of a MACE-MP-0 model converted to cuEquivariance 0.13 (mace/modules/wrapper_ops.py:
# cuet.Linear and FullyConnectedTensorProduct with method="naive", the convolution and the symmetric
# contraction with uniform_1d): the H200 run of 2026-11-26 called this "naive" while its cuEq model took
# 3.96 µs/atom against e3nn's 18.
HEALTHY_MACE = ("ScaleShiftMACE", "SegmentedPolynomial", "SegmentedPolynomialNaive", "graph_inputs1",
                "SegmentedPolynomialFromUniform1dJit", "TransposeIrrepsLayout")


def _version(name):
    return "0.13.0" if name.startswith("cuequivariance") else None


@pytest.fixture
def ops_present(monkeypatch):
    monkeypatch.setitem(sys.modules, "cuequivariance_ops_torch", types.ModuleType("cuequivariance_ops_torch"))


@pytest.fixture
def ops_missing(monkeypatch):
    monkeypatch.setitem(sys.modules, "cuequivariance_ops_torch", None)  # import raises ImportError


def test_maces_own_naive_linear_layers_beside_fast_kernels_are_fast(ops_present):
    kernels = conditions.cueq_kernels(_Model(*HEALTHY_MACE), [], _version)
    assert kernels["kernels"] == "fast"
    assert kernels["naive_modules"] == ["SegmentedPolynomialNaive"]
    assert kernels["fast_modules"] == ["SegmentedPolynomialFromUniform1dJit"]
    assert kernels["ops_import_error"] is None
    assert kernels["ops_version"] == "0.13.0"


def test_a_fallback_warning_is_naive_even_with_a_fast_module_left(ops_present):
    warning = "Failed to initialize uniform_1d for this polynomial. Falling back to naive implementation."
    kernels = conditions.cueq_kernels(_Model(*HEALTHY_MACE), ["unrelated warning", warning], _version)
    assert kernels["kernels"] == "naive"
    assert kernels["fallback_warnings"] == [warning]


def test_only_naive_polynomials_is_naive_even_without_a_warning(ops_present):
    kernels = conditions.cueq_kernels(_Model("SegmentedPolynomial", "SegmentedPolynomialNaive"), [], _version)
    assert kernels["kernels"] == "naive"
    assert kernels["fast_modules"] == []


def test_ops_that_cannot_import_is_naive_and_says_why(ops_missing):
    kernels = conditions.cueq_kernels(_Model(*HEALTHY_MACE), [], _version)
    assert kernels["kernels"] == "naive"
    assert "cuequivariance_ops_torch" in kernels["ops_import_error"]
