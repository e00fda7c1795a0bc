package dev.gpudoctor.speed;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * "Your system, estimated": step time and ns/day at {@code atoms} from measured runs (issue 40). The window and
 * {@code gpu-doctor history estimate} both build one and hand it to {@link SizeEstimateService}.
 *
 * @param measured   the runs to estimate from; grouped by set-up (model, precision, configuration), one estimate each
 * @param atoms      the size the user asked about
 * @param timestepFs the MD time step for ns/day
 * @param edgesPerAtom the user's own structure's edges per atom at the model's cutoff, or null to take the measured run's
 * @param edgesFrom  where that density came from, in words ("water.xyz, MACE's neighbour list at 6 Å"); null without it
 */
public record SizeEstimateRequest(
        List<MeasuredRun> measured, int atoms, double timestepFs, Double edgesPerAtom, String edgesFrom) {

    /** An estimate at the measured run's neighbour density. */
    public SizeEstimateRequest(List<MeasuredRun> measured, int atoms, double timestepFs) {
        this(measured, atoms, timestepFs, null, null);
    }

    /** Larger than any system an ASE calculator call on one machine is run on; a bigger number is a typo. */
    public static final int MAX_ATOMS = 100_000_000;

    public SizeEstimateRequest {
        measured = List.copyOf(measured);
    }

    /** The sentence for a request with no run at all (a caller that named runs none of which read says why instead). */
    public static final String NO_RUN = "Name at least one measured run to estimate from.";

    /** What is wrong with this request, one sentence each; empty when an estimate can be made. */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        if (atoms < 1 || atoms > MAX_ATOMS) {
            problems.add(
                    String.format(Locale.ROOT, "The size must be between 1 and %,d atoms, not %,d.", MAX_ATOMS, atoms));
        }
        if (!(timestepFs > 0 && timestepFs <= 100)) {
            problems.add("The time step must be a positive number of femtoseconds up to 100, not " + timestepFs + ".");
        }
        if (edgesPerAtom != null && !(edgesPerAtom > 0)) {
            problems.add(
                    "The structure has no edges at the model's cutoff: its atoms are further apart than that, so no "
                            + "MACE step cost can be read for it.");
        }
        if (measured.stream().noneMatch(MeasuredRun::usable)) {
            problems.add(
                    measured.isEmpty()
                            ? NO_RUN
                            : "None of these runs has a step time to estimate from (a failed run or one cut short has none).");
        }
        return problems;
    }
}
