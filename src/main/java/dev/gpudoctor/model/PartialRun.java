package dev.gpudoctor.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * What a MACE run measured before its timeout, a cancel or a crash ended it (issue 38): the timed
 * steps it finished, their spread, the stage it was in, and a verdict that says it is partial. The
 * same record, in one JSON shape ({@code partial}), is in {@code run --json}, the run history and the
 * window, so a run cut short is never "nothing": a busy machine's 12 measured steps still say how
 * fast a step was.
 *
 * @param stepsDone    timed steps that finished
 * @param stepsPlanned timed steps the run asked for
 * @param stepS        the finished steps' seconds (min, p10, median, p90, max); null when none finished
 * @param cutDuring    the last stage the child reported, as the bridge named it: "steps 12/20" (the 12th
 *                     timed step had finished), "figures", "model_load"; null when the child never said
 * @param verdict      a sentence on what was measured, saying it is partial
 */
public record PartialRun(int stepsDone, int stepsPlanned, SweepPoint.Step stepS, String cutDuring, String verdict) {

    /**
     * @param stepSeconds  each finished timed step's seconds, as the bridge streamed them
     * @param lastStage    the last progress message's stage, or null
     * @param reason       how the run ended
     * @param limitSeconds the run's timeout, for the sentence
     */
    public static PartialRun of(
            List<Double> stepSeconds, int stepsPlanned, String lastStage, FailureReason reason, int limitSeconds) {
        SweepPoint.Step step = stats(stepSeconds);
        return new PartialRun(
                stepSeconds.size(),
                stepsPlanned,
                step,
                lastStage,
                verdict(stepSeconds.size(), stepsPlanned, step, lastStage, reason, limitSeconds));
    }

    /** The finished steps as the step statistics charts and verdicts use; {@link StepStats#NONE} without any. */
    public StepStats stepStats() {
        return stepS == null
                ? StepStats.NONE
                : new StepStats(stepS.min(), stepS.p10(), stepS.median(), stepS.p90(), stepS.max());
    }

    private static String verdict(
            int done, int planned, SweepPoint.Step step, String stage, FailureReason reason, int limitSeconds) {
        String ended = switch (reason) {
            case TIMED_OUT -> "the " + limitSeconds + " s timeout ended the run";
            case CANCELLED -> "the run was cancelled";
            default -> "the run ended (" + reason.title().toLowerCase(Locale.ROOT) + ")";
        };
        String where = stage == null ? "" : " " + describe(stage);
        if (done == 0) {
            return "Partial: no timed step finished; " + ended + where + ".";
        }
        String spread = String.format(
                Locale.ROOT,
                "median %s per step (p10 %s, p90 %s, min %s, max %s)",
                seconds(step.median()),
                seconds(step.p10()),
                seconds(step.p90()),
                seconds(step.min()),
                seconds(step.max()));
        if (done >= planned) {
            return "Partial: all " + planned + " timed steps finished, " + spread + "; then " + ended + where
                    + ". The step times stand; the energy and the extra figures were not received.";
        }
        return "Partial: " + done + " of " + planned + " timed steps finished, " + spread + ", before " + ended + where
                + ". A median of " + done + " step" + (done == 1 ? "" : "s")
                + (done < 5 ? " is a rough figure" : " stands")
                + "; the energy and the extra figures were not received.";
    }

    private static String describe(String stage) {
        // a counted step's message comes when that step has finished; a stage's when it begins
        if (stage.startsWith("steps ")) {
            return "after timed step " + stage.substring("steps ".length()).replace("/", " of ");
        }
        if (stage.startsWith("warmup ")) {
            return "after warm-up step " + stage.substring("warmup ".length()).replace("/", " of ");
        }
        return switch (stage) {
            case "figures" -> "while it timed the extra figures";
            case "model_load" -> "while it loaded the model";
            case "imports" -> "while it imported torch and MACE";
            case "structure" -> "while it built the structure";
            case "first_call" -> "during the first evaluation";
            default -> "during " + stage;
        };
    }

    /** Linear interpolation between order statistics, as the bridge's step statistics (numpy's default). */
    static SweepPoint.Step stats(List<Double> seconds) {
        if (seconds.isEmpty()) {
            return null;
        }
        List<Double> sorted = new ArrayList<>(seconds);
        Collections.sort(sorted);
        return new SweepPoint.Step(
                sorted.get(0),
                quantile(sorted, 0.1),
                quantile(sorted, 0.5),
                quantile(sorted, 0.9),
                sorted.get(sorted.size() - 1));
    }

    private static double quantile(List<Double> sorted, double q) {
        double position = q * (sorted.size() - 1);
        int low = (int) Math.floor(position);
        int high = Math.min(low + 1, sorted.size() - 1);
        return sorted.get(low) + (sorted.get(high) - sorted.get(low)) * (position - low);
    }

    private static String seconds(double value) {
        return value >= 1
                ? String.format(Locale.ROOT, "%.2f s", value)
                : String.format(Locale.ROOT, "%.0f ms", value * 1000);
    }
}
