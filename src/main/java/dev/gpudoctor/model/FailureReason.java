package dev.gpudoctor.model;

import java.util.Locale;

/** Why a run through the Python bridge produced no result; the UI and the CLI turn it into words. */
public enum FailureReason {
    /** The interpreter died by a signal (SIGSEGV, SIGBUS, SIGKILL...), usually inside native code. */
    CRASHED_BY_SIGNAL,
    /** The interpreter exited on its own with a non-zero code before answering. */
    EXITED,
    /** No hello or no answer within the time allowed; the child was killed. */
    TIMED_OUT,
    /** The child spoke something other than the protocol: garbage, a partial or oversize line, no hello. */
    PROTOCOL_ERROR,
    /** The op needs a package (torch, mace-torch...) that this interpreter does not have. */
    MISSING_PACKAGE,
    /** The interpreter does not exist or cannot be started. */
    PYTHON_NOT_FOUND,
    /** The user cancelled; the child was killed because a running op cannot be interrupted otherwise. */
    CANCELLED,
    /** The bridge answered with a structured error of another kind (bad-request, op-failed...). */
    OP_ERROR;

    /** The name in JSON output: {@code crashed-by-signal}. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
