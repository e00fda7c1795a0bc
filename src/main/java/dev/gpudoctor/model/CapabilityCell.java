package dev.gpudoctor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One capability on one device.
 *
 * @param device   the device index, or null when no device could be listed
 * @param detail   one or two sentences a user reads: what happened and what it likely means
 * @param evidence numbers, error codes and durations, in the order they were measured; values are
 *                 strings, numbers, booleans, lists or maps of those
 */
public record CapabilityCell(Integer device, CapabilityState state, String detail, Map<String, Object> evidence) {

    public CapabilityCell {
        Objects.requireNonNull(state, "state");
        detail = detail == null ? "" : detail;
        evidence = evidence == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(evidence));
    }

    public static CapabilityCell notProbed(Integer device, String reason) {
        return new CapabilityCell(device, CapabilityState.NOT_PROBED, reason, Map.of());
    }

    public static CapabilityCell failed(Integer device, String detail, Map<String, Object> evidence) {
        return new CapabilityCell(device, CapabilityState.FAILED, detail, evidence);
    }
}
