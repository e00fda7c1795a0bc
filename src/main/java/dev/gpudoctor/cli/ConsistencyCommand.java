package dev.gpudoctor.cli;

import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.run.ConsistencyRequest;
import dev.gpudoctor.run.ConsistencyResult;
import dev.gpudoctor.run.MaceRunService;
import dev.gpudoctor.run.RunInputs;
import dev.gpudoctor.run.StageNames;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "consistency",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Evaluates the same model and structure under two set-ups and compares energies and forces,",
            "e.g. cpu float64 against cuda float32, or e3nn against cuEquivariance: a silently wrong GPU kernel",
            "shows up here. Exit 0 consistent, 1 inconsistent, 2 the comparison could not run."
        })
final class ConsistencyCommand implements Callable<Integer>, FormattedCommand {

    private final MaceRunService runs;

    @Spec
    CommandSpec spec;

    @Mixin
    FormatOptions formatOptions;

    @Mixin
    PythonOption interpreter;

    @Option(
            names = "--model",
            paramLabel = "M",
            defaultValue = "arch:small",
            description = "The MACE model (default: ${DEFAULT-VALUE}).")
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
            defaultValue = "water-32",
            description = "The structure (default: ${DEFAULT-VALUE}).")
    String structure;

    @Option(
            names = "--seed",
            paramLabel = "N",
            defaultValue = "0",
            description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--a",
            paramLabel = "SETUP",
            defaultValue = "cpu:float64",
            description =
                    "First set-up as DEVICE[:DTYPE][+cueq], DTYPE float32 when left out (default: ${DEFAULT-VALUE}).")
    String a;

    @Option(
            names = "--b",
            paramLabel = "SETUP",
            defaultValue = "cuda:float32",
            description = "Second set-up, same form (default: ${DEFAULT-VALUE}).")
    String b;

    @Option(
            names = "--timeout",
            paramLabel = "SEC",
            defaultValue = "" + MaceRunSpec.DEFAULT_TIMEOUT_SECONDS,
            description = "Stop after this many seconds (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(names = "--nvml-shim", description = "Put GPU Doctor's NVML shim on the child's PYTHONPATH.")
    boolean nvmlShim;

    private final FailureDiagnoser diagnoser;

    ConsistencyCommand(MaceRunService runs, FailureDiagnoser diagnoser) {
        this.runs = runs;
        this.diagnoser = diagnoser;
    }

    @Override
    public String jsonDescription() {
        return "Print one JSON object: {\"ok\": true, ...comparison} or {\"ok\": false, \"failure\": {...}}.";
    }

    @Override
    public Integer call() {
        boolean json = formatOptions.json(); // first: --json beside another --format is refused before anything runs
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ConsistencyRequest request;
        try {
            request = new ConsistencyRequest(
                    RunSetup.parse(a),
                    RunSetup.parse(b),
                    model,
                    structure,
                    seed,
                    timeoutSeconds,
                    nvmlShim,
                    interpreter.python,
                    trustModel);
        } catch (IllegalArgumentException e) {
            throw CommandFailure.usage(List.of(e.getMessage())).withHelpHint();
        }
        List<String> problems = new ArrayList<>(request.problems());
        problems.addAll(RunInputs.problems(model, List.of(structure)));
        if (!problems.isEmpty()) {
            throw CommandFailure.usage(problems).withHelpHint();
        }
        OpOutcome<ConsistencyResult> outcome;
        try {
            outcome = runs.consistency(
                    request,
                    json
                            ? ProgressListener.NONE
                            : (message, fraction) -> err.println("  ... " + StageNames.describe(message)));
        } catch (BridgeSetupException e) {
            throw CommandFailure.setup(e.getMessage());
        }
        if (outcome instanceof OpOutcome.Failed<ConsistencyResult> failed) {
            return BridgeOutput.printFailure(out, err, "consistency", json, failed.failure(), diagnoser);
        }
        ConsistencyResult result = ((OpOutcome.Answered<ConsistencyResult>) outcome).result();
        if (json) {
            BridgeOutput.printSuccess(out, result.json());
        } else {
            printText(out, result);
        }
        return result.consistent() ? ExitCodes.OK : ExitCodes.FINDINGS;
    }

    private static void printText(PrintWriter out, ConsistencyResult r) {
        for (ConsistencyResult.Side s : List.of(r.a(), r.b())) {
            out.printf(
                    Locale.ROOT,
                    "%s: %-8s %-8s%-6s E = %.6f eV (%.6f eV/atom)%n",
                    s == r.a() ? "a" : "b",
                    s.device(),
                    s.dtype(),
                    s.enableCueq() ? " cueq" : "",
                    orNaN(s.energyEv()),
                    orNaN(s.energyPerAtomEv()));
        }
        ConsistencyResult.Tolerance tolerance = r.tolerance();
        out.printf(
                Locale.ROOT,
                "max |dE| per atom  %.3g eV    (tolerance %.3g)%n",
                orNaN(r.maxAbsEnergyPerAtomEv()),
                tolerance.energyEvPerAtom());
        out.printf(
                Locale.ROOT,
                "max |dF|           %.3g eV/A  (tolerance %.3g)%n",
                orNaN(r.maxAbsForceEvPerA()),
                tolerance.forceEvPerA());
        if (r.relativeForce() != null) {
            out.printf(
                    Locale.ROOT,
                    "|dF| / |F|         %.3g       (tolerance %.3g)%n",
                    r.relativeForce(),
                    orNaN(tolerance.relativeForce()));
        }
        out.println("verdict: " + r.verdict() + " (" + r.structure().atoms() + " atoms, " + r.model() + ", tolerance "
                + (tolerance.source() == null ? "?" : tolerance.source()) + ")");
    }

    private static double orNaN(Double value) {
        return value == null ? Double.NaN : value;
    }
}
