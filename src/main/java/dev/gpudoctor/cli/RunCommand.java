package dev.gpudoctor.cli;

import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunResults;
import dev.gpudoctor.run.MaceRunService;
import dev.gpudoctor.run.MaceRunSpecProblems;
import dev.gpudoctor.run.RunInputs;
import dev.gpudoctor.run.StageNames;
import dev.gpudoctor.speed.SpeedJson;
import dev.gpudoctor.speed.SpeedJudge;
import dev.gpudoctor.speed.SpeedVerdict;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "run",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Runs one MACE calculation in a fresh Python child and reports energy, step times and memory.",
            "A crash (SIGSEGV, SIGBUS, SIGKILL...), a hang or a missing package is reported with the reason and the",
            "last lines the interpreter wrote to stderr. Every run is kept in the run history (see bench and the",
            "Compare tab) unless --no-history is given."
        })
final class RunCommand implements Callable<Integer>, FormattedCommand {

    private final MaceRunService runs;

    @Spec
    CommandSpec spec;

    @Mixin
    FormatOptions formatOptions;

    @Mixin
    PythonOption interpreter;

    @Option(names = "--device", paramLabel = "D", required = true, description = "cpu, cuda or cuda:N.")
    String device;

    @Option(
            names = "--model",
            paramLabel = "M",
            required = true,
            description =
                    "The MACE model: a name the bridge knows, or a file (loaded by a restricted unpickler: see --trust-model).")
    String model;

    @Option(
            names = "--trust-model",
            description = {
                "Load a --model file with torch's full unpickler. A model file is code: unpickling it can",
                "run anything. Without this flag it is loaded only by torch's weights-only unpickler, allowed the exact classes",
                "a MACE model holds, and anything else is refused. Use it only for a file whose source you trust."
            })
    boolean trustModel;

    @Option(
            names = "--structure",
            paramLabel = "S",
            required = true,
            description = "The structure: a name the bridge knows, or a file.")
    String structure;

    @Option(names = "--cueq", description = "Use the cuEquivariance kernels.")
    boolean cueq;

    @Option(
            names = "--dtype",
            paramLabel = "T",
            defaultValue = MaceRunSpec.DEFAULT_DTYPE,
            description = "float32 or float64 (default: ${DEFAULT-VALUE}).")
    String dtype;

    @Option(
            names = "--repeats",
            paramLabel = "R",
            defaultValue = "" + MaceRunSpec.DEFAULT_REPEATS,
            description = "Timed steps (default: ${DEFAULT-VALUE}).")
    int repeats;

    @Option(
            names = "--warmup",
            paramLabel = "W",
            defaultValue = "" + MaceRunSpec.DEFAULT_WARMUP,
            description = "Untimed steps first (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(
            names = "--seed",
            paramLabel = "N",
            defaultValue = "0",
            description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--timeout",
            paramLabel = "SEC",
            defaultValue = "" + MaceRunSpec.DEFAULT_TIMEOUT_SECONDS,
            description = "Stop the run after this many seconds (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description = {
                "CPU threads for the Python child: OMP_NUM_THREADS and MKL_NUM_THREADS=N and torch.set_num_threads(N)",
                "(default: torch's own choice, from the environment). --threads 1 is the fix for over-subscribed cores; the",
                "run records the threads torch reported using."
            })
    Integer threads;

    @Option(names = "--nvml-shim", description = "Put GPU Doctor's NVML shim on the child's PYTHONPATH.")
    boolean nvmlShim;

    @Mixin
    CudaDebugToggles toggles;

    @Option(names = "--no-history", description = "Do not keep the run in the run history.")
    boolean noHistory;

    @Option(
            names = "--timestep",
            paramLabel = "FS",
            defaultValue = "1.0",
            description =
                    "MD time step in fs for the ns/day figure (default: ${DEFAULT-VALUE}, as MACE's own benchmark).")
    double timestepFs;

    private final RunHistory history;

    private final FailureDiagnoser diagnoser;

    RunCommand(MaceRunService runs, RunHistory history, FailureDiagnoser diagnoser) {
        this.runs = runs;
        this.history = history;
        this.diagnoser = diagnoser;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"ok\": true, ...result} or {\"ok\": false, \"failure\": {...}}.";
    }

    @Override
    public Integer call() {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        MaceRunSpec run = new MaceRunSpec(
                device,
                cueq,
                dtype,
                model,
                structure,
                repeats,
                warmup,
                seed,
                timeoutSeconds,
                nvmlShim,
                toggles.launchBlocking,
                toggles.dsa,
                interpreter.python,
                trustModel,
                threads);
        List<String> problems = new ArrayList<>(MaceRunSpecProblems.of(run));
        problems.addAll(RunInputs.problems(model, List.of(structure)));
        if (!(timestepFs > 0 && timestepFs <= 100)) {
            problems.add("The time step must be a positive number of femtoseconds up to 100, not " + timestepFs + ".");
        }
        if (!problems.isEmpty()) {
            throw CommandFailure.usage(problems).withHelpHint();
        }
        MaceRunOutcome outcome;
        try {
            outcome = runs.run(
                    run,
                    json
                            ? ProgressListener.NONE
                            : (message, fraction) -> err.println("  ... " + StageNames.describe(message)));
        } catch (BridgeSetupException e) {
            throw CommandFailure.setup(e.getMessage());
        }
        if (!noHistory) {
            HistoryKeeping.keep(history, run, outcome, null, "run", err);
        }
        if (outcome instanceof MaceRunOutcome.Succeeded success) {
            Optional<SpeedVerdict> speed = SpeedJudge.standard()
                    .judge(
                            RunRecords.point(
                                    new RunSetup(run.device(), run.enableCueq()).name(), run.structure(), success),
                            timestepFs);
            if (json) {
                Map<String, Object> added = new HashMap<>();
                added.put("speed", speed.map(SpeedJson::of).orElse(null));
                BridgeOutput.printSuccess(out, MaceRunResults.json(success.result()), added);
            } else {
                RunSummary.print(out, run, success.result(), speed);
            }
            return ExitCodes.OK;
        }
        MaceRunOutcome.Failed failed = (MaceRunOutcome.Failed) outcome;
        return BridgeOutput.printFailure(out, err, "run", json, failed.failure(), failed.partial(), diagnoser);
    }
}
