"""The relative force error that makes the consistency op able to fail on tiny forces."""

import math

import numpy as np

from gpudoctor_bridge.ops import consistency


def test_a_ten_percent_wrong_force_field_is_caught_where_the_absolute_check_is_blind():
    rng = np.random.default_rng(7)
    forces = rng.normal(scale=2e-3, size=(96, 3))  # the scale random-weights models give
    wrong = forces * 1.1
    assert np.max(np.abs(forces - wrong)) < consistency.TOLERANCE_MIXED["force_eV_per_A"]
    relative = consistency.relative_force_error(np, forces, wrong)
    assert math.isclose(relative, 0.1, rel_tol=1e-9)
    assert relative > consistency.RELATIVE_FORCE_MIXED


def test_float32_rounding_stays_far_under_the_relative_tolerance():
    rng = np.random.default_rng(8)
    forces = rng.normal(scale=2e-3, size=(96, 3))
    rounded = forces.astype(np.float32).astype(np.float64)
    assert consistency.relative_force_error(np, forces, rounded) < consistency.RELATIVE_FORCE_MIXED / 100


def test_no_force_at_all_has_no_relative_error_and_nan_never_passes():
    zeros = np.zeros((3, 3))
    assert consistency.relative_force_error(np, zeros, zeros) is None
    nan = np.full((3, 3), np.nan)
    assert consistency.relative_force_error(np, np.ones((3, 3)), nan) == float("inf")


def test_requests_may_set_the_relative_tolerance():
    tolerance = consistency._tolerance({"relative_force": 0.05}, "float32", "float64")
    assert tolerance["relative_force"] == 0.05 and tolerance["source"] == "request"
    assert consistency._tolerance(None, "float64", "float64")["relative_force"] == consistency.RELATIVE_FORCE_FLOAT64
