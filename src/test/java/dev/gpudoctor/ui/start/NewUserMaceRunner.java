package dev.gpudoctor.ui.start;

import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.PythonInterpreter;
import dev.gpudoctor.pyenv.SetupOutcome;
import dev.gpudoctor.pyenv.SetupProgress;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.ui.runs.DeviceList;
import dev.gpudoctor.ui.runs.DeviceLists;
import dev.gpudoctor.ui.runs.MaceRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The run service of a machine whose only Python has no torch: a run there fails for want of torch
 * (as the bridge reports it), the set-up makes GPU Doctor's own environment, and a CPU run in that one
 * succeeds with a recorded result.
 */
final class NewUserMaceRunner implements MaceRunner {

    static final String MANAGED = "/home/u/.local/share/gpu-doctor/python-env/bin/python";

    private static final String CPU_RESULT = """
            {"energy_eV": -14.123456, "forces_eV_per_A": [[0.1, -0.2, 0.3], [0.0, 0.5, -0.5], [-0.1, -0.3, 0.2]],
             "model": {"name": "arch:small", "random_weights": true, "parameters": 3847696},
             "structure": {"name": "water-32", "atoms": 96, "edges": 1800}, "device": "cpu", "dtype": "float64", "enable_cueq": false,
             "timings_s": {"startup": 0.05, "imports": 9.8, "model_load": 1.2, "graph": 0.01, "first_call": 0.7,
                           "step": {"min": 0.20, "p10": 0.21, "median": 0.22, "p90": 0.25, "max": 0.3, "n": 10}},
             "throughput_atom_steps_per_s": 436.0,
             "conditions": {"gpu_name": null, "compute_capability": null, "torch_cuda": "12.8", "torch_num_threads": 8,
                            "cpu_count": 8, "cueq_active": false, "debug_variables": {"CUDA_LAUNCH_BLOCKING": null},
                            "versions": {"torch": "2.8.0", "mace-torch": "0.3.16", "cuequivariance-torch": null}}}
            """;

    final List<MaceRunSpec> runs = new ArrayList<>();
    final List<String> progressShown = new ArrayList<>();
    int setUps;
    private boolean setUpDone;

    @Override
    public MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) throws Exception {
        runs.add(spec);
        if (!MANAGED.equals(spec.python()) || !setUpDone) {
            return new MaceRunOutcome.Failed(new BridgeFailure(
                    FailureReason.MISSING_PACKAGE,
                    null,
                    1,
                    "missing-package",
                    "torch is not installed in " + spec.python(),
                    List.of("ModuleNotFoundError: No module named 'torch'"),
                    "",
                    Map.of("package", "torch", "interpreter", String.valueOf(spec.python()))));
        }
        progress.onProgress("model_load", 0.2);
        progress.onProgress("steps 5/10", 0.8);
        return new MaceRunOutcome.Succeeded(dev.gpudoctor.bench.RecordedBenchRunner.succeeded(CPU_RESULT));
    }

    @Override
    public String defaultPython() {
        return NoTorchMachine.PYTHON;
    }

    @Override
    public List<PythonInterpreter> discoverInterpreters() {
        return List.of(new PythonInterpreter(
                NoTorchMachine.PYTHON, "PATH", "3.12.3", NoTorchMachine.PYTHON, null, null, null));
    }

    @Override
    public DeviceList devices(String python) {
        return MANAGED.equals(python) && setUpDone
                ? DeviceLists.cpuOnly("This torch sees no NVIDIA GPU here: CPU runs only.")
                : DeviceLists.noTorch("No module named 'torch'");
    }

    @Override
    public Path managedEnvironmentFolder() {
        return Path.of("/home/new/.local/share/gpu-doctor/python-env");
    }

    @Override
    public SetupOutcome setUpManagedEnvironment(Consumer<SetupProgress> progress) {
        setUps++;
        progress.accept(new SetupProgress("venv", "python3 -m venv " + MANAGED));
        progress.accept(new SetupProgress("install", "Collecting torch==2.8.0"));
        progress.accept(new SetupProgress("done", "mace-torch 0.3.16 and torch 2.8.0 are installed"));
        setUpDone = true;
        return new SetupOutcome(true, false, Path.of(MANAGED), "set up", List.of(), 420_000);
    }
}
