package dev.gpudoctor.bench;

import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.run.MaceRunSpecProblems;
import java.util.ArrayList;
import java.util.List;

/**
 * A scaling sweep: every structure (listed small to large) under every configuration, with the
 * launch settings of {@link MaceRunSpec} (interpreter, timeout per size, debugging switches, CPU threads).
 */
public record BenchRequest(
        List<RunSetup> configs,
        String model,
        List<String> structures,
        String dtype,
        int repeats,
        int warmup,
        int timeoutSeconds,
        String python,
        boolean trustModel,
        Integer threads) {

    /** Timed and untimed steps per size, for {@code bench} and the Compare tab alike: fewer than a run's, as a sweep runs many. */
    public static final int DEFAULT_REPEATS = 10;

    public static final int DEFAULT_WARMUP = 2;

    /** A sweep whose model file, if it is one, is scanned before it is loaded. */
    public BenchRequest(
            List<RunSetup> configs,
            String model,
            List<String> structures,
            String dtype,
            int repeats,
            int warmup,
            int timeoutSeconds,
            String python) {
        this(configs, model, structures, dtype, repeats, warmup, timeoutSeconds, python, false);
    }

    /** A sweep with torch's default threads. */
    public BenchRequest(
            List<RunSetup> configs,
            String model,
            List<String> structures,
            String dtype,
            int repeats,
            int warmup,
            int timeoutSeconds,
            String python,
            boolean trustModel) {
        this(configs, model, structures, dtype, repeats, warmup, timeoutSeconds, python, trustModel, null);
    }

    public BenchRequest {
        configs = List.copyOf(configs);
        structures = List.copyOf(structures);
    }

    /** The run of one structure under one configuration. */
    public MaceRunSpec spec(RunSetup config, String structure) {
        return new MaceRunSpec(
                config.device(),
                config.enableCueq(),
                config.dtypeOr(dtype),
                model,
                structure,
                repeats,
                warmup,
                0,
                timeoutSeconds,
                false,
                false,
                false,
                python,
                trustModel,
                threads);
    }

    /** What is wrong with this request, one sentence each; empty when it can run. */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        if (configs.isEmpty()) {
            problems.add("Name at least one configuration (cpu, cuda, cuda+cueq).");
        }
        if (structures.isEmpty()) {
            problems.add("Name at least one structure (h2o, water-8, water-64...).");
        }
        RunSetup any = configs.isEmpty() ? new RunSetup("cpu", false) : configs.get(0);
        for (String structure : structures.isEmpty() ? List.of("h2o") : structures) {
            for (String problem : MaceRunSpecProblems.of(spec(any, structure))) {
                if (!problems.contains(problem)) {
                    problems.add(problem);
                }
            }
        }
        return problems;
    }

    public int size() {
        return configs.size() * structures.size();
    }
}
