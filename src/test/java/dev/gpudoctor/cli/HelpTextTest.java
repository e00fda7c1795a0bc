package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Issue 44 item 2: every command's usage text, the root's and each subcommand's, reads in whole lines.
 * A description written as an array of source lines came out with each element on a line of its own,
 * so a line stopped at "…the Python stack," while the next word had room on it. A line that ends
 * without a sentence's end must be full: the next line's first word would not have fitted.
 */
class HelpTextTest {

    @Test
    void noHelpLineOfAnyCommandEndsMidSentenceWithRoomLeft() {
        List<String> cut = new ArrayList<>();
        int commands = walk(List.of(), cut);

        assertThat(commands).as("the root and every subcommand").isGreaterThan(10);
        assertThat(cut).as("lines cut mid-sentence").isEmpty();
    }

    /** Renders the usage of the command at {@code path} exactly as {@code gpu-doctor PATH --help} prints it. */
    private int walk(List<String> path, List<String> cut) {
        List<String> args = new ArrayList<>(path);
        args.add("--help");
        StringWriter out = new StringWriter();
        int code = CliMain.run(
                args.toArray(String[]::new),
                new CliServices(
                        dir -> List.of(),
                        dev.gpudoctor.parts.Parts.builder()
                                .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        assertThat(code).as(String.join(" ", args)).isEqualTo(ExitCodes.OK);
        cut.addAll(cutLines(String.join(" ", path), out.toString(), 80));

        int count = 1;
        for (String sub : subcommands(path)) {
            List<String> deeper = new ArrayList<>(path);
            deeper.add(sub);
            count += walk(deeper, cut);
        }
        return count;
    }

    private static List<String> subcommands(List<String> path) {
        CommandLine line = new CommandLine(
                GpuDoctorCommand.class,
                new CliServices(
                                dir -> List.of(),
                                dev.gpudoctor.parts.Parts.builder()
                                        .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                        .build())
                        .factory());
        for (String name : path) {
            line = line.getSubcommands().get(name);
        }
        Map<String, CommandLine> subs = line.getSubcommands();
        return subs.keySet().stream().filter(name -> !name.equals("help")).toList();
    }

    /** Lines, after the synopsis, that end neither a sentence nor a full line. */
    static List<String> cutLines(String command, String usage, int width) {
        List<String> lines = List.of(usage.split("\\R"));
        List<String> cut = new ArrayList<>();
        // The synopsis ("Usage: … [--python=P]") is picocli's, wrapped at option boundaries; its lines go on
        // under the command's name ("                           --native-linux] FILE|-"), further in than an option.
        int first = 1;
        while (first < lines.size() && lines.get(first).startsWith(" ".repeat(12))) {
            first++;
        }
        for (int i = first; i + 1 < lines.size(); i++) {
            String line = lines.get(i).stripTrailing();
            String next = lines.get(i + 1).strip();
            // A new option or parameter starts in the first columns; its description is further in.
            if (line.isBlank()
                    || next.isEmpty()
                    || line.matches(".*[.:!?]$")
                    || lines.get(i + 1).matches("^ {2,6}\\S.*")) {
                continue;
            }
            if (line.matches("^ {2,6}-\\S+(, -\\S+)*$")) {
                continue; // a long option name alone: picocli starts its description on the next line
            }
            String nextWord = next.split("\\s+")[0];
            // picocli keeps the last column free: a line of `width` characters is already full.
            if (line.length() + 1 + nextWord.length() < width) {
                cut.add("gpu-doctor " + command + " --help: \"" + line.strip() + "\" / \"" + next + "\"");
            }
        }
        return cut;
    }
}
