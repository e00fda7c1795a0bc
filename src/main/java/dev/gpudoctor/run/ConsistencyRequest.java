package dev.gpudoctor.run;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
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
public record ConsistencyRequest(
        RunSetup a,
        RunSetup b,
        String model,
        String structure,
        long seed,
        int timeoutSeconds,
        boolean nvmlShim,
        String python,
        boolean trustModel) {

    /** A comparison whose model file, if it is one, is scanned before it is loaded. */
    public ConsistencyRequest(
            RunSetup a,
            RunSetup b,
            String model,
            String structure,
            long seed,
            int timeoutSeconds,
            boolean nvmlShim,
            String python) {
        this(a, b, model, structure, seed, timeoutSeconds, nvmlShim, python, false);
    }

    /** The dtype of a set-up that names none. */
    public static final String DEFAULT_DTYPE = MaceRunSpec.DEFAULT_DTYPE;

    /** What is wrong with this request, one sentence each (no repeats); empty when it can run. */
    public List<String> problems() {
        List<String> problems = new ArrayList<>(MaceRunSpecProblems.of(run(a)));
        MaceRunSpecProblems.of(run(b)).stream()
                .filter(p -> !problems.contains(p))
                .forEach(problems::add);
        return problems;
    }

    /** How the one child is started: interpreter, NVML shim and timeout, with the first set-up's device. */
    MaceRunSpec launch() {
        return run(a);
    }

    /** The consistency op's parameters: {@code {model, structure, seed, trust_model?, a:{device,dtype,enable_cueq}, b:{...}}}. */
    record Params(
            String model,
            String structure,
            long seed,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean trustModel,
            Side a,
            Side b) {}

    /** One set-up as the op takes it, with a dtype always named. */
    record Side(String device, String dtype, boolean enableCueq) {
        static Side of(RunSetup setup) {
            return new Side(setup.device(), setup.dtypeOr(DEFAULT_DTYPE), setup.enableCueq());
        }
    }

    JsonNode params() {
        return JsonMappers.records()
                .valueToTree(
                        new Params(model, structure, seed, trustModel ? Boolean.TRUE : null, Side.of(a), Side.of(b)));
    }

    private MaceRunSpec run(RunSetup setup) {
        return new MaceRunSpec(
                setup.device(),
                setup.enableCueq(),
                setup.dtypeOr(DEFAULT_DTYPE),
                model,
                structure,
                1,
                0,
                seed,
                timeoutSeconds,
                nvmlShim,
                false,
                false,
                python,
                trustModel);
    }
}
