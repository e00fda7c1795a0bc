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
    /** The op did not fit in GPU memory ({@code torch.OutOfMemoryError}): a size limit, the child is alive. */
    OUT_OF_MEMORY,
    /** The bridge answered with a structured error of another kind (bad-request, op-failed...). */
    OP_ERROR;

    /** What the window says: a word a person reads, where JSON keeps {@link #jsonName()}. */
    public String title() {
        return switch (this) {
            case CRASHED_BY_SIGNAL -> "Crashed";
            case EXITED -> "Stopped early";
            case TIMED_OUT -> "Timed out";
            case PROTOCOL_ERROR -> "Garbled answer";
            case MISSING_PACKAGE -> "Package missing";
            case PYTHON_NOT_FOUND -> "Python not found";
            case CANCELLED -> "Cancelled";
            case OUT_OF_MEMORY -> "Out of GPU memory";
            case OP_ERROR -> "Failed";
        };
    }

    /** {@link #title()} for a reason as runs keep it ({@code crashed-by-signal}, {@code not-attempted}); unknown ones as they are. */
    public static String titleOf(String jsonName) {
        if (jsonName == null) {
            return "Failed";
        }
        if (jsonName.equals(SweepPoint.NOT_ATTEMPTED)) {
            return "Not attempted";
        }
        for (FailureReason reason : values()) {
            if (reason.jsonName().equals(jsonName)) {
                return reason.title();
            }
        }
        return jsonName;
    }

    /** The name in JSON output: {@code crashed-by-signal}. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
