package dev.gpudoctor.fleet;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A fact on which the reached targets do not agree.
 *
 * @param majority the value most targets share, or null when no value is held by more than any other
 * @param outliers each target that differs from the majority (all targets when there is none), with its value
 */
public record FactDifference(String fact, String majority, Map<String, String> outliers) {

    public FactDifference {
        outliers = Collections.unmodifiableMap(new LinkedHashMap<>(outliers));
    }
}
