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
 * @param hint     what to try next (may be null)
 */
final class CommandFailure extends RuntimeException {

    private final String kind;
    private final int exitCode;
    private final List<String> lines;
    private final String hint;

    CommandFailure(String kind, int exitCode, List<String> lines, String hint) {
        super(String.join(" ", lines), null, false, false);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.exitCode = exitCode;
        this.lines = List.copyOf(lines);
        this.hint = hint;
        if (this.lines.isEmpty()) {
            throw new IllegalArgumentException("a failure needs a sentence");
        }
    }

    /** Options that do not fit together or are out of range: exit 3, before anything starts. */
    static CommandFailure usage(List<String> problems) {
        return new CommandFailure("usage", ExitCodes.USAGE_OR_INTERNAL, problems, null);
    }

    static CommandFailure usage(String problem) {
        return usage(List.of(problem));
    }

    /** Python or the bridge cannot be started at all: exit 3 (nothing was measured). */
    static CommandFailure setup(String message) {
        return new CommandFailure("setup", ExitCodes.USAGE_OR_INTERNAL, List.of(message), null);
    }

    /** An input file that is missing, a folder, unreadable or not what it should be: exit 2. */
    static CommandFailure unreadable(String message) {
        return new CommandFailure("unreadable-input", ExitCodes.FAILURES, List.of(message), null);
    }

    /** An input that was read and refused (unsafe, damaged, unknown version): exit 2. */
    static CommandFailure refused(String message) {
        return new CommandFailure("refused", ExitCodes.FAILURES, List.of(message), null);
    }

    /** An output that could not be written: exit 2. */
    static CommandFailure cannotWrite(String message) {
        return new CommandFailure("cannot-write", ExitCodes.FAILURES, List.of(message), null);
    }

    /** The command ran and could not do what it was asked: exit 2. */
    static CommandFailure failed(String message) {
        return new CommandFailure("failed", ExitCodes.FAILURES, List.of(message), null);
    }

    static CommandFailure interrupted() {
        return new CommandFailure("interrupted", ExitCodes.USAGE_OR_INTERNAL, List.of("interrupted"), null);
    }

    /** The same failure with "Try 'gpu-doctor X --help'." after it. */
    CommandFailure withHelpHint() {
        return new CommandFailure(kind, exitCode, lines, "help");
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
        return hint != null;
    }
}
