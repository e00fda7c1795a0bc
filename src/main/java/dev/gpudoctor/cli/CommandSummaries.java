package dev.gpudoctor.cli;

import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.Column.Overflow;
import picocli.CommandLine.Help.TextTable;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The list of commands in {@code --help}: each command's first sentence, whole. picocli lists the first
 * line of a description, and ours are paragraphs whose first line ends mid-sentence ("…the Python
 * stack,"); a separate one-line header per command would be a second text to keep true.
 */
final class CommandSummaries {

    /** A full stop and a space, except in "e.g. " and "i.e. ". */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<!\\be\\.g|\\bi\\.e)\\.\\s");

    private CommandSummaries() {
    }

    static void install(CommandLine line) {
        line.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, CommandSummaries::render);
    }

    static String render(Help help) {
        Map<String, Help> commands = help.subcommands();
        if (commands.isEmpty()) {
            return "";
        }
        int names = commands.keySet().stream().mapToInt(String::length).max().orElse(0) + 2;
        int width = help.commandSpec().usageMessage().width();
        TextTable table = TextTable.forColumns(help.colorScheme(),
                new Column(names + 2, 2, Overflow.SPAN),
                new Column(Math.max(20, width - names - 2), 2, Overflow.WRAP));
        table.setAdjustLineBreaksForWideCJKCharacters(false);
        commands.forEach((name, sub) -> table.addRowValues(name, firstSentence(sub.commandSpec().usageMessage().description())));
        return table.toString();
    }

    /** The description's first sentence: up to the first full stop followed by a space or the end. */
    static String firstSentence(String[] description) {
        String text = String.join(" ", description).replaceAll("\\s+", " ").strip();
        Matcher end = SENTENCE_END.matcher(text);
        if (end.find()) {
            return text.substring(0, end.start() + 1);
        }
        return text.endsWith(",") ? text.substring(0, text.length() - 1) + "." : text;
    }
}
