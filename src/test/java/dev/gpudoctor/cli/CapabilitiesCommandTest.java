package dev.gpudoctor.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The real path end to end on this driverless machine: CLI → probe child JVM → JCuda finds no
 * libcuda.so.1 → not-probed cells; the Python probes in an interpreter that does not exist are
 * not-probed for that reason. Nothing is faked.
 */
class CapabilitiesCommandTest {

    private static final List<String> IDS = List.of("driver", "pinned-memory", "mapped-memory", "managed-memory",
            "concurrent-managed-access", "cooperative-launch", "triton", "cuequivariance", "nvml", "cuda-ipc");

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return CliMain.run(args, new CliServices(shots -> List.of(), RunCommandTest.runServiceWithoutBridge()),
                new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void jsonWithoutADriverIsAllNotProbedWithReasons() throws Exception {
        int code = run("capabilities", "--json", "--python", "/nonexistent/python3");
        JsonNode root = new ObjectMapper().readTree(out.toString());
        assumeTrue(root.path("devices").isEmpty(), "this machine has a CUDA device");
        assertThat(code).isEqualTo(ExitCodes.OK);
        List<String> ids = new ArrayList<>();
        for (JsonNode capability : root.path("capabilities")) {
            ids.add(capability.path("id").asText());
            assertThat(capability.path("title").asText()).isNotBlank();
            JsonNode cell = capability.path("cells").get(0);
            assertThat(capability.path("cells")).hasSize(1);
            assertThat(cell.path("device").isNull()).isTrue();
            assertThat(cell.path("state").asText()).isEqualTo("not-probed");
            assertThat(cell.path("evidence").isObject()).isTrue();
            String detail = cell.path("detail").asText();
            if (IDS.indexOf(capability.path("id").asText()) < 6) {
                assertThat(detail).isEqualTo("no NVIDIA driver (libcuda.so.1 not found)");
            } else {
                assertThat(detail).startsWith("no Python:");
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
}
