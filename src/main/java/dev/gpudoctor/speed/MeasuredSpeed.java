package dev.gpudoctor.speed;

import java.util.Optional;

/**
 * A run's speed in the units MD users compare: microseconds per atom per step, and nanoseconds of
 * simulated time per day at a stated time step (MACE's own benchmark uses 1 fs).
 */
public record MeasuredSpeed(double medianStepS, int atoms, double timestepFs, double usPerAtomStep, double nsPerDay) {

    public static final double DEFAULT_TIMESTEP_FS = 1.0;

    public static Optional<MeasuredSpeed> of(double medianStepS, int atoms, double timestepFs) {
        if (!(medianStepS > 0) || !Double.isFinite(medianStepS) || atoms <= 0 || !(timestepFs > 0)) {
            return Optional.empty();
        }
        double usPerAtomStep = medianStepS * 1e6 / atoms;
        // steps per day × fs per step, in ns: 86,400 s / step time × timestep × 1e-6 ns/fs
        double nsPerDay = 86_400.0 / medianStepS * timestepFs * 1e-6;
        return Optional.of(new MeasuredSpeed(medianStepS, atoms, timestepFs, usPerAtomStep, nsPerDay));
    }

    /** "75.8 µs/atom/step, 0.185 ns/day at 1 fs". */
    public String describe() {
        return SpeedFormat.us(usPerAtomStep) + " µs/atom/step, " + SpeedFormat.us(nsPerDay) + " ns/day at "
                + SpeedFormat.us(timestepFs) + " fs";
    }
}
