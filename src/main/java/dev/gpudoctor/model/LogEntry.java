package dev.gpudoctor.model;

import java.time.Instant;
import java.util.Objects;

/**
 * One line of the application log as the log pane and bug-report bundles see it.
 *
 * @param details the stack trace or other long text; empty when there is none. Kept apart from
 *                {@code message} so that a reader sees the message and opens details on request.
 */
public record LogEntry(Instant time, LogLevel level, String logger, String thread, String message, String details) {

    public LogEntry {
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(level, "level");
        logger = logger == null ? "" : logger;
        thread = thread == null ? "" : thread;
        message = message == null ? "" : message;
        details = details == null ? "" : details;
    }

    public boolean hasDetails() {
        return !details.isEmpty();
    }

    /** The logger's simple name: "dev.gpudoctor.app.AppContext" reads as "AppContext". */
    public String shortLogger() {
        int dot = logger.lastIndexOf('.');
        return dot < 0 ? logger : logger.substring(dot + 1);
    }
}
