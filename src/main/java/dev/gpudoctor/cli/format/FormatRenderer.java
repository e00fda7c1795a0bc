package dev.gpudoctor.cli.format;

import java.io.PrintWriter;

/** One way of printing a command's answer on stdout: one class per {@link OutputFormat}. */
public interface FormatRenderer {

    /** Prints the answer and returns the exit code the command ends with in this format. */
    int render(CommandAnswer answer, PrintWriter out);

    /** Whether each result is printed as it comes, before the answer; only the text a person reads is. */
    default boolean showsProgress() {
        return false;
    }
}
