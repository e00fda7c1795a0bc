package dev.gpudoctor.fleet;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.util.Locale;

/**
 * The full level's short MACE run on one target, read once from its {@code run --json} answer: the
 * median step time and the device, or why there is none. A target without torch is a value of this
 * row ("no torch"), not a failed target: the fleet still compares its other facts.
 *
 * @param seconds      the median step time (one ASE step), or null when the run gave none
 * @param device       the device it ran on ("cuda", "cpu"), or null
 * @param problem      why there is no time ("no torch", "failed: …"), or null
 * @param modelSeconds the run's {@code model} figure (the model alone, no stress), or null when it has none
 * @param graphShare   the share of the ASE step spent building the graph on the CPU (0..1), or null
 */
public record MaceStep(Double seconds, String device, String problem, Double modelSeconds, Double graphShare) {

    public MaceStep(Double seconds, String device, String problem) {
        this(seconds, device, problem, null, null);
    }

    /** Longer than this is no MACE step of a 24-atom structure: a number no run gives. */
    static final double MAX_PLAUSIBLE_SECONDS = 3600;

    public MaceStep {
        device = RemoteText.clean(device);
        problem = RemoteText.clean(problem);
        if (seconds != null && !(seconds > 0 && seconds <= MAX_PLAUSIBLE_SECONDS)) {
            // ±inf, NaN, zero or negative is no step time: the row says so rather than comparing it.
            problem = "not a plausible step time (" + seconds + " s)";
            seconds = null;
        }
        // A part of the step, never more than it: anything else a target sends is no figure.
        if (modelSeconds != null && !(modelSeconds > 0 && seconds != null && modelSeconds <= seconds * 1.5)) {
            modelSeconds = null;
        }
        if (graphShare != null && !(graphShare >= 0 && graphShare <= 1)) {
            graphShare = null;
        }
    }

    /** What the row shows: "12.3 ms (cuda)", "no torch", "failed: …". */
    @JsonIgnore
    public String text() {
        if (seconds == null) {
            return problem == null ? "no answer" : problem;
        }
        String parts = (modelSeconds == null ? "" : String.format(Locale.ROOT, "; model %.3g ms", modelSeconds * 1000))
                + (graphShare == null ? "" : String.format(Locale.ROOT, "; CPU graph %.0f %%", graphShare * 100));
        return String.format(Locale.ROOT, "%.3g ms (%s%s)", seconds * 1000, device == null ? "?" : device, parts);
    }

    static MaceStep read(String answer) {
        JsonNode root;
        try {
            root = answer == null || answer.isBlank()
                    ? null
                    : JsonMappers.records().readTree(answer);
        } catch (IOException e) {
            root = null;
        }
        if (root == null || !root.isObject()) {
            return new MaceStep(null, null, "no answer (the run was stopped or printed no JSON)");
        }
        RunAnswerJson run;
        try {
            run = JsonMappers.records().treeToValue(root, RunAnswerJson.class);
        } catch (IOException e) {
            // JSON, but not in run --json's shape (a word where a figure goes): said as such, never half read.
            return new MaceStep(null, null, "failed: not a run answer");
        }
        if (run.finished()) {
            Double model = null;
            Double graph = null;
            for (RunAnswerJson.Figure figure : run.figureList()) {
                Double seconds =
                        figure.seconds() == null ? null : figure.seconds().median();
                if ("model".equals(figure.method()) && !Boolean.TRUE.equals(figure.stress()) && seconds != null) {
                    model = seconds;
                }
                if ("ase_step".equals(figure.method())
                        && figure.split() != null
                        && figure.split().graphShare() != null) {
                    graph = figure.split().graphShare();
                }
            }
            return new MaceStep(run.stepMedian(), run.device(), null, model, graph);
        }
        RunAnswerJson.Failure failure = run.failure();
        if (failure != null && "missing-package".equals(failure.reason())) {
            return new MaceStep(
                    null, null, "no " + (failure.missingPackage() == null ? "torch" : failure.missingPackage()));
        }
        String why = failure != null && failure.message() != null
                ? failure.message()
                : run.error() != null && run.error().message() != null
                        ? run.error().message()
                        : "not a run answer";
        String line = why.lines().findFirst().orElse(why);
        return new MaceStep(null, null, "failed: " + (line.length() > 120 ? line.substring(0, 120) + " [...]" : line));
    }
}
