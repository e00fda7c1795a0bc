package dev.gpudoctor.history;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.BenchConfig;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.RunConditionsReader;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** Turns a run's spec and outcome into what the history keeps and the charts draw. */
public final class RunRecords {

    private static final List<String> STAGES = List.of("startup", "imports", "model_load", "graph", "first_call");
    private static final DateTimeFormatter ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS").withZone(ZoneOffset.UTC);

    private RunRecords() {
    }

    /** A fresh id that sorts by time: {@code 20260122-031955-123-3fa9}. */
    public static String newId(Instant at) {
        return ID_TIME.format(at) + "-" + Integer.toHexString(0x1000 + ThreadLocalRandom.current().nextInt(0xefff));
    }

    public static RunRecord of(MaceRunSpec spec, MaceRunOutcome outcome, Instant at, String sweepId) {
        String config = new BenchConfig(spec.device(), spec.enableCueq()).name();
        SweepPoint point = point(config, spec.structure(), outcome);
        Double energy = null;
        Map<String, Double> timings = new LinkedHashMap<>();
        if (outcome instanceof MaceRunOutcome.Succeeded success) {
            double e = success.energyEv();
            energy = Double.isNaN(e) ? null : e;
            JsonNode t = success.result().path("timings_s");
            for (String stage : STAGES) {
                if (t.path(stage).isNumber()) {
                    timings.put(stage, t.path(stage).asDouble());
                }
            }
            // The timed steady state as the breakdown chart draws it: median × number of steps.
            if (t.path("step").path("median").isNumber() && t.path("step").path("n").isNumber()) {
                timings.put("steps", t.path("step").path("median").asDouble() * t.path("step").path("n").asDouble());
            }
        }
        return new RunRecord(newId(at), at, "", spec.device(), spec.enableCueq(), spec.dtype(), spec.model(), spec.structure(),
                spec.python(), sweepId, point, energy, timings);
    }

    /** One outcome as a sweep point of the given configuration. */
    public static SweepPoint point(String config, String structure, MaceRunOutcome outcome) {
        if (outcome instanceof MaceRunOutcome.Failed failed) {
            return SweepPoint.failed(config, structure, failed.failure().reason().jsonName(), failed.failure().message());
        }
        MaceRunOutcome.Succeeded success = (MaceRunOutcome.Succeeded) outcome;
        JsonNode r = success.result();
        JsonNode step = r.path("timings_s").path("step");
        StepStats stats = new StepStats(number(step.path("min")), number(step.path("p10")), number(step.path("median")),
                number(step.path("p90")), number(step.path("max")));
        JsonNode memory = r.path("peak_memory_bytes");
        Long peak = memory.path("device").isNumber() ? Long.valueOf(memory.path("device").asLong())
                : memory.path("host_rss").isNumber() ? Long.valueOf(memory.path("host_rss").asLong()) : null;
        return new SweepPoint(config, structure, success.atoms(), stats, number(r.path("timings_s").path("first_call")),
                success.throughputAtomStepsPerSecond(), peak, true, null, null, RunConditionsReader.from(r));
    }

    private static double number(JsonNode node) {
        return node.isNumber() ? node.asDouble() : Double.NaN;
    }
}
