package dev.gpudoctor.cli;

import dev.gpudoctor.model.Screenshot;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(
        name = "screenshots",
        mixinStandardHelpOptions = true,
        description = "Renders every tab headlessly (1280x800, or --size) to DIR/<tab>.png, for the README and bug reports.")
final class ScreenshotsCommand implements Callable<Integer> {

    private final ScreenshotTaker taker;

    @Spec
    CommandSpec spec;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "screenshots",
            description = "Folder for the PNG files (created if missing; default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Option(names = "--with-results", description = "Run the checklist and the capability probes first and diagnose the checklist (tens of seconds), "
            + "so the pictures show this machine's real answers.")
    boolean withResults;

    @Option(names = "--python", paramLabel = "P", description = "With --with-results: the interpreter the checks and probes use.")
    String python;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "1280x800",
            description = "Window size to render at, e.g. 1024x700 (default: ${DEFAULT-VALUE}).")
    String size;

    private static final java.util.regex.Pattern SIZE = java.util.regex.Pattern.compile("(\\d{3,4})x(\\d{3,4})");

    ScreenshotsCommand(ScreenshotTaker taker) {
        this.taker = taker;
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        java.util.regex.Matcher wxh = SIZE.matcher(size == null ? "" : size.trim());
        if (!wxh.matches() || Integer.parseInt(wxh.group(1)) < 640 || Integer.parseInt(wxh.group(2)) < 480
                || Integer.parseInt(wxh.group(1)) > 3840 || Integer.parseInt(wxh.group(2)) > 2400) {
            throw CommandFailure.usage(List.of("The size must be WIDTHxHEIGHT between 640x480 and 3840x2400, e.g. 1024x700, not '"
                    + size + "'."));
        }
        List<Screenshot> shots;
        try {
            shots = taker.renderAll(out, withResults, python, Integer.parseInt(wxh.group(1)), Integer.parseInt(wxh.group(2)));
        } catch (ScreenshotException e) {
            throw CommandFailure.failed(e.getMessage());
        }
        if (json) {
            JsonOutput.print(stdout, Map.of("screenshots", shots));
        } else {
            for (Screenshot shot : shots) {
                stdout.printf("%-13s %s (%dx%d)%n", shot.tab(), shot.file(), shot.width(), shot.height());
            }
        }
        return ExitCodes.OK;
    }
}
