package dev.gpudoctor.metrics;

import static dev.gpudoctor.testing.LocalNodeExporter.key;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.build.BuildInfo;
import dev.gpudoctor.checklist.CheckSnapshots;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.cli.CliMain;
import dev.gpudoctor.cli.CliServices;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.testing.LocalNodeExporter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What check --prometheus writes, as a real node_exporter's textfile collector reads and serves it. */
class NodeExporterTextfileTest {

    @TempDir
    static Path dir;

    static Path textfiles;
    static LocalNodeExporter exporter;

    @BeforeAll
    static void start() throws Exception {
        textfiles = Files.createDirectory(dir.resolve("textfiles"));
        exporter = LocalNodeExporter.start(textfiles, dir.resolve("node-exporter.log"));
    }

    @AfterAll
    static void stop() throws Exception {
        exporter.close();
    }

    private static int gpuDoctor(String... args) {
        return CliMain.run(
                args,
                new CliServices(
                        shots -> List.of(), dev.gpudoctor.parts.Parts.builder().build()),
                new PrintWriter(new StringWriter(), true),
                new PrintWriter(new StringWriter(), true));
    }

    @Test
    void everyCheckIsServedWithItsStatusAndActionAndNoScrapeError() throws Exception {
        Path tree = HostTreesAccess.materialise("wsl2-linux-driver", dir.resolve("host"));
        Path file = textfiles.resolve("gpu-doctor.prom");
        long before = Instant.now().getEpochSecond();
        int code =
                gpuDoctor("check", "--level", "quick", "--host-root", tree.toString(), "--prometheus", file.toString());
        assertThat(code).isEqualTo(2);

        String page = exporter.scrapeText();
        Map<String, Double> metrics = exporter.scrape();
        assertThat(metrics.get(key("node_textfile_scrape_error"))).as(page).isEqualTo(0.0);
        assertThat(page)
                .contains(
                        "# HELP gpu_doctor_check_status ",
                        "# TYPE gpu_doctor_check_status gauge",
                        "# TYPE gpu_doctor_check_action gauge",
                        "# TYPE gpu_doctor_check_duration_seconds gauge");
        assertThat(metrics.get(key("gpu_doctor_check_status", "check", "wsl", "status", "fail")))
                .isEqualTo(1.0);
        assertThat(metrics.get(key("gpu_doctor_check_status", "check", "wsl", "status", "pass")))
                .isEqualTo(0.0);
        assertThat(metrics.get(key("gpu_doctor_check_action", "check", "wsl", "action", "fix-configuration")))
                .isEqualTo(1.0);
        assertThat(metrics.get(key("gpu_doctor_check_action", "check", "gpu-visible", "action", "none")))
                .isEqualTo(1.0);
        assertThat(metrics.get(key("gpu_doctor_checks_failed"))).isGreaterThanOrEqualTo(1.0);
        // What it ran on, to join dashboards on (a quick check reads no Python: torch and mace empty), and the GPU by
        // its ids.
        assertThat(metrics.get(key(
                        "gpu_doctor_info",
                        "version",
                        BuildInfo.current().version(),
                        "driver",
                        "537.58",
                        "cuda",
                        "12.2",
                        "torch",
                        "",
                        "mace",
                        "")))
                .as(page)
                .isEqualTo(1.0);
        assertThat(metrics.get(key(
                        "gpu_doctor_gpu_info",
                        "gpu",
                        "0",
                        "uuid",
                        "GPU-b5e386b4-3e71-5837-aca5-80c5914cf07f",
                        "pci_bus_id",
                        "00000000:01:00.0",
                        "name",
                        "NVIDIA GeForce GTX 1650 Ti with Max-Q Design")))
                .as(page)
                .isEqualTo(1.0);
        assertThat(metrics.get(key(
                        "gpu_doctor_gpu_memory_free_mib",
                        "gpu",
                        "0",
                        "uuid",
                        "GPU-b5e386b4-3e71-5837-aca5-80c5914cf07f",
                        "pci_bus_id",
                        "00000000:01:00.0")))
                .as(page)
                .isEqualTo(2764.0);
        assertThat(metrics.get(key("gpu_doctor_check_last_run_timestamp_seconds")))
                .isBetween((double) before - 1, before + 120.0);
        // One series per status and per action for every check run, so none vanishes when a verdict changes.
        long statusSeries = metrics.keySet().stream()
                .filter(k -> k.startsWith("gpu_doctor_check_status{"))
                .count();
        long checks = metrics.keySet().stream()
                .filter(k -> k.startsWith("gpu_doctor_check_duration_seconds{"))
                .count();
        assertThat(checks).isGreaterThanOrEqualTo(8);
        assertThat(statusSeries).isEqualTo(checks * 5);
        try (Stream<Path> files = Files.list(textfiles)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .as("no temp file left behind")
                    .doesNotContain(".tmp")
                    .allMatch(n -> n.endsWith(".prom"));
        }
        Files.delete(file);
    }

