package dev.gpudoctor.probe;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import dev.gpudoctor.json.JsonMappers;
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

    /** {"type": "devices", "driver_version"?, "devices": [GpuDevice…]} */
    @JsonPropertyOrder({"type"})
    record DevicesLine(
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer driverVersion, List<GpuDevice> devices) {
        @JsonProperty("type")
        public String type() {
            return "devices";
        }
    }

    /** {"type": "start", "capability", "device": n|null} */
    @JsonPropertyOrder({"type"})
    record StartLine(String capability, Integer device) {
        @JsonProperty("type")
        public String type() {
            return "start";
        }
    }

    /** {"type": "cell", "capability", "cell": CapabilityCell} (with its action, as every rendering of a cell has). */
    @JsonPropertyOrder({"type"})
    record CellLine(String capability, CapabilityCell cell) {
        @JsonProperty("type")
        public String type() {
            return "cell";
        }
    }

    /** {"type": "done", "duration_ms"} */
    @JsonPropertyOrder({"type"})
    record DoneLine(long durationMs) {
        @JsonProperty("type")
        public String type() {
            return "done";
        }
    }

    void devices(Integer driverVersion, List<GpuDevice> devices) {
        write(new DevicesLine(driverVersion, devices));
    }

    void start(Capability capability, Integer device) {
        write(new StartLine(capability.id(), device));
    }

    void cell(Capability capability, CapabilityCell cell) {
        write(new CellLine(capability.id(), cell));
    }

    void done(long millis) {
        write(new DoneLine(millis));
    }

    private void write(Record line) {
        try {
            // One write per line: a short write is atomic on a pipe, so stderr cannot cut into it.
            byte[] bytes =
                    (MARKER + JsonMappers.records().writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
            out.write(bytes, 0, bytes.length);
            out.flush();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Could not write a probe line", e);
        }
    }
}
