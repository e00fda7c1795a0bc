package dev.gpudoctor.cli.format;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Collection;
import java.util.Optional;

/**
 * Every answer a command can print on stdout, listed once: its word for {@code --format WORD} and the one
 * class that renders it. A new format is a class implementing {@link FormatRenderer} and a line here; a
 * command offers it by naming it in its {@code formats()} (see {@code cli.FormattedCommand}).
 */
public enum OutputFormat {
    TEXT("text", new TextFormat()),
    JSON("json", new JsonFormat()),
    EXIT_CODE("exit-code", new ExitCodeFormat()),
    DRAIN_REASON("drain-reason", new DrainReasonFormat()),
    NPD("npd", new NpdFormat()),
    PROMETHEUS("prometheus", new PrometheusFormat());

    private final String word;
    private final FormatRenderer renderer;

    OutputFormat(String word, FormatRenderer renderer) {
        this.word = word;
        this.renderer = renderer;
    }

    /** As {@code --format} takes it: "drain-reason". */
    public String word() {
        return word;
    }

    /** Whether the command prints each result as it comes (only the text a person reads does). */
    public boolean showsProgress() {
        return renderer.showsProgress();
    }

    /** A node's one-line verdict for a consumer that asks every few minutes (Slurm, node-problem-detector). */
    public boolean isNodeVerdict() {
        return renderer instanceof NodeVerdictFormat;
    }

    /** Prints the answer in this format on {@code out}; returns the exit code this format answers with. */
    public int render(CommandAnswer answer, PrintWriter out) {
        return renderer.render(answer, out);
    }

    public static Optional<OutputFormat> ofWord(String word) {
        return Arrays.stream(values())
                .filter(format -> format.word.equals(word))
                .findFirst();
    }

    /** "text, json or prometheus", in the order of this list. */
    public static String words(Collection<OutputFormat> formats) {
        var words = formats.stream().sorted().map(OutputFormat::word).toList();
        if (words.size() < 2) {
            return String.join("", words);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}
