package dev.gpudoctor.speed;

import java.util.List;
import java.util.Locale;

/**
 * One set-up's estimated ASE step at a size the user gave, from that set-up's measured runs, with the band of
 * measured sizes it is good for. Written as JSON by the one mapper ({@code history estimate --json}).
 *
 * @param setup           model, precision and configuration ("arch:small float32 cuda")
 * @param atoms           the size asked about
 * @param stepS           the estimated median ASE step (energy, forces and stress, as MACE's calculator computes)
 * @param usPerAtomStep   the same per atom
 * @param nsPerDay        simulated time per day at {@code timestepFs}
 * @param edgesPerAtom    the neighbour density assumed, null when no run recorded its edges
 * @param edgesFrom       which run that density was taken from, in words
 * @param measuredAtoms   the sizes measured (the quiet runs used), small to large
 * @param basis           how the figure was made: "measured", "interpolated" or "extrapolated"
 * @param outsideBy       for an extrapolation, how far outside the band (the asked size over the largest measured, or the
 *                        smallest measured over the asked size); null inside it
 * @param graphShare      the CPU graph's share of the step at the measured size nearest, null when not split
 * @param stressShare     the stress's share of the step at the measured size nearest, null when not measured
 * @param notes           what the estimate leaves out or carries over (busy runs left out, no edges recorded...)
 * @param onGpu           the runs ran on a GPU, whose cost per atom falls as it fills (the extrapolation's caveat)
 */
public record SizeEstimate(
        String setup,
        boolean onGpu,
        int atoms,
        double timestepFs,
        double stepS,
        double usPerAtomStep,
        double nsPerDay,
        Double edgesPerAtom,
        String edgesFrom,
        List<Integer> measuredAtoms,
        String basis,
        Double outsideBy,
        Double graphShare,
        Double stressShare,
        int nearestAtoms,
        List<String> notes) {

    public static final String MEASURED = "measured";
    public static final String INTERPOLATED = "interpolated";
    public static final String EXTRAPOLATED = "extrapolated";

    public SizeEstimate {
        measuredAtoms = List.copyOf(measuredAtoms);
        notes = List.copyOf(notes);
    }

    public int bandMinAtoms() {
        return measuredAtoms.get(0);
    }

    public int bandMaxAtoms() {
        return measuredAtoms.get(measuredAtoms.size() - 1);
    }

    public boolean extrapolated() {
        return EXTRAPOLATED.equals(basis);
    }

    /** "10,002 atoms: about 913 ms a step, 0.0946 ns/day at 1 fs (91.3 µs/atom/step)". */
    public String headline() {
        return SpeedFormat.atoms(atoms) + " atoms: about " + Durations.seconds(stepS) + " a step, "
                + SpeedFormat.us(nsPerDay) + " ns/day at " + SpeedFormat.us(timestepFs) + " fs ("
                + SpeedFormat.us(usPerAtomStep) + " µs/atom/step)";
    }

    /** The largest measured size below the one asked about (for an interpolation). */
    private int below() {
        return measuredAtoms.stream().filter(n -> n < atoms).reduce((a, b) -> b).orElse(bandMinAtoms());
    }

    /** The smallest measured size above the one asked about. */
    private int above() {
        return measuredAtoms.stream().filter(n -> n > atoms).findFirst().orElse(bandMaxAtoms());
    }

    /** How far the estimate can be trusted: the band, and where the size falls against it. */
    public String band() {
        String band = measuredAtoms.size() == 1
                ? "one measured size, " + SpeedFormat.atoms(bandMinAtoms()) + " atoms"
                : "measured " + SpeedFormat.atoms(bandMinAtoms()) + "–" + SpeedFormat.atoms(bandMaxAtoms()) + " atoms ("
                        + measuredAtoms.size() + " sizes)";
        return switch (basis) {
            case MEASURED -> "measured at this very size; " + band;
            case INTERPOLATED ->
                "interpolated between " + SpeedFormat.atoms(below()) + " and " + SpeedFormat.atoms(above())
                        + " atoms, inside the band it is good for: " + band;
            default ->
                atoms > bandMaxAtoms()
                        ? String.format(
                                Locale.ROOT,
                                "extrapolated %s above the largest measured size (%s atoms) at its cost per edge%s",
                                SpeedFormat.factor(outsideBy),
                                SpeedFormat.atoms(bandMaxAtoms()),
                                onGpu ? "; a GPU still filling up there would take less" : "")
                        : String.format(
                                Locale.ROOT,
                                "extrapolated %s below the smallest measured size (%s atoms) at its cost per edge%s",
                                SpeedFormat.factor(outsideBy),
                                SpeedFormat.atoms(bandMinAtoms()),
                                onGpu
                                        ? "; a small step on a GPU is bound by launches and Python, so it would take more"
                                        : "");
        };
    }

    /** The edges per atom assumed, and from where. */
    public String edges() {
        return edgesPerAtom == null
                ? "edges per atom not recorded by these runs: the step is scaled per atom"
                : "edges per atom " + SpeedFormat.us(edgesPerAtom) + ", taken from " + edgesFrom
                        + " (a denser or sparser structure at the model's cutoff changes the step in proportion)";
    }

    /** The slow parts as measured at the nearest size, or null when the run did not split its step. */
    public String parts() {
        if (graphShare == null && stressShare == null) {
            return null;
        }
        StringBuilder parts = new StringBuilder("at " + SpeedFormat.atoms(nearestAtoms) + " atoms ");
        if (graphShare != null) {
            parts.append(String.format(Locale.ROOT, "the CPU graph was %.0f %%", graphShare * 100));
        }
        if (stressShare != null) {
            parts.append(graphShare != null ? " and " : "")
                    .append(String.format(Locale.ROOT, "the stress %.0f %%", stressShare * 100));
        }
        return parts.append(" of the step").toString();
    }

    /** The whole estimate in one paragraph, as the CLI's JSON carries it. */
    public String sentence() {
        return setup + ", " + description();
    }

    /** The estimate without its set-up, for where the set-up is plain (the window, beside the run it came from). */
    public String description() {
        StringBuilder text = new StringBuilder(headline())
                .append(" — ")
                .append(band())
                .append("; ")
                .append(edges());
        if (parts() != null) {
            text.append("; ").append(parts());
        }
        notes.forEach(note -> text.append("; ").append(note));
        return text.append('.').toString();
    }
}
