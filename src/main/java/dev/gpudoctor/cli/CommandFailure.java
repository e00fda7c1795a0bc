package dev.gpudoctor.cli;

import java.util.List;
import java.util.Objects;

/**
 * A command's refusal or failure, thrown instead of printed, so that {@link CliExecution} says it the
 * same way for every command: the sentence on stderr and, with --json, one error object on stdout.
 *
 * @param kind     a stable word a script can branch on: usage, setup, unreadable-input, refused, cannot-write, interrupted
 * @param exitCode one of {@link ExitCodes}
 * @param lines    the sentences, most important first
 * @param helpHint whether "Try 'gpu-doctor X --help'." follows the sentences
 */
final class CommandFailure extends RuntimeException {

    private final String kind;
    private final int exitCode;
    private final List<String> lines;
    private final boolean helpHint;

    CommandFailure(String kind, int exitCode, List<String> lines, boolean helpHint) {
        super(String.join(" ", lines), null, false, false);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.exitCode = exitCode;
        this.lines = List.copyOf(lines);
        this.helpHint = helpHint;
        if (this.lines.isEmpty()) {
            throw new IllegalArgumentException("a failure needs a sentence");
        }
    }

    /** Options that do not fit together or are out of range: exit 3, before anything starts. */
    static CommandFailure usage(List<String> problems) {
        return new CommandFailure("usage", ExitCodes.USAGE_OR_INTERNAL, problems, false);
    }

    static CommandFailure usage(String problem) {
        return usage(List.of(problem));
    }

    /** Python or the bridge cannot be started at all: exit 3 (nothing was measured). */
    static CommandFailure setup(String message) {
        return new CommandFailure("setup", ExitCodes.USAGE_OR_INTERNAL, List.of(message), false);
    }

    /** An input file that is missing, a folder, unreadable or not what it should be: exit 2. */
    static CommandFailure unreadable(String message) {
        return new CommandFailure("unreadable-input", ExitCodes.FAILURES, List.of(message), false);
    }

    /** An input that was read and refused (unsafe, damaged, unknown version): exit 2. */
    static CommandFailure refused(String message) {
        return new CommandFailure("refused", ExitCodes.FAILURES, List.of(message), false);
    }

    /** An output that could not be written: exit 2. */
    static CommandFailure cannotWrite(String message) {
        return new CommandFailure("cannot-write", ExitCodes.FAILURES, List.of(message), false);
    }

    /** The command ran and could not do what it was asked: exit 2. */
    static CommandFailure failed(String message) {
        return new CommandFailure("failed", ExitCodes.FAILURES, List.of(message), false);
    }

    static CommandFailure interrupted() {
        return new CommandFailure("interrupted", ExitCodes.USAGE_OR_INTERNAL, List.of("interrupted"), false);
    }

    /** The same failure with "Try 'gpu-doctor X --help'." after it. */
    CommandFailure withHelpHint() {
        return new CommandFailure(kind, exitCode, lines, true);
    }

    String kind() {
        return kind;
    }

    int exitCode() {
        return exitCode;
    }

    List<String> lines() {
        return lines;
    }

    boolean wantsHelpHint() {
        return helpHint;
    }
}
