package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.capability.BridgeCalls;
import dev.gpudoctor.capability.CapabilityRequest;
import dev.gpudoctor.capability.CapabilityService;
import dev.gpudoctor.capability.GpuSniff;
import dev.gpudoctor.capability.ProbeChild;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.sniff.SniffReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 43 item 4: one bundle asks for the same GPU probes twice, the checklist (its gpu-outlier sniff and nvml-calls
 * check) and the capability matrix (its matmul-bf16, copy-bandwidth and NVML rows), and each ran in a child of its own:
 * two measurements of one GPU seconds apart, twice the time. Inside a bundle each now runs once and both consumers get
 * its answer. Real children of a real {@link ChildOpRunner}; the bridge is a stand-in {@code gpudoctor_bridge} module
 * (real python3, the real protocol) that writes each op it is asked to a file, so the test counts real child runs.
 */
class ProbesRunOnceInABundleTest {

    private static final String GEMM =
            "{\"cells\": [{\"device\": 0, \"state\": \"supported\", \"detail\": \"BF16 matmul: 700.0 TFLOPS\","
                    + " \"evidence\": {\"gpu\": \"NVIDIA H100 80GB HBM3\", \"tflops\": 700.0}}]}";
    private static final String COPY =
            "{\"cells\": [{\"device\": 0, \"state\": \"supported\", \"detail\": \"copies\", \"evidence\":"
                    + " {\"gpu\": \"NVIDIA H100 80GB HBM3\", \"d2d_gbps\": 1300.0, \"h2d_pinned_gbps\": 24.0}}]}";
    private static final String NVML =
            "{\"init_error\": null, \"driver_version\": \"550.54\", \"devices\": [{\"index\": 0,"
                    + " \"name\": \"RTX\", \"calls\": [{\"query\": \"power limit\", \"function\": \"nvmlDeviceGetPowerManagementLimit\","
                    + " \"status\": \"supported\"}]}]}";

    @TempDir
    Path temp;

    private Path calls;
    private ChildOpRunner children;
    private ProbeChild probeChild;

    @BeforeEach
    void fakeBridge() throws Exception {
        calls = temp.resolve("ops.calls");
        Path module = Files.createDirectories(temp.resolve("bridge/gpudoctor_bridge"));
        Files.writeString(module.resolve("__init__.py"), "");
        Files.writeString(module.resolve("__main__.py"), """
                import json, sys
                ANSWERS = {"matmul_probe": json.loads('%s'), "copy_bandwidth_probe": json.loads('%s'), "nvml_calls": json.loads('%s')}
                out = sys.stdout
                out.write(json.dumps({"type": "hello", "protocol": 1, "pid": 1, "bridge_version": "test",
                                      "python": {"version": "3", "executable": sys.executable, "implementation": "CPython"}}) + "\\n")
                out.flush()
                for line in sys.stdin:
                    request = json.loads(line)
                    op = request["op"]
                    if op == "shutdown":
                        out.write(json.dumps({"type": "result", "id": request["id"], "result": {}}) + "\\n")
                        out.flush()
                        break
                    with open(%s, "a") as f:
                        f.write(op + " " + json.dumps(request.get("params") or {}, sort_keys=True) + "\\n")
                    if op in ANSWERS:
                        out.write(json.dumps({"type": "result", "id": request["id"], "result": ANSWERS[op]}) + "\\n")
                    else:
                        out.write(json.dumps({"type": "error", "id": request["id"],
                                              "error": {"kind": "unknown-op", "message": "not in this test"}}) + "\\n")
                    out.flush()
                """.formatted(GEMM, COPY, NVML, "'" + calls + "'"));
        children = new ChildOpRunner(Map.of("PATH", System.getenv("PATH")), () -> temp.resolve("bridge"));
        probeChild = probeChild();
    }

    private List<String> asked() throws Exception {
        return Files.exists(calls) ? Files.readAllLines(calls) : List.of();
    }

