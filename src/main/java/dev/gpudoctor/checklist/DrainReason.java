package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.ConsumerText;
import dev.gpudoctor.model.RecommendedAction;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The reason a Slurm health check drains a node with, in a shape tools match by regex (NVSentinel,
 * site scripts): {@code gpu-doctor:<check-id>:<action>: <sentence>} for the first check that failed
 * or could not finish, the other failed ids at the end. One line, no double quotes, semicolons or control
 * characters, at most {@link #MAX_LENGTH} characters, so it survives a shell and scontrol intact.
 */
public final class DrainReason {

    /** The prefix every reason starts with; a health script's "not ours" test. */
    public static final String PREFIX = "gpu-doctor:";
    /** A machine-readable reason, as tools should match it. */
    public static final String PATTERN = "^gpu-doctor:[a-z0-9-]+:[a-z-]+: .+$";

    static final int MAX_LENGTH = 200;
    /** What follows "gpu-doctor:<id>:<action>: " when the first reason is a check that could not finish, not one that failed. */
    public static final String UNFINISHED = "could not finish: ";

    private DrainReason() {}

    /** The reason to drain with, or empty when no check failed (warnings do not drain). */
    public static Optional<String> of(ChecklistReport report) {
        // A check that failed is a verdict; one that could not finish is not: the reason leads with a verdict when
        // there is one.
        List<CheckResult> failed = report.checks().stream()
                .filter(check -> check.status().isFailure())
                .sorted(Comparator.comparing(check -> check.status() != CheckStatus.FAIL))
                .toList();
        if (failed.isEmpty()) {
            return Optional.empty();
        }
        CheckResult first = failed.get(0);
        RecommendedAction action = first.action() == null ? RecommendedAction.RERUN_WITH_SWITCH : first.action();
        String head = PREFIX + first.id() + ":" + action.jsonName() + ": ";
        String others = failed.size() == 1
                ? ""
                : " (also failed: "
                        + String.join(
                                ", ",
                                failed.subList(1, failed.size()).stream()
                                        .map(check -> check.id().id())
                                        .toList())
                        + ")";
        String sentence = clean(firstSentence(first));
        int room = MAX_LENGTH - head.length() - others.length();
        if (sentence.length() > room) {
            sentence = sentence.substring(0, Math.max(0, room - 1)) + "…";
        }
        return Optional.of(head + sentence + others);
    }

    private static String firstSentence(CheckResult check) {
        String text = check.explanation().isBlank()
                        || check.status() == CheckStatus.ERROR && !check.value().isBlank()
                ? check.value()
                : check.explanation();
        int end = text.indexOf(". ");
        String sentence = end < 0 ? text : text.substring(0, end + 1);
        // "could not finish: " marks a reason that is no verdict; the Slurm health program leaves the node alone on it.
        return check.status() == CheckStatus.ERROR ? UNFINISHED + sentence : sentence;
    }

    /**
     * Host text made one line (no line separators, controls or bidi overrides), free of double quotes and
     * of semicolons: NVSentinel's Slurm drain monitor splits a reason at "; " and reads every segment, so a
     * semicolon in a machine's text could add a segment that reads as another check and action.
     */
    private static String clean(String text) {
        String cleaned =
                ConsumerText.oneLine(text).replace('"', '\'').replace(';', ',').strip();
        return cleaned.isEmpty() ? "failed" : cleaned;
    }
}
