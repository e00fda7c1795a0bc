package dev.gpudoctor.fleet;

import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.sniff.FigureVerdict;
import dev.gpudoctor.sniff.SniffReport;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Every target's row and the facts on which the reached ones differ: the N-machine comparison.
 * Facts are compared as the strings a person reads; a missing value reads "unknown". Every reached
 * machine's GPUs are compared with the fleet's GPUs of their name (docs/gpu-sniff.md), and the machines to
 * keep jobs off are listed, with a Slurm hostlist of them for {@code sbatch --exclude=}.
 *
 * @param gpuOutliers     the GPU figures that are outliers across the fleet (slow or fast), each with its sentence
 * @param exclude         every machine not reached, failing a check, or with a slow GPU across the fleet, with why
 * @param excludeHostlist the same machines as one Slurm hostlist expression ("" when none)
 */
public record FleetReport(
        List<TargetResult> targets,
        List<FactDifference> differences,
        List<FigureVerdict> gpuOutliers,
        List<Exclusion> exclude,
        String excludeHostlist) {

    public FleetReport {
        targets = List.copyOf(targets);
        differences = List.copyOf(differences);
        gpuOutliers = List.copyOf(gpuOutliers);
        exclude = List.copyOf(exclude);
    }

    public static FleetReport of(List<TargetResult> targets) {
        List<TargetResult> reached = targets.stream().filter(TargetResult::ok).toList();
        List<FactDifference> differences = new ArrayList<>();
        if (reached.size() > 1) {
            // Every fact any reached target has: a check only some of them ran is a difference too.
            Set<String> facts = new LinkedHashSet<>();
            reached.forEach(
                    target -> facts.addAll(target.facts().comparedValues().keySet()));
            for (String fact : facts) {
                Map<String, String> values = new LinkedHashMap<>();
                reached.forEach(target -> values.put(target.name(), valueOf(target, fact)));
                (fact.equals(TargetFacts.MACE_STEP_TIME) ? stepTimeDifference(reached) : difference(fact, values))
                        .ifPresent(differences::add);
            }
        }
        SniffReport gpus = SniffReport.of(reached.stream()
                .flatMap(target -> target.facts().gpuFigures().stream().map(gpu -> gpu.on(target.name())))
                .toList());
        List<FigureVerdict> outliers = gpus.verdicts().stream()
                .filter(verdict -> verdict.kind() == FigureVerdict.Kind.SLOW_OUTLIER
                        || verdict.kind() == FigureVerdict.Kind.FAST_OUTLIER)
                .toList();
        List<Exclusion> exclude = exclusions(targets, gpus);
        return new FleetReport(
                targets,
                differences,
                outliers,
                exclude,
                SlurmHostlist.of(exclude.stream().map(Exclusion::machine).toList()));
    }

    /**
     * The machines jobs should not go to: not reached (nothing says they are fit), a check failed (a check that only
     * could not finish is no verdict, as in a drain reason), or a GPU slow against the fleet's GPUs of its name.
     */
    private static List<Exclusion> exclusions(List<TargetResult> targets, SniffReport gpus) {
        Map<String, List<String>> why = new LinkedHashMap<>();
        for (TargetResult target : targets) {
            if (!target.ok()) {
                why.computeIfAbsent(target.name(), name -> new ArrayList<>())
                        .add("not reached: " + target.failure()
                                + (target.reason() == null || target.reason().isBlank()
                                        ? ""
                                        : " (" + target.reason() + ")"));
            } else if (target.facts().worst() == CheckStatus.FAIL) {
                why.computeIfAbsent(target.name(), name -> new ArrayList<>())
                        .add("failed: "
                                + (target.facts().failingChecks().isEmpty()
                                        ? "a check"
                                        : String.join(", ", target.facts().failingChecks())));
            }
        }
        for (FigureVerdict slow : gpus.ofKind(FigureVerdict.Kind.SLOW_OUTLIER)) {
            why.computeIfAbsent(slow.machine(), name -> new ArrayList<>())
                    .add(String.format(
                            Locale.ROOT,
                            "slow GPU: GPU %d (%s) %s %.1f %s, %.0f %% below the mean of the fleet's %d like GPUs",
                            slow.gpu(),
                            slow.gpuName(),
                            slow.figure().label(),
                            slow.value(),
                            slow.figure().unit(),
                            100 * (slow.mean() - slow.value()) / slow.mean(),
                            slow.likeGpus()));
        }
        return why.entrySet().stream()
                .map(entry -> new Exclusion(entry.getKey(), String.join("; ", entry.getValue())))
                .toList();
    }

    public long reachedCount() {
        return targets.stream().filter(TargetResult::ok).count();
    }

    /** How many targets ended with {@code failure}: each front says what to do about it in its own words. */
    public long failedWith(TargetFailure failure) {
        return targets.stream()
                .filter(target -> !target.ok() && failure.jsonName().equals(target.failure()))
                .count();
    }

    static String valueOf(TargetResult target, String fact) {
        return Objects.requireNonNullElse(target.facts().comparedValues().get(fact), "unknown");
    }

    /** A target whose MACE step is more than this many times the fleet's median is an outlier. */
    public static final double SLOW_STEP_RATIO = 1.5;

    /**
     * Step times are never equal, so they are judged as a ratio: the majority is every target within
     * {@link #SLOW_STEP_RATIO} × the median of the targets that have a time; a slower one, and one with
     * no time (no torch, a failed run), is an outlier.
     */
    private static Optional<FactDifference> stepTimeDifference(List<TargetResult> reached) {
        double[] times = reached.stream()
                .map(target -> target.facts().maceStep())
                .filter(step -> step != null && step.seconds() != null)
                .mapToDouble(MaceStep::seconds)
                .sorted()
                .toArray();
        Map<String, String> outliers = new LinkedHashMap<>();
        double median = times.length == 0
                ? Double.NaN
                : times.length % 2 == 1
                        ? times[times.length / 2]
                        : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
        for (TargetResult target : reached) {
            MaceStep step = target.facts().maceStep();
            if (step == null || step.seconds() == null) {
                outliers.put(target.name(), step == null ? "unknown" : step.text());
            } else if (step.seconds() > SLOW_STEP_RATIO * median) {
                outliers.put(
                        target.name(),
                        step.text() + String.format(Locale.ROOT, ", %.1f× the median", step.seconds() / median));
            }
        }
        if (outliers.isEmpty()) {
            return Optional.empty();
        }
        if (outliers.size() * 2 >= reached.size()) {
            // No majority: every target is listed with its value, as for any other fact.
            Map<String, String> all = new LinkedHashMap<>();
            reached.forEach(target -> all.put(
                    target.name(),
                    outliers.containsKey(target.name())
                            ? outliers.get(target.name())
                            : target.facts().maceStep().text()));
            return Optional.of(new FactDifference(TargetFacts.MACE_STEP_TIME, null, all));
        }
        String majority =
                String.format(Locale.ROOT, "within %.1f× of the median %.3g ms", SLOW_STEP_RATIO, median * 1000);
        return Optional.of(new FactDifference(TargetFacts.MACE_STEP_TIME, majority, outliers));
    }

    private static Optional<FactDifference> difference(String fact, Map<String, String> values) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        values.values().forEach(value -> counts.merge(value, 1, Integer::sum));
        if (counts.size() < 2) {
            return Optional.empty();
        }
        int top = counts.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        List<String> tops = counts.entrySet().stream()
                .filter(e -> e.getValue() == top)
                .map(Map.Entry::getKey)
                .toList();
        String majority = tops.size() == 1 ? tops.get(0) : null;
        Map<String, String> outliers = new LinkedHashMap<>();
        values.forEach((target, value) -> {
            if (!value.equals(majority)) {
                outliers.put(target, value);
            }
        });
        return Optional.of(new FactDifference(fact, majority, outliers));
    }
}
