package dev.gpudoctor.pyenv;

import java.nio.file.Path;
import java.util.List;

/**
 * How the set-up ended. On failure {@code message} says why in a sentence and {@code outputTail}
 * holds the last lines of pip or venv output, which usually name the package that failed.
 */
public record SetupOutcome(
        boolean ok,
        boolean alreadyUpToDate,
        Path python,
        String message,
        List<String> outputTail,
        long durationMillis) {

    public SetupOutcome {
        outputTail = List.copyOf(outputTail);
    }
}
