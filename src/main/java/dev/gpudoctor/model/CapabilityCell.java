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
 * @param action   what the cell asks someone to do: NONE unless it FAILED; a failed cell names its own
 *                 or, by default, a GPU reset (a context or a kernel that went wrong on this device)
 */
public record CapabilityCell(
        Integer device, CapabilityState state, String detail, Map<String, Object> evidence, RecommendedAction action) {

    public CapabilityCell {
        Objects.requireNonNull(state, "state");
        detail = detail == null ? "" : detail;
        evidence = evidence == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(evidence));
        if (state != CapabilityState.FAILED) {
            action = RecommendedAction.NONE;
        } else if (action == null || action == RecommendedAction.NONE) {
            action = RecommendedAction.RESET_GPU;
        }
    }

    /** A cell with the action its state asks for by default. */
    public CapabilityCell(Integer device, CapabilityState state, String detail, Map<String, Object> evidence) {
        this(device, state, detail, evidence, null);
    }

    public static CapabilityCell notProbed(Integer device, String reason) {
        return new CapabilityCell(device, CapabilityState.NOT_PROBED, reason, Map.of());
    }

    public static CapabilityCell failed(Integer device, String detail, Map<String, Object> evidence) {
        return new CapabilityCell(device, CapabilityState.FAILED, detail, evidence);
    }

    public static CapabilityCell failed(
            Integer device, String detail, Map<String, Object> evidence, RecommendedAction action) {
        return new CapabilityCell(device, CapabilityState.FAILED, detail, evidence, action);
    }
}
