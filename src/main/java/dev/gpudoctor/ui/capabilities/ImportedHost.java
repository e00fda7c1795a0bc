package dev.gpudoctor.ui.capabilities;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.GpuDevice;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Another machine's capability matrix, read from its bundle, shown as extra columns beside this
 * host's: a WSL2 laptop next to a native Linux server, as the DotCompute team's table had it.
 */
public record ImportedHost(String label, String source, CapabilityMatrix matrix) {

    /** One column per device of that host, or one when it listed none (device null). */
    public List<Integer> columns() {
        List<Integer> columns = new ArrayList<>();
        for (GpuDevice device : matrix.devices()) {
            columns.add(device.index());
        }
        if (columns.isEmpty()) {
            columns.add(null);
        }
        return columns;
    }

    public String heading(Integer device) {
        return label + (device == null ? "" : " · GPU " + device);
    }

    public Optional<CapabilityCell> cell(Capability capability, Integer device) {
        return matrix.rows().stream()
                .filter(row -> row.capability() == capability)
                .findFirst()
                .flatMap(row -> row.cell(device).or(() -> row.cell(null)));
    }

    /** "✔ supported" or "· not in the bundle". */
    public String cellText(Capability capability, Integer device) {
        return cell(capability, device)
                .map(cell -> cell.state().icon() + " " + cell.state().jsonName())
                .orElse("· not in the bundle");
    }

    public Optional<CapabilityRow> row(Capability capability) {
        return matrix.rows().stream()
                .filter(row -> row.capability() == capability)
                .findFirst();
    }
}
