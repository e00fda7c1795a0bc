package dev.gpudoctor.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.run.StageNames;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

@Command(
        name = "consistency",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Evaluates the same model and structure under two set-ups and compares energies and forces,",
            "e.g. cpu float64 against cuda float32, or e3nn against cuEquivariance: a silently wrong GPU kernel",
            "shows up here. Exit 0 consistent, 1 inconsistent, 2 the comparison could not run."})
final class ConsistencyCommand implements Callable<Integer> {

    private final MaceRunService runs;

    @Spec
    CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object: {\"ok\": true, ...comparison} or {\"ok\": false, \"failure\": {...}}.")
    boolean json;

    @Option(names = "--python", paramLabel = "P", description = "The interpreter (default: the managed env if it exists, else python3).")
    String python;

    @Option(names = "--model", paramLabel = "M", defaultValue = "arch:small", description = "The MACE model (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--structure", paramLabel = "S", defaultValue = "water-32", description = "The structure (default: ${DEFAULT-VALUE}).")
    String structure;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "0", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--a", paramLabel = "SETUP", defaultValue = "cpu:float64",
            description = "First set-up as DEVICE:DTYPE[:cueq] (default: ${DEFAULT-VALUE}).")
    String a;

    @Option(names = "--b", paramLabel = "SETUP", defaultValue = "cuda:float32",
            description = "Second set-up, same form (default: ${DEFAULT-VALUE}).")
    String b;

    @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "" + MaceRunSpec.DEFAULT_TIMEOUT_SECONDS,
            description = "Stop after this many seconds (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(names = "--nvml-shim", description = "Put GPU Doctor's NVML shim on the child's PYTHONPATH.")
    boolean nvmlShim;

    private final FailureDiagnoser diagnoser;

    ConsistencyCommand(MaceRunService runs, FailureDiagnoser diagnoser) {
        this.runs = runs;
        this.diagnoser = diagnoser;
    }

    /** DEVICE:DTYPE[:cueq], where DEVICE may itself hold a colon (cuda:1). */
    record Setup(String device, String dtype, boolean cueq) {

        static Setup parse(String text) {
            String device = null;
            String dtype = "float32";
            boolean cueq = false;
            List<String> deviceParts = new ArrayList<>();
            for (String part : text.strip().toLowerCase(Locale.ROOT).split(":")) {
                switch (part) {
                    case "float32", "float64" -> dtype = part;
                    case "cueq" -> cueq = true;
                    default -> deviceParts.add(part);
                }
            }
            device = String.join(":", deviceParts);
            return new Setup(device, dtype, cueq);
        }

        ObjectNode json() {
            return JsonNodeFactory.instance.objectNode().put("device", device).put("dtype", dtype).put("enable_cueq", cueq);
        }

        MaceRunSpec asRun(String model, String structure, long seed, int timeout, boolean shim, String python) {
            return new MaceRunSpec(device, cueq, dtype, model, structure, 1, 0, seed, timeout, shim, false, false, python);
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Setup first = Setup.parse(a);
        Setup second = Setup.parse(b);
        List<String> problems = new ArrayList<>(first.asRun(model, structure, seed, timeoutSeconds, nvmlShim, python).problems());
        problems.addAll(second.asRun(model, structure, seed, timeoutSeconds, nvmlShim, python).problems());
        if (!problems.isEmpty()) {
            throw CommandFailure.usage(problems.stream().distinct().toList()).withHelpHint();
        }
        ObjectNode params = JsonNodeFactory.instance.objectNode()
                .put("model", model).put("structure", structure).put("seed", seed);
        params.set("a", first.json());
        params.set("b", second.json());
        MaceRunOutcome outcome;
        try {
            outcome = runs.consistency(first.asRun(model, structure, seed, timeoutSeconds, nvmlShim, python), params,
                    json ? ProgressListener.NONE : (message, fraction) -> err.println("  ... " + StageNames.describe(message)));
        } catch (BridgeSetupException e) {
            throw CommandFailure.setup(e.getMessage());
        }
        if (outcome instanceof MaceRunOutcome.Failed failed) {
            return BridgeOutput.printFailure(out, err, "consistency", json, failed.failure(), diagnoser);
        }
        JsonNode result = ((MaceRunOutcome.Succeeded) outcome).result();
        boolean consistent = "consistent".equals(result.path("verdict").asText());
        if (json) {
            BridgeOutput.printSuccess(out, (ObjectNode) result);
        } else {
            printText(out, result);
        }
        return consistent ? ExitCodes.OK : ExitCodes.FINDINGS;
    }

    private static void printText(PrintWriter out, JsonNode r) {
        for (String side : List.of("a", "b")) {
            JsonNode s = r.path(side);
            out.printf(Locale.ROOT, "%s: %-8s %-8s%-6s E = %.6f eV (%.6f eV/atom)%n", side, s.path("device").asText(),
                    s.path("dtype").asText(), s.path("enable_cueq").asBoolean() ? " cueq" : "",
                    s.path("energy_eV").asDouble(Double.NaN), s.path("energy_per_atom_eV").asDouble(Double.NaN));
        }
        JsonNode tolerance = r.path("tolerance");
        out.printf(Locale.ROOT, "max |dE| per atom  %.3g eV    (tolerance %.3g)%n",
                r.path("max_abs_dE_per_atom_eV").asDouble(Double.NaN), tolerance.path("energy_eV_per_atom").asDouble(Double.NaN));
        out.printf(Locale.ROOT, "max |dF|           %.3g eV/A  (tolerance %.3g)%n",
                r.path("max_abs_dF_eV_per_A").asDouble(Double.NaN), tolerance.path("force_eV_per_A").asDouble(Double.NaN));
        if (r.hasNonNull("relative_dF")) {
            out.printf(Locale.ROOT, "|dF| / |F|         %.3g       (tolerance %.3g)%n",
                    r.path("relative_dF").asDouble(Double.NaN), tolerance.path("relative_force").asDouble(Double.NaN));
        }
        out.println("verdict: " + r.path("verdict").asText("unknown") + " (" + r.path("structure").path("atoms").asInt() + " atoms, "
                + r.path("model").asText() + ", tolerance " + tolerance.path("source").asText("?") + ")");
    }
}
