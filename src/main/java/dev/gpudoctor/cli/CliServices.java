package dev.gpudoctor.cli;

import picocli.CommandLine;

import java.util.Objects;

/**
 * What the commands need from the rest of the app, handed in by the launcher so that the CLI
 * never constructs services itself and tests can pass their own.
 */
public record CliServices(ScreenshotTaker screenshots) {

    public CliServices {
        Objects.requireNonNull(screenshots, "screenshots");
    }

    CommandLine.IFactory factory() {
        CommandLine.IFactory fallback = CommandLine.defaultFactory();
        return new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                if (type == ScreenshotsCommand.class) {
                    return type.cast(new ScreenshotsCommand(screenshots));
                }
                return fallback.create(type);
            }
        };
    }
}
