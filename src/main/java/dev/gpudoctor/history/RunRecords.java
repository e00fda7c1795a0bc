package dev.gpudoctor.history;

import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.PartialRun;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunResult;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** Turns a run's spec and outcome into what the history keeps and the charts draw. */
public final class RunRecords {

    private static final DateTimeFormatter ID_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS").withZone(ZoneOffset.UTC);

    private RunRecords() {}

    /** A fresh id that sorts by time: {@code 20260122-031955-123-3fa9}. */
    public static String newId(Instant at) {
        return ID_TIME.format(at) + "-"
                + Integer.toHexString(0x1000 + ThreadLocalRandom.current().nextInt(0xefff));
    }

    public static RunRecord of(MaceRunSpec spec, MaceRunOutcome outcome, Instant at, String sweepId) {
        String config = new RunSetup(spec.device(), spec.enableCueq()).name();
        SweepPoint point = point(config, spec.structure(), outcome);
        Double energy = null;
        Map<String, Double> timings = Map.of();
        PartialRun partial = null;
        if (outcome instanceof MaceRunOutcome.Succeeded success) {
            energy = success.result().energyEv();
            timings = success.result().timings().byStage();
        } else {
            partial = ((MaceRunOutcome.Failed) outcome).partial();
        }
        return new RunRecord(
                newId(at),
                at,
                "",
                spec.device(),
                spec.enableCueq(),
                spec.dtype(),
                spec.model(),
                spec.structure(),
                spec.python(),
                sweepId,
                point,
                energy,
                timings,
                partial);
    }

    /** One outcome as a sweep point of the given configuration. */
    public static SweepPoint point(String config, String structure, MaceRunOutcome outcome) {
        if (outcome instanceof MaceRunOutcome.Failed failed) {
            return SweepPoint.failed(
                    config,
                    structure,
                    failed.failure().reason().jsonName(),
                    failed.failure().message());
        }
        MaceRunResult r = ((MaceRunOutcome.Succeeded) outcome).result();
        Long peak = r.peakMemory() == null ? null : r.peakMemory().peak();
        return new SweepPoint(
                config,
                structure,
                r.atoms(),
                r.timings().step().stats(),
                r.timings().firstCall(),
                r.throughput(),
                peak,
                true,
                null,
                null,
                r.runConditions(),
                r.figures());
    }
}