    /** The probe child stands in with one device listed, so the matrix's NVML row is judged as on a machine with a driver. */
    private ProbeChild probeChild() throws Exception {
        Path script = Files.writeString(
                temp.resolve("probe-child.sh"),
                "echo '@gpu-doctor-probe {\"type\":\"devices\",\"devices\":"
                        + "[{\"index\":0,\"name\":\"Fake GPU\",\"compute_capability\":\"9.0\",\"total_memory_bytes\":1024}]}'\n"
                        + "echo '@gpu-doctor-probe {\"type\":\"done\"}'\n");
        return new ProbeChild(List.of("/bin/sh", script.toString()), Duration.ofSeconds(60), new CommandRunner());
    }

    /** What a standard bundle asks of the bridge: the checklist's sniff and NVML report, then the capability matrix. */
    private CapabilityMatrix checklistThenMatrix() throws InterruptedException {
        BridgeCalls bridge = BridgeCalls.of(children);
        SniffReport sniff = new GpuSniff(bridge, Platform.unknown("test")).measure("python3", null);
        assertThat(sniff.gpus())
                .as("%s", sniff.notMeasured())
                .singleElement()
                .satisfies(gpu -> assertThat(gpu.gemmBf16Tflops()).isEqualTo(700.0));
        bridge.call(
                "python3",
                "nvml_calls",
                dev.gpudoctor.json.JsonMappers.records().createObjectNode(),
                Duration.ofSeconds(60));
        return new CapabilityService(probeChild, bridge, () -> "python3", Platform.unknown("test"))
                .probe(
                        new CapabilityRequest(
                                Set.of(
                                        Capability.DRIVER,
                                        Capability.NVML,
                                        Capability.MATMUL_BF16,
                                        Capability.COPY_BANDWIDTH),
                                null,
                                "python3"),
                        row -> {});
    }

    @Test
    void withoutABundleEachAskerRunsItsOwnChild() throws Exception {
        checklistThenMatrix();

        assertThat(asked())
                .containsExactly(
                        "matmul_probe {\"dtype\": \"bf16\"}",
                        "copy_bandwidth_probe {}",
                        "nvml_calls {}",
                        "nvml_calls {}",
                        "matmul_probe {\"dtype\": \"bf16\"}",
                        "copy_bandwidth_probe {}");
    }

    @Test
    void aBundleRunsEachProbeOnceAndBothHalvesGetItsAnswer() throws Exception {
        Path root = HostTreesAccess.materialise("native-driver", temp.resolve("tree"));
        BundleService bundles = new BundleService(
                new ChecklistService(Map.of(), new CommandRunner(), r -> null),
                new RunHistory(temp.resolve("runs")),
                DiagnosisService.standard(),
                new LogBuffer(10),
                () -> "python3",
                children,
                new CommandRunner(),
                Map.of(),
                "/home/nobody",
                "nobody",
                new AppVersion("test", "21", "17", "Linux"),
                List.of(new CapabilitiesSection(python -> checklistThenMatrix())));

        Path zip = bundles.create(new BundleOptions(temp.resolve("b.zip"), false, "python3", root, true), null)
                .file();

        assertThat(asked())
                .containsExactly("matmul_probe {\"dtype\": \"bf16\"}", "copy_bandwidth_probe {}", "nvml_calls {}");
        // The matrix in the bundle carries the figure the one child measured.
        JsonNode report = new BundleReader().open(zip).report();
        JsonNode gemm = null;
        for (JsonNode row : report.path("capabilities").path("capabilities")) {
            if (row.path("id").asText().equals(Capability.MATMUL_BF16.id())) {
                gemm = row;
            }
        }
        assertThat(gemm).as("the matmul-bf16 row").isNotNull();
        assertThat(gemm.path("cells").get(0).path("state").asText()).isEqualTo("supported");

        // Past the bundle nothing is kept: a later probe measures again.
        checklistThenMatrix();
        assertThat(asked()).hasSize(3 + 6);
    }
}
