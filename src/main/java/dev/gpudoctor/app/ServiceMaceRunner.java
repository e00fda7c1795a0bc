package dev.gpudoctor.app;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.EnvReport;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.PythonInterpreter;
import dev.gpudoctor.pyenv.ManagedEnvironment;
import dev.gpudoctor.pyenv.SetupOutcome;
import dev.gpudoctor.pyenv.SetupProgress;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunService;
import dev.gpudoctor.ui.runs.DeviceList;
import dev.gpudoctor.ui.runs.DeviceLists;
import dev.gpudoctor.ui.runs.MaceRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

/** The Runs tab's view of the real run service and interpreter discovery. */
final class ServiceMaceRunner implements MaceRunner {

    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(10);

    private final MaceRunService service;
    private final PythonInterpreters interpreters;
    private final ChildOpRunner children;
    private final ManagedEnvironment managedEnvironment;

    ServiceMaceRunner(
            MaceRunService service,
            PythonInterpreters interpreters,
            ChildOpRunner children,
            ManagedEnvironment managedEnvironment) {
        this.service = service;
        this.interpreters = interpreters;
        this.children = children;
        this.managedEnvironment = managedEnvironment;
    }

    @Override
    public SetupOutcome setUpManagedEnvironment(Consumer<SetupProgress> progress) throws Exception {
        // The same defaults as `gpu-doctor setup-python` without options.
        return managedEnvironment.setUp(managedEnvironment.options(null, null, null, false), progress);
    }

    @Override
    public MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) throws Exception {
        return service.run(spec, progress);
    }

    @Override
    public DeviceList devices(String python) throws Exception {
        String interpreter = python == null || python.isBlank() ? interpreters.defaultPython() : python;
        OpOutcome<EnvReport> answer = children.run(
                ChildOpRunner.Launch.of(interpreter),
                "env",
                JsonNodeFactory.instance.objectNode(),
                EnvReport.TIMEOUT,
                ProgressListener.NONE,
                EnvReport.READER);
        if (answer instanceof OpOutcome.Answered<EnvReport> answered) {
            return DeviceLists.fromEnv(answered.result());
        }
        return DeviceLists.cpuOnly("Could not ask " + interpreter + " for its devices: "
                + ((OpOutcome.Failed<EnvReport>) answer).failure().message());
    }

    @Override
    public Path managedEnvironmentFolder() {
        return managedEnvironment.folder();
    }

    @Override
    public String defaultPython() {
        return interpreters.defaultPython();
    }

    @Override
    public List<PythonInterpreter> discoverInterpreters() {
        return interpreters.discover(PROBE_TIMEOUT);
    }
}