    @Test
    void capabilitiesAreServedPerDeviceWithTheirAction() throws Exception {
        CapabilityMatrix matrix = new CapabilityMatrix(
                List.of(new dev.gpudoctor.model.GpuDevice(
                        0,
                        "NVIDIA H200",
                        "9.0",
                        150_000_000_000L,
                        "GPU-5b7bd6a0-1c2d-3e4f-5a6b-7c8d9e0f1a2b",
                        "00000000:84:00.0")),
                List.of(
                        new CapabilityRow(
                                Capability.values()[0],
                                List.of(CapabilityCell.failed(0, "no \"context\"\nhere", Map.of()))),
                        new CapabilityRow(Capability.values()[1], List.of(CapabilityCell.notProbed(null, "no driver"))),
                        new CapabilityRow(
                                Capability.MATMUL_BF16,
                                List.of(new CapabilityCell(
                                        0,
                                        dev.gpudoctor.model.CapabilityState.SUPPORTED,
                                        "793 TFLOPS",
                                        Map.of(
                                                "tflops",
                                                793.45,
                                                "percent_of_peak",
                                                80.2,
                                                "peak_name",
                                                "H200 SXM dense BF16"))))));
        Path file = textfiles.resolve("gpu-doctor-capabilities.prom");
        AtomicTextFile.write(file, PrometheusText.of(matrix, Instant.now()));
        Map<String, Double> metrics = exporter.scrape();
        assertThat(metrics.get(key("node_textfile_scrape_error"))).isEqualTo(0.0);
        String first = Capability.values()[0].id();
        assertThat(metrics.get(key(
                        "gpu_doctor_capability_action",
                        "capability",
                        first,
                        "device",
                        "0",
                        "action",
                        RecommendedAction.RESET_GPU.jsonName(),
                        "pci_bus_id",
                        "00000000:84:00.0",
                        "uuid",
                        "GPU-5b7bd6a0-1c2d-3e4f-5a6b-7c8d9e0f1a2b")))
                .isEqualTo(1.0);
        assertThat(metrics.get(key(
                        "gpu_doctor_capability_state",
                        "capability",
                        Capability.values()[1].id(),
                        "device",
                        "none",
                        "state",
                        "not-probed",
                        "pci_bus_id",
                        "",
                        "uuid",
                        "")))
                .isEqualTo(1.0);
        assertThat(metrics.get(key(
                        "gpu_doctor_capability_percent_of_peak",
                        "capability",
                        "matmul-bf16",
                        "device",
                        "0",
                        "peak",
                        "H200 SXM dense BF16",
                        "pci_bus_id",
                        "00000000:84:00.0",
                        "uuid",
                        "GPU-5b7bd6a0-1c2d-3e4f-5a6b-7c8d9e0f1a2b")))
                .isEqualTo(80.2);
        // per-GPU labels as gpu_doctor_gpu_info has them, so a dashboard joins on uuid or pci_bus_id
        assertThat(metrics.get(key(
                        "gpu_doctor_capability_state",
                        "capability",
                        first,
                        "device",
                        "0",
                        "state",
                        "failed",
                        "pci_bus_id",
                        "00000000:84:00.0",
                        "uuid",
                        "GPU-5b7bd6a0-1c2d-3e4f-5a6b-7c8d9e0f1a2b")))
                .isEqualTo(1.0);
        Files.delete(file);
    }

