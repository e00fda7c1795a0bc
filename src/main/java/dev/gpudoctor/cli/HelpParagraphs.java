package dev.gpudoctor.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * Our descriptions are written as arrays of source lines, and picocli prints each element on a line of
 * its own before wrapping it: "…debug variables, the Python stack," then "CUDA initialisation, …" on
 * the next line with room left on the first. Here the elements of one sentence are joined into one
 * paragraph, for every command, option and parameter, so picocli wraps whole paragraphs; an element
 * that ends a sentence (or a line break written as {@code %n}) still ends its line.
 */
final class HelpParagraphs {

    private HelpParagraphs() {}

    static void install(CommandLine line) {
        CommandSpec spec = line.getCommandSpec();
        UsageMessageSpec usage = spec.usageMessage();
        usage.description(join(usage.description()));
        usage.header(join(usage.header()));
        usage.footer(join(usage.footer()));
        rebuildOptions(spec);
        rebuildPositionals(spec);
        line.getSubcommands().values().forEach(HelpParagraphs::install);
    }

    /**
     * Options cannot change their description once built: each is removed and added again, rebuilt,
     * all in their order (some commands list them unsorted). Options of an argument group stay as they are.
     */
    private static void rebuildOptions(CommandSpec spec) {
        List<OptionSpec> options =
                spec.options().stream().filter(option -> option.group() == null).toList();
        if (options.stream().noneMatch(option -> option.description().length > 1)) {
            return;
        }
        options.forEach(spec::remove);
        for (OptionSpec option : options) {
            spec.addOption(
                    option.description().length > 1
                            ? option.toBuilder()
                                    .description(join(option.description()))
                                    .build()
                            : option);
        }
    }

    private static void rebuildPositionals(CommandSpec spec) {
        List<PositionalParamSpec> positionals = spec.positionalParameters().stream()
                .filter(p -> p.group() == null)
                .toList();
        if (positionals.stream().noneMatch(p -> p.description().length > 1)) {
            return;
        }
        positionals.forEach(spec::remove);
        for (PositionalParamSpec p : positionals) {
            spec.addPositional(
                    p.description().length > 1
                            ? p.toBuilder().description(join(p.description())).build()
                            : p);
        }
    }

    /** Consecutive elements of one sentence joined with a space; a sentence's end or a %n ends a paragraph. */
    static String[] join(String[] elements) {
        if (elements == null || elements.length < 2) {
            return elements;
        }
        List<String> paragraphs = new ArrayList<>();
        StringBuilder paragraph = null;
        for (String element : elements) {
            if (paragraph == null) {
                paragraph = new StringBuilder(element);
            } else {
                paragraph.append(' ').append(element.stripLeading());
            }
            if (endsParagraph(element)) {
                paragraphs.add(paragraph.toString());
                paragraph = null;
            }
        }
        if (paragraph != null) {
            paragraphs.add(paragraph.toString());
        }
        return paragraphs.toArray(String[]::new);
    }

    private static boolean endsParagraph(String element) {
        String end = element.stripTrailing();
        return end.isEmpty()
                || end.endsWith("%n")
                || end.endsWith(".")
                || end.endsWith(":")
                || end.endsWith("!")
                || end.endsWith("?")
                || Arrays.asList(".)", ".\"").stream().anyMatch(end::endsWith);
    }
}
