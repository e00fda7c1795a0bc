package dev.gpudoctor.ui.runs;

import dev.gpudoctor.speed.SpeedJudge;
import dev.gpudoctor.speed.MeasuredSpeed;
import dev.gpudoctor.model.BenchConfig;
import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.run.MaceRunOutcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a successful run's JSON into the words and numbers the tab shows. Kept apart from the view
 * model so that the CLI's text summary and this one can be compared in tests.
 */
final class RunResultView {

    /** Stages in the order they happen; "steps" is the timed steady state (median × repeats). */
    static final List<String> STAGES = List.of("startup", "imports", "model_load", "graph", "first_call", "steps");

    private RunResultView() {
    }

    static String summary(MaceRunOutcome.Succeeded run) {
        JsonNode r = run.result();
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "Energy %.6f eV   ·   %d atoms   ·   median step %s   ·   %s atom·steps/s",
                run.energyEv(), run.atoms(), seconds(run.medianStepSeconds()), compact(run.throughputAtomStepsPerSecond())));
        text.append(String.format(Locale.ROOT, "%nModel %s on %s, %s%s",
                r.path("model").path("name").asText("?"), r.path("device").asText("?"), r.path("dtype").asText("?"),
                r.path("enable_cueq").asBoolean(false) ? ", cuEquivariance" : ""));
        String config = new BenchConfig(r.path("device").asText("cpu"), r.path("enable_cueq").asBoolean(false)).name();
        speed(text, RunRecords.point(config, r.path("structure").path("name").asText("?"), run));
        if (run.randomWeights()) {
            text.append("\nRandom weights: timing-equivalent to the real model, but the energies and forces are meaningless.");
        }
        return text.toString();
    }

    /** "Speed 90.9 µs/atom/step, 0.155 ns/day at 1 fs — in line with …", the verdict the CLI and bundle give too. */
    private static void speed(StringBuilder text, SweepPoint point) {
        SpeedJudge.standard().judge(point, MeasuredSpeed.DEFAULT_TIMESTEP_FS)
                .ifPresent(verdict -> text.append("\nSpeed ").append(verdict.line()));
    }

    static List<TimingSlice> timings(MaceRunOutcome.Succeeded run) {
        JsonNode timings = run.result().path("timings_s");
        List<TimingSlice> slices = new ArrayList<>();
        for (String stage : STAGES) {
            double value;
            if (stage.equals("steps")) {
                JsonNode step = timings.path("step");
                value = step.path("median").asDouble(0) * step.path("n").asDouble(0);
            } else {
                value = timings.path(stage).asDouble(0);
            }
            slices.add(new TimingSlice(stage, Math.max(0, value)));
        }
        return slices;
    }

    /** A run from the history: what was kept of it (no forces; the energy and figures). */
    static String summary(RunRecord run) {
        SweepPoint p = run.point();
        StringBuilder text = new StringBuilder("From the history, " + WHEN.format(run.createdAt())
                + (run.label().isBlank() ? "" : " (\u201c" + run.label() + "\u201d)") + ":\n");
        if (!run.ok()) {
            return text.append(p.config()).append(" · ").append(run.structure()).append(" did not run: ")
                    .append(dev.gpudoctor.model.FailureReason.titleOf(p.failureReason())).append(": ").append(p.failureMessage()).toString();
        }
        text.append(String.format(Locale.ROOT, "%s%d atoms   ·   median step %s (p10 %s, p90 %s)   ·   first call %s   ·   %s atom·steps/s",
                run.energyEv() == null ? "" : String.format(Locale.ROOT, "Energy %.6f eV   ·   ", run.energyEv()), p.atoms(),
                seconds(p.stepS().median()), seconds(p.stepS().p10()), seconds(p.stepS().p90()), seconds(p.firstCallS()),
                compact(p.throughputAtomStepsPerS())));
        text.append(String.format(Locale.ROOT, "%nModel %s on %s, %s, structure %s", run.model(), p.config(), run.dtype(), run.structure()));
        speed(text, p);
        if (run.model() != null && run.model().startsWith("arch:")) {
            text.append("\nRandom weights: timing-equivalent to the real model, but the energies are meaningless.");
        }
        return text.toString();
    }

    /** The stages the history kept, in order; runs kept before "steps" was stored show the others. */
    static List<TimingSlice> timings(RunRecord run) {
        List<TimingSlice> slices = new ArrayList<>();
        for (String stage : STAGES) {
            Double value = run.timingsS().get(stage);
            if (value != null) {
                slices.add(new TimingSlice(stage, Math.max(0, value)));
            }
        }
        return slices;
    }

    private static final java.time.format.DateTimeFormatter WHEN =
            java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(java.time.ZoneId.systemDefault());

    static List<ForceRow> forces(MaceRunOutcome.Succeeded run) {
        List<ForceRow> rows = new ArrayList<>();
        JsonNode forces = run.result().path("forces_eV_per_A");
        for (int i = 0; i < forces.size(); i++) {
            JsonNode f = forces.get(i);
            rows.add(new ForceRow(i, f.path(0).asDouble(), f.path(1).asDouble(), f.path(2).asDouble()));
        }
        return rows;
    }

    static String seconds(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        return value < 1 ? String.format(Locale.ROOT, "%.1f ms", value * 1000) : String.format(Locale.ROOT, "%.2f s", value);
    }

    private static String compact(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        return value >= 1000 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
