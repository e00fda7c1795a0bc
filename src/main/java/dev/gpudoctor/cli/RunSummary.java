package dev.gpudoctor.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.speed.SpeedVerdict;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The human summary of a run: a few lines a person reads, not the whole result. */
final class RunSummary {

    /** Enough of stderr to show a traceback's end; the JSON form carries all 200 lines. */
    private static final int STDERR_LINES_SHOWN = 15;

    private RunSummary() {
    }

    static void print(PrintWriter out, MaceRunSpec spec, MaceRunOutcome.Succeeded run, Optional<SpeedVerdict> speed) {
        JsonNode result = run.result();
        JsonNode structure = result.path("structure");
        out.printf(Locale.ROOT, "MACE on %s (%s%s): model %s, structure %s%n", spec.device(), spec.dtype(),
                spec.enableCueq() ? ", cuEquivariance" : "", result.path("model").path("name").asText(spec.model()),
                structure.path("name").asText(spec.structure()));
        out.printf(Locale.ROOT, "  energy       %s eV%n", number(run.energyEv(), "%.6f"));
        out.printf(Locale.ROOT, "  atoms        %d%s%n", run.atoms(),
                structure.has("edges") ? " (" + structure.path("edges").asLong() + " edges)" : "");
        JsonNode step = result.path("timings_s").path("step");
        out.printf(Locale.ROOT, "  median step  %s (p10 %s, p90 %s, n=%d)%n", millis(run.medianStepSeconds()),
                millis(step.path("p10").asDouble(Double.NaN)), millis(step.path("p90").asDouble(Double.NaN)), step.path("n").asInt());
        out.printf(Locale.ROOT, "  throughput   %s atom-steps/s%n", number(run.throughputAtomStepsPerSecond(), "%,.0f"));
        speed.ifPresent(verdict -> {
            out.printf(Locale.ROOT, "  speed        %s%n", verdict.measured().describe());
            out.printf(Locale.ROOT, "  verdict      %s%n", verdict.sentence());
        });
        out.printf(Locale.ROOT, "  timings      %s%n", timings(result.path("timings_s")));
        JsonNode memory = result.path("peak_memory_bytes");
        if (memory.isObject()) {
            out.printf(Locale.ROOT, "  peak memory  host RSS %s, device %s%n", bytes(memory.path("host_rss")), bytes(memory.path("device")));
        }
        JsonNode interpreter = result.path("interpreter");
        if (interpreter.isObject()) {
            out.printf(Locale.ROOT, "  python       %s (%s)%n", interpreter.path("executable").asText("?"), interpreter.path("version").asText("?"));
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
            tail.subList(Math.max(0, tail.size() - STDERR_LINES_SHOWN), tail.size()).forEach(line -> err.println("  | " + line));
        }
        err.flush();
    }

    private static String timings(JsonNode timings) {
        List<String> parts = new ArrayList<>();
        for (String[] field : new String[][] {{"startup", "startup"}, {"imports", "imports"}, {"model_load", "model load"},
                {"graph", "graph"}, {"first_call", "first call"}}) {
            JsonNode value = timings.path(field[0]);
            if (value.isNumber()) {
                parts.add(field[1] + " " + String.format(Locale.ROOT, "%.2f s", value.asDouble()));
            }
        }
        return parts.isEmpty() ? "(none reported)" : String.join(", ", parts);
    }

    private static String millis(double seconds) {
        return Double.isNaN(seconds) ? "?" : String.format(Locale.ROOT, "%.2f ms", seconds * 1000);
    }

    private static String number(double value, String format) {
        return Double.isNaN(value) ? "?" : String.format(Locale.ROOT, format, value);
    }

    private static String bytes(JsonNode value) {
        if (!value.isNumber()) {
            return "?";
        }
        double mib = value.asDouble() / (1024 * 1024);
        return mib >= 1024 ? String.format(Locale.ROOT, "%.2f GiB", mib / 1024) : String.format(Locale.ROOT, "%.0f MiB", mib);
    }
}
