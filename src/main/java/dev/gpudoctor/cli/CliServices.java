package dev.gpudoctor.cli;

import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.capability.CapabilityService;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.PlatformDetector;
import dev.gpudoctor.pyenv.ManagedPythonSetup;

import java.nio.file.Path;

import dev.gpudoctor.run.MaceRunService;
import picocli.CommandLine;

import java.util.Objects;

/**
 * What the commands need from the rest of the app, handed in by the launcher so that the CLI
 * never constructs services itself and tests can pass their own.
 */
public record CliServices(ScreenshotTaker screenshots, MaceRunService runs, ManagedPythonSetup pythonSetup, Path managedEnv,
                          ChecklistService checklist, RunHistory history, DiagnosisService diagnosis) {

    public CliServices {
        Objects.requireNonNull(screenshots, "screenshots");
        Objects.requireNonNull(runs, "runs");
        Objects.requireNonNull(pythonSetup, "pythonSetup");
        Objects.requireNonNull(managedEnv, "managedEnv");
        Objects.requireNonNull(checklist, "checklist");
        Objects.requireNonNull(history, "history");
        Objects.requireNonNull(diagnosis, "diagnosis");
    }

    /** The same services with the run history in another folder. */
    public CliServices withHistory(RunHistory other) {
        return new CliServices(screenshots, runs, pythonSetup, managedEnv, checklist, other, diagnosis);
    }

    /** With the diagnosis service over the shipped knowledge base. */
    public CliServices(ScreenshotTaker screenshots, MaceRunService runs, ManagedPythonSetup pythonSetup, Path managedEnv,
                       ChecklistService checklist, RunHistory history) {
        this(screenshots, runs, pythonSetup, managedEnv, checklist, history, DiagnosisService.standard());
    }

    /** With the run history in this user's data folder. */
    public CliServices(ScreenshotTaker screenshots, MaceRunService runs, ManagedPythonSetup pythonSetup, Path managedEnv,
                       ChecklistService checklist) {
        this(screenshots, runs, pythonSetup, managedEnv, checklist, RunHistory.ofThisUser());
    }

    /** Without a checklist service of its own: the one for this machine. */
    public CliServices(ScreenshotTaker screenshots, MaceRunService runs, ManagedPythonSetup pythonSetup, Path managedEnv) {
        this(screenshots, runs, pythonSetup, managedEnv,
                ChecklistService.forThisMachine(PythonInterpreters.ofThisMachine(), BridgeHome::locate));
    }

    /** The usual set-up service and managed-environment folder of this machine. */
    public CliServices(ScreenshotTaker screenshots, MaceRunService runs) {
        this(screenshots, runs, new ManagedPythonSetup(new CommandRunner()), PythonInterpreters.ofThisMachine().managedEnv());
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
                    return type.cast(new SetupPythonCommand(pythonSetup, managedEnv, BridgeHome::locate));
                }
                if (type == CheckCommand.class) {
                    return type.cast(new CheckCommand(checklist));
                }
                if (type == ConsistencyCommand.class) {
                    return type.cast(new ConsistencyCommand(runs, FailureDiagnoser.on(PlatformDetector.ofThisMachine(), diagnosis)));
                }
                if (type == BenchCommand.class) {
                    return type.cast(new BenchCommand(runs, history));
                }
                if (type == DiagnoseCommand.class) {
                    return type.cast(new DiagnoseCommand(diagnosis, () -> System.in));
                }
                if (type == BundleCommand.class) {
                    return type.cast(new BundleCommand(dev.gpudoctor.bundle.BundleService.forThisMachine(checklist, history, diagnosis, PlatformDetector.ofThisMachine())));
                }
                if (type == CompareCommand.class) {
                    return type.cast(new CompareCommand(new dev.gpudoctor.bundle.BundleReader()));
                }
                if (type == CapabilitiesCommand.class) {
                    return type.cast(new CapabilitiesCommand(() -> CapabilityService.forThisMachine(PythonInterpreters.ofThisMachine(), BridgeHome::locate, PlatformDetector.ofThisMachine())));
                }
                if (type == FleetCommand.class) {
                    return type.cast(new FleetCommand(new dev.gpudoctor.fleet.SshFleet(new CommandRunner()), new dev.gpudoctor.fleet.SlurmFleet(new CommandRunner(), java.util.Map.of())));
                }
                if (type == RunCommand.class) {
                    return type.cast(new RunCommand(runs, history, FailureDiagnoser.on(PlatformDetector.ofThisMachine(), diagnosis)));
                }
                return fallback.create(type);
            }
        };
    }
}
