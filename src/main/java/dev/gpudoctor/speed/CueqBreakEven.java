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
 */
public record CueqBreakEven(String device, int slowerAtoms, int breakEvenAtoms, int largestAtoms, double speedupAtLargest) {

    /** One per device that ran both with and without cuEq on at least one common structure. */
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
        record Pair(int atoms, double speedup) {
        }
        List<Pair> pairs = new ArrayList<>();
        for (SweepPoint plain : points) {
            if (!plain.config().equals(device) || !usable(plain)) {
                continue;
            }
            points.stream().filter(p -> p.config().equals(device + "+cueq") && p.structure().equals(plain.structure()) && usable(p))
                    .reduce((first, second) -> second)
                    .ifPresent(cueq -> pairs.add(new Pair(plain.atoms(), plain.stepS().median() / cueq.stepS().median())));
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
        return Optional.of(new CueqBreakEven(device, slower, breakEven, largest.atoms(), largest.speedup()));
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
        String at = (speedupAtLargest >= 1 ? SpeedFormat.factor(speedupAtLargest) + " faster"
                : SpeedFormat.factor(1 / speedupAtLargest) + " slower") + " than e3nn at " + SpeedFormat.atoms(largestAtoms) + " atoms";
        return where() + (breakEvenAtoms < 0 ? " (" + at + ")" : "; " + at);
    }
}
