package dev.gpudoctor.cli;

import dev.gpudoctor.run.MaceRunService;
import picocli.CommandLine;

import java.util.Objects;

/**
 * What the commands need from the rest of the app, handed in by the launcher so that the CLI
 * never constructs services itself and tests can pass their own.
 */
public record CliServices(ScreenshotTaker screenshots, MaceRunService runs) {

    public CliServices {
        Objects.requireNonNull(screenshots, "screenshots");
        Objects.requireNonNull(runs, "runs");
    }

    CommandLine.IFactory factory() {
        CommandLine.IFactory fallback = CommandLine.defaultFactory();
        return new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                if (type == ScreenshotsCommand.class) {
                    return type.cast(new ScreenshotsCommand(screenshots));
                }
                if (type == RunCommand.class) {
                    return type.cast(new RunCommand(runs));
                }
                return fallback.create(type);
            }
        };
    }
}
