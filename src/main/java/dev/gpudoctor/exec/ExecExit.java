package dev.gpudoctor.exec;

import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.model.ProcessSignal;
import java.util.Locale;
import java.util.Optional;

/**
 * How the user's command ended, classified as the bridge classifies its own children: Java reports a
 * death by signal N as status 128+N (so does a shell whose program died that way), and a command stopped
 * at its time limit did not finish, which is not the same as failing.
 *
 * @param code         the exit code when it exited by itself, else null
 * @param signal       the signal's name (SIGSEGV) when it died of one, else null
 * @param signalNumber the signal's number, else null
 * @param timedOut     stopped at the time limit, with everything it started
 * @param startError   why it could not be started at all, else null
 * @param meaning      what the signal usually means in a CUDA/PyTorch stack, else ""
 */
public record ExecExit(
        End end,
        Integer code,
        String signal,
        Integer signalNumber,
        boolean timedOut,
        String startError,
        String meaning) {

    /** The ways a run ends, as the window and the JSON name them. */
    public enum End {
        SUCCEEDED("succeeded"),
        FAILED("failed"),
        DID_NOT_FINISH("did-not-finish"),
        CANCELLED("cancelled"),
        COULD_NOT_START("could-not-start");

        private final String jsonName;

        End(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    public ExecExit {
        meaning = meaning == null ? "" : meaning;
    }

    static ExecExit of(CommandResult result) {
        if (result.startError() != null) {
            return new ExecExit(End.COULD_NOT_START, null, null, null, false, result.startError(), "");
        }
        if (result.timedOut()) {
            return new ExecExit(End.DID_NOT_FINISH, null, null, null, true, null, "");
        }
        int status = result.exitCode();
        Optional<Integer> number = ProcessSignal.numberOfExitStatus(status);
        if (number.isPresent()) {
            Optional<ProcessSignal> known = ProcessSignal.ofNumber(number.get());
            return new ExecExit(
                    End.FAILED,
                    null,
                    known.map(Enum::name).orElse("SIG" + number.get()),
                    number.get(),
                    false,
                    null,
                    known.map(ProcessSignal::meaning).orElse(""));
        }
        return new ExecExit(status == 0 ? End.SUCCEEDED : End.FAILED, status, null, null, false, null, "");
    }

    static ExecExit cancelled() {
        return new ExecExit(End.CANCELLED, null, null, null, false, null, "");
    }

    public boolean succeeded() {
        return end == End.SUCCEEDED;
    }

    /** "exited with code 1", "was killed by SIGSEGV", "did not finish within 30 s and was stopped". */
    String words(int timeoutSeconds) {
        return switch (end) {
            case SUCCEEDED -> "succeeded";
            case FAILED -> signal != null ? "was killed by " + signal : "exited with code " + code;
            case DID_NOT_FINISH ->
                String.format(
                        Locale.ROOT,
                        "did not finish within %d s and was stopped, with everything it started",
                        timeoutSeconds);
            case CANCELLED -> "was cancelled and stopped, with everything it started";
            case COULD_NOT_START -> "could not be started: " + startError;
        };
    }

    /** The words a shell prints for a program killed by this signal: the knowledge base's bare-signal patterns read them. */
    Optional<String> shellWords() {
        if (signal == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(
                switch (signal) {
                    case "SIGSEGV" -> "Segmentation fault (core dumped)";
                    case "SIGBUS" -> "Bus error (core dumped)";
                    case "SIGILL" -> "Illegal instruction (core dumped)";
                    case "SIGABRT" -> "Aborted (core dumped)";
                    case "SIGFPE" -> "Floating point exception (core dumped)";
                    case "SIGKILL" -> "Killed";
                    default -> null;
                });
    }
}
