package dev.gpudoctor.model;

import java.util.Objects;

/**
 * One size under one configuration in a scaling sweep, or one run from the history seen as such.
 *
 * @param atoms           the structure's atom count, -1 when the run never got that far
 * @param firstCallS      the first evaluation (kernel compilation and caches included), NaN when unknown
 * @param peakMemoryBytes device memory on CUDA, else the child's peak host RSS; null when unknown
 * @param failureReason   null when ok; a {@link FailureReason#jsonName()} or {@code not-attempted}
 * @param conditions      the set-up the speed depends on (GPU, precision, cuEq, versions); null when not
 *                        recorded (failed runs, runs kept before GPU Doctor recorded it)
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
        RunConditions conditions) {

    public static final String NOT_ATTEMPTED = "not-attempted";

    public SweepPoint {
        Objects.requireNonNull(config, "config");
        Objects.requireNonNull(structure, "structure");
        stepS = stepS == null ? StepStats.NONE : stepS;
    }

    public SweepPoint(String config, String structure, int atoms, StepStats stepS, double firstCallS,
            double throughputAtomStepsPerS, Long peakMemoryBytes, boolean ok, String failureReason, String failureMessage) {
        this(config, structure, atoms, stepS, firstCallS, throughputAtomStepsPerS, peakMemoryBytes, ok, failureReason,
                failureMessage, null);
    }

    public static SweepPoint failed(String config, String structure, String reason, String message) {
        return new SweepPoint(config, structure, -1, StepStats.NONE, Double.NaN, Double.NaN, null, false, reason, message);
    }
}
