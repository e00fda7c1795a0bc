"""How much time the extra speed figures of a ``mace_run`` may take (issue 38).

The figures measured after the timed steps (the model alone with stress off and on, the graph and
MD on the device, a batch) are extra: on a busy 2-core CPU their ~40 model-only calls took 75 % of a
run and pushed the window's default run past its deadline, which then kept nothing. So they get a
budget derived from what the run measured, never a fixed count:

- at most ``SHARE_OF_RUN`` of the run's time so far (start of the op to the end of the timed steps),
  or ``MIN_BUDGET_S`` when that is more: a GPU run of a small structure in a sweep's warm child takes
  a fraction of a second, and its model-only figure (the GPU verdict's basis) costs milliseconds,
- and never more than what is left before the caller's deadline (``timeout_s``) less a reserve for
  writing the answer;
- each figure is planned from the measured cost of one call (the model part of the timed steps):
  fewer timed calls on a slow machine, down to ``MIN_TIMED_CALLS``; below that the figure is skipped
  with a sentence saying why;
- the plan is an estimate, so the timed loop also stops at the figure's deadline (``timed_calls``).

Pure standard library: the planning is tested without torch.
"""

from __future__ import annotations

import math
import time
from typing import Any, Callable, Dict, List, NamedTuple, Optional

SHARE_OF_RUN = 0.25
MIN_BUDGET_S = 5.0
# Kept back from the caller's deadline for the answer (memory, conditions, the JSON line).
MIN_RESERVE_S = 5.0
RESERVE_SHARE = 0.05
# A figure with fewer timed calls than this has no p10/p90 worth the name: skipped instead.
MIN_TIMED_CALLS = 5


class Plan(NamedTuple):
    """``repeats`` timed calls per set (0 when skipped), and ``skipped``/``reduced`` sentences."""
    repeats: int
    skipped: Optional[str]
    reduced: Optional[str]


def budget_seconds(run_s: float, timeout_s: Optional[float], elapsed_s: float) -> float:
    """Seconds the extra figures may take: ``SHARE_OF_RUN`` of ``run_s`` (at least ``MIN_BUDGET_S``),
    capped by what is left of ``timeout_s`` after ``elapsed_s`` and a reserve; never negative."""
    budget = max(MIN_BUDGET_S, SHARE_OF_RUN * max(0.0, run_s))
    if timeout_s is not None:
        reserve = max(MIN_RESERVE_S, RESERVE_SHARE * timeout_s)
        budget = min(budget, timeout_s - elapsed_s - reserve)
    return max(0.0, budget)


def plan_calls(call_s: float, left_s: float, wanted: int, warm: int = 0, sets: int = 1,
               minimum: int = MIN_TIMED_CALLS, why_budget: str = "") -> Plan:
    """How many timed calls (per set) fit in ``left_s`` when one call takes ``call_s``, each of
    ``sets`` sets paying ``warm`` untimed calls first: ``wanted`` when they fit, fewer down to
    ``minimum``, else skipped. ``why_budget`` says where ``left_s`` comes from, for the sentences."""
    minimum = max(1, min(minimum, wanted))
    if not (call_s > 0 and math.isfinite(call_s)):
        return Plan(wanted, None, None)  # nothing to go by: the loop's own deadline still holds
    fits = int(math.floor(left_s / (sets * call_s))) - warm
    if fits >= wanted:
        return Plan(wanted, None, None)
    need = sets * (warm + minimum) * call_s
    where = (" (%s)" % why_budget) if why_budget else ""
    if fits < minimum:
        return Plan(0, "not measured: %d calls of about %s would take %s, over the %s left for the extra "
                       "figures%s" % (sets * (warm + minimum), _s(call_s), _s(need), _s(max(0.0, left_s)), where),
                    None)
    return Plan(fits, None, "%d of %d timed calls: about %s each, to fit the %s left for the extra figures%s"
                % (fits, wanted, _s(call_s), _s(left_s), where))


