"""The extra figures' budget (issue 38): pure planning, no torch. A clock the test moves stands in
for time, so nothing here depends on how busy the machine is."""

from __future__ import annotations

import pytest

from gpudoctor_bridge.mace_support import figure_budget
from gpudoctor_bridge.mace_support.figure_budget import Budget, FigurePlan, Plan, budget_seconds, plan_calls


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_budget_is_a_quarter_of_the_run_so_far_without_a_deadline():
    assert budget_seconds(run_s=40.0, timeout_s=None, elapsed_s=40.0) == pytest.approx(10.0)


def test_a_short_run_still_gets_the_floor():
    # a warm sweep child on a GPU: 0.3 s of steps; its model-only figure costs milliseconds
    assert budget_seconds(run_s=0.3, timeout_s=600.0, elapsed_s=0.3) == pytest.approx(figure_budget.MIN_BUDGET_S)
    assert "at least 5.0 s" in figure_budget.describe(0.3, 600.0, 0.3, figure_budget.MIN_BUDGET_S)
    assert figure_budget.describe(40.0, 600.0, 40.0, 10.0) == "25 % of the 40.0 s the run took so far"


def test_the_deadline_less_its_reserve_caps_the_budget():
    # 400 s of a 600 s run so far: 25 % is 100 s, but only 600 - 400 - 30 (5 % reserve) = 170 s are left -> 100
    assert budget_seconds(400.0, 600.0, 400.0) == pytest.approx(100.0)
    # 560 s so far: 600 - 560 - 30 = 10 s left, under the 140 s share
    assert budget_seconds(560.0, 600.0, 560.0) == pytest.approx(10.0)
    # past the deadline's reserve: nothing, never negative
    assert budget_seconds(590.0, 600.0, 590.0) == 0.0
    # a short timeout keeps at least MIN_RESERVE_S back
    assert budget_seconds(80.0, 90.0, 80.0) == pytest.approx(90.0 - 80.0 - figure_budget.MIN_RESERVE_S)


def test_all_wanted_calls_when_they_fit():
    # 2 sets x (3 warm + 20 timed) x 10 ms = 0.46 s in a 5 s budget
    assert plan_calls(call_s=0.01, left_s=5.0, wanted=20, warm=3, sets=2) == Plan(20, None, None)


def test_fewer_calls_on_a_slow_machine_with_the_reason():
    # the busy CPU: 0.4 s a model call, 21.6 s run -> 5.4 s budget: floor(5.4 / 0.8) - 0 = 6 per set
    plan = plan_calls(call_s=0.4, left_s=5.4, wanted=20, warm=0, sets=2, why_budget="25 % of the 21.6 s")
    assert plan.repeats == 6 and plan.skipped is None
    assert plan.reduced.startswith("6 of 20 timed calls") and "25 % of the 21.6 s" in plan.reduced
    # warm-up calls are paid out of the same budget
    assert plan_calls(call_s=0.4, left_s=5.4, wanted=20, warm=1, sets=2).repeats == 5


def test_skipped_with_a_sentence_when_even_the_minimum_would_not_fit():
    plan = plan_calls(call_s=0.5, left_s=5.0, wanted=20, warm=3, sets=2)
    assert plan.repeats == 0 and plan.reduced is None
    # the minimum is 5 timed + 3 warm per set: 16 calls of 0.5 s = 8 s, over the 5 s left
    assert plan.skipped == ("not measured: 16 calls of about 500 ms would take 8.0 s, over the 5.0 s left for the "
                            "extra figures")


def test_a_figure_that_wants_fewer_than_the_minimum_is_not_skipped_for_it():
    # md_steps 3: the minimum is what was asked
    assert plan_calls(call_s=0.1, left_s=1.0, wanted=3, warm=2, sets=2) == Plan(3, None, None)


def test_an_unknown_call_cost_leaves_it_to_the_loop_deadline():
    assert plan_calls(call_s=0.0, left_s=1.0, wanted=20) == Plan(20, None, None)
    assert plan_calls(call_s=float("nan"), left_s=1.0, wanted=20) == Plan(20, None, None)


def test_each_figure_gets_an_even_share_of_what_is_left():
    clock = Clock()
    budget = Budget(12.0, "why", clock)
    assert budget.share(3) == pytest.approx(4.0)
    clock.now += 2.0  # the first figure took 2 s of its 4
    assert budget.share(2) == pytest.approx(5.0)
    clock.now += 20.0
    assert budget.left() == 0.0


def test_the_loop_stops_at_the_deadline_when_the_estimate_was_wrong():
    clock = Clock()
    budget = Budget(10.0, "25 % of the 40.0 s the run took so far", clock)
    # planned from a 0.1 s call: all 20 fit in 10 s; each call really takes 1 s
    plan = budget.plan(1, call_s=0.1, wanted=20)

    def call() -> float:
        clock.now += 1.0
        return 1.0

    measured = plan.measure(call)
    # calls start while the clock is at or before the deadline (100 + 10): 11 of them
    assert len(measured.seconds) == 11
    assert measured.note["reduced"].startswith("11 of 20 timed calls: about 1.0 s each")


def test_a_series_cut_below_the_minimum_is_no_figure():
    clock = Clock()
    plan = Budget(2.0, "", clock).plan(1, call_s=0.01, wanted=20)

    def call() -> float:
        clock.now += 1.5
        return 1.5

    measured = plan.measure(call)
    assert measured.seconds == []
    assert measured.note["skipped"].startswith("not measured: stopped after 2 of 20 calls of about 1.5 s")


def test_a_plan_past_its_deadline_skips_without_a_call():
    clock = Clock()
    plan = Budget(1.0, "", clock).plan(1, call_s=0.01, wanted=20)
    clock.now += 5.0
    calls = []
    measured = plan.measure(lambda: calls.append(1) or 0.01, lambda: calls.append("warm"), 3)
    assert calls == [] and measured.seconds == [] and "was spent before it" in measured.note["skipped"]


def test_a_skipped_plan_runs_nothing_and_unlimited_runs_all():
    clock = Clock()
    plan = Budget(1.0, "", clock).plan(1, call_s=1.0, wanted=20, warm=2)
    calls = []
    assert plan.measure(lambda: calls.append(1) or 1.0, lambda: calls.append("warm"), 2).note["skipped"]
    assert calls == []
    assert len(FigurePlan.unlimited(7).measure(lambda: 0.5).seconds) == 7


def test_a_bad_timeout_is_a_bad_request_before_anything_heavy_is_imported():
    from gpudoctor_bridge.errors import BridgeError
    from gpudoctor_bridge.ops import mace_run

    for bad in (0, -5, True, "600"):
        with pytest.raises(BridgeError) as refused:
            mace_run.run({"timeout_s": bad}, None)
        assert refused.value.kind == "bad-request" and "timeout_s" in refused.value.message
    assert mace_run.caller_timeout({}) is None and mace_run.caller_timeout({"timeout_s": 90}) == 90.0
