package dev.gpudoctor.speed;

import dev.gpudoctor.model.SpeedFigure;
import dev.gpudoctor.model.SweepPoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * "Your system, estimated" (issue 40): the ASE step at a size the user gives, from the measured runs of each set-up.
 *
 * <p>Each run's step is first brought to one neighbour density — the edges per atom of the run nearest in size, since
 * a MACE step's work grows with its edges — and then read off the measured sizes: the run itself at a measured size,
 * a straight line between the two measured sizes around it (a fixed part plus a part per atom, which is how a step
 * grows between them), and outside the measured sizes the nearest one's cost per edge, said to be an extrapolation
 * and by how much. Runs measured on a busy host are left out when quiet ones exist: their steps say more about the
 * host than about MACE.
 */
public final class SizeEstimateService {

    /**
     * One estimate per set-up among the runs, in the order the runs name them.
     *
     * @throws IllegalArgumentException when the request has problems (check {@link SizeEstimateRequest#problems()} first)
     */
    public List<SizeEstimate> estimate(SizeEstimateRequest request) {
        List<String> problems = request.problems();
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join(" ", problems));
        }
        Map<String, List<MeasuredRun>> bySetup = new LinkedHashMap<>();
        request.measured().stream()
                .filter(MeasuredRun::usable)
                .forEach(run -> bySetup.computeIfAbsent(run.setup(), key -> new ArrayList<>())
                        .add(run));
        return bySetup.entrySet().stream()
                .map(e -> estimate(e.getKey(), e.getValue(), request))
                .toList();
    }

    private static SizeEstimate estimate(String setup, List<MeasuredRun> runs, SizeEstimateRequest request) {
        int atoms = request.atoms();
        double timestepFs = request.timestepFs();
        List<String> notes = new ArrayList<>();
        List<MeasuredRun> used = quiet(runs, notes);
        MeasuredRun nearest = used.stream()
                .min(Comparator.comparingDouble(run -> distance(run.point().atoms(), atoms)))
                .orElseThrow();
        // the user's own structure's density when given, else the nearest run's
        Double edges = request.edgesPerAtom() != null
                ? request.edgesPerAtom()
                : edgesPerAtom(nearest.point()).orElse(null);
        if (edges == null) {
            // a density from any other run of the set-up is better than none
            edges = used.stream()
                    .map(run -> edgesPerAtom(run.point()))
                    .flatMap(Optional::stream)
                    .findFirst()
                    .orElse(null);
        }
        if (request.edgesPerAtom() != null
                && used.stream().anyMatch(run -> edgesPerAtom(run.point()).isEmpty())) {
            notes.add("the runs did not record their edges, so their steps are not scaled to this density");
        }
        TreeMap<Integer, List<Double>> stepsBySize = new TreeMap<>();
        for (MeasuredRun run : used) {
            // each run's step at the one density: a run without recorded edges is taken as it is
            Double density = edges;
            double scale = density == null
                    ? 1
                    : edgesPerAtom(run.point()).map(own -> density / own).orElse(1.0);
            stepsBySize
                    .computeIfAbsent(run.point().atoms(), n -> new ArrayList<>())
                    .add(run.point().stepS().median() * scale);
        }
        TreeMap<Integer, Double> steps = new TreeMap<>();
        stepsBySize.forEach((n, list) -> steps.put(n, median(list)));

        double stepS;
        String basis;
        Double outsideBy = null;
        if (steps.containsKey(atoms)) {
            stepS = steps.get(atoms);
            basis = SizeEstimate.MEASURED;
        } else if (atoms > steps.firstKey() && atoms < steps.lastKey()) {
            Map.Entry<Integer, Double> below = steps.floorEntry(atoms);
            Map.Entry<Integer, Double> above = steps.ceilingEntry(atoms);
            double along = (atoms - below.getKey()) / (double) (above.getKey() - below.getKey());
            stepS = below.getValue() + along * (above.getValue() - below.getValue());
            basis = SizeEstimate.INTERPOLATED;
        } else {
            Map.Entry<Integer, Double> edge = atoms > steps.lastKey() ? steps.lastEntry() : steps.firstEntry();
            stepS = edge.getValue() * atoms / edge.getKey();
            outsideBy = atoms > edge.getKey() ? atoms / (double) edge.getKey() : edge.getKey() / (double) atoms;
            basis = SizeEstimate.EXTRAPOLATED;
        }
        SweepPoint near = nearest.point();
        Double graphShare = near.figure(SpeedFigure.Method.ASE_STEP, null)
                .map(SpeedFigure::split)
                .map(SpeedFigure.Split::graphShare)
                .orElse(null);
        Double stressShare = StressCost.of(near).map(StressCost::share).orElse(null);
        String from = "the run of " + SpeedFormat.atoms(near.atoms()) + " atoms (" + near.structure() + ")";
        boolean onGpu = near.conditions() != null
                ? near.conditions().onGpu()
                : near.config().startsWith("cuda");
        return new SizeEstimate(
                setup,
                onGpu,
                atoms,
                timestepFs,
                stepS,
                stepS * 1e6 / atoms,
                86_400.0 / stepS * timestepFs * 1e-6,
                edges,
                edges == null ? null : request.edgesPerAtom() != null ? request.edgesFrom() : from,
                new ArrayList<>(steps.keySet()),
                basis,
                outsideBy,
                graphShare,
                stressShare,
                near.atoms(),
                notes);
    }

    /** The quiet runs when there are any (busy ones said to be left out); else all, said to be busy. */
    private static List<MeasuredRun> quiet(List<MeasuredRun> runs, List<String> notes) {
        List<MeasuredRun> quiet = runs.stream().filter(run -> !busy(run)).toList();
        if (quiet.isEmpty()) {
            HostLoad load = runs.stream()
                    .map(run -> HostLoad.of(run.point().conditions()))
                    .flatMap(Optional::stream)
                    .max(Comparator.comparingDouble(HostLoad::load))
                    .orElseThrow();
            notes.add(String.format(
                    Locale.ROOT,
                    "every run was measured on a busy host (load up to %.1f on %d core%s): the "
                            + "estimate is as slow as that host was",
                    load.load(),
                    load.cores(),
                    load.cores() == 1 ? "" : "s"));
            return runs;
        }
        if (quiet.size() < runs.size()) {
            int left = runs.size() - quiet.size();
            notes.add(left + " run" + (left == 1 ? "" : "s") + " measured on a busy host left out");
        }
        return quiet;
    }

    private static boolean busy(MeasuredRun run) {
        return HostLoad.of(run.point().conditions()).map(HostLoad::busy).orElse(false);
    }

    /** The neighbour density of a run: the ASE step's edges per atom, else any figure's. */
    static Optional<Double> edgesPerAtom(SweepPoint point) {
        Optional<Double> step = point.figure(SpeedFigure.Method.ASE_STEP, null)
                .map(SpeedFigure::edgesPerAtom)
                .filter(e -> e > 0);
        return step.isPresent()
                ? step
                : point.figures().stream()
                        .map(SpeedFigure::edgesPerAtom)
                        .filter(e -> e != null && e > 0)
                        .findFirst();
    }

    private static double distance(int a, int b) {
        return Math.abs(Math.log(a / (double) b));
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
