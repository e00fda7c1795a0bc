package dev.gpudoctor.ui.compare;

import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.run.MaceRunOutcome;

/** One finished sweep point on its way to the UI thread; {@code outcome} is null for a point not attempted. */
record Arrival(SweepPoint point, MaceRunSpec spec, MaceRunOutcome outcome, String sweepId, double fraction) {}
