package dev.gpudoctor.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Help;

/**
 * The list of commands in {@code --help}: each command's first sentence, whole. picocli lists the first
 * line of a description, and ours are paragraphs whose first line ends mid-sentence ("…the Python
 * stack,"); a separate one-line header per command would be a second text to keep true.
 */
final class CommandSummaries {

    /** A full stop and a space, except in "e.g. " and "i.e. ". */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<!\\be\\.g|\\bi\\.e)\\.\\s");

    private CommandSummaries() {}

    static void install(CommandLine line) {
        line.getHelpSectionMap()
                .put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, CommandSummaries::render);
    }

    static String render(Help help) {
        Map<String, Help> commands = help.subcommands();
        if (commands.isEmpty()) {
            return "";
        }
        int names = commands.keySet().stream().mapToInt(String::length).max().orElse(0);
        String indent = " ".repeat(2 + names + 2);
        int width = Math.max(20, help.commandSpec().usageMessage().width() - indent.length());
        StringBuilder list = new StringBuilder();
        commands.forEach((name, sub) -> {
            List<String> lines =
                    wrap(firstSentence(sub.commandSpec().usageMessage().description()), width);
            list.append("  ")
                    .append(name)
                    .append(" ".repeat(names - name.length() + 2))
                    .append(lines.get(0))
                    .append('\n');
            lines.subList(1, lines.size())
                    .forEach(line -> list.append(indent).append(line).append('\n'));
        });
        return list.toString();
    }

    /** Greedy word wrap (picocli's own column wrap breaks inside words). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
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
