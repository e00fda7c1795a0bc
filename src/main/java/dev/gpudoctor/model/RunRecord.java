package dev.gpudoctor.model;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * One run as the history keeps it: what was asked, how it ended and the figures the charts need.
 * A sweep stores one record per size and configuration, with the same {@code sweepId}.
 *
 * @param id        unique, also the file name without {@code .json}
 * @param label     the user's name for it; empty when none
 * @param timingsS  stage → seconds (startup, imports, model_load, graph, first_call)
 * @param sweepId   the sweep this run belongs to, null for a single run
 * @param partial   what a run cut short by its timeout, a cancel or a crash measured; null for a finished run
 *                  and for a failure that measured nothing
 */
public record RunRecord(
        String id,
        Instant createdAt,
        String label,
        String device,
        boolean enableCueq,
        String dtype,
        String model,
        String structure,
        String python,
        String sweepId,
        SweepPoint point,
        Double energyEv,
        Map<String, Double> timingsS,
        PartialRun partial) {

    public RunRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(point, "point");
        label = label == null ? "" : label;
        timingsS = timingsS == null ? Map.of() : Map.copyOf(timingsS);
    }

    /** A run that kept nothing it measured (finished ones, and failures before any measurement). */
    public RunRecord(
            String id,
            Instant createdAt,
            String label,
            String device,
            boolean enableCueq,
            String dtype,
            String model,
            String structure,
            String python,
            String sweepId,
            SweepPoint point,
            Double energyEv,
            Map<String, Double> timingsS) {
        this(
                id,
                createdAt,
                label,
                device,
                enableCueq,
                dtype,
                model,
                structure,
                python,
                sweepId,
                point,
                energyEv,
                timingsS,
                null);
    }

    public String config() {
        return point.config();
    }

    public boolean ok() {
        return point.ok();
    }

    public RunRecord withLabel(String newLabel) {
        return new RunRecord(
                id,
                createdAt,
                newLabel,
                device,
                enableCueq,
                dtype,
                model,
                structure,
                python,
                sweepId,
                point,
                energyEv,
                timingsS,
                partial);
    }
}
