package dev.gpudoctor.cli;

import dev.gpudoctor.model.Screenshot;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "screenshots",
        mixinStandardHelpOptions = true,
        description = "Renders every tab headlessly (1280x800, or --size; light, or --theme dark; --scale for HiDPI) "
                + "to DIR/<tab>.png, for the README and bug reports.")
final class ScreenshotsCommand implements Callable<Integer>, FormattedCommand {

    private final ScreenshotTaker taker;

    @Spec
    CommandSpec spec;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            defaultValue = "screenshots",
            description = "Folder for the PNG files (created if missing; default: ${DEFAULT-VALUE}).")
    Path out;

    @Mixin
    FormatOptions formatOptions;

    @Option(
            names = "--with-results",
            description =
                    "Run the checklist and the capability probes first and diagnose the checklist (tens of seconds), "
                            + "so the pictures show this machine's real answers.")
    boolean withResults;

    @Option(
            names = "--python",
            paramLabel = "P",
            description = "With --with-results: the interpreter the checks and probes use.")
    String python;

    @Option(
            names = "--exec",
            paramLabel = "COMMAND",
            description = "With --with-results: run this command in the Your program tab first "
                    + "(as typed there, e.g. \"python3 train.py\"), so its picture shows a real run.")
    String exec;

    @Option(
            names = "--size",
            paramLabel = "WxH",
            defaultValue = "1280x800",
            description = "Window size to render at, e.g. 1024x700 (default: ${DEFAULT-VALUE}).")
    String size;

    @Option(
            names = "--scale",
            paramLabel = "S",
            defaultValue = "1",
            description =
                    "Pixels per point: 1, 1.5 or 2, as on a HiDPI screen (GDK_SCALE); the PNG is S times the size (default: ${DEFAULT-VALUE}).")
    String scale;

    @Option(
            names = "--theme",
            paramLabel = "light|dark",
            defaultValue = "light",
            description = "Primer light or Primer dark (default: ${DEFAULT-VALUE}).")
    String theme;

    @Option(
            names = "--all-variants",
            description = "DIR/<tab>.png at 1280x800 light, plus DIR/1024x700-light/, 1024x700-dark/, "
                    + "1280x800-light/ and 1280x800-dark/ (ignores --size and --theme).")
    boolean allVariants;

    private static final Pattern SIZE = Pattern.compile("(\\d{3,4})x(\\d{3,4})");

    ScreenshotsCommand(ScreenshotTaker taker) {
        this.taker = taker;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object instead of text.";
    }

    @Override
    public Integer call() {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter stdout = spec.commandLine().getOut();
        Matcher wxh = SIZE.matcher(size == null ? "" : size.trim());
        if (!wxh.matches()
                || Integer.parseInt(wxh.group(1)) < 640
                || Integer.parseInt(wxh.group(2)) < 480
                || Integer.parseInt(wxh.group(1)) > 3840
                || Integer.parseInt(wxh.group(2)) > 2400) {
            throw CommandFailure.usage(List.of(
                    "The size must be WIDTHxHEIGHT between 640x480 and 3840x2400, e.g. 1024x700, not '" + size + "'."));
        }
        double pixels = switch (scale == null ? "" : scale.trim()) {
            case "1", "1.0" -> 1.0;
            case "1.5" -> 1.5;
            case "2", "2.0" -> 2.0;
            default -> throw CommandFailure.usage(List.of("The scale must be 1, 1.5 or 2, not '" + scale + "'."));
        };
        String look = theme == null ? "" : theme.trim().toLowerCase(Locale.ROOT);
        if (!look.equals("light") && !look.equals("dark")) {
            throw CommandFailure.usage(List.of("The theme must be light or dark, not '" + theme + "'."));
        }
        List<ScreenshotVariant> variants = allVariants
                ? ScreenshotVariant.all(pixels)
                : List.of(new ScreenshotVariant(
                        Integer.parseInt(wxh.group(1)),
                        Integer.parseInt(wxh.group(2)),
                        pixels,
                        look.equals("dark"),
                        ""));
        if (exec != null && (!withResults || exec.isBlank())) {
            throw CommandFailure.usage(List.of(
                    "--exec needs --with-results and a command, e.g. --with-results --exec \"python3 train.py\"."));
        }
        List<Screenshot> shots;
        try {
            shots = exec == null
                    ? taker.renderVariants(out, withResults, python, variants)
                    : taker.renderVariants(out, python, variants, exec);
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
