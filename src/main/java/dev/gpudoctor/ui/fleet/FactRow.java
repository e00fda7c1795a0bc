package dev.gpudoctor.ui.fleet;

import java.util.Map;
import java.util.Set;

/**
 * One fact across the reached machines: each machine's value, the majority and who differs from it.
 *
 * @param majority the value most machines share; null when no value is held by more machines than another
 * @param values   each reached machine's value by name (a machine that was not reached has none)
 * @param outliers the machines whose value is not the majority's (all of them when there is no majority)
 */
public record FactRow(String fact, String majority, Map<String, String> values, Set<String> outliers) {

    public FactRow {
        values = Map.copyOf(values);
        outliers = Set.copyOf(outliers);
    }

    public boolean drift() {
        return !outliers.isEmpty();
    }

    public String majorityText() {
        return majority == null ? "no majority" : majority;
    }

    public boolean isOutlier(String machine) {
        return outliers.contains(machine);
    }
}
