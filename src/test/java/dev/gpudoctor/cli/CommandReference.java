package dev.gpudoctor.cli;

import dev.gpudoctor.parts.Parts;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * The generated half of docs/commands.md: every command's {@code --help}, rendered exactly as
 * {@code gpu-doctor PATH --help} prints it (80 columns), between two markers. Written by
 * {@link #main} and checked by {@code CommandReferenceTest}, so the reference cannot drift from the
 * options picocli really parses. Not a test: run it after changing an option or a description:
 * {@code ./mvnw -o -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=dev.gpudoctor.cli.CommandReference}.
 */
public final class CommandReference {

    static final Path DOC = Path.of("docs/commands.md");
    static final String BEGIN =
            "<!-- BEGIN GENERATED USAGE: written by dev.gpudoctor.cli.CommandReference (src/test); do not edit by hand -->";
    static final String END = "<!-- END GENERATED USAGE -->";

    private CommandReference() {}

    public static void main(String[] args) throws IOException {
        Files.writeString(DOC, withUsage(Files.readString(DOC, StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
        System.out.println("wrote the usage of " + commandPaths().size() + " commands into " + DOC);
    }

    /** The document with the part between the markers replaced by today's usage texts. */
    static String withUsage(String doc) {
        int begin = doc.indexOf(BEGIN);
        int end = doc.indexOf(END);
        if (begin < 0 || end < begin) {
            throw new IllegalStateException(DOC + " lacks the markers " + BEGIN + " … " + END);
        }
        return doc.substring(0, begin + BEGIN.length()) + "\n" + usage() + doc.substring(end);
    }

    /** The part between the markers as it is in the document now. */
    static String generatedPart(String doc) {
        int begin = doc.indexOf(BEGIN);
        int end = doc.indexOf(END);
        return begin < 0 || end < begin ? "" : doc.substring(begin + BEGIN.length() + 1, end);
    }

    /** One heading and one block per command, the root first, then each command and its subcommands in picocli's order. */
    static String usage() {
        StringBuilder text = new StringBuilder();
        for (List<String> path : commandPaths()) {
            String name = path.isEmpty() ? "gpu-doctor" : "gpu-doctor " + String.join(" ", path);
            text.append("\n### `")
                    .append(name)
                    .append("`\n\n```text\n")
                    .append(help(path).stripTrailing())
                    .append("\n```\n");
        }
        return text.append('\n').toString();
    }

    /** The root's path (empty) and every subcommand's, deepest last, without picocli's own "help". */
    static List<List<String>> commandPaths() {
        List<List<String>> paths = new ArrayList<>();
        collect(new CommandLine(GpuDoctorCommand.class, services().factory()), List.of(), paths);
        return paths;
    }

    private static void collect(CommandLine line, List<String> path, List<List<String>> paths) {
        paths.add(path);
        line.getSubcommands().forEach((name, sub) -> {
            if (!name.equals("help")) {
                List<String> deeper = new ArrayList<>(path);
                deeper.add(name);
                collect(sub, deeper, paths);
            }
        });
    }

    /** What {@code gpu-doctor PATH --help} prints on stdout. */
    static String help(List<String> path) {
        List<String> args = new ArrayList<>(path);
        args.add("--help");
        StringWriter out = new StringWriter();
        int code = CliMain.run(
                args.toArray(String[]::new),
                services(),
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        if (code != ExitCodes.OK) {
            throw new IllegalStateException(String.join(" ", args) + " exited " + code);
        }
        return out.toString().replace("\r\n", "\n");
    }

    private static CliServices services() {
        return new CliServices(
                dir -> List.of(),
                Parts.builder()
                        .maceRuns(RunCommandTest.runServiceWithoutBridge())
                        .build());
    }
}
