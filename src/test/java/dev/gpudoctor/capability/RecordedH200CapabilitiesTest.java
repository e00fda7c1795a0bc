package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityState;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The probes' evidence became records (issue 42) after the last GPU run; this is what a real H200 printed with them
 * (docs/gpu-results/2026-11-27b-h200, {@code capabilities --json}, every probe), read back by the reader that reads
 * bundles and fleet answers, and written again: not one character may change.
 */
class RecordedH200CapabilitiesTest {

    private static final Path FILE = Path.of("docs/gpu-results/2026-11-27b-h200/capabilities-all.json");

    @Test
    void theH200MatrixReadsBackIntoRecordsAndWritesTheSameBytes() throws Exception {
        String printed = Files.readString(FILE, StandardCharsets.UTF_8);
        CapabilityMatrix matrix = CapabilityJson.read(JsonMappers.records().readTree(printed));

        String again =
                JsonMappers.records().writerWithDefaultPrettyPrinter().writeValueAsString(CapabilityJson.write(matrix));
        assertThat(again + "\n").isEqualTo(printed);
    }

    @Test
    void everyJCudaProbeRanOnTheH200AndNamedTheDeviceByUuidAndBus() throws Exception {
        CapabilityMatrix matrix = CapabilityJson.read(JsonMappers.records().readTree(FILE.toFile()));

        assertThat(matrix.devices()).singleElement().satisfies(device -> {
            assertThat(device.name()).isEqualTo("NVIDIA H200");
            assertThat(device.uuid()).startsWith("GPU-");
            assertThat(device.pciBusId()).isEqualTo("00000000:00:06.0");
        });
        for (String id : new String[] {
            "driver",
            "pinned-memory",
            "mapped-memory",
            "managed-memory",
            "concurrent-managed-access",
            "cooperative-launch",
            "pinned-budget",
            "resident-memory"
        }) {
            assertThat(matrix.rows())
                    .filteredOn(row -> row.capability().id().equals(id))
                    .singleElement()
                    .satisfies(row -> assertThat(row.cells()).allSatisfy(cell -> {
                        assertThat(cell.state()).as(id).isEqualTo(CapabilityState.SUPPORTED);
                        assertThat(cell.evidence()).as(id).isNotEmpty();
                    }));
        }
        JsonNode written = CapabilityJson.write(matrix);
        assertThat(written.at("/capabilities/0/cells/0/evidence/multiprocessor_count")
                        .asInt())
                .isEqualTo(132);
    }
}
