package dev.gpudoctor.bench;

import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.speed.CueqBreakEven;
import dev.gpudoctor.speed.Durations;
import dev.gpudoctor.speed.SpeedFormat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one line a person reads first: at the largest size that the baseline and another configuration
 * both ran, how much faster (or slower) the quickest other configuration is, and what its first call cost.
 * E.g. "cuda+cueq is 7.9× faster than cuda at 512 atoms; first call 41 s (kernel compilation)".
 */
public final class SweepVerdict {

    /** A first call this many times the steady step (and over a second) is compilation, not work. */
    private static final double COMPILATION_FACTOR = 20;

    private SweepVerdict() {}

    /** The configurations in the points, in the order they first appear. */
    public static List<String> configs(List<SweepPoint> points) {
        Set<String> configs = new LinkedHashSet<>();
        points.forEach(point -> configs.add(point.config()));
        return List.copyOf(configs);
    }

    /** Median step of {@code config} divided by the baseline's at the same structure: above 1 means faster. */
    public static Optional<Double> speedup(List<SweepPoint> points, String baseline, String config, String structure) {
        Optional<SweepPoint> base = find(points, baseline, structure);
        Optional<SweepPoint> other = find(points, config, structure);
        if (base.isEmpty() || other.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(base.get().stepS().median() / other.get().stepS().median());
    }

    /**
     * The line, and where cuEquivariance starts to pay when the sweep ran a device with and without it
     * and cuEq lost somewhere (when it won at every size the line above already says by how much).
     */
    public static String of(List<SweepPoint> points, String baseline) {
        String line = headline(points, baseline);
        for (CueqBreakEven breakEven : CueqBreakEven.of(points)) {
            if (breakEven.slowerAtoms() >= 0) {
                line += ". " + breakEven.where(); // "cuEq" keeps its lower-case c
            }
        }
        return line + memoryLimits(points);
    }

    /**
     * Where a configuration ran out of GPU memory, and how far another went: on an H200, e3nn arch:large stopped at
     * 10,002 atoms where cuEquivariance ran 20,001. A size limit is what a person sizes a run by, not a failure.
     */
    private static String memoryLimits(List<SweepPoint> points) {
        StringBuilder out = new StringBuilder();
        for (SweepPoint stopped : points) {
            if (!ranOutOfMemory(stopped)) {
                continue;
            }
            out.append(". ")
                    .append(stopped.config())
                    .append(" ran out of GPU memory at ")
                    .append(stopped.structure());
            SweepPoint furthest = null;
            for (SweepPoint p : points) {
                if (p.ok()
                        && !p.config().equals(stopped.config())
                        && (furthest == null || p.atoms() > furthest.atoms())) {
                    furthest = p;
                }
            }
            if (furthest != null) {
                String config = furthest.config();
                Optional<SweepPoint> same = points.stream()
                        .filter(p -> p.ok()
                                && p.config().equals(config)
                                && p.structure().equals(stopped.structure()))
                        .findFirst();
                out.append("; ")
                        .append(config)
                        .append(same.map(p -> String.format(Locale.ROOT, " ran it (%,d atoms) and", p.atoms()))
                                .orElse(" ran"))
                        .append(String.format(Locale.ROOT, " up to %,d atoms", furthest.atoms()));
            }
        }
        return out.toString();
    }

    /** Runs kept before the bridge said out-of-memory apart said op-error with torch's sentence. */
    static boolean ranOutOfMemory(SweepPoint point) {
        if (point.ok() || point.failureReason() == null) {
            return false;
        }
        return point.failureReason().equals(FailureReason.OUT_OF_MEMORY.jsonName())
                || point.failureReason().equals(FailureReason.OP_ERROR.jsonName())
                        && point.failureMessage() != null
                        && point.failureMessage().toLowerCase(Locale.ROOT).contains("out of memory");
    }

    private static String headline(List<SweepPoint> points, String baseline) {
        List<SweepPoint> usable = points.stream()
                .filter(p -> p.ok() && p.stepS().known() && p.stepS().median() > 0)
                .toList();
        if (usable.isEmpty()) {
            return points.isEmpty()
                    ? "Nothing to compare yet: pick runs or run a sweep."
                    : "No run finished: " + points.get(0).config() + " failed ("
                            + points.get(0).failureReason() + ").";
        }
        List<String> configs = configs(usable);
        if (baseline == null || !configs.contains(baseline)) {
            baseline = configs.get(0);
        }
        if (configs.size() == 1) {
            SweepPoint largest = usable.stream()
                    .max(Comparator.comparingInt(SweepPoint::atoms))
                    .orElseThrow();
            return String.format(
                    Locale.ROOT,
                    "Only %s here: median step %s at %d atoms%s. Add another configuration to compare.",
                    largest.config(),
                    Durations.seconds(largest.stepS().median()),
                    largest.atoms(),
                    firstCall(largest));
        }
        // The largest structure the baseline and at least one other configuration both ran.
        Map<String, Integer> atoms = new LinkedHashMap<>();
        usable.forEach(p -> atoms.merge(p.structure(), p.atoms(), Math::max));
        List<String> structures = new ArrayList<>(atoms.keySet());
        structures.sort(Comparator.comparingInt((String s) -> atoms.get(s)).reversed());
        for (String structure : structures) {
            Optional<SweepPoint> base = find(usable, baseline, structure);
            if (base.isEmpty()) {
                continue;
            }
            SweepPoint best = null;
            for (String config : configs) {
                if (config.equals(baseline)) {
                    continue;
                }
                Optional<SweepPoint> other = find(usable, config, structure);
                if (other.isPresent()
                        && (best == null
                                || other.get().stepS().median() < best.stepS().median())) {
                    best = other.get();
                }
            }
            if (best != null) {
                double ratio = base.get().stepS().median() / best.stepS().median();
                String how = ratio >= 1
                        ? String.format(Locale.ROOT, "%s× faster than", factor(ratio))
                        : String.format(Locale.ROOT, "%s× slower than", factor(1 / ratio));
                return String.format(
                        Locale.ROOT,
                        "%s is %s %s at %d atoms%s",
                        best.config(),
                        how,
                        baseline,
                        best.atoms(),
                        firstCall(best));
            }
        }
        return "The configurations share no structure: run the same sizes to compare them.";
    }

    private static Optional<SweepPoint> find(List<SweepPoint> points, String config, String structure) {
        SweepPoint found = null;
        for (SweepPoint point : points) {
            if (point.ok()
                    && point.stepS().known()
                    && point.config().equals(config)
                    && point.structure().equals(structure)) {
                found = point; // the last one wins: newer runs come later
            }
        }
        return Optional.ofNullable(found);
    }

    private static String firstCall(SweepPoint point) {
        double first = point.firstCallS();
        if (!Double.isFinite(first)) {
            return "";
        }
        boolean compiling =
                first > 1 && first > COMPILATION_FACTOR * point.stepS().median();
        return "; first call " + Durations.seconds(first) + (compiling ? " (kernel compilation)" : "");
    }

    static String factor(double value) {
        return SpeedFormat.ratio(value);
    }
}
