package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.capability.BridgeCalls;
import dev.gpudoctor.capability.CapabilityRequest;
import dev.gpudoctor.capability.CapabilityService;
import dev.gpudoctor.capability.ProbeChild;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.checklist.PythonOps;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostFactsReader;
import dev.gpudoctor.host.HostRoot;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.Platform;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One nvml_calls report, three renderings: the checklist's nvml-calls check, the capability
 * matrix's NVML row and both of them inside a bundle's report.json give the same verdict.
 */
class NvmlOneVerdictTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    static final String LIBRARY_MISSING = """
            {"init_error": "NVMLError_LibraryNotFound: NVML Shared Library Not Found", "devices": []}""";
    static final String NOT_SUPPORTED = """
            {"init_error": null, "driver_version": "551.61", "devices": [{"index": 0, "name": "GTX", "calls": [
              {"query": "power limit", "function": "nvmlDeviceGetPowerManagementLimit", "status": "not-supported",
               "error": "NVMLError_NotSupported: Not Supported"},
              {"query": "compute capability", "function": "nvmlDeviceGetCudaComputeCapability", "status": "supported"}]}]}""";
    static final String ALL_FINE = """
            {"init_error": null, "driver_version": "550.54", "devices": [{"index": 0, "name": "RTX", "calls": [
              {"query": "power limit", "function": "nvmlDeviceGetPowerManagementLimit", "status": "supported"},
              {"query": "compute capability", "function": "nvmlDeviceGetCudaComputeCapability", "status": "supported"}]}]}""";

    @TempDir
    Path temp;

    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource({
        "LIBRARY_MISSING, native-no-driver, not-probed, skip",
        "NOT_SUPPORTED, wsl2-healthy, unsupported, warn",
        "ALL_FINE, native-driver, supported, pass",
        // nvidia-smi sees the driver, NVML cannot load: a fault, in both views
        "LIBRARY_MISSING, wsl2-healthy, failed, fail"
    })
    void oneReportGivesOneVerdictEverywhere(String reportName, String tree, String state, String status)
            throws Exception {
        JsonNode report = JSON.readTree(
                (String) NvmlOneVerdictTest.class.getDeclaredField(reportName).get(null));
        Path root = HostTreesAccess.materialise(tree, temp.resolve("trees"));
        Platform platform = new HostFactsReader(HostRoot.of(root), new CommandRunner(), Map.of())
                .read()
                .platform();
        boolean driverSeen = !new HostFactsReader(HostRoot.of(root), new CommandRunner(), Map.of())
                .read()
                .nvidiaSmi()
                .gpus()
                .isEmpty();

        PythonOps ops = new PythonOps() {
            @Override
            public String python() {
                return "/fake/python";
            }

            @Override
            public Answer call(String op, JsonNode params, Duration timeout) {
                return op.equals("nvml_calls")
                        ? new Answer(report, null, 1)
                        : new Answer(
                                null,
                                BridgeFailure.of(FailureReason.MISSING_PACKAGE, "not in this test", List.of()),
                                1);
            }
        };
        ChecklistService checklist = new ChecklistService(Map.of(), new CommandRunner(), request -> ops);
        CheckResult check = checklist
                .run(new ChecklistRequest(List.of(CheckId.NVML_CALLS), null, root, false, false), r -> {})
                .checks()
                .get(0);

        // The matrix sees the driver when its JCuda probes list a device; here a fake stands in for them.
        BridgeCalls bridge = (python, op, params, timeout) -> new BridgeCalls.Answer(report, null);
        CapabilityMatrix matrix = new CapabilityService(
                        fakeProbeChild(driverSeen), bridge, () -> "/fake/python", platform)
                .probe(new CapabilityRequest(Set.of(Capability.DRIVER, Capability.NVML), null, null), row -> {});
        List<CapabilityCell> cells = matrix.rows().stream()
                .filter(row -> row.capability() == Capability.NVML)
                .findFirst()
                .orElseThrow()
                .cells();

        assertThat(cells).extracting(cell -> cell.state().jsonName()).containsOnly(state);
        assertThat(check.status().jsonName()).isEqualTo(status);
        if (cells.size() == 1 && check.status() != CheckStatus.SKIP) {
            assertThat(check.value())
                    .as("the check says what the cell says")
                    .isEqualTo(cells.get(0).detail());
        }

        BundleService bundles = new BundleService(
                checklist,
                new RunHistory(temp.resolve("runs")),
                DiagnosisService.standard(),
                new LogBuffer(10),
                () -> "/fake/python",
                new dev.gpudoctor.bridge.ChildOpRunner(Map.of(), () -> Path.of("python-bridge")),
                new CommandRunner(),
                Map.of(),
                "/home/nobody",
                "nobody",
                new AppVersion("test", "21", "17", "Linux"),
                List.of(new CapabilitiesSection(python -> matrix)));
        Path zip = bundles.create(new BundleOptions(temp.resolve("b.zip"), false, null, root, true), null)
                .file();
        JsonNode written = new BundleReader().open(zip).report();
        JsonNode bundledCheck = null;
        for (JsonNode c : written.path("checklist").path("checks")) {
            if (c.path("id").asText().equals("nvml-calls")) {
                bundledCheck = c;
            }
        }
        assertThat(bundledCheck).as("nvml-calls in the bundle").isNotNull();
        assertThat(bundledCheck.path("status").asText().toLowerCase(java.util.Locale.ROOT))
                .isEqualTo(status);
        JsonNode bundledRow = null;
        for (JsonNode row : written.path("capabilities").path("capabilities")) {
            if (row.path("id").asText().equals(Capability.NVML.id())) {
                bundledRow = row;
            }
        }
        assertThat(bundledRow).as("the NVML row in the bundle").isNotNull();
        assertThat(bundledRow.path("cells"))
                .extracting(cell -> cell.path("state").asText())
                .containsOnly(state);
    }

    @ParameterizedTest(name = "{0} on {1}, the NVML row probed again alone")
    @CsvSource({
        "LIBRARY_MISSING, native-no-driver, not-probed",
        "LIBRARY_MISSING, wsl2-healthy, failed",
        "ALL_FINE, native-driver, supported"
    })
    void probingTheNvmlRowAgainAloneKeepsItsVerdict(String reportName, String tree, String state) throws Exception {
        JsonNode report = JSON.readTree(
                (String) NvmlOneVerdictTest.class.getDeclaredField(reportName).get(null));
        Path root = HostTreesAccess.materialise(tree, temp.resolve("trees"));
        HostFactsReader facts = new HostFactsReader(HostRoot.of(root), new CommandRunner(), Map.of());
        BridgeCalls bridge = (python, op, params, timeout) -> new BridgeCalls.Answer(report, null);
        // "Probe again" on one row asks for that row only: no JCuda probe runs, so the probe child must not be asked.
        ProbeChild unasked = new ProbeChild(List.of("/bin/false"), Duration.ofSeconds(5), new CommandRunner());

        CapabilityMatrix again = new CapabilityService(
                        unasked, bridge, () -> "/fake/python", facts.read().platform(), facts::read)
                .probe(new CapabilityRequest(Set.of(Capability.NVML), null, null), row -> {});

        assertThat(again.rows())
                .singleElement()
                .satisfies(row -> assertThat(row.cells())
                        .extracting(cell -> cell.state().jsonName())
                        .containsOnly(state));
    }

    /** A script standing for the probe child: it lists one device when a driver is there, none otherwise. */
    private ProbeChild fakeProbeChild(boolean driverSeen) throws Exception {
        Path script = temp.resolve("probe-child.sh");
        String devices = driverSeen
                ? "[{\"index\":0,\"name\":\"Fake GPU\",\"compute_capability\":\"8.9\",\"total_memory_bytes\":1024}]"
                : "[]";
        java.nio.file.Files.writeString(
                script,
                "echo '@gpu-doctor-probe {\"type\":\"devices\",\"devices\":" + devices + "}'\n"
                        + "echo '@gpu-doctor-probe {\"type\":\"done\"}'\n");
        return new ProbeChild(List.of("/bin/sh", script.toString()), Duration.ofSeconds(30), new CommandRunner());
    }
}
