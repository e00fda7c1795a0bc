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
        description = "Renders every tab headlessly (1280x800) to DIR/<tab>.png, for the README and bug reports.")
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

    ScreenshotsCommand(ScreenshotTaker taker) {
        this.taker = taker;
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        List<Screenshot> shots;
        try {
            shots = withResults ? taker.renderAll(out, true, python) : taker.renderAll(out);
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
