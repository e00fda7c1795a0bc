package dev.gpudoctor.bundle;

/**
 * How one section (or part of one) fared.
 *
 * @param state  "included", "skipped" or "errored"
 * @param reason why it was skipped or errored; empty when included
 */
public record SectionOutcome(String section, String state, String reason) {

    public static final String INCLUDED = "included";
    public static final String SKIPPED = "skipped";
    public static final String ERRORED = "errored";

    public SectionOutcome {
        reason = reason == null ? "" : reason;
    }
}
