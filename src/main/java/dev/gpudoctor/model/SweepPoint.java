package dev.gpudoctor.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One size under one configuration in a scaling sweep, or one run from the history seen as such.
 *
 * @param atoms           the structure's atom count, -1 when the run never got that far
 * @param firstCallS      the first evaluation (kernel compilation and caches included), NaN when unknown
 * @param peakMemoryBytes device memory on CUDA, else the child's peak host RSS; null when unknown
 * @param failureReason   null when ok; a {@link FailureReason#jsonName()} or {@code not-attempted}
 * @param conditions      the set-up the speed depends on (GPU, precision, cuEq, versions); null when not
 *                        recorded (failed runs, runs kept before GPU Doctor recorded it)
 * @param figures         the run's separate speed figures (ASE step with its split, model alone, graph on
 *                        the CPU and the GPU, MD on the device); empty for older runs and failed ones
 */
public record SweepPoint(
        String config,
        String structure,
        int atoms,
        StepStats stepS,
        double firstCallS,
        double throughputAtomStepsPerS,
        Long peakMemoryBytes,
        boolean ok,
        String failureReason,
        String failureMessage,
        RunConditions conditions,
        List<SpeedFigure> figures) {

    public static final String NOT_ATTEMPTED = "not-attempted";

    public SweepPoint {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(structure, "structure");
        stepS = stepS == null ? StepStats.NONE : stepS;
        figures = figures == null ? List.of() : List.copyOf(figures);
    }

    public SweepPoint(
            String config,
            String structure,
            int atoms,
            StepStats stepS,
            double firstCallS,
            double throughputAtomStepsPerS,
            Long peakMemoryBytes,
            boolean ok,
            String failureReason,
            String failureMessage,
            RunConditions conditions) {
        this(
                config,
                structure,
                atoms,
                stepS,
                firstCallS,
                throughputAtomStepsPerS,
                peakMemoryBytes,
                ok,
                failureReason,
                failureMessage,
                conditions,
                List.of());
    }

    /** The first measured figure of this method (and stress setting, for the model), if any. */
    public Optional<SpeedFigure> figure(SpeedFigure.Method method, Boolean stress) {
        return figures.stream()
                .filter(f -> f.is(method) && f.measured())
                .filter(f -> stress == null || stress.equals(f.stress()))
                .findFirst();
    }

    /** This point with other conditions, its figures kept. */
    public SweepPoint withConditions(RunConditions newConditions) {
        return new SweepPoint(
                config,
                structure,
                atoms,
                stepS,
                firstCallS,
                throughputAtomStepsPerS,
                peakMemoryBytes,
                ok,
                failureReason,
                failureMessage,
                newConditions,
                figures);
    }

    /** This point with these figures. */
    public SweepPoint withFigures(List<SpeedFigure> newFigures) {
        return new SweepPoint(
                config,
                structure,
                atoms,
                stepS,
                firstCallS,
                throughputAtomStepsPerS,
                peakMemoryBytes,
                ok,
                failureReason,
                failureMessage,
                conditions,
                newFigures);
    }

    public SweepPoint(
            String config,
            String structure,
            int atoms,
            StepStats stepS,
            double firstCallS,
            double throughputAtomStepsPerS,
            Long peakMemoryBytes,
            boolean ok,
            String failureReason,
            String failureMessage) {
        this(
                config,
                structure,
                atoms,
                stepS,
                firstCallS,
                throughputAtomStepsPerS,
                peakMemoryBytes,
                ok,
                failureReason,
                failureMessage,
                null);
    }

    /**
     * The one JSON shape of a point, in the run history, a bundle and {@code bench --json} alike: an unknown
     * number is null (never "NaN", never -1 atoms), "step_s" is null when the point has no step times, and a
     * failure is "failure_reason" / "failure_message" beside the rest. Files written before this (NaN as
     * "NaN", -1 atoms) read the same.
     */
    public record Json(
            String config,
            String structure,
            Integer atoms,
            Step stepS,
            Double firstCallS,
            Double throughputAtomStepsPerS,
            Long peakMemoryBytes,
            boolean ok,
            String failureReason,
            String failureMessage,
            RunConditions conditions,
            List<SpeedFigure> figures) {}

    /** Step times in seconds; a percentile not known is null. */
    public record Step(Double min, Double p10, Double median, Double p90, Double max) {}

    @JsonValue
    public Json toJson() {
        Step step = stepS.known()
                ? new Step(
                        known(stepS.min()),
                        known(stepS.p10()),
                        known(stepS.median()),
                        known(stepS.p90()),
                        known(stepS.max()))
                : null;
        return new Json(
                config,
                structure,
                atoms >= 0 ? atoms : null,
                step,
                known(firstCallS),
                known(throughputAtomStepsPerS),
                peakMemoryBytes,
                ok,
                failureReason,
                failureMessage,
                conditions,
                figures);
    }

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static SweepPoint fromJson(Json json) {
        Step step = json.stepS();
        StepStats stats = step == null
                ? StepStats.NONE
                : new StepStats(nan(step.min()), nan(step.p10()), nan(step.median()), nan(step.p90()), nan(step.max()));
        return new SweepPoint(
                json.config(),
                json.structure(),
                json.atoms() == null ? -1 : json.atoms(),
                stats,
                nan(json.firstCallS()),
                nan(json.throughputAtomStepsPerS()),
                json.peakMemoryBytes(),
                json.ok(),
                json.failureReason(),
                json.failureMessage(),
                json.conditions(),
                json.figures());
    }

    private static Double known(double value) {
        return Double.isFinite(value) ? value : null;
    }

    private static double nan(Double value) {
        return value == null ? Double.NaN : value;
    }

    public static SweepPoint failed(String config, String structure, String reason, String message) {
        return new SweepPoint(
                config, structure, -1, StepStats.NONE, Double.NaN, Double.NaN, null, false, reason, message);
    }
}
