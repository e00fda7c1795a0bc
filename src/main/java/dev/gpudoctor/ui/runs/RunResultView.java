package dev.gpudoctor.ui.runs;

import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunResult;
import dev.gpudoctor.run.StageNames;
import dev.gpudoctor.speed.Durations;
import dev.gpudoctor.speed.MeasuredSpeed;
import dev.gpudoctor.speed.SpeedJudge;
import dev.gpudoctor.speed.SplitLine;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a successful run's JSON into the words and numbers the tab shows. Kept apart from the view
 * model so that the CLI's text summary and this one can be compared in tests.
 */
final class RunResultView {

    private RunResultView() {}

    static String summary(MaceRunResult run) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(
                Locale.ROOT,
                "Energy %.6f eV   ·   %d atoms   ·   median step %s   ·   %s atom·steps/s",
                run.energyEv(),
                run.atoms(),
                Durations.seconds(run.medianStepSeconds()),
                compact(run.throughput())));
        text.append(String.format(
                Locale.ROOT,
                "%nModel %s on %s, %s%s",
                run.model().name(),
                run.device(),
                run.dtype(),
                run.enableCueq() ? ", cuEquivariance" : ""));
        String config = new RunSetup(run.device(), run.enableCueq()).name();
        speed(text, RunRecords.point(config, run.structure().name(), new MaceRunOutcome.Succeeded(run)));
        if (run.randomWeights()) {
            text.append(
                    "\nRandom weights: timing-equivalent to the real model, but the energies and forces are meaningless.");
        }
        return text.toString();
    }

    /** "Speed 90.9 µs/atom/step, 0.155 ns/day at 1 fs — in line with …", the verdict the CLI and bundle give too. */
    private static void speed(StringBuilder text, SweepPoint point) {
        SpeedJudge.standard()
                .judge(point, MeasuredSpeed.DEFAULT_TIMESTEP_FS)
                .ifPresent(verdict -> text.append("\nSpeed ").append(verdict.line()));
        SplitLine.of(point).ifPresent(split -> text.append("\nSplit ").append(split));
    }

    static List<TimingSlice> timings(MaceRunResult run) {
        return slices(run.timings().byStage());
    }

    /** A run from the history: what was kept of it (no forces; the energy and figures). */
    static String summary(RunRecord run) {
        SweepPoint p = run.point();
        StringBuilder text = new StringBuilder("From the history, " + WHEN.format(run.createdAt())
                + (run.label().isBlank() ? "" : " (\u201c" + run.label() + "\u201d)") + ":\n");
        if (!run.ok()) {
            text.append(p.config())
                    .append(" · ")
                    .append(run.structure())
                    .append(run.partial() == null ? " did not run: " : " did not finish: ")
                    .append(FailureReason.titleOf(p.failureReason()))
                    .append(": ")
                    .append(p.failureMessage());
            if (run.partial() != null) {
                text.append("\n").append(run.partial().verdict());
            }
            return text.toString();
        }
        text.append(String.format(
                Locale.ROOT,
                "%s%d atoms   ·   median step %s (p10 %s, p90 %s)   ·   first call %s   ·   %s atom·steps/s",
                run.energyEv() == null ? "" : String.format(Locale.ROOT, "Energy %.6f eV   ·   ", run.energyEv()),
                p.atoms(),
                Durations.seconds(p.stepS().median()),
                Durations.seconds(p.stepS().p10()),
                Durations.seconds(p.stepS().p90()),
                Durations.seconds(p.firstCallS()),
                compact(p.throughputAtomStepsPerS())));
        text.append(String.format(
                Locale.ROOT,
                "%nModel %s on %s, %s, structure %s",
                run.model(),
                p.config(),
                run.dtype(),
                run.structure()));
        speed(text, p);
        if (run.model() != null && run.model().startsWith("arch:")) {
            text.append("\nRandom weights: timing-equivalent to the real model, but the energies are meaningless.");
        }
        return text.toString();
    }

    /** The stages the history kept, in order; runs kept before "steps" was stored show the others. */
    static List<TimingSlice> timings(RunRecord run) {
        return slices(run.timingsS());
    }

    private static List<TimingSlice> slices(Map<String, Double> byStage) {
        List<TimingSlice> slices = new ArrayList<>();
        for (String stage : StageNames.TIMED) {
            Double value = byStage.get(stage);
            if (value != null) {
                slices.add(new TimingSlice(stage, Math.max(0, value)));
            }
        }
        return slices;
    }

    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());

    static List<ForceRow> forces(MaceRunResult run) {
        List<ForceRow> rows = new ArrayList<>();
        List<List<Double>> forces = run.forces();
        for (int i = 0; i < forces.size(); i++) {
            List<Double> f = forces.get(i);
            rows.add(new ForceRow(i, component(f, 0), component(f, 1), component(f, 2)));
        }
        return rows;
    }

    private static double component(List<Double> force, int axis) {
        return axis < force.size() ? force.get(axis) : 0;
    }

    private static String compact(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        return value >= 1000 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
