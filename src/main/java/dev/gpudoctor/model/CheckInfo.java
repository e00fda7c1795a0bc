package dev.gpudoctor.model;

import java.util.Objects;

/**
 * One check the checklist can run.
 *
 * @param needsPython true when it runs in a Python bridge child (and so takes seconds, not milliseconds)
 */
public record CheckInfo(String id, String title, boolean needsPython) {

    public CheckInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
    }
}
