package dev.gpudoctor.fleet;

import java.util.List;
import java.util.Optional;

/**
 * What the work on a target ended with, once the transport (ssh, a Slurm job) has said it ran
 * there: its exit code and stdout become the target's facts or a failure with its reason. The same
 * for every transport, so a target reads alike whichever way it was reached.
 */
final class RemoteAnswer {

    /** coreutils timeout's exit code on the target: the work was stopped at the limit (by KILL it reads 137, a signal). */
    static final int REMOTE_TIMEOUT = 124;

    private RemoteAnswer() {}

    static TargetResult classify(String target, int code, String stdout, List<String> stderr, long millis) {
        if (code == REMOTE_TIMEOUT) {
            return TargetResult.failed(
                    target,
                    TargetFailure.TIMED_OUT,
                    "The work on the target did not finish within the time limit and was stopped there.",
                    stderr,
                    millis);
        }
        if (code == 127 || code == 126) {
            return TargetResult.failed(
                    target,
                    TargetFailure.REMOTE_COMMAND_MISSING,
                    "The remote shell could not " + (code == 127 ? "find" : "run") + " the remote command (exit " + code
                            + "): GPU Doctor is not there under that command.",
                    stderr,
                    millis);
        }
        Optional<TargetFacts> facts = code >= 0 && code <= 2 ? CheckAnswer.parse(stdout) : Optional.empty();
        if (facts.isPresent()) {
            return TargetResult.reached(target, facts.get(), stderr, millis);
        }
        Optional<String> error = CheckAnswer.errorMessage(stdout);
        if (error.isPresent()) {
            return TargetResult.failed(
                    target,
                    TargetFailure.REMOTE_FAILED,
                    "GPU Doctor on the target refused (exit " + code + "): " + error.get(),
                    stderr,
                    millis);
        }
        if (code > 2) {
            return TargetResult.failed(
                    target,
                    TargetFailure.REMOTE_FAILED,
                    "The remote command failed with exit code " + code + signalNote(code) + ".",
                    stderr,
                    millis);
        }
        return TargetResult.failed(
                target,
                TargetFailure.GARBAGE_OUTPUT,
                "The remote command exited " + code + " but did not print a GPU Doctor answer"
                        + (stdout.isBlank() ? " (its stdout was empty)." : ": " + firstLine(stdout)),
                stderr,
                millis);
    }

    static String lastLine(List<String> lines, String whenNone) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (!lines.get(i).isBlank()) {
                return lines.get(i).strip();
            }
        }
        return whenNone;
    }

    private static String signalNote(int code) {
        return code > 128 && code < 160 ? " (killed by signal " + (code - 128) + ")" : "";
    }

    private static String firstLine(String text) {
        String line = text.strip().lines().findFirst().orElse("");
        return line.length() > 200 ? line.substring(0, 200) + " [...]" : line;
    }
}
