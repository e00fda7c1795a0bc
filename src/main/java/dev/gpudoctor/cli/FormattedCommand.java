package dev.gpudoctor.cli;

import dev.gpudoctor.cli.format.OutputFormat;
import java.util.EnumSet;
import java.util.Set;

/**
 * A command that takes {@link FormatOptions} ({@code --json}, {@code --format}): which formats it prints and
 * what its {@code --json} prints. Its help lists exactly these; any other {@code --format} is a usage error.
 */
interface FormattedCommand {

    /** The formats this command prints; text is the default. */
    default Set<OutputFormat> formats() {
        return EnumSet.of(OutputFormat.TEXT, OutputFormat.JSON);
    }

    /** The help text of this command's --json: what its one JSON object holds. */
    String jsonDescription();
}
