package dev.gpudoctor.fleet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Every target's row and the facts on which the reached ones differ: the N-machine comparison.
 * Facts are compared as the strings a person reads; a missing value reads "unknown".
 */
public record FleetReport(List<TargetResult> targets, List<FactDifference> differences) {

    public FleetReport {
        targets = List.copyOf(targets);
        differences = List.copyOf(differences);
    }

    public static FleetReport of(List<TargetResult> targets) {
        List<TargetResult> reached = targets.stream().filter(TargetResult::ok).toList();
        List<FactDifference> differences = new ArrayList<>();
        if (reached.size() > 1) {
            // Every fact any reached target has: a check only some of them ran is a difference too.
            java.util.Set<String> facts = new java.util.LinkedHashSet<>();
            reached.forEach(target -> facts.addAll(target.facts().comparedValues().keySet()));
            for (String fact : facts) {
                Map<String, String> values = new LinkedHashMap<>();
                reached.forEach(target -> values.put(target.name(), valueOf(target, fact)));
                difference(fact, values).ifPresent(differences::add);
            }
        }
        return new FleetReport(targets, differences);
    }

    public long reachedCount() {
        return targets.stream().filter(TargetResult::ok).count();
    }

    static String valueOf(TargetResult target, String fact) {
        return Objects.requireNonNullElse(target.facts().comparedValues().get(fact), "unknown");
    }

    private static java.util.Optional<FactDifference> difference(String fact, Map<String, String> values) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        values.values().forEach(value -> counts.merge(value, 1, Integer::sum));
        if (counts.size() < 2) {
            return java.util.Optional.empty();
        }
        int top = counts.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        List<String> tops = counts.entrySet().stream().filter(e -> e.getValue() == top).map(Map.Entry::getKey).toList();
        String majority = tops.size() == 1 ? tops.get(0) : null;
        Map<String, String> outliers = new LinkedHashMap<>();
        values.forEach((target, value) -> {
            if (!value.equals(majority)) {
                outliers.put(target, value);
            }
        });
        return java.util.Optional.of(new FactDifference(fact, majority, outliers));
    }
}
