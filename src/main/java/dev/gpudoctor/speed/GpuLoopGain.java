package dev.gpudoctor.speed;

import dev.gpudoctor.model.SpeedFigure;
import dev.gpudoctor.model.SweepPoint;
import java.util.Locale;
import java.util.Optional;

/**
 * What keeping the MD loop on the GPU gained in a run, from the run's own two figures of the same structure: its
 * ASE step (MACE's calculator: the graph built on the CPU, the model with forces and stress, results copied back
 * to the host) and its {@code md_gpu} step (velocity Verlet kept on the device: the neighbour list rebuilt on the
 * device every step, the model with energy and forces, no stress). Like with like only: never from another run,
 * another size or a reference. On the H200's small cuEq water box of 6,144 atoms it was 13.5× (0.23 → 3.1 ns/day at
 * 1 fs, docs/gpu-results/2026-11-26-h200).
 *
 * @param aseStepS the ASE step's median seconds
 * @param loopS    the md_gpu step's median seconds
 * @param atoms    the structure both were timed on
 */
public record GpuLoopGain(double aseStepS, double loopS, int atoms) {

    /** Empty unless the run measured both figures on the same atoms and the loop was the faster. */
    public static Optional<GpuLoopGain> of(SweepPoint point) {
        Optional<SpeedFigure> step =
                point.figure(SpeedFigure.Method.ASE_STEP, null).filter(SpeedFigure::measured);
        Optional<SpeedFigure> loop = point.figures().stream()
                .filter(f -> f.is(SpeedFigure.Method.MD_GPU) && f.measured())
                .findFirst();
        if (step.isEmpty()
                || loop.isEmpty()
                || step.get().atoms() != loop.get().atoms()
                || !(loop.get().medianS() < step.get().medianS())) {
            return Optional.empty();
        }
        return Optional.of(new GpuLoopGain(
                step.get().medianS(), loop.get().medianS(), step.get().atoms()));
    }

    public double gain() {
        return aseStepS / loopS;
    }

    /**
     * "measured in this run on 6,144 atoms: a loop kept on the GPU … takes 27.8 ms a step against 376 ms for the ASE
     * step (13.5× faster: 0.23 → 3.11 ns/day at 1 fs) …".
     */
    public String sentence(double timestepFs) {
        return String.format(
                Locale.ROOT,
                "measured in this run on %s atoms: an MD loop kept on the GPU (neighbour list "
                        + "rebuilt on the device every step, energy and forces without stress, velocity Verlet) takes %s a step "
                        + "against %s for the ASE step (%s faster: %s → %s ns/day at %s fs) — the gain of an MD engine that keeps "
                        + "the graph on the GPU (LAMMPS ML-IAP, TorchSim); the ASE step also builds the graph on the CPU, computes "
                        + "the stress and copies its results to the host",
                SpeedFormat.atoms(atoms),
                Durations.seconds(loopS),
                Durations.seconds(aseStepS),
                SpeedFormat.factor(gain()),
                SpeedFormat.us(nsPerDay(aseStepS, timestepFs)),
                SpeedFormat.us(nsPerDay(loopS, timestepFs)),
                SpeedFormat.us(timestepFs));
    }

    private static double nsPerDay(double stepS, double timestepFs) {
        return 86_400.0 / stepS * timestepFs * 1e-6;
    }
}
