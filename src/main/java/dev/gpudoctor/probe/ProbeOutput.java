package dev.gpudoctor.probe;

import dev.gpudoctor.json.JsonMappers;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.GpuDevice;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The probe child's answer, one JSON object per line, each line starting with {@link #MARKER}:
 * native code (JCuda, the driver) may print to the same stdout, and those lines are not ours.
 * Lines: {@code devices}, then per probe {@code start} and {@code cell}, finally {@code done}. A
 * parent that saw a {@code start} without its {@code cell} knows which probe the child died in.
 */
final class ProbeOutput {

    static final String MARKER = "@gpu-doctor-probe ";

    private final PrintStream out;

    ProbeOutput(PrintStream out) {
        this.out = out;
    }

    void devices(Integer driverVersion, List<GpuDevice> devices) {
        ObjectNode line = JsonMappers.records().createObjectNode().put("type", "devices");
        if (driverVersion != null) {
            line.put("driver_version", driverVersion);
        }
        ArrayNode list = line.putArray("devices");
        devices.forEach(device -> list.add(JsonMappers.records().createObjectNode()
                .put("index", device.index())
                .put("name", device.name())
                .put("compute_capability", device.computeCapability())
                .put("total_memory_bytes", device.totalMemoryBytes())));
        write(line);
    }

    void start(Capability capability, Integer device) {
        ObjectNode line = JsonMappers.records().createObjectNode().put("type", "start").put("capability", capability.id());
        line.put("device", device); // null writes JSON null
        write(line);
    }

    void cell(Capability capability, CapabilityCell cell) {
        ObjectNode line = JsonMappers.records().createObjectNode().put("type", "cell").put("capability", capability.id());
        ObjectNode body = line.putObject("cell");
        body.put("device", cell.device()); // null writes JSON null
        body.put("state", cell.state().jsonName());
        body.put("detail", cell.detail());
        body.set("evidence", JsonMappers.records().valueToTree(cell.evidence()));
        write(line);
    }

    void done(long millis) {
        write(JsonMappers.records().createObjectNode().put("type", "done").put("duration_ms", millis));
    }

    private void write(ObjectNode line) {
        try {
            // One write per line: a short write is atomic on a pipe, so stderr cannot cut into it.
            byte[] bytes = (MARKER + JsonMappers.records().writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
            out.write(bytes, 0, bytes.length);
            out.flush();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Could not write a probe line", e);
        }
    }
}
