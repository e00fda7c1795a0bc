"""``structure_size``: atoms and MACE graph edges of a structure at a cutoff, for the size estimate (issue 40)."""

from __future__ import annotations

import pytest

from conftest import require_pinned

require_pinned("mace.calculators")

from ase.build import molecule  # noqa: E402
from ase.io import write  # noqa: E402

from gpudoctor_bridge.errors import BridgeError  # noqa: E402
from gpudoctor_bridge.ops import structure_size  # noqa: E402


def test_a_water_box_and_diamond_have_the_densities_the_recorded_runs_measured():
    water = structure_size.run({"structure": "water-32"}, None)
    assert water["atoms"] == 96 and water["periodic"] is True and water["r_max"] == 6.0
    assert water["edges_per_atom"] == pytest.approx(88.3, abs=1.0)  # the 2-core CPU row's water-32
    diamond = structure_size.run({"structure": "c-216"}, None)
    assert diamond["edges_per_atom"] == pytest.approx(158.0)  # the H200's c-5832 runs recorded 158


def test_a_file_is_read_as_ase_reads_it_and_a_smaller_cutoff_counts_fewer_edges(tmp_path):
    path = tmp_path / "water.xyz"
    write(str(path), molecule("H2O"))
    answer = structure_size.run({"structure": str(path)}, None)
    assert answer["atoms"] == 3 and answer["edges"] == 6 and answer["periodic"] is False
    assert structure_size.run({"structure": "water-32", "r_max": 3.0}, None)["edges"] < 96 * 88


@pytest.mark.parametrize("params, needle", [({"structure": "water-32", "r_max": 0}, "r_max"),
                                            ({"structure": "water-32", "r_max": True}, "r_max"),
                                            ({"structure": "unobtainium"}, "unobtainium"),
                                            ({"structure": "water-8", "seed": -1}, "seed")])
def test_bad_requests_are_bad_requests(params, needle):
    with pytest.raises(BridgeError) as raised:
        structure_size.run(params, None)
    assert raised.value.kind == "bad-request" and needle in str(raised.value)
