package dev.gpudoctor.cli;

import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunResult;
import dev.gpudoctor.run.StageNames;
import dev.gpudoctor.speed.Durations;
import dev.gpudoctor.speed.SpeedVerdict;
import dev.gpudoctor.speed.SplitLine;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The human summary of a run: a few lines a person reads, not the whole result. */
final class RunSummary {

    /** Enough of stderr to show a traceback's end; the JSON form carries all 200 lines. */
    private static final int STDERR_LINES_SHOWN = 15;

    private RunSummary() {}

    static void print(PrintWriter out, MaceRunSpec spec, MaceRunResult run, Optional<SpeedVerdict> speed) {
        MaceRunResult.Structure structure = run.structure();
        out.printf(
                Locale.ROOT,
                "MACE on %s (%s%s): model %s, structure %s%n",
                spec.device(),
                spec.dtype(),
                spec.enableCueq() ? ", cuEquivariance" : "",
                run.model().name(),
                structure.name());
        out.printf(Locale.ROOT, "  energy       %s eV%n", number(run.energyEv(), "%.6f"));
        out.printf(
                Locale.ROOT,
                "  atoms        %d%s%n",
                run.atoms(),
                structure.edges() != null ? " (" + structure.edges() + " edges)" : "");
        MaceRunResult.Steps step = run.timings().step();
        out.printf(
                Locale.ROOT,
                "  median step  %s (p10 %s, p90 %s, n=%d)%n",
                Durations.seconds(step.median()),
                Durations.seconds(step.p10()),
                Durations.seconds(step.p90()),
                step.n());
        out.printf(Locale.ROOT, "  throughput   %s atom-steps/s%n", number(run.throughput(), "%,.0f"));
        speed.ifPresent(verdict -> {
            out.printf(Locale.ROOT, "  speed        %s%n", verdict.measured().describe());
            out.printf(Locale.ROOT, "  verdict      %s%n", verdict.sentence());
        });
        SplitLine.of(RunRecords.point(
                        new RunSetup(spec.device(), spec.enableCueq()).name(),
                        structure.name(),
                        new MaceRunOutcome.Succeeded(run)))
                .ifPresent(split -> out.printf(Locale.ROOT, "  split        %s%n", split));
        out.printf(Locale.ROOT, "  timings      %s%n", timings(run.timings()));
        MaceRunResult.PeakMemory memory = run.peakMemory();
        if (memory != null) {
            out.printf(
                    Locale.ROOT,
                    "  peak memory  host RSS %s, device %s%n",
                    bytes(memory.hostRss()),
                    bytes(memory.device()));
        }
        MaceRunResult.Interpreter interpreter = run.interpreter();
        if (interpreter != null) {
            out.printf(
                    Locale.ROOT,
                    "  python       %s (%s)%n",
                    orUnknown(interpreter.executable()),
                    orUnknown(interpreter.version()));
        }
        if (run.randomWeights()) {
            out.println("random weights: energies are meaningless (timings still hold)");
        }
        out.flush();
    }

    static void printFailure(PrintWriter err, String command, BridgeFailure failure) {
        err.println("gpu-doctor " + command + ": " + failure.reason().jsonName() + ": " + failure.message());
        List<String> tail = failure.stderrTail();
        if (!tail.isEmpty()) {
            err.println("Last lines on stderr:");
            tail.subList(Math.max(0, tail.size() - STDERR_LINES_SHOWN), tail.size())
                    .forEach(line -> err.println("  | " + line));
        }
        err.flush();
    }

    /** The stages before the steady state: "startup 120 ms, imports 1.5 s, model load 250 ms…". */
    private static String timings(MaceRunResult.Timings timings) {
        List<String> parts = new ArrayList<>();
        timings.byStage().forEach((stage, seconds) -> {
            if (!stage.equals(StageNames.STEPS)) {
                parts.add(StageNames.label(stage) + " " + Durations.seconds(seconds));
            }
        });
        return String.join(", ", parts);
    }

    private static String orUnknown(String value) {
        return value == null ? "?" : value;
    }

    private static String number(double value, String format) {
        return Double.isNaN(value) ? "?" : String.format(Locale.ROOT, format, value);
    }

    private static String bytes(Long value) {
        if (value == null) {
            return "?";
        }
        double mib = value / (1024.0 * 1024);
        return mib >= 1024
                ? String.format(Locale.ROOT, "%.2f GiB", mib / 1024)
                : String.format(Locale.ROOT, "%.0f MiB", mib);
    }
}
