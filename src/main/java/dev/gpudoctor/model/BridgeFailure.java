package dev.gpudoctor.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Why the Python bridge gave no result, as a user should meet it: a reason, a plain sentence, and
 * the evidence (signal, exit code, the last lines the child wrote to stderr). Tracebacks and other
 * long text go into {@link #details()}, never into {@link #message()}.
 *
 * @param signal    the signal name (SIGSEGV) when the child died of one, else null
 * @param exitCode  the child's exit status when it is known to have exited, else null
 * @param errorKind the bridge's own error kind (op-failed, missing-package...) for structured errors, else null
 * @param facts     extra named facts, e.g. {@code package} and {@code interpreter} for a missing package
 */
public record BridgeFailure(
        FailureReason reason,
        String signal,
        Integer exitCode,
        String errorKind,
        String message,
        List<String> stderrTail,
        String details,
        Map<String, String> facts) {

    public BridgeFailure {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(message, "message");
        stderrTail = stderrTail == null ? List.of() : List.copyOf(stderrTail);
        details = details == null ? "" : details;
        facts = facts == null ? Map.of() : Map.copyOf(facts);
    }

    public static BridgeFailure of(FailureReason reason, String message, List<String> stderrTail) {
        return new BridgeFailure(reason, null, null, null, message, stderrTail, "", Map.of());
    }

    /**
     * Whether GPU Doctor's own MACE set-up is the way out: no interpreter, or a package it installs is
     * missing (torch, mace-torch, e3nn…). cuEquivariance is not among them. The window's button and the
     * command line's hint both ask here.
     */
    public boolean fixedByMaceSetUp() {
        if (reason == FailureReason.PYTHON_NOT_FOUND) {
            return true;
        }
        String pkg = facts == null ? "" : facts.getOrDefault("package", "");
        return reason == FailureReason.MISSING_PACKAGE && !pkg.startsWith("cuequivariance");
    }
}