    @Test
    void versionsComeFromPythonEnvAndHostileGpuTextStaysOneLabelOnOneLine() throws Exception {
        HostFacts.Gpu gpu = new HostFacts.Gpu(
                "0000:41:00.0\u2028x",
                "Evil\nGPU \"q\" \u2029\u202Egnp.exe\u0085end",
                "GPU-1\r\n# TYPE x",
                null,
                80_000L,
                1L,
                79_999L,
                null,
                List.of());
        HostFacts host = new HostFacts(
                "/",
                null,
                new Platform(Platform.Kind.NATIVE_LINUX, List.of()),
                null,
                null,
                new HostFacts.NvidiaSmi(List.of(), "ran", null, "580.1\n2", "13.0", List.of(gpu), List.of()),
                null,
                Map.of(),
                "process",
                List.of(),
                null,
                null);
        CheckResult pythonEnv = new CheckResult(
                CheckId.PYTHON_ENV,
                "Python",
                CheckStatus.PASS,
                "torch 2.11.0",
                "",
                "",
                List.of("torch: 2.11.0", "mace-torch: not installed"),
                10,
                RecommendedAction.NONE);
        ChecklistReport report = new ChecklistReport(host, List.of(pythonEnv));
        Instant now = Instant.now();
        Path file = textfiles.resolve("gpu-doctor-hostile.prom");
        AtomicTextFile.write(
                file,
                PrometheusText.of(
                        report, now, "1.0", CheckSnapshots.of(report, "", now).versions()));
        try {
            String page = exporter.scrapeText();
            Map<String, Double> metrics = exporter.scrape();
            assertThat(metrics.get(key("node_textfile_scrape_error"))).as(page).isEqualTo(0.0);
            assertThat(metrics.get(key(
                            "gpu_doctor_info",
                            "version",
                            "1.0",
                            "driver",
                            "580.1 2",
                            "cuda",
                            "13.0",
                            "torch",
                            "2.11.0",
                            "mace",
                            "")))
                    .as(page)
                    .isEqualTo(1.0);
            List<String> gpuLines = page.lines()
                    .filter(l -> l.startsWith("gpu_doctor_gpu_info{"))
                    .toList();
            assertThat(gpuLines).as(page).hasSize(1);
            assertThat(gpuLines.get(0))
                    .contains("gpu=\"0\"", "pci_bus_id=\"0000:41:00.0 x\"", "uuid=\"GPU-1 # TYPE x\"")
                    .doesNotContain("\u2028", "\u2029", "\u202E", "\u0085")
                    .endsWith(" 1");
            assertThat(page.lines())
                    .as("no line of ours begins inside a label")
                    .noneMatch(l -> l.startsWith("# TYPE x"));
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void aFailedWriteLeavesTheOldFileWholeAndNoTempFile() throws Exception {
        Path file = textfiles.resolve("gpu-doctor-atomic.prom");
        String good =
                "# HELP gpu_doctor_probe_ok A test gauge.\n# TYPE gpu_doctor_probe_ok gauge\ngpu_doctor_probe_ok 1\n";
        AtomicTextFile.write(file, good);
        assertThatThrownBy(() -> AtomicTextFile.write(file, out -> {
                    out.write("# TYPE gpu_doctor_probe_ok gauge\ngpu_doctor_probe_ok{half=\"");
                    throw new IOException("disk full (simulated)");
                }))
                .hasMessageContaining("disk full");
        assertThat(Files.readString(file)).isEqualTo(good);
        try (Stream<Path> files = Files.list(textfiles)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("gpu-doctor-atomic.prom");
        }
        Map<String, Double> metrics = exporter.scrape();
        assertThat(metrics.get(key("node_textfile_scrape_error"))).isEqualTo(0.0);
        assertThat(metrics.get(key("gpu_doctor_probe_ok"))).isEqualTo(1.0);
        Files.delete(file);
    }

    /** The oracle can fail: a sample with a client-side timestamp makes node_exporter reject the file. */
    @Test
    void aFileWithATimestampIsRejectedWhole() throws Exception {
        Path file = textfiles.resolve("gpu-doctor-stamped.prom");
        AtomicTextFile.write(file, "# TYPE gpu_doctor_probe_ok gauge\ngpu_doctor_probe_ok 1 1700000000000\n");
        try {
            Map<String, Double> metrics = exporter.scrape();
            assertThat(metrics.get(key("node_textfile_scrape_error"))).isEqualTo(1.0);
            assertThat(metrics).doesNotContainKey(key("gpu_doctor_probe_ok"));
        } finally {
            Files.delete(file);
        }
    }
}
