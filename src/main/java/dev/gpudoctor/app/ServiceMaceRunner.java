package dev.gpudoctor.app;

import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.PythonInterpreter;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunService;
import dev.gpudoctor.ui.runs.MaceRunner;

import java.time.Duration;
import java.util.List;

/** The Runs tab's view of the real run service and interpreter discovery. */
final class ServiceMaceRunner implements MaceRunner {

    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(10);

    private final MaceRunService service;
    private final PythonInterpreters interpreters;

    ServiceMaceRunner(MaceRunService service, PythonInterpreters interpreters) {
        this.service = service;
        this.interpreters = interpreters;
    }

    @Override
    public MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) throws Exception {
        return service.run(spec, progress);
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
