package dev.gpudoctor.bridge;

import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.LaunchCommand;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Turns the bridge's structured {@code error} payload into a failure; the traceback goes to details. */
final class BridgeErrors {

    static final String MISSING_PACKAGE = "missing-package";
    static final String OUT_OF_MEMORY = "out-of-memory";
    private static final int MAX_MESSAGE = 300;

    private BridgeErrors() {}

    /** @param error the message's {@code error} payload; null when it had none */
    static BridgeFailure toFailure(BridgeMessage.Error error, String fallbackInterpreter, List<String> stderrTail) {
        String kind = orElse(error == null ? null : error.kind(), "unknown");
        String message = headline(
                orElse(error == null ? null : error.message(), "The bridge reported an error of kind " + kind + "."));
        String traceback = orElse(error == null ? null : error.traceback(), "");
        if (MISSING_PACKAGE.equals(kind)) {
            String pkg = orElse(error.packageName(), "?");
            String interpreter = orElse(error.interpreter(), fallbackInterpreter);
            Map<String, String> facts = Map.of("package", pkg, "interpreter", interpreter);
            BridgeFailure missing = new BridgeFailure(
                    FailureReason.MISSING_PACKAGE,
                    null,
                    null,
                    kind,
                    "",
                    stderrTail,
                    joinDetails(message, traceback),
                    facts);
            // The message is what every front shows (the window, `run`'s text and its --json): the way out
            // named once, here, for the packages the set-up installs.
            String wayOut = missing.fixedByMaceSetUp()
                    ? " " + LaunchCommand.line("setup-python")
                            + " makes GPU Doctor's own environment with mace-torch and the torch"
                            + " it works with; or install it there, or choose an interpreter that has it."
                    : " Install it there, or choose an interpreter that has it.";
            return new BridgeFailure(
                    FailureReason.MISSING_PACKAGE,
                    null,
                    null,
                    kind,
                    "The interpreter " + interpreter + " has no '" + pkg + "' package." + wayOut,
                    stderrTail,
                    missing.details(),
                    facts);
        }
        FailureReason reason = OUT_OF_MEMORY.equals(kind) ? FailureReason.OUT_OF_MEMORY : FailureReason.OP_ERROR;
        return new BridgeFailure(reason, null, null, kind, message, stderrTail, traceback, Map.of());
    }

    private static String joinDetails(String message, String traceback) {
        return traceback.isEmpty() ? message : message + "\n\n" + traceback;
    }

    private static String orElse(String value, String fallback) {
        return value == null ? fallback : value;
    }

    /** Wrappers whose first line says nothing: the error that matters is their last error line. */
    private static final Pattern WRAPPER =
            Pattern.compile("The following operation failed in the TorchScript interpreter");

    private static final Pattern ERROR_LINE =
            Pattern.compile("^\\s*(?:[A-Za-z_][\\w.]*\\.)?[A-Z]\\w*(?:Error|Exception)(?::\\s.*|\\s*)$");

    /**
     * The line a person should read first. Usually the first; but an error raised inside a TorchScript
     * model (every e3nn MACE model) starts with "The following operation failed in the TorchScript
     * interpreter." and names the real error (CUDA out of memory, a bad shape) only on its last line: on
     * an H100 the first line alone turned an out-of-memory at 10,002 atoms into an unexplained op error.
     */
    static String headline(String text) {
        String first = firstLine(text);
        if (!WRAPPER.matcher(first).find()) {
            return first;
        }
        String[] lines = text.strip().split("\\R");
        for (int i = lines.length - 1; i > 0; i--) {
            if (ERROR_LINE.matcher(lines[i]).matches()) {
                return firstLine(lines[i]);
            }
        }
        return first;
    }

    static String firstLine(String text) {
        String stripped = text.strip();
        int newline = stripped.indexOf('\n');
        String line = newline < 0 ? stripped : stripped.substring(0, newline).strip();
        return line.length() > MAX_MESSAGE ? line.substring(0, MAX_MESSAGE - 1) + "…" : line;
    }
}