class Budget:
    """The extra figures' budget as it is spent, figure by figure: each gets an even share of what
    is left among the figures still to come, so one slow figure cannot starve the rest."""

    def __init__(self, seconds: float, why: str, clock: Callable[[], float] = time.perf_counter) -> None:
        self.seconds = seconds
        self.why = why
        self._clock = clock
        self._ends = clock() + seconds

    def left(self) -> float:
        return max(0.0, self._ends - self._clock())

    def share(self, figures_to_come: int) -> float:
        return self.left() / max(1, figures_to_come)

    def plan(self, figures_to_come: int, call_s: float, wanted: int, warm: int = 0, sets: int = 1,
             minimum: int = MIN_TIMED_CALLS) -> "FigurePlan":
        share = self.share(figures_to_come)
        plan = plan_calls(call_s, share, wanted, warm, sets, minimum, self.why)
        return FigurePlan(plan, self._clock() + share, self._clock, max(1, min(minimum, wanted)), self.why)


class Measured(NamedTuple):
    """A figure's timed calls, and the sentence a figure carries when the budget shaped it:
    ``{"skipped": …}`` (no series) or ``{"reduced": …}``, else ``{}``."""
    seconds: List[float]
    note: Dict[str, str]


class FigurePlan:
    """One figure's plan and deadline; ``measure`` keeps to both."""

    def __init__(self, plan: Plan, deadline: float, clock: Callable[[], float], minimum: int, why: str) -> None:
        self.plan = plan
        self.deadline = deadline
        self.minimum = minimum
        self._clock = clock
        self._why = why

    @classmethod
    def unlimited(cls, repeats: int) -> "FigurePlan":
        """No budget: ``repeats`` calls whatever they cost (a caller that sized the work itself)."""
        return cls(Plan(repeats, None, None), math.inf, time.perf_counter, 1, "")

    @property
    def repeats(self) -> int:
        return self.plan.repeats

    def measure(self, time_one: Callable[[], float], warm_one: Optional[Callable[[], Any]] = None,
                warm: int = 0) -> Measured:
        """``warm`` untimed calls, then up to the plan's timed calls, stopping once the deadline has
        passed (after one call at least); a series cut below the minimum is no figure."""
        if self.plan.skipped:
            return Measured([], {"skipped": self.plan.skipped})
        where = (" (%s)" % self._why) if self._why else ""
        if self._clock() > self.deadline:
            return Measured([], {"skipped": "not measured: the extra figures' time%s was spent before it" % where})
        for _ in range(warm):
            if warm_one is not None:
                warm_one()
        wanted = self.plan.repeats
        seconds: List[float] = []
        for _ in range(wanted):
            if seconds and self._clock() > self.deadline:
                break
            seconds.append(time_one())
        if len(seconds) == wanted:
            return Measured(seconds, {"reduced": self.plan.reduced} if self.plan.reduced else {})
        median = sorted(seconds)[len(seconds) // 2]
        if len(seconds) < self.minimum:
            return Measured([], {"skipped": "not measured: stopped after %d of %d calls of about %s, when the extra "
                                            "figures' time%s was spent" % (len(seconds), wanted, _s(median), where)})
        return Measured(seconds, {"reduced": "%d of %d timed calls: about %s each; the extra figures' time%s was "
                                             "spent" % (len(seconds), wanted, _s(median), where)})


def describe(run_s: float, timeout_s: Optional[float], elapsed_s: float, seconds: float) -> str:
    """Where the budget comes from, as a phrase: "25 % of the 21.6 s the run took so far"."""
    if SHARE_OF_RUN * run_s < MIN_BUDGET_S:
        text = "at least %s, more than %d %% of the %s the run took so far" % (
            _s(MIN_BUDGET_S), round(SHARE_OF_RUN * 100), _s(run_s))
    else:
        text = "%d %% of the %s the run took so far" % (round(SHARE_OF_RUN * 100), _s(run_s))
    if timeout_s is not None and seconds < max(MIN_BUDGET_S, SHARE_OF_RUN * run_s):
        text += ", less what the %s timeout leaves" % _s(timeout_s)
    return text


def _s(seconds: float) -> str:
    return "%.0f ms" % (seconds * 1e3) if seconds < 1 else "%.1f s" % seconds
