package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.model.Capability;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The real path end to end: CLI → probe child JVM → JCuda, on a driverless machine not-probed cells,
 * on a GPU machine a verdict per device; the Python probes in an interpreter that does not exist are
 * not-probed for that reason. Nothing is faked.
 */
class CapabilitiesCommandTest {

    private static final List<String> IDS = List.of(
            "driver",
            "pinned-memory",
            "mapped-memory",
            "managed-memory",
            "concurrent-managed-access",
            "cooperative-launch",
            "pinned-budget",
            "resident-memory",
            "triton",
            "cuequivariance",
            "nvml",
            "cuda-ipc",
            "cuda-graphs",
            "matmul-bf16",
            "matmul-fp8",
            "copy-bandwidth",
            "peer-copy");

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return CliMain.run(
                args,
                new CliServices(
                        shots -> List.of(),
                        dev.gpudoctor.parts.Parts.builder()
                                .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    /**
     * Without a driver every JCuda cell is not-probed with the reason; with devices (the GPU
     * machine) every JCuda cell is a verdict on a device with its evidence. Either way the Python
     * rows say the interpreter does not exist. Neither outcome is skipped.
     */
    @Test
    void jsonGivesEveryCellItsOutcomeOnThisMachine() throws Exception {
        int code = run("capabilities", "--json", "--python", "/nonexistent/python3");
        JsonNode root = new ObjectMapper().readTree(out.toString());
        int devices = root.path("devices").size();
        if (devices == 0) {
            assertThat(code).isEqualTo(ExitCodes.OK);
        } else {
            assertThat(code).isIn(ExitCodes.OK, ExitCodes.FINDINGS, ExitCodes.FAILURES);
        }
        List<String> ids = new ArrayList<>();
        for (JsonNode capability : root.path("capabilities")) {
            String id = capability.path("id").asText();
            ids.add(id);
            assertThat(capability.path("title").asText()).isNotBlank();
            boolean jcuda = Capability.ofId(id).orElseThrow().source() == Capability.Source.JCUDA;
            if (!jcuda || devices == 0) {
                assertThat(capability.path("cells")).as(id).hasSize(1);
                JsonNode cell = capability.path("cells").get(0);
                assertThat(cell.path("device").isNull()).isTrue();
                assertThat(cell.path("state").asText()).isEqualTo("not-probed");
                assertThat(cell.path("evidence").isObject()).isTrue();
                assertThat(cell.path("detail").asText())
                        .as(id)
                        .satisfies(detail -> assertThat(
                                        jcuda
                                                ? detail.equals("no NVIDIA driver (libcuda.so.1 not found)")
                                                : detail.startsWith("no Python:"))
                                .as(detail)
                                .isTrue());
            } else {
                assertThat(capability.path("cells"))
                        .as(id + ": one cell per device")
                        .hasSize(devices);
                for (JsonNode cell : capability.path("cells")) {
                    assertThat(cell.path("device").isInt()).as(id).isTrue();
                    assertThat(cell.path("state").asText())
                            .as(id + ": " + cell.path("detail").asText())
                            .isIn("supported", "reported-only", "unsupported", "failed");
                    assertThat(cell.path("detail").asText()).as(id).isNotBlank();
                    assertThat(cell.path("evidence").size())
                            .as(id + " carries its evidence")
                            .isPositive();
                }
            }
        }
        assertThat(ids).containsExactlyElementsOf(IDS);
        assertThat(err.toString()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void textOutputHasOneLinePerCellAndTheDevices() {
        int code = run("capabilities", "--python", "/nonexistent/python3");
        assertThat(code).isIn(ExitCodes.OK, ExitCodes.FINDINGS, ExitCodes.FAILURES);
        assertThat(out.toString()).contains("driver").contains("cuda-ipc").contains("Devices:");
        assertThat(out.toString()).doesNotContain("\tat ");
    }

    @Test
    void aNegativeDeviceIsAUsageError() {
        assertThat(run("capabilities", "--device", "-1")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("--device must be 0 or more");
    }

    @Test
    void helpExplainsTheExitCodes() {
        assertThat(run("capabilities", "--help")).isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).contains("Exit code: 0 every cell supported or not-probed");
    }

    @Test
    void onlyProbesTheNamedCapabilitiesAndRefusesAnUnknownOne() throws Exception {
        int code = run(
                "capabilities", "--json", "--only", "pinned-budget,cuda-graphs", "--python", "/nonexistent/python3");
        JsonNode root = new ObjectMapper().readTree(out.toString());
        List<String> ids = new ArrayList<>();
        root.path("capabilities")
                .forEach(capability -> ids.add(capability.path("id").asText()));
        assertThat(ids).containsExactly("pinned-budget", "cuda-graphs");
        assertThat(code).isIn(ExitCodes.OK, ExitCodes.FINDINGS, ExitCodes.FAILURES);
        assertThat(run("capabilities", "--only", "pinned-budget,nope")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("Unknown capability 'nope'");
    }
}
