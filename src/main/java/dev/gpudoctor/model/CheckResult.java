package dev.gpudoctor.model;

import java.util.List;
import java.util.Objects;

/**
 * What one check found.
 *
 * @param value       what was measured, in a few words ("driver 535.86.05, CUDA 12.2")
 * @param explanation what it means, in plain sentences
 * @param remedy      how to fix it, with the exact command where there is one; required for WARN and FAIL, else may be null
 * @param evidence    the raw lines the verdict rests on
 * @param durationMs  how long the check took
 * @param action      what the finding asks someone to do, as a word machines act on; always NONE for a
 *                    pass or a skip; null only in a report an older GPU Doctor wrote
 */
public record CheckResult(
        CheckId id,
        String title,
        CheckStatus status,
        String value,
        String explanation,
        String remedy,
        List<String> evidence,
        long durationMs,
        RecommendedAction action) {

    public CheckResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(status, "status");
        value = value == null ? "" : value;
        explanation = explanation == null ? "" : explanation;
        evidence = evidence == null ? List.of() : List.copyOf(evidence);
        if ((status == CheckStatus.WARN || status == CheckStatus.FAIL) && (remedy == null || remedy.isBlank())) {
            throw new IllegalArgumentException("check " + id + ": a " + status.jsonName() + " needs a remedy");
        }
        if (status == CheckStatus.PASS || status == CheckStatus.SKIP) {
            action = RecommendedAction.NONE;
        }
    }

    /** A result whose action is not known (recorded results, tests): NONE for a pass or a skip. */
    public CheckResult(
            CheckId id,
            String title,
            CheckStatus status,
            String value,
            String explanation,
            String remedy,
            List<String> evidence,
            long durationMs) {
        this(id, title, status, value, explanation, remedy, evidence, durationMs, null);
    }

    /** The command that builds GPU Doctor's own Python with torch and mace-torch; remedies name it where that is the way out. */
    public static String maceSetUpCommand() {
        return LaunchCommand.line(SET_UP_ARGUMENT);
    }

    private static final String SET_UP_ARGUMENT = "setup-python";

    /**
     * Whether the remedy's way out is the guided MACE set-up (the window offers its button beside it).
     * Any spelling of the command counts: a bundle made by the installed app says {@code gpu-doctor
     * setup-python}, one from a clone {@code ./gpu-doctor setup-python}.
     */
    public boolean offersMaceSetUp() {
        return remedy != null && remedy.contains("gpu-doctor " + SET_UP_ARGUMENT);
    }

    public CheckResult withDuration(long millis) {
        return new CheckResult(id, title, status, value, explanation, remedy, evidence, millis, action);
    }
}
