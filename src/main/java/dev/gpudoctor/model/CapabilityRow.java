package dev.gpudoctor.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** One capability with its cells, one per device (or a single cell with a null device). */
public record CapabilityRow(Capability capability, List<CapabilityCell> cells) {

    public CapabilityRow {
        Objects.requireNonNull(capability, "capability");
        cells = List.copyOf(cells);
    }

    public Optional<CapabilityCell> cell(Integer device) {
        return cells.stream()
                .filter(cell -> Objects.equals(cell.device(), device))
                .findFirst();
    }
}
