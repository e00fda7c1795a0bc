"""A NaN or infinite energy or force is a failed run with a reason, never a result with a null."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

from gpudoctor_bridge.errors import NON_FINITE_RESULT, BridgeError  # noqa: E402
from gpudoctor_bridge.mace_support import runs  # noqa: E402


def _results(energy, forces):
    return {"energy": energy, "forces": np.array(forces, dtype=np.float64)}


def test_finite_results_become_the_payload():
    payload = runs.results_payload(_results(-12.5, [[0.0, 0.1, -0.1]]), periodic=False)
    assert payload["energy_eV"] == -12.5
    assert payload["forces_eV_per_A"] == [[0.0, 0.1, -0.1]]


@pytest.mark.parametrize("energy, forces, said", [
    (float("nan"), [[0.0, 0.0, 0.0]], "energy nan"),
    (float("inf"), [[0.0, 0.0, 0.0]], "energy inf"),
    (-1.0, [[float("nan"), 0.0, float("-inf")], [0.0, 0.0, 0.0]], "2 of 6 force components"),
])
def test_a_non_finite_energy_or_force_is_a_structured_error(energy, forces, said):
    with pytest.raises(BridgeError) as raised:
        runs.results_payload(_results(energy, forces), periodic=False)
    assert raised.value.kind == NON_FINITE_RESULT
    assert said in raised.value.message
    assert "overlap" in raised.value.message
