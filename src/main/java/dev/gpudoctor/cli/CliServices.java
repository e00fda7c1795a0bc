package dev.gpudoctor.cli;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.parts.Parts;
import java.util.Objects;
import picocli.CommandLine;

/**
 * What the commands need from the rest of the app: the parts assembled once ({@link Parts}, the
 * same the window gets) and the window's screenshot renderer, handed in by the launcher so that the
 * CLI never constructs a service itself and tests can pass their own parts.
 */
public record CliServices(ScreenshotTaker screenshots, Parts parts) {

    public CliServices {
        Objects.requireNonNull(screenshots, "screenshots");
        Objects.requireNonNull(parts, "parts");
    }

    /** The same parts with the run history in another folder. */
    public CliServices withHistory(RunHistory other) {
        return new CliServices(screenshots, parts.toBuilder().history(other).build());
    }

    CommandLine.IFactory factory() {
        CommandLine.IFactory fallback = CommandLine.defaultFactory();
        return new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                if (type == ScreenshotsCommand.class) {
                    return type.cast(new ScreenshotsCommand(screenshots));
                }
                if (type == SetupPythonCommand.class) {
                    return type.cast(new SetupPythonCommand(parts.managedEnvironment()));
                }
                if (type == CheckCommand.class) {
                    return type.cast(new CheckCommand(parts.checklist(), parts.checkHistory()));
                }
                if (type == ConsistencyCommand.class) {
                    return type.cast(new ConsistencyCommand(parts.maceRuns(), parts.failureDiagnoser()));
                }
                if (type == BenchCommand.class) {
                    return type.cast(new BenchCommand(parts.maceRuns(), parts.history()));
                }
                if (type == DiagnoseCommand.class) {
                    return type.cast(new DiagnoseCommand(parts.diagnosis(), parts.diagnosisInput(), () -> System.in));
                }
                if (type == BundleCommand.class) {
                    return type.cast(new BundleCommand(parts.bundles()));
                }
                if (type == CompareCommand.class) {
                    return type.cast(new CompareCommand(parts.bundleReader()));
                }
                if (type == CapabilitiesCommand.class) {
                    return type.cast(new CapabilitiesCommand(parts::capabilities));
                }
                if (type == SniffCommand.class) {
                    return type.cast(new SniffCommand(parts::capabilities));
                }
                if (type == FleetCommand.class) {
                    return type.cast(new FleetCommand(parts.fleet()));
                }
                if (type == ExecCommand.class) {
                    return type.cast(new ExecCommand(parts::exec));
                }
                if (type == HistoryEstimateCommand.class) {
                    return type.cast(new HistoryEstimateCommand(parts.maceRuns()));
                }
                if (type == RunCommand.class) {
                    return type.cast(new RunCommand(parts.maceRuns(), parts.history(), parts.failureDiagnoser()));
                }
                return fallback.create(type);
            }
        };
    }
}
