package dev.gpudoctor.bridge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;

import java.util.List;
import java.util.Map;

/** Turns the bridge's structured {@code error} payload into a failure; the traceback goes to details. */
final class BridgeErrors {

    static final String MISSING_PACKAGE = "missing-package";
    private static final int MAX_MESSAGE = 300;

    private BridgeErrors() {
    }

    static BridgeFailure toFailure(JsonNode error, String fallbackInterpreter, List<String> stderrTail) {
        String kind = text(error, "kind", "unknown");
        String message = firstLine(text(error, "message", "The bridge reported an error of kind " + kind + "."));
        String traceback = text(error, "traceback", "");
        if (MISSING_PACKAGE.equals(kind)) {
            String pkg = text(error, "package", "?");
            String interpreter = text(error, "interpreter", fallbackInterpreter);
            return new BridgeFailure(FailureReason.MISSING_PACKAGE, null, null, kind,
                    "The interpreter " + interpreter + " has no '" + pkg + "' package. Install it there, or choose"
                            + " an interpreter that has it.",
                    stderrTail, joinDetails(message, traceback), Map.of("package", pkg, "interpreter", interpreter));
        }
        return new BridgeFailure(FailureReason.OP_ERROR, null, null, kind, message, stderrTail, traceback, Map.of());
    }

    private static String joinDetails(String message, String traceback) {
        return traceback.isEmpty() ? message : message + "\n\n" + traceback;
    }

    private static String text(JsonNode node, String field, String fallback) {
        JsonNode value = node == null ? null : node.get(field);
        return value == null || value.isNull() ? fallback : value.asText();
    }

    static String firstLine(String text) {
        String stripped = text.strip();
        int newline = stripped.indexOf('\n');
        String line = newline < 0 ? stripped : stripped.substring(0, newline).strip();
        return line.length() > MAX_MESSAGE ? line.substring(0, MAX_MESSAGE - 1) + "…" : line;
    }
}
