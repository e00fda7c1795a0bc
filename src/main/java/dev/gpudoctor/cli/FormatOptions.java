package dev.gpudoctor.cli;

import dev.gpudoctor.cli.format.OutputFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --format FORMAT} and its old spelling {@code --json}, written once for every command (a picocli
 * mixin). What stdout carries is one thing, so it is one option with one value; the older flags a command
 * keeps for its consumers ({@code --npd}, {@code --exit-code}, {@code --prometheus -} …) are aliases the
 * command hands to {@link #chosen}, and two that name different formats are a usage error before anything
 * runs. A format the command does not print ({@link FormattedCommand#formats}) is refused as it is parsed.
 */
final class FormatOptions {

    static final String JSON = "--json";
    static final String FORMAT = "--format";

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = JSON, description = "Print one JSON object (the same as --format json).")
    boolean json;

    private OutputFormat format;

    /** An older flag standing for a format: its name as the user typed it, whether it was given, the format. */
    record Alias(String option, boolean given, OutputFormat format) {}

    @Option(names = FORMAT, paramLabel = "FORMAT", description = "What stdout carries: text (default) or json.")
    void format(String word) {
        if (word == null) {
            format = null;
            return;
        }
        Set<OutputFormat> offered = offered();
        format = OutputFormat.ofWord(word)
                .filter(offered::contains)
                .orElseThrow(() -> new ParameterException(
                        mixee.commandLine(),
                        "--format " + word + " is not one this command prints; choose " + OutputFormat.words(offered)
                                + "."));
    }

    /** Whether stdout is one JSON object: --json or --format json. Commands that print only text or JSON ask this. */
    boolean json() {
        return chosen() == OutputFormat.JSON;
    }

    /**
     * The format asked for by --json, the command's own aliases or --format; text when none was.
     *
     * @throws CommandFailure a usage error (exit 3) when two name different formats
     */
    OutputFormat chosen(Alias... aliases) {
        Map<String, OutputFormat> given = new LinkedHashMap<>();
        if (json) {
            given.put(JSON, OutputFormat.JSON);
        }
        for (Alias alias : aliases) {
            if (alias.given()) {
                given.put(alias.option(), alias.format());
            }
        }
        if (format != null) {
            given.put(FORMAT + " " + format.word(), format);
        }
        if (given.values().stream().distinct().count() > 1) {
            throw CommandFailure.usage(
                            String.join(" and ", given.keySet()) + " each decide what stdout carries; choose one"
                                    + " (--prometheus FILE, writing a file, goes with any of them).")
                    .withHelpHint();
        }
        return given.values().stream().findFirst().orElse(OutputFormat.TEXT);
    }

    private Set<OutputFormat> offered() {
        return mixee.userObject() instanceof FormattedCommand command
                ? command.formats()
                : Set.of(OutputFormat.TEXT, OutputFormat.JSON);
    }

    /**
     * Each command's help says what its --json holds and which formats --format takes: a mixin's option has one
     * description for every command, so the two are rebuilt here from the command's {@link FormattedCommand},
     * in their place (some commands list their options unsorted).
     */
    static void install(CommandLine line) {
        CommandSpec spec = line.getCommandSpec();
        if (spec.userObject() instanceof FormattedCommand command && spec.findOption(FORMAT) != null) {
            String formatDescription = formatDescription(spec, command.formats());
            List<OptionSpec> options = spec.options().stream()
                    .filter(option -> option.group() == null)
                    .toList();
            options.forEach(spec::remove);
            for (OptionSpec option : options) {
                spec.addOption(
                        switch (option.longestName()) {
                            case JSON ->
                                option.toBuilder()
                                        .description(command.jsonDescription())
                                        .build();
                            case FORMAT ->
                                option.toBuilder()
                                        .description(formatDescription)
                                        .build();
                            default -> option;
                        });
            }
        }
        line.getSubcommands().values().forEach(FormatOptions::install);
    }

    /** "What stdout carries: text, json or npd (default: text); --json and --npd are short for --format with that word." */
    private static String formatDescription(CommandSpec spec, Set<OutputFormat> formats) {
        List<OutputFormat> aliased = formats.stream()
                .sorted()
                .filter(format -> isFlag(spec.findOption("--" + format.word())))
                .toList();
        String shortFor = switch (aliased.size()) {
            case 0 -> "";
            case 1 ->
                "; --" + aliased.get(0).word() + " is short for --format "
                        + aliased.get(0).word();
            default ->
                "; "
                        + aliased.subList(0, aliased.size() - 1).stream()
                                .map(format -> "--" + format.word())
                                .collect(Collectors.joining(", "))
                        + " and --" + aliased.get(aliased.size() - 1).word() + " are short for --format with that word";
        };
        String prometheus = formats.contains(OutputFormat.PROMETHEUS) && spec.findOption("--prometheus") != null
                ? ", and --prometheus - for --format prometheus"
                : "";
        return "What stdout carries: " + OutputFormat.words(formats) + " (default: text)" + shortFor + prometheus + ".";
    }

    /** --npd, not --prometheus FILE (which writes a file and stands for the format only as "--prometheus -"). */
    private static boolean isFlag(OptionSpec option) {
        return option != null && option.arity().max() == 0;
    }
}
