package dev.gpudoctor.run;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.SpeedFigure;
import dev.gpudoctor.model.StepStats;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@code mace_run} answer (PROTOCOL.md), read once at the boundary by {@link MaceRunResults}; the
 * components are in the order the bridge writes them, so {@code run --json} prints the same object.
 * Required fields fail the read when missing; the rest are null when the bridge left them out.
 *
 * @param energyEv null only on the way in: a non-finite energy, which {@link MaceRunResults} turns into a failure
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public record MaceRunResult(
        @JsonProperty(value = "energy_eV", required = true) Double energyEv,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "forces_eV_per_A", required = true)
        List<List<Double>> forces,

        @JsonProperty("stress_eV_per_A3") List<Double> stress,
        @JsonProperty("interpreter") Interpreter interpreter,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "model", required = true)
        Model model,

        @JsonProperty("model_cached") Boolean modelCached,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "structure", required = true)
        Structure structure,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "device", required = true)
        String device,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "dtype", required = true)
        String dtype,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "enable_cueq", required = true)
        boolean enableCueq,

        @JsonProperty("seed") Long seed,
        @JsonProperty("warmup") Integer warmup,

        @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "timings_s", required = true)
        Timings timings,

        @JsonProperty("throughput_atom_steps_per_s") Double throughputAtomStepsPerS,
        @JsonProperty("peak_memory_bytes") PeakMemory peakMemory,
        @JsonProperty("torch_version") String torchVersion,
        @JsonProperty("figures") List<SpeedFigure> figures,
        @JsonProperty("conditions") Conditions conditions) {

    /** More atoms than any structure a MACE run on one machine holds (2³¹−1 is a counter gone wrong, not a crystal). */
    static final int MAX_PLAUSIBLE_ATOMS = 10_000_000;
    /** A step longer than a day is not a measurement: a clock gone wrong. */
    static final double MAX_PLAUSIBLE_STEP_SECONDS = 86_400;

    public MaceRunResult {
        forces = forces == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(forces));
        figures = figures == null ? List.of() : List.copyOf(figures);
    }

    /**
     * Why these numbers cannot be a run's (a sentence), or null when they can: every number at this
     * boundary must be finite and plausible — a non-finite energy, force or stress, an atom count of
     * 0, negative or absurd, a step time that is zero, negative or infinite — so that such an answer
     * is a classified failure, never {@code ok: true}, a history point or "alike" in a fleet.
     */
    @JsonIgnore
    public String implausibility() {
        if (energyEv == null || !Double.isFinite(energyEv)) {
            return "no finite energy";
        }
        long badForces = forces.stream()
                .flatMap(List::stream)
                .filter(f -> f == null || !Double.isFinite(f))
                .count();
        if (badForces > 0) {
            return badForces + " non-finite force components";
        }
        if (stress != null && stress.stream().anyMatch(s -> s == null || !Double.isFinite(s))) {
            return "a non-finite stress";
        }
        int atoms = structure.atoms();
        if (atoms < 1 || atoms > MAX_PLAUSIBLE_ATOMS) {
            return "an atom count of " + atoms + " (a structure has 1 to " + MAX_PLAUSIBLE_ATOMS + ")";
        }
        Steps step = timings.step();
        for (double seconds : new double[] {step.min(), step.p10(), step.median(), step.p90(), step.max()}) {
            if (!(seconds > 0 && seconds <= MAX_PLAUSIBLE_STEP_SECONDS)) {
                return "a step time of " + seconds + " s (a step takes more than 0 s and less than a day)";
            }
        }
        if (step.n() < 1) {
            return step.n() + " timed steps";
        }
        for (Double seconds : new Double[] {
            timings.imports(),
            timings.modelLoad(),
            timings.structure(),
            timings.firstCall(),
            timings.warmup(),
            timings.figures()
        }) {
            if (seconds != null && !(seconds >= 0 && Double.isFinite(seconds))) {
                return "a stage time of " + seconds + " s";
            }
        }
        if (throughputAtomStepsPerS != null
                && !(throughputAtomStepsPerS > 0 && Double.isFinite(throughputAtomStepsPerS))) {
            return "a throughput of " + throughputAtomStepsPerS + " atom-steps/s";
        }
        return null;
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Interpreter(
            @JsonProperty("executable") String executable,
            @JsonProperty("version") String version) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Model(
            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "name", required = true)
            String name,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "random_weights", required = true)
            boolean randomWeights,

            @JsonProperty("parameters") Long parameters,
            @JsonProperty("source") String source) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Structure(
            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "name", required = true)
            String name,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "atoms", required = true)
            int atoms,

            @JsonProperty("edges") Long edges,
            @JsonProperty("periodic") Boolean periodic,
            @JsonProperty("formula") String formula) {}

    /**
     * Seconds per stage, in the order they happen ({@link StageNames#TIMED}); {@code startup} is added
     * on the Java side (spawn to hello), null when the child was already running. {@code warmup} (all
     * warm-up steps) and {@code figures} (the extra figures after the steps) are null in answers from
     * bridges before issue 38.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Timings(
            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "imports", required = true)
            double imports,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "model_load", required = true)
            double modelLoad,

            @JsonSetter(nulls = Nulls.FAIL) @JsonAlias("graph") @JsonProperty(value = "structure", required = true)
            double structure,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "first_call", required = true)
            double firstCall,

            @JsonProperty("warmup") Double warmup,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "step", required = true)
            Steps step,

            @JsonProperty("figures") Double figures,
            @JsonProperty("startup") Double startup) {

        /** Each stage's seconds by its id, {@code steps} being the timed steady state (median × n). */
        @JsonIgnore
        public Map<String, Double> byStage() {
            Map<String, Double> stages = new LinkedHashMap<>();
            if (startup != null) {
                stages.put(StageNames.STARTUP, startup);
            }
            stages.put(StageNames.IMPORTS, imports);
            stages.put(StageNames.MODEL_LOAD, modelLoad);
            stages.put(StageNames.STRUCTURE, structure);
            stages.put(StageNames.FIRST_CALL, firstCall);
            if (warmup != null) {
                stages.put(StageNames.WARMUP, warmup);
            }
            stages.put(StageNames.STEPS, step.median() * step.n());
            if (figures != null) {
                stages.put(StageNames.FIGURES, figures);
            }
            return stages;
        }

        Timings withStartup(double seconds) {
            return new Timings(imports, modelLoad, structure, firstCall, warmup, step, figures, seconds);
        }
    }

    /** The timed steady-state steps: quantiles in seconds, and how many there were. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Steps(
            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "min", required = true)
            double min,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "p10", required = true)
            double p10,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "median", required = true)
            double median,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "p90", required = true)
            double p90,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "max", required = true)
            double max,

            @JsonSetter(nulls = Nulls.FAIL) @JsonProperty(value = "n", required = true)
            int n) {

        public StepStats stats() {
            return new StepStats(min, p10, median, p90, max);
        }
    }

    /** Peak memory in bytes; a value that could not be read is null, with the reason beside it. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record PeakMemory(
            @JsonProperty("host_rss") Long hostRss,
            @JsonProperty("device") Long device,

            @JsonProperty("host_rss_error") @JsonInclude(JsonInclude.Include.NON_NULL)
            String hostRssError,

            @JsonProperty("device_error") @JsonInclude(JsonInclude.Include.NON_NULL)
            String deviceError) {

        /** The device peak on a GPU run, else the host's. */
        @JsonIgnore
        public Long peak() {
            return device != null ? device : hostRss;
        }
    }

    /** What the speed depends on besides model and structure; a field the child could not read is null. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Conditions(
            @JsonProperty("gpu_name") String gpuName,
            @JsonProperty("compute_capability") String computeCapability,
            @JsonProperty("torch_cuda") String torchCuda,
            @JsonProperty("torch_num_threads") Integer torchNumThreads,
            @JsonProperty("cpu_count") Integer cpuCount,
            @JsonProperty("cueq_active") Boolean cueqActive,
            @JsonProperty("debug_variables") Map<String, String> debugVariables,
            @JsonProperty("versions") Map<String, String> versions,
            @JsonProperty("cpu_model") String cpuModel,
            @JsonProperty("available_cores") Integer availableCores,
            @JsonProperty("load_average_start") Double loadAverageStart,
            @JsonProperty("load_average_after_steps") Double loadAverageAfterSteps,
            @JsonProperty("load_average_end") Double loadAverageEnd,
            @JsonProperty("gpu_clocks_mhz") Map<String, Integer> gpuClocksMhz,
            @JsonProperty("cueq_kernels") CueqKernels cueqKernels,
            @JsonProperty("thread_variables") Map<String, String> threadVariables,
            @JsonProperty("torch_interop_threads") Integer torchInteropThreads) {}

    /** cuEquivariance's kernels as the bridge reports them ({@code conditions.cueq_kernels}). */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record CueqKernels(
            @JsonProperty("kernels") String kernels,
            @JsonProperty("ops_version") String opsVersion,
            @JsonProperty("ops_import_error") String opsImportError,
            @JsonProperty("naive_modules") List<String> naiveModules,
            @JsonProperty("fallback_warnings") List<String> fallbackWarnings,
            @JsonProperty("fast_modules") List<String> fastModules) {

        RunConditions.CueqKernels model() {
            return new RunConditions.CueqKernels(
                    kernels, opsVersion, opsImportError, naiveModules, fallbackWarnings, fastModules);
        }
    }

    public int atoms() {
        return structure.atoms();
    }

    public boolean randomWeights() {
        return model.randomWeights();
    }

    public double medianStepSeconds() {
        return timings.step().median();
    }

    /** Atoms per median step; NaN when the bridge could not say (a zero median). */
    public double throughput() {
        return throughputAtomStepsPerS == null ? Double.NaN : throughputAtomStepsPerS;
    }

    /** The set-up and the conditions block, as the history keeps them; absent conditions are unknowns. */
    public RunConditions runConditions() {
        Conditions c = conditions != null
                ? conditions
                : new Conditions(
                        null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                        null);
        return new RunConditions(
                device,
                dtype,
                model.name(),
                enableCueq,
                c.cueqActive(),
                c.gpuName(),
                c.computeCapability(),
                c.torchCuda(),
                c.torchNumThreads(),
                c.cpuCount(),
                c.debugVariables(),
                c.versions(),
                c.cpuModel(),
                c.availableCores(),
                c.loadAverageStart(),
                c.loadAverageAfterSteps(),
                c.gpuClocksMhz(),
                c.cueqKernels() == null ? null : c.cueqKernels().model(),
                c.threadVariables());
    }

    /** This answer with spawn-to-hello as {@code timings_s.startup}: the op cannot see its own interpreter start. */
    public MaceRunResult withStartup(double seconds) {
        return new MaceRunResult(
                energyEv,
                forces,
                stress,
                interpreter,
                model,
                modelCached,
                structure,
                device,
                dtype,
                enableCueq,
                seed,
                warmup,
                timings.withStartup(seconds),
                throughputAtomStepsPerS,
                peakMemory,
                torchVersion,
                figures,
                conditions);
    }
}
