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
        Map<String, Double> timingsS) {

    public RunRecord {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(point, "point");
        label = label == null ? "" : label;
        timingsS = timingsS == null ? Map.of() : Map.copyOf(timingsS);
    }

    public String config() {
        return point.config();
    }

    public boolean ok() {
        return point.ok();
    }

    public RunRecord withLabel(String newLabel) {
        return new RunRecord(id, createdAt, newLabel, device, enableCueq, dtype, model, structure, python, sweepId, point,
                energyEv, timingsS);
    }
}
