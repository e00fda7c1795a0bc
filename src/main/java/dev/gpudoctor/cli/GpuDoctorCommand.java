package dev.gpudoctor.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(
        name = "gpu-doctor",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "Diagnoses CUDA stacks that misbehave, above all under WSL2.",
            "Without a command, gpu-doctor opens its window."
        },
        subcommands = {
            CheckCommand.class,
            RunCommand.class,
            BenchCommand.class,
            ScreenshotsCommand.class,
            SetupPythonCommand.class,
            ConsistencyCommand.class,
            DiagnoseCommand.class,
            ExecCommand.class,
            CapabilitiesCommand.class,
            SniffCommand.class,
            BundleCommand.class,
            CompareCommand.class,
            FleetCommand.class,
            HistoryCommand.class
        },
        footer = {
            "",
            "Exit codes: 0 fine, 1 warnings or findings, 2 failures, 3 usage or internal error.",
            "Every command prints text by default and one JSON object on stdout with --json; logs go to stderr."
        })
public final class GpuDoctorCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        // Reached with options but no command (say `gpu-doctor --json`): show what there is to run.
        spec.commandLine().usage(spec.commandLine().getOut());
        return ExitCodes.OK;
    }
}
