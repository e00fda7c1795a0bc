package dev.gpudoctor.ui.runs;

import dev.gpudoctor.bench.RecordedBenchRunner;
import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.PythonInterpreter;
import dev.gpudoctor.pyenv.SetupOutcome;
import dev.gpudoctor.pyenv.SetupProgress;
import dev.gpudoctor.run.MaceRunOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Plays back a recorded outcome, after the progress messages a real run sends. */
final class FakeMaceRunner implements MaceRunner {

    static final String RECORDED_RESULT = """
            {"energy_eV": -14.123456, "forces_eV_per_A": [[0.1, -0.2, 0.3], [0.0, 0.5, -0.5], [-0.1, -0.3, 0.2]],
             "model": {"name": "arch:small", "random_weights": true, "parameters": 3847696},
             "structure": {"name": "h2o", "atoms": 3, "edges": 6}, "device": "cpu", "dtype": "float64", "enable_cueq": false,
             "timings_s": {"startup": 0.05, "imports": 11.2, "model_load": 1.5, "graph": 0.01, "first_call": 0.8,
                           "step": {"min": 0.020, "p10": 0.021, "median": 0.025, "p90": 0.03, "max": 0.04, "n": 10}},
             "throughput_atom_steps_per_s": 120.0,
             "conditions": {"gpu_name": null, "compute_capability": null, "torch_cuda": "12.8", "torch_num_threads": 1,
                            "cpu_count": 8, "cueq_active": false, "debug_variables": {"CUDA_LAUNCH_BLOCKING": null},
                            "versions": {"torch": "2.8.0", "mace-torch": "0.3.16", "cuequivariance-torch": null}}}
            """;

    final List<MaceRunSpec> specs = new ArrayList<>();
    MaceRunOutcome outcome;
    /** When set, runs go to this service (and its child) instead of playing {@link #outcome} back. */
    dev.gpudoctor.run.MaceRunService service;

    Exception thrown;

    static FakeMaceRunner succeeding() throws Exception {
        FakeMaceRunner runner = new FakeMaceRunner();
        runner.outcome = new MaceRunOutcome.Succeeded(RecordedBenchRunner.succeeded(RECORDED_RESULT));
        return runner;
    }

    static FakeMaceRunner crashing() {
        FakeMaceRunner runner = new FakeMaceRunner();
        runner.outcome = new MaceRunOutcome.Failed(new BridgeFailure(
                FailureReason.CRASHED_BY_SIGNAL,
                "SIGBUS",
                135,
                null,
                "The Python child was killed by SIGBUS (bus error).",
                List.of("triton/compiler.py: compiling kernel", "Bus error (core dumped)"),
                "",
                Map.of()));
        return runner;
    }

    @Override
    public MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) throws Exception {
        specs.add(spec);
        progress.onProgress("imports", 0.1);
        progress.onProgress("steps 5/10", 0.8);
        if (thrown != null) {
            throw thrown;
        }
        return service != null ? service.run(spec, progress) : outcome;
    }

    SetupOutcome setupOutcome = new SetupOutcome(
            true,
            false,
            java.nio.file.Path.of("/home/u/.local/share/gpu-doctor/python-env/bin/python"),
            "set up",
            List.of(),
            1000);

    int setUpCalls;
    /** Where the set-up goes: as under XDG_DATA_HOME=/data/xdg, so texts that say ~/.local/share are caught. */
    java.nio.file.Path managedFolder = java.nio.file.Path.of("/data/xdg/gpu-doctor/python-env");

    @Override
    public java.nio.file.Path managedEnvironmentFolder() {
        return managedFolder;
    }

    @Override
    public SetupOutcome setUpManagedEnvironment(java.util.function.Consumer<SetupProgress> progress) {
        setUpCalls++;
        progress.accept(new SetupProgress("install", "Collecting torch==2.8.0"));
        return setupOutcome;
    }

    final List<String> devicesAskedOf = new ArrayList<>();

    @Override
    public DeviceList devices(String python) {
        devicesAskedOf.add(python);
        // What the bridge's env op answers (PROTOCOL.md), read as the real runner reads it.
        String answer = python.contains("mace") ? """
                {"python": {"version": "3.11.7", "executable": "%s"}, "versions": {"torch": "2.8.0", "mace-torch": "0.3.16"},
                 "torch": {"version": "2.8.0", "cuda": "12.8", "cuda_available": true, "devices": [
                   {"index": 0, "name": "NVIDIA H100 80GB HBM3", "capability": "9.0", "total_memory_bytes": 85000000000}]}}""" : python.contains("torch-only") ? """
                {"python": {"version": "3.11.7", "executable": "%s"}, "versions": {"torch": "2.8.0", "mace-torch": null},
                 "torch": {"version": "2.8.0", "cuda": null, "cuda_available": false, "devices": []}}""" : """
                {"python": {"version": "3.11.7", "executable": "%s"}, "versions": {"torch": null, "mace-torch": null},
                 "torch": null, "torch_error": "torch is not installed"}""";
        try {
            return DeviceLists.fromEnv(dev.gpudoctor.bridge.EnvReport.READER.read(
                    dev.gpudoctor.json.JsonMappers.records().readTree(answer.formatted(python))));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String defaultPython() {
        return "/usr/bin/python3";
    }

    @Override
    public List<PythonInterpreter> discoverInterpreters() {
        return List.of(
                new PythonInterpreter("/usr/bin/python3", "PATH", "3.11.7", "/usr/bin/python3", null, null, null),
                new PythonInterpreter(
                        "/home/u/.venvs/mace/bin/python",
                        "~/.venvs",
                        "3.11.7",
                        "/home/u/.venvs/mace/bin/python",
                        "2.8.0",
                        "0.3.16",
                        null),
                new PythonInterpreter(
                        "/home/u/broken/bin/python", "~/.venvs", null, null, null, null, "dangling link"));
    }
}
