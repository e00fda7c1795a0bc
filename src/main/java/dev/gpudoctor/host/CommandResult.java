package dev.gpudoctor.host;

import java.util.List;

/**
 * What an external command did. {@code timedOut} means it was killed at its limit, in which case
 * {@code exitCode} is meaningless; {@code startError} means it never ran (not found, not executable);
 * {@code bytesCut} is how much of its output (about) was not passed on, past the runner's limit;
 * {@code outputComplete} is false when the command ended but its output could not be read to the end
 * within its time limit (a busy machine, or a process outside its tree still holding the pipe): then
 * what it said is not known in full, and nothing may be concluded from what is missing.
 */
public record CommandResult(
        List<String> command,
        int exitCode,
        boolean timedOut,
        String startError,
        List<String> outputTail,
        long durationMillis,
        long bytesCut,
        boolean outputComplete) {

    public CommandResult {
        command = List.copyOf(command);
        outputTail = List.copyOf(outputTail);
    }

    public CommandResult(
            List<String> command,
            int exitCode,
            boolean timedOut,
            String startError,
            List<String> outputTail,
            long durationMillis,
            long bytesCut) {
        this(command, exitCode, timedOut, startError, outputTail, durationMillis, bytesCut, true);
    }

    public CommandResult(
            List<String> command,
            int exitCode,
            boolean timedOut,
            String startError,
            List<String> outputTail,
            long durationMillis) {
        this(command, exitCode, timedOut, startError, outputTail, durationMillis, 0);
    }

    public boolean succeeded() {
        return startError == null && !timedOut && exitCode == 0 && outputComplete;
    }

    /** It ran out of time: killed at its limit, or its output not read to the end within it. */
    public boolean outOfTime() {
        return timedOut || startError == null && !outputComplete;
    }

    /** One sentence on why it did not succeed, for messages a user reads. */
    public String problem() {
        if (startError != null) {
            return "could not start " + command.get(0) + ": " + startError;
        }
        if (timedOut) {
            return command.get(0) + " did not finish within " + durationMillis / 1000 + " s and was stopped";
        }
        if (exitCode != 0) {
            return command.get(0) + " exited with code " + exitCode;
        }
        if (!outputComplete) {
            return command.get(0) + " ended, but its output could not be read to the end within its "
                    + durationMillis / 1000 + " s limit";
        }
        return null;
    }
}
