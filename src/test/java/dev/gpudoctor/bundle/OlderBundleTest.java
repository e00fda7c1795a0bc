package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.RunRecord;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bundle of schema 1, written by GPU Doctor before one JSON shape per record (commit dbaeef9, the
 * wsl2-healthy host tree with the planted runs), still opens, and reads in today's shape.
 */
class OlderBundleTest {

    @TempDir
    Path temp;

    private OpenedBundle schema1() throws Exception {
        Path zip = temp.resolve("schema-v1-wsl2.zip");
        try (InputStream in = OlderBundleTest.class.getResourceAsStream("/bundles/schema-v1-wsl2.zip")) {
            Files.copy(in, zip);
        }
        return new BundleReader().open(zip);
    }

    @Test
    void aSchema1BundleOpensInTodaysShape() throws Exception {
        OpenedBundle opened = schema1();
        JsonNode report = opened.report();
        assertThat(report.path("schema_version").asInt())
                .as("the version it was written with")
                .isEqualTo(1);
        assertThat(opened.hostLabel()).isEqualTo("Ubuntu 22.04.3 LTS (wsl2)");
        JsonNode host = report.path("host");
        assertThat(host.path("platform").path("kind").asText()).isEqualTo("wsl2");
        assertThat(host.path("platform").path("evidence").toString()).contains("/dev/dxg present");
        assertThat(host.path("wsl").has("kind")).isFalse();
        assertThat(host.path("os").path("pretty_name").asText()).isEqualTo("Ubuntu 22.04.3 LTS");
        assertThat(host.path("nvidia_smi").path("driver_version").asText()).isNotEmpty();
        assertThat(host.has("nvidiaSmi")).isFalse();
        JsonNode check = report.path("checklist").path("checks").get(0);
        assertThat(check.path("status").asText()).isIn("pass", "warn", "fail", "skip", "error");
        assertThat(check.has("duration_ms")).isTrue();
        assertThat(check.has("durationMs")).isFalse();
    }

    @Test
    void itsRunsAndSummaryReadAsBefore() throws Exception {
        OpenedBundle opened = schema1();
        List<RunRecord> runs = opened.runs();
        assertThat(runs).hasSize(opened.report().path("runs").size()).isNotEmpty();
        assertThat(runs).anyMatch(run -> !run.timingsS().isEmpty());
        assertThat(runs)
                .anyMatch(run -> run.point().conditions() != null
                        && run.point().conditions().gpuName() != null);
        assertThat(opened.summary()).startsWith("# GPU Doctor bug report");
        assertThat(opened.diagnosableText()).contains("==> run");
    }

    @Test
    void aSchema1AndASchema2BundleCompareFactByFact() throws Exception {
        OpenedBundle old = schema1();
        OpenedBundle current = new BundleReader()
                .open(BundleFixture.write(
                        Files.createDirectories(temp.resolve("now")), "wsl2-healthy", temp.resolve("now.zip")));
        HostComparison comparison = HostComparison.of(old, current);
        assertThat(comparison.rows())
                .anyMatch(r -> r.section().equals("host")
                        && r.item().equals("platform")
                        && r.a().equals("wsl2")
                        && !r.differs());
        assertThat(comparison.rows())
                .anyMatch(r -> r.section().equals("host") && r.item().equals("driver") && !r.differs());
    }
}
