package dev.gpudoctor.speed;

import dev.gpudoctor.model.SweepPoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Where cuEquivariance starts to pay in a sweep that ran one device with and without it: cuEq's extra
 * kernels make small systems slower than e3nn, so the answer is a size, not a yes. The break-even is
 * the smallest measured size from which cuEq is faster at every larger size; between the last slower
 * and the first faster size the sweep's spacing does not say more, so both are given.
 *
 * @param slowerAtoms     the largest size where cuEq was still slower (-1: none, it paid from the start)
 * @param breakEvenAtoms  the smallest size from which it stayed faster (-1: it never did)
 * @param firstCallExtraS how much longer cuEq's first call took than e3nn's on the first structure both ran first
 *                        (its kernels' set-up: the cost that hides the speed-up in a short run); NaN when unknown
 * @param firstCallAtoms  the size that first call was measured at (-1 when unknown)
 * @param paysBackSteps   the steps after which that extra time is won back at the largest size (-1: never or unknown)
 */
public record CueqBreakEven(
        String device,
        int slowerAtoms,
        int breakEvenAtoms,
        int largestAtoms,
        double speedupAtLargest,
        double firstCallExtraS,
        int firstCallAtoms,
        long paysBackSteps) {

    /**
     * One per device that ran both with and without cuEq on at least one common structure. {@code points} in the
     * order they ran, as a sweep prints them: each configuration's first point is the one that paid its set-up.
     */
    public static List<CueqBreakEven> of(List<SweepPoint> points) {
        List<String> devices = new ArrayList<>();
        for (SweepPoint point : points) {
            String config = point.config();
            if (config.endsWith("+cueq") && !devices.contains(config.substring(0, config.length() - 5))) {
                devices.add(config.substring(0, config.length() - 5));
            }
        }
        List<CueqBreakEven> found = new ArrayList<>();
        for (String device : devices) {
            of(points, device).ifPresent(found::add);
        }
        return found;
    }

    static Optional<CueqBreakEven> of(List<SweepPoint> points, String device) {
        record Pair(int atoms, double speedup, double savedS) {}
        List<Pair> pairs = new ArrayList<>();
        for (SweepPoint plain : points) {
            if (!plain.config().equals(device) || !usable(plain)) {
                continue;
            }
            points.stream()
                    .filter(p ->
                            p.config().equals(device + "+cueq") && p.structure().equals(plain.structure()) && usable(p))
                    .reduce((first, second) -> second)
                    .ifPresent(cueq -> pairs.add(new Pair(
                            plain.atoms(),
                            plain.stepS().median() / cueq.stepS().median(),
                            plain.stepS().median() - cueq.stepS().median())));
        }
        if (pairs.isEmpty()) {
            return Optional.empty();
        }
        pairs.sort(Comparator.comparingInt(Pair::atoms));
        int slower = -1;
        for (Pair pair : pairs) {
            if (pair.speedup() < 1) {
                slower = pair.atoms();
            }
        }
        int breakEven = -1;
        for (Pair pair : pairs) {
            if (pair.atoms() > slower) {
                breakEven = pair.atoms();
                break;
            }
        }
        Pair largest = pairs.get(pairs.size() - 1);
        Optional<SweepPoint> plainFirst = firstRun(points, device);
        Optional<SweepPoint> cueqFirst = firstRun(points, device + "+cueq");
        double extra = Double.NaN;
        int extraAtoms = -1;
        // Like with like: the set-up is paid by whichever structure a process ran first, so only the same one compares.
        if (plainFirst.isPresent()
                && cueqFirst.isPresent()
                && plainFirst.get().structure().equals(cueqFirst.get().structure())) {
            extra = cueqFirst.get().firstCallS() - plainFirst.get().firstCallS();
            extraAtoms = plainFirst.get().atoms();
        }
        long paysBack = extra > 0 && largest.savedS() > 0 ? (long) Math.ceil(extra / largest.savedS()) : -1;
        return Optional.of(new CueqBreakEven(
                device, slower, breakEven, largest.atoms(), largest.speedup(), extra, extraAtoms, paysBack));
    }

    private static Optional<SweepPoint> firstRun(List<SweepPoint> points, String config) {
        return points.stream()
                .filter(p -> p.config().equals(config))
                .findFirst()
                .filter(p -> p.ok() && Double.isFinite(p.firstCallS()) && p.atoms() > 0);
    }

    private static boolean usable(SweepPoint point) {
        return point.ok() && point.stepS().known() && point.stepS().median() > 0 && point.atoms() > 0;
    }

    /** "cuEq pays on cuda from 3,072 atoms (slower up to 1,536)": where, without the speedup at the largest size. */
    public String where() {
        if (breakEvenAtoms < 0) {
            return "cuEq never paid on " + device + " up to " + SpeedFormat.atoms(largestAtoms) + " atoms";
        }
        if (slowerAtoms < 0) {
            return "cuEq paid on " + device + " at every size, from " + SpeedFormat.atoms(breakEvenAtoms) + " atoms";
        }
        return "cuEq pays on " + device + " from " + SpeedFormat.atoms(breakEvenAtoms) + " atoms (slower up to "
                + SpeedFormat.atoms(slowerAtoms) + ")";
    }

    /** {@link #where()} and the speedup at the largest size both ran. */
    public String sentence() {
        String at = (speedupAtLargest >= 1
                        ? SpeedFormat.factor(speedupAtLargest) + " faster"
                        : SpeedFormat.factor(1 / speedupAtLargest) + " slower")
                + " than e3nn at " + SpeedFormat.atoms(largestAtoms) + " atoms";
        return where() + (breakEvenAtoms < 0 ? " (" + at + ")" : "; " + at) + firstCall();
    }

    /** "; its first call took 9.9 s longer than e3nn's (1,536 atoms), won back after 24 steps at 5,832 atoms" */
    private String firstCall() {
        if (!(firstCallExtraS >= 0.05)) { // "0.0 s longer" says nothing
            return "";
        }
        String extra = String.format(java.util.Locale.ROOT, "%.1f", firstCallExtraS);
        return "; its first call took " + extra + " s longer than e3nn's (" + SpeedFormat.atoms(firstCallAtoms)
                + " atoms, the set-up of its kernels)"
                + (paysBackSteps > 0
                        ? ", won back after " + String.format(java.util.Locale.ROOT, "%,d", paysBackSteps)
                                + " steps at " + SpeedFormat.atoms(largestAtoms) + " atoms"
                        : ", never won back in this sweep");
    }
}
