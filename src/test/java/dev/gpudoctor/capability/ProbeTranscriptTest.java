package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.GpuDevice;
import dev.gpudoctor.model.RecommendedAction;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The probe child's protocol lines, as ProbeOutput writes them (devices, start, cell, done), read back into records by
 * {@link ProbeTranscript} and {@link CellJson}: what was written is what is read, and a cell of a state this GPU Doctor
 * does not know is kept as failed, never dropped.
 */
class ProbeTranscriptTest {

    private static final CommandResult EXITED = new CommandResult(List.of("java"), 0, false, null, List.of(), 40);

    private static String line(String json) {
        return ProbeTranscript.MARKER + json;
    }

    @Test
    void theDevicesAndCellsWrittenAreTheOnesRead() throws Exception {
        GpuDevice gpu = new GpuDevice(
                0,
                "NVIDIA H100 80GB HBM3",
                "9.0",
                85_000_000_000L,
                "GPU-5b7bd6a0-0000-0000-0000-000000000000",
                "00000000:84:00.0");
        Map<String, Object> evidence = new LinkedHashMap<>();
        evidence.put("zeta", 1);
        evidence.put("alpha", List.of("a", "b"));
        evidence.put("none", null);
        CapabilityCell failed = new CapabilityCell(
                0, CapabilityState.FAILED, "cudaHostAlloc failed", evidence, RecommendedAction.REBOOT);
        ProbeTranscript transcript = new ProbeTranscript(EnumSet.of(Capability.PINNED_MEMORY));
        transcript.accept(line("{\"type\":\"devices\",\"driver_version\":12040,\"devices\":["
                + JsonMappers.records().writeValueAsString(gpu) + "]}"));
        transcript.accept(line("{\"type\":\"start\",\"capability\":\"pinned-memory\",\"device\":0}"));
        transcript.accept(line("{\"type\":\"cell\",\"capability\":\"pinned-memory\",\"cell\":"
                + JsonMappers.records().writeValueAsString(failed) + "}"));
        transcript.accept(line("{\"type\":\"done\",\"duration_ms\":40}"));

        JCudaOutcome outcome = transcript.finish(EXITED);

        assertThat(outcome.devices()).containsExactly(gpu);
        CapabilityCell read = outcome.cells().get(Capability.PINNED_MEMORY).get(0);
        assertThat(read).isEqualTo(failed);
        assertThat(read.evidence().keySet()).containsExactly("zeta", "alpha", "none");
    }

    @Test
    void aCellOfAnUnknownStateIsKeptAsFailedWithItsWord() {
        ProbeTranscript transcript = new ProbeTranscript(EnumSet.of(Capability.DRIVER));
        transcript.accept(
                line("{\"type\":\"cell\",\"capability\":\"driver\",\"cell\":{\"device\":1,\"state\":\"sideways\","
                        + "\"detail\":\"a newer writer's word\",\"evidence\":{\"k\":\"v\"}}}"));
        transcript.accept(line("{\"type\":\"done\"}"));

        CapabilityCell cell =
                transcript.finish(EXITED).cells().get(Capability.DRIVER).get(0);

        assertThat(cell.state()).isEqualTo(CapabilityState.FAILED);
        assertThat(cell.device()).isEqualTo(1);
        assertThat(cell.detail()).isEqualTo("Unknown state 'sideways': a newer writer's word");
        assertThat(cell.evidence()).containsEntry("k", "v");
    }

    @Test
    void aCellThatIsNotOneIsAFailedCellNotAnException() {
        CapabilityCell cell =
                CellJson.read(JsonMappers.records().valueToTree(Map.of("device", 0, "evidence", "not an object")));

        assertThat(cell.state()).isEqualTo(CapabilityState.FAILED);
        assertThat(cell.detail()).startsWith("A capability cell that does not read as one");
    }

    @Test
    void aLineThatIsNotAProtocolObjectIsGarbage() {
        ProbeTranscript transcript = new ProbeTranscript(EnumSet.of(Capability.DRIVER));
        transcript.accept(line("null"));

        CapabilityCell cell =
                transcript.finish(EXITED).cells().get(Capability.DRIVER).get(0);

        assertThat(cell.state()).isEqualTo(CapabilityState.FAILED);
        assertThat(cell.detail()).contains("wrote something that is not its protocol ('@gpu-doctor-probe null')");
    }
}
