package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.FailureReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The Python half with canned bridge answers: how each kind of answer becomes a cell. */
class CapabilityServiceTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ProbeChild noChild =
            new ProbeChild(List.of("/nonexistent/java"), Duration.ofSeconds(1), new CommandRunner());

    private CapabilityMatrix probe(Set<Capability> only, BridgeCalls bridge, List<CapabilityRow> seen)
            throws InterruptedException {
        return new CapabilityService(
                        noChild, bridge, () -> "/usr/bin/python3", dev.gpudoctor.model.Platform.unknown("a test"))
                .probe(new CapabilityRequest(only, null, null), seen::add);
    }

    private static com.fasterxml.jackson.databind.JsonNode tree(String text) {
        try {
            return JSON.readTree(text);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void opCellsCrashesAndMissingPackagesEachBecomeTheirCell() throws Exception {
        BridgeCalls bridge = (python, op, params, timeout) -> switch (op) {
            case "triton_probe" ->
                new BridgeCalls.Answer(
                        tree(
                                "{\"cells\":[{\"device\":0,\"state\":\"supported\",\"detail\":\"ok\",\"evidence\":{\"max_abs_error\":0.0}}]}"),
                        null);
            case "cueq_probe" ->
                new BridgeCalls.Answer(
                        null,
                        new BridgeFailure(
                                FailureReason.MISSING_PACKAGE,
                                null,
                                null,
                                "missing-package",
                                "no",
                                List.of(),
                                "",
                                Map.of("package", "cuequivariance-torch")));
            case "cuda_ipc_probe" ->
                new BridgeCalls.Answer(
                        null,
                        new BridgeFailure(
                                FailureReason.CRASHED_BY_SIGNAL,
                                "SIGSEGV",
                                139,
                                null,
                                "The Python interpreter crashed with SIGSEGV while running 'cuda_ipc_probe'.",
                                List.of("Segmentation fault"),
                                "",
                                Map.of()));
            default ->
                new BridgeCalls.Answer(
                        tree("{\"init_error\":null,\"driver_version\":\"551.61\",\"devices\":[{\"index\":0,"
                                + "\"name\":\"GPU\",\"calls\":[{\"query\":\"power limit\",\"function\":\"nvmlDeviceGetPowerManagementLimit\","
                                + "\"status\":\"not-supported\",\"error\":\"NVMLError_NotSupported: Not Supported\"},{\"query\":\"utilization\","
                                + "\"function\":\"nvmlDeviceGetUtilizationRates\",\"status\":\"supported\"}]}]}"),
                        null);
        };
        List<CapabilityRow> seen = new ArrayList<>();
        CapabilityMatrix matrix = probe(
                Set.of(Capability.TRITON, Capability.CUEQUIVARIANCE, Capability.CUDA_IPC, Capability.NVML),
                bridge,
                seen);

        assertThat(seen).hasSize(4);
        assertThat(matrix.row(Capability.TRITON).orElseThrow().cells().get(0).state())
                .isEqualTo(CapabilityState.SUPPORTED);
        assertThat(matrix.row(Capability.CUEQUIVARIANCE).orElseThrow().cells().get(0))
                .satisfies(cell -> {
                    assertThat(cell.state()).isEqualTo(CapabilityState.NOT_PROBED);
                    assertThat(cell.detail()).contains("cuequivariance-torch is not installed in /usr/bin/python3");
                });
        assertThat(matrix.row(Capability.CUDA_IPC).orElseThrow().cells().get(0)).satisfies(cell -> {
            assertThat(cell.state()).isEqualTo(CapabilityState.FAILED);
            assertThat(cell.evidence()).containsEntry("signal", "SIGSEGV");
        });
        assertThat(matrix.row(Capability.NVML).orElseThrow().cells().get(0)).satisfies(cell -> {
            assertThat(cell.state()).isEqualTo(CapabilityState.UNSUPPORTED);
            assertThat(cell.detail()).contains("power limit");
        });
    }

    /** An answer not in its op's shape (cells not a list, devices not a list) is a garbled answer, not a verdict on the GPU. */
    @Test
    void anAnswerNotInItsShapeIsAProtocolErrorCell() throws Exception {
        BridgeCalls bridge = (python, op, params, timeout) -> new BridgeCalls.Answer(
                tree(
                        op.equals("triton_probe")
                                ? "{\"cells\": {\"device\": 0}}"
                                : "{\"init_error\": null, \"devices\": {\"index\": 0}}"),
                null);
        CapabilityMatrix matrix = probe(Set.of(Capability.TRITON, Capability.NVML), bridge, new ArrayList<>());

        for (Capability capability : List.of(Capability.TRITON, Capability.NVML)) {
            assertThat(matrix.row(capability).orElseThrow().cells())
                    .singleElement()
                    .satisfies(cell -> {
                        assertThat(cell.state()).as(capability.id()).isEqualTo(CapabilityState.FAILED);
                        assertThat(cell.detail()).as(capability.id()).contains("is not in its shape");
                        assertThat(cell.evidence()).as(capability.id()).containsEntry("reason", "protocol-error");
                    });
        }
    }

    @Test
    void theJsonRoundTripKeepsEveryCell() throws Exception {
        BridgeCalls bridge = (python, op, params, timeout) -> new BridgeCalls.Answer(
                null,
                BridgeFailure.of(FailureReason.PYTHON_NOT_FOUND, "Could not start the Python interpreter", List.of()));
        CapabilityMatrix matrix = probe(Set.of(), bridge, new ArrayList<>());
        assertThat(matrix.rows()).hasSize(Capability.values().length);
        CapabilityMatrix back =
                CapabilityJson.read(JSON.readTree(JSON.writeValueAsString(CapabilityJson.write(matrix))));
        // Numbers come back as the narrowest type (a long duration as an int): compare the renderings.
        assertThat(CapabilityJson.write(back).toString())
                .isEqualTo(CapabilityJson.write(matrix).toString());
        assertThat(back.rows()).extracting(CapabilityRow::capability).containsExactly(Capability.values());
    }
}
