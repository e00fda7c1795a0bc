package dev.gpudoctor.model;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Objects;

/**
 * A failure split the way a user should meet it: a short sentence up front, the stack trace behind
 * "Details". Nothing that looks like a stack trace ever goes into {@link #message()}.
 */
public record ErrorSummary(String message, String details) {

    private static final int MAX_MESSAGE = 300;
    private static final String CANCELLED = "Cancelled.";

    public ErrorSummary {
        Objects.requireNonNull(message, "message");
        details = details == null ? "" : details;
    }

    /** What a task reports when the user cancelled it: not an error to show as one. */
    public static ErrorSummary cancelled() {
        return new ErrorSummary(CANCELLED, "");
    }

    public boolean isCancellation() {
        return CANCELLED.equals(message) && details.isEmpty();
    }

    public static ErrorSummary of(Throwable error) {
        if (error == null) {
            return new ErrorSummary("An unknown error occurred.", "");
        }
        Throwable root = rootCause(error);
        String text = firstLine(root.getMessage());
        String kind = humanKind(root);
        String message = text.isEmpty() ? kind + "." : kind + ": " + text;
        if (message.length() > MAX_MESSAGE) {
            message = message.substring(0, MAX_MESSAGE - 1) + "…";
        }
        return new ErrorSummary(message, stackTrace(error));
    }

    private static Throwable rootCause(Throwable error) {
        Throwable current = error;
        // Bounded walk: a cause cycle must not hang the error handler of all places.
        for (int depth = 0; depth < 32 && current.getCause() != null && current.getCause() != current; depth++) {
            current = current.getCause();
        }
        return current;
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "";
        }
        String trimmed = text.strip();
        int newline = trimmed.indexOf('\n');
        return (newline < 0 ? trimmed : trimmed.substring(0, newline)).strip();
    }

    /** "NullPointerException" reads as "Null pointer exception" — still precise, less Java. */
    private static String humanKind(Throwable error) {
        String name = error.getClass().getSimpleName();
        if (name.isEmpty()) {
            name = error.getClass().getName();
        }
        StringBuilder words = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (i > 0 && Character.isUpperCase(c) && !Character.isUpperCase(name.charAt(i - 1))) {
                words.append(' ').append(Character.toLowerCase(c));
            } else {
                words.append(c);
            }
        }
        return words.toString();
    }

    private static String stackTrace(Throwable error) {
        StringWriter out = new StringWriter();
        error.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
