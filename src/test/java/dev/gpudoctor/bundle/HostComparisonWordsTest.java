package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 44 item 4: a package that is not installed reads "not installed" (as the checklist says it),
 * in the comparison and in summary.md; free memory that moved by a few per cent between two readings
 * is not a difference, while a version that moved is.
 */
class HostComparisonWordsTest {

    private static final long GIB = 1L << 30;

    private static JsonNode report(String torchCuda, double ramGib, double availableGib, String cueqOps)
            throws Exception {
        return JsonMappers.records().readTree("""
                {"host": {"host_root": "/", "platform": {"kind": "native"},
                          "os": {"pretty_name": "Ubuntu 24.04", "kernel_release": "6.8"},
                          "nvidia_smi": {"locations": [], "gpus": [], "output_tail": [],
                                         "driver_version": "550.54", "cuda_version": "%s"},
                          "memory": {"mem_total_bytes": %d, "shm_bytes": %d}},
                 "python": {"interpreter": "/venv/bin/python", "env": {"python": {"version": "3.12.3"},
                   "versions": {"torch": "2.8.0", "mace-torch": null, "cuequivariance-ops-torch-cu12": %s}}},
                 "checklist": {"checks": [{"id": "memory", "title": "Memory", "status": "pass",
                   "value": "host RAM %.1f of %.1f GiB available; /dev/shm 8.0 GiB"}]}}
                """.formatted(
                        torchCuda,
                        (long) (ramGib * GIB),
                        8 * GIB,
                        cueqOps == null ? "null" : "\"" + cueqOps + "\"",
                        availableGib,
                        ramGib));
    }

    private static ComparisonRow row(HostComparison comparison, String section, String item) {
        return comparison.rows().stream()
                .filter(r -> r.section().equals(section) && r.item().equals(item))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aMissingPackageIsNotInstalledAndMemoryNoiseIsNoDifference() throws Exception {
        OpenedBundle laptop = new OpenedBundle("a.zip", report("12.8", 20.1, 19.6, null), Map.of());
        OpenedBundle again = new OpenedBundle("b.zip", report("12.8", 20.5, 20.1, "0.5.1"), Map.of());

        HostComparison comparison = HostComparison.of(laptop, again);

        ComparisonRow ops = row(comparison, "python", "cuequivariance-ops-torch-cu12");
        assertThat(ops.a()).isEqualTo("not installed");
        assertThat(ops.differs()).isTrue();
        assertThat(row(comparison, "python", "mace-torch").a()).isEqualTo("not installed");
        assertThat(row(comparison, "host", "memory").differs())
                .as("20.1 against 20.5 GiB: 2 %")
                .isFalse();
        assertThat(row(comparison, "checklist", "memory").differs())
                .as("19.6 of 20.1 against 20.1 of 20.5")
                .isFalse();
        assertThat(comparison.differenceCount()).isEqualTo(1);
    }

    @Test
    void memoryThatReallyDiffersAndAnyVersionChangeStillDiffer() throws Exception {
        HostComparison comparison = HostComparison.of(
                new OpenedBundle("a.zip", report("12.8", 16, 15, "0.5.1"), Map.of()),
                new OpenedBundle("b.zip", report("12.6", 32, 30, "0.5.1"), Map.of()));

        assertThat(row(comparison, "host", "memory").differs()).isTrue();
        assertThat(row(comparison, "checklist", "memory").differs()).isTrue();
        assertThat(row(comparison, "host", "CUDA (driver)").differs())
                .as("12.6 against 12.8 is 1.6 %, and another CUDA")
                .isTrue();
        assertThat(HostComparison.withinNoise("PASS — host RAM 19.6 of 20.1 GiB", "WARN — host RAM 19.6 of 20.1 GiB"))
                .isFalse();
    }

    @Test
    void summaryMarkdownSaysNotInstalled() throws Exception {
        String summary = SummaryMarkdown.render(BundleReport.read(report("12.8", 20, 19, null)));

        assertThat(summary).contains("torch 2.8.0, mace-torch not installed").doesNotContain("mace-torch unknown");
    }
}
