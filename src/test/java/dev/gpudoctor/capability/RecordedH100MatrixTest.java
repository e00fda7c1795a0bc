package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityState;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/**
 * The matrix 'capabilities --json' printed on a real H100 (2026-11-23, docs/gpu-results/): what a bundle
 * from such a machine carries must read back whole. Its three failed JCuda cells are GPU Doctor's own
 * bugs of that day (fixed since: PinnedMemoryProbeTest, ManagedHostViewTest), kept as recorded.
 */
class RecordedH100MatrixTest {

    private static JsonNode recorded() throws Exception {
        try (InputStream in = RecordedH100MatrixTest.class.getResourceAsStream("h100-2026-11-23-capabilities.json")) {
            return new ObjectMapper().readTree(in);
        }
    }

    private static CapabilityCell cell(CapabilityMatrix matrix, Capability capability) {
        return matrix.row(capability).orElseThrow().cells().get(0);
    }

    @Test
    void theRealDeviceReadsBackWithItsMeasuredEvidence() throws Exception {
        CapabilityMatrix matrix = CapabilityJson.read(recorded());

        assertThat(matrix.devices()).hasSize(1);
        assertThat(cell(matrix, Capability.DRIVER).detail())
                .contains("NVIDIA H100 80GB HBM3", "compute capability 9.0");
        CapabilityCell cooperative = cell(matrix, Capability.COOPERATIVE_LAUNCH);
        assertThat(cooperative.state()).isEqualTo(CapabilityState.SUPPORTED);
        assertThat(((Number) cooperative.evidence().get("blocks")).intValue()).isEqualTo(2112);
        assertThat(cooperative.evidence().get("too_large_launch_result"))
                .isEqualTo("CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE");
        for (Capability works :
                new Capability[] {Capability.MAPPED_MEMORY, Capability.TRITON, Capability.NVML, Capability.CUDA_IPC}) {
            assertThat(cell(matrix, works).state()).as(works.name()).isEqualTo(CapabilityState.SUPPORTED);
        }
    }

    @Test
    void writingTheReadMatrixGivesTheRecordedCells() throws Exception {
        JsonNode recorded = recorded();
        JsonNode again = new ObjectMapper()
                .readTree(CapabilityJson.write(CapabilityJson.read(recorded)).toString());

        assertThat(again.get("capabilities").size())
                .isEqualTo(recorded.get("capabilities").size());
        for (int i = 0; i < recorded.get("capabilities").size(); i++) {
            JsonNode want = recorded.at("/capabilities/" + i + "/cells/0");
            JsonNode got = again.at("/capabilities/" + i + "/cells/0");
            assertThat(got.get("state").asText()).isEqualTo(want.get("state").asText());
            assertThat(got.get("detail").asText()).isEqualTo(want.get("detail").asText());
        }
    }
}
