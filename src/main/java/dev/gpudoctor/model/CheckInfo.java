package dev.gpudoctor.model;

import java.util.Objects;

/**
 * One check the checklist can run.
 *
 * @param needsPython true when it runs in a Python bridge child (and so takes seconds, not milliseconds)
 * @param explanation what the check tests, why that matters and what to do when it fails, in plain
 *                    sentences; the window shows it when the check is selected, before or after it ran
 * @param action      what a warning or failure of this check asks for, unless the check names another
 *                    for what it found; null for checks that are only shown (tests, recorded results)
 */
public record CheckInfo(CheckId id, String title, boolean needsPython, String explanation, RecommendedAction action) {

    public CheckInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        explanation = explanation == null ? "" : explanation;
    }

    /** A check without a recommended action (tests, recorded results). */
    public CheckInfo(CheckId id, String title, boolean needsPython, String explanation) {
        this(id, title, needsPython, explanation, null);
    }

    /** A check without an explanation (tests, recorded results). */
    public CheckInfo(CheckId id, String title, boolean needsPython) {
        this(id, title, needsPython, "");
    }
}
