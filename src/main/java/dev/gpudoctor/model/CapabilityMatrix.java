package dev.gpudoctor.model;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every capability, measured per device. {@code devices} is empty when none could be listed (no
 * driver); then every row has one cell whose device is null.
 */
public record CapabilityMatrix(List<GpuDevice> devices, List<CapabilityRow> rows) {

    public CapabilityMatrix {
        devices = List.copyOf(devices);
        rows = List.copyOf(rows);
    }

    public Optional<CapabilityRow> row(Capability capability) {
        return rows.stream().filter(row -> row.capability() == capability).findFirst();
    }

    /** The same matrix with these rows replaced (or added), in {@link Capability} order. */
    public CapabilityMatrix withRows(List<CapabilityRow> replacements) {
        Map<Capability, CapabilityRow> merged = new EnumMap<>(Capability.class);
        rows.forEach(row -> merged.put(row.capability(), row));
        replacements.forEach(row -> merged.put(row.capability(), row));
        return new CapabilityMatrix(devices, new ArrayList<>(merged.values()));
    }

    /** How many cells are in each state. */
    public Map<CapabilityState, Integer> tally() {
        Map<CapabilityState, Integer> counts = new EnumMap<>(CapabilityState.class);
        rows.forEach(row -> row.cells().forEach(cell -> counts.merge(cell.state(), 1, Integer::sum)));
        return counts;
    }
}
