package dev.gpudoctor.run;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunSetup;

import java.util.ArrayList;
import java.util.List;

/**
 * One comparison of the same model and structure under two set-ups (e.g. cpu:float64 against
 * cuda:float32, or cuda against cuda+cueq). The CLI and any other front build this and hand it to
 * {@link MaceRunService#consistency(ConsistencyRequest, dev.gpudoctor.bridge.ProgressListener)}.
 *
 * @param python the interpreter, or null for the default one
 */
public record ConsistencyRequest(RunSetup a, RunSetup b, String model, String structure, long seed, int timeoutSeconds,
                                 boolean nvmlShim, String python, boolean trustModel) {

    /** A comparison whose model file, if it is one, is scanned before it is loaded. */
    public ConsistencyRequest(RunSetup a, RunSetup b, String model, String structure, long seed, int timeoutSeconds,
                              boolean nvmlShim, String python) {
        this(a, b, model, structure, seed, timeoutSeconds, nvmlShim, python, false);
    }

    /** The dtype of a set-up that names none. */
    public static final String DEFAULT_DTYPE = MaceRunSpec.DEFAULT_DTYPE;

    /** What is wrong with this request, one sentence each (no repeats); empty when it can run. */
    public List<String> problems() {
        List<String> problems = new ArrayList<>(run(a).problems());
        run(b).problems().stream().filter(p -> !problems.contains(p)).forEach(problems::add);
        return problems;
    }

    /** How the one child is started: interpreter, NVML shim and timeout, with the first set-up's device. */
    MaceRunSpec launch() {
        return run(a);
    }

    /** The consistency op's parameters: {@code {model, structure, seed, a:{device,dtype,enable_cueq}, b:{...}}}. */
    ObjectNode params() {
        ObjectNode params = JsonMappers.records().createObjectNode()
                .put("model", model).put("structure", structure).put("seed", seed);
        if (trustModel) {
            params.put("trust_model", true);
        }
        params.set("a", side(a));
        params.set("b", side(b));
        return params;
    }

    private static ObjectNode side(RunSetup setup) {
        return JsonMappers.records().createObjectNode().put("device", setup.device())
                .put("dtype", setup.dtypeOr(DEFAULT_DTYPE)).put("enable_cueq", setup.enableCueq());
    }

    private MaceRunSpec run(RunSetup setup) {
        return new MaceRunSpec(setup.device(), setup.enableCueq(), setup.dtypeOr(DEFAULT_DTYPE), model, structure, 1, 0, seed,
                timeoutSeconds, nvmlShim, false, false, python, trustModel);
    }
}
