package dev.gpudoctor.metrics;

import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.cli.CliMain;
import dev.gpudoctor.cli.CliServices;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.testing.LocalNodeExporter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static dev.gpudoctor.testing.LocalNodeExporter.key;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
        return CliMain.run(args, new CliServices(shots -> List.of(), dev.gpudoctor.parts.Parts.builder().build()),
                new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true));
    }

    @Test
    void everyCheckIsServedWithItsStatusAndActionAndNoScrapeError() throws Exception {
        Path tree = HostTreesAccess.materialise("wsl2-linux-driver", dir.resolve("host"));
        Path file = textfiles.resolve("gpu-doctor.prom");
        long before = Instant.now().getEpochSecond();
        int code = gpuDoctor("check", "--level", "quick", "--host-root", tree.toString(), "--prometheus", file.toString());
        assertThat(code).isEqualTo(2);

        String page = exporter.scrapeText();
        Map<String, Double> metrics = exporter.scrape();
        assertThat(metrics.get(key("node_textfile_scrape_error"))).as(page).isEqualTo(0.0);
        assertThat(page).contains("# HELP gpu_doctor_check_status ", "# TYPE gpu_doctor_check_status gauge",
                "# TYPE gpu_doctor_check_action gauge", "# TYPE gpu_doctor_check_duration_seconds gauge");
        assertThat(metrics.get(key("gpu_doctor_check_status", "check", "wsl", "status", "fail"))).isEqualTo(1.0);
        assertThat(metrics.get(key("gpu_doctor_check_status", "check", "wsl", "status", "pass"))).isEqualTo(0.0);
        assertThat(metrics.get(key("gpu_doctor_check_action", "check", "wsl", "action", "fix-configuration"))).isEqualTo(1.0);
        assertThat(metrics.get(key("gpu_doctor_check_action", "check", "gpu-visible", "action", "none"))).isEqualTo(1.0);
        assertThat(metrics.get(key("gpu_doctor_checks_failed"))).isGreaterThanOrEqualTo(1.0);
        assertThat(metrics.get(key("gpu_doctor_check_last_run_timestamp_seconds"))).isBetween((double) before - 1, before + 120.0);
        // One series per status and per action for every check run, so none vanishes when a verdict changes.
        long statusSeries = metrics.keySet().stream().filter(k -> k.startsWith("gpu_doctor_check_status{")).count();
        long checks = metrics.keySet().stream().filter(k -> k.startsWith("gpu_doctor_check_duration_seconds{")).count();
        assertThat(checks).isGreaterThanOrEqualTo(8);
        assertThat(statusSeries).isEqualTo(checks * 5);
        try (Stream<Path> files = Files.list(textfiles)) {
            assertThat(files.map(p -> p.getFileName().toString())).as("no temp file left behind").doesNotContain(".tmp").allMatch(n -> n.endsWith(".prom"));
        }
        Files.delete(file);
    }

    @Test
    void capabilitiesAreServedPerDeviceWithTheirAction() throws Exception {
        CapabilityMatrix matrix = new CapabilityMatrix(List.of(), List.of(
                new CapabilityRow(Capability.values()[0], List.of(CapabilityCell.failed(0, "no \"context\"\nhere", Map.of()))),
                new CapabilityRow(Capability.values()[1], List.of(CapabilityCell.notProbed(null, "no driver")))));
        Path file = textfiles.resolve("gpu-doctor-capabilities.prom");
        AtomicTextFile.write(file, PrometheusText.of(matrix, Instant.now()));
        Map<String, Double> metrics = exporter.scrape();
        assertThat(metrics.get(key("node_textfile_scrape_error"))).isEqualTo(0.0);
        String first = Capability.values()[0].id();
        assertThat(metrics.get(key("gpu_doctor_capability_state", "capability", first, "device", "0", "state", "failed"))).isEqualTo(1.0);
        assertThat(metrics.get(key("gpu_doctor_capability_action", "capability", first, "device", "0", "action",
                RecommendedAction.RESET_GPU.jsonName()))).isEqualTo(1.0);
        assertThat(metrics.get(key("gpu_doctor_capability_state", "capability", Capability.values()[1].id(), "device", "none",
                "state", "not-probed"))).isEqualTo(1.0);
        Files.delete(file);
    }

    @Test
    void aFailedWriteLeavesTheOldFileWholeAndNoTempFile() throws Exception {
        Path file = textfiles.resolve("gpu-doctor-atomic.prom");
        String good = "# HELP gpu_doctor_probe_ok A test gauge.\n# TYPE gpu_doctor_probe_ok gauge\ngpu_doctor_probe_ok 1\n";
        AtomicTextFile.write(file, good);
        assertThatThrownBy(() -> AtomicTextFile.write(file, out -> {
            out.write("# TYPE gpu_doctor_probe_ok gauge\ngpu_doctor_probe_ok{half=\"");
            throw new IOException("disk full (simulated)");
        })).hasMessageContaining("disk full");
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
