package dev.gpudoctor.speed;

import java.util.List;

/**
 * A speed verdict as every JSON output carries it ({@code run --json}, {@code bench --json}, a
 * bundle's report.json), written by the one mapper: {@code {"us_per_atom_step", "ns_per_day",
 * "timestep_fs", "verdict", "ratio", "same_gpu", "method", "slow_part", "reference": {…}|null,
 * "differences": […], "causes": […], "sentence"}}. A ratio that is not a number (no reference) is null.
 */
public record SpeedJson(
        double usPerAtomStep,
        double nsPerDay,
        double timestepFs,
        SpeedVerdict.Kind verdict,
        Double ratio,
        boolean sameGpu,
        String method,
        SpeedVerdict.SlowPart slowPart,
        Reference reference,
        List<String> differences,
        List<String> causes,
        String sentence) {

    /** The reference the run was compared with: the fields a reader needs to find it again and weigh it. */
    public record Reference(
            String id,
            String gpu,
            String model,
            double usPerAtomStep,
            String method,
            double edgesPerAtom,
            Integer atoms,
            String source,
            String url) {

        static Reference of(ReferenceSpeed reference) {
            return reference == null
                    ? null
                    : new Reference(
                            reference.id(),
                            reference.gpu(),
                            reference.model(),
                            reference.usPerAtomStep(),
                            reference.method(),
                            reference.edgesPerAtom(),
                            reference.atoms(),
                            reference.source(),
                            reference.url());
        }
    }

    public static SpeedJson of(SpeedVerdict verdict) {
        MeasuredSpeed measured = verdict.measured();
        return new SpeedJson(
                measured.usPerAtomStep(),
                measured.nsPerDay(),
                measured.timestepFs(),
                verdict.kind(),
                Double.isFinite(verdict.ratio()) ? verdict.ratio() : null,
                verdict.sameGpu(),
                verdict.method(),
                verdict.slowPart(),
                Reference.of(verdict.reference()),
                verdict.differences(),
                verdict.causes(),
                verdict.sentence());
    }
}
