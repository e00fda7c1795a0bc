package dev.gpudoctor.cli.format;

import java.io.PrintWriter;

/**
 * What a command found, handed to the format that was asked for: the command says what its answer is,
 * the format how it is printed. A format that needs more (metrics, a node's verdict) asks for a narrower
 * answer ({@link MetricsAnswer}, {@link NodeVerdictAnswer}); a command offers only formats its answer fits.
 */
public interface CommandAnswer {

    /** The exit code of the text, JSON and metrics answers (a node verdict's formats decide their own). */
    int exitCode();

    /** The text a person reads after the results printed as they came. */
    void printText(PrintWriter out);

    /** The one record {@code --json} prints, written by the one mapper. */
    Object json();

    /** This answer as {@code type}, or an internal error naming the format that wanted it: a command offered a format it cannot fill. */
    default <T> T as(Class<T> type, OutputFormat format) {
        if (!type.isInstance(this)) {
            throw new IllegalStateException(
                    getClass().getSimpleName() + " cannot be printed as --format " + format.word());
        }
        return type.cast(this);
    }
}
