package dev.gpudoctor.speed;

import dev.gpudoctor.model.SpeedFigure;
import dev.gpudoctor.model.SweepPoint;
import java.util.Locale;
import java.util.Optional;

/**
 * What the stress costs in a run's ASE step, from the run's own figures: the model with stress minus the
 * model without (both timed alone on the device), set against the ASE step, which MACE's calculator always
 * runs with stress. On the H200 it was 20–37 % of every step (docs/gpu-results/2026-11-26-h200), the largest
 * part after the CPU graph, and an MD without a barostat does not need it.
 *
 * @param stepS       the ASE step, with stress
 * @param stressS     the stress's share of it: model with stress minus model without
 * @param modelUs     the model alone without stress, µs/atom
 * @param modelStressUs the model alone with stress, µs/atom
 */
public record StressCost(double stepS, double stressS, double modelUs, double modelStressUs) {

    /** From this share of the step on, the verdict names the stress with its gain. */
    public static final double NAMED_SHARE = 0.15;

    /** Empty unless the run measured the ASE step and the model alone with and without stress. */
    public static Optional<StressCost> of(SweepPoint point) {
        Optional<SpeedFigure> step =
                point.figure(SpeedFigure.Method.ASE_STEP, null).filter(SpeedFigure::measured);
        Optional<SpeedFigure> model =
                point.figure(SpeedFigure.Method.MODEL, false).filter(SpeedFigure::measured);
        Optional<SpeedFigure> withStress =
                point.figure(SpeedFigure.Method.MODEL, true).filter(SpeedFigure::measured);
        if (step.isEmpty()
                || model.isEmpty()
                || withStress.isEmpty()
                || Boolean.FALSE.equals(step.get().stress())) {
            return Optional.empty();
        }
        double stress = withStress.get().medianS() - model.get().medianS();
        if (!(stress > 0) || !(stress < step.get().medianS())) {
            return Optional.empty(); // noise, or figures that do not belong together: nothing to name
        }
        return Optional.of(new StressCost(
                step.get().medianS(),
                stress,
                model.get().medianS() * 1e6 / model.get().atoms(),
                withStress.get().medianS() * 1e6 / withStress.get().atoms()));
    }

    public double share() {
        return stressS / stepS;
    }

    /** The ASE step without the stress: what a loop that asks for energy and forces only would take. */
    public double stepWithoutS() {
        return stepS - stressS;
    }

    public double gain() {
        return stepS / stepWithoutS();
    }

    public boolean named() {
        return share() >= NAMED_SHARE;
    }

    /**
     * "the stress takes 37 % of your ASE step (213 ms of 577 ms; the model alone 45.2 µs/atom with it, 8.34
     * without) — …, the step would take 364 ms (1.6× faster: 0.15 → 0.237 ns/day at 1 fs)".
     */
    public String sentence(double timestepFs) {
        return String.format(
                Locale.ROOT,
                "the stress takes %.0f %% of your ASE step (%s of %s; the model alone %s µs/atom "
                        + "with it, %s without) — MACE's ASE calculator computes it on every call; where your MD needs no pressure "
                        + "(no barostat), energy and forces alone would take the step to %s (%s faster: %s → %s ns/day at %s fs)",
                share() * 100,
                Durations.seconds(stressS),
                Durations.seconds(stepS),
                SpeedFormat.us(modelStressUs),
                SpeedFormat.us(modelUs),
                Durations.seconds(stepWithoutS()),
                SpeedFormat.factor(gain()),
                SpeedFormat.us(nsPerDay(stepS, timestepFs)),
                SpeedFormat.us(nsPerDay(stepWithoutS(), timestepFs)),
                SpeedFormat.us(timestepFs));
    }

    private static double nsPerDay(double stepS, double timestepFs) {
        return 86_400.0 / stepS * timestepFs * 1e-6;
    }
}
