package dev.gpudoctor.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class SweepVerdictTest {

    private static SweepPoint point(String config, String structure, int atoms, double median, double firstCall) {
        return new SweepPoint(
                config,
                structure,
                atoms,
                new StepStats(median, median, median, median, median),
                firstCall,
                atoms / median,
                null,
                true,
                null,
                null);
    }

    @Test
    void whereCueqLosesOnSmallSystemsTheLineSaysFromWhichSizeItPays() {
        List<SweepPoint> points = List.of(
                point("cuda", "water-32", 96, 0.036, 3),
                point("cuda", "water-512", 1536, 0.167, 3),
                point("cuda", "water-2048", 6144, 0.561, 3),
                point("cuda+cueq", "water-32", 96, 0.059, 40),
                point("cuda+cueq", "water-512", 1536, 0.190, 41),
                point("cuda+cueq", "water-2048", 6144, 0.466, 41));
        assertThat(SweepVerdict.of(points, "cuda"))
                .isEqualTo("cuda+cueq is 1.2× faster than cuda at 6144 atoms; first call 41 s "
                        + "(kernel compilation). cuEq pays on cuda from 6,144 atoms (slower up to 1,536)");
    }

    @Test
    void theFastestOtherConfigurationAtTheLargestSharedSizeWithItsFirstCall() {
        List<SweepPoint> points = List.of(
                point("cuda", "water-32", 96, 0.010, 3),
                point("cuda", "water-170", 512, 0.079, 3.5),
                point("cuda+cueq", "water-32", 96, 0.004, 40),
                point("cuda+cueq", "water-170", 512, 0.010, 41),
                point("cpu", "water-32", 96, 0.2, 0.4));

        assertThat(SweepVerdict.of(points, "cuda"))
                .isEqualTo("cuda+cueq is 7.9× faster than cuda at 512 atoms; first call 41 s (kernel compilation)");
        assertThat(SweepVerdict.of(points, "cuda+cueq"))
                .isEqualTo("cuda is 7.9× slower than cuda+cueq at 512 atoms; first call 3.5 s (kernel compilation)");
    }

    @Test
    void oneConfigurationOrNothingSaysSo() {
        assertThat(SweepVerdict.of(List.of(), null)).isEqualTo("Nothing to compare yet: pick runs or run a sweep.");
        assertThat(SweepVerdict.of(List.of(point("cpu", "h2o", 3, 0.025, 0.8)), "cpu"))
                .isEqualTo(
                        "Only cpu here: median step 25.0 ms at 3 atoms; first call 800 ms. Add another configuration to compare.");
        assertThat(SweepVerdict.of(List.of(SweepPoint.failed("cuda", "h2o", "crashed-by-signal", "SIGSEGV")), "cuda"))
                .isEqualTo("No run finished: cuda failed (crashed-by-signal).");
    }

    @Test
    void aConfigurationThatRanOutOfGpuMemorySaysWhereAndHowFarAnotherWent() {
        List<SweepPoint> points = List.of(
                point("cuda", "water-2048", 6144, 1.025, 3),
                SweepPoint.failed(
                        "cuda",
                        "water-3334",
                        "out-of-memory",
                        "OutOfMemoryError: CUDA out of memory. Tried to allocate 14.51 GiB."),
                SweepPoint.failed(
                        "cuda",
                        "water-6667",
                        SweepPoint.NOT_ATTEMPTED,
                        "Not attempted: cuda stopped at water-3334 (out-of-memory)."),
                point("cuda+cueq", "water-2048", 6144, 0.426, 3),
                point("cuda+cueq", "water-3334", 10002, 0.714, 4.5),
                point("cuda+cueq", "water-6667", 20001, 1.234, 8.8));

        assertThat(SweepVerdict.of(points, "cuda"))
                .isEqualTo(
                        "cuda+cueq is 2.4× faster than cuda at 6144 atoms; first call 3.0 s. "
                                + "cuda ran out of GPU memory at water-3334; cuda+cueq ran it (10,002 atoms) and up to 20,001 atoms");
        // A crash or a timeout is no size limit: nothing is said of memory.
        assertThat(SweepVerdict.of(
                        List.of(
                                point("cuda", "water-8", 24, 0.04, 3),
                                SweepPoint.failed(
                                        "cuda",
                                        "water-32",
                                        "timed-out",
                                        "The bridge did not answer 'mace_run' within 120 s.")),
                        "cuda"))
                .doesNotContain("memory");
    }

    @Test
    void theH200SweepKeptBeforeOutOfMemoryHadItsOwnNameReadsTheSame() throws Exception {
        // arch:large on an H200 (docs/gpu-results/2026-11-27b-h200): e3nn stopped at 10,002 atoms, kept as op-error.
        JsonNode sweep = JsonMappers.records()
                .readTree(Path.of("docs/gpu-results/2026-11-27b-h200/bench-gpu-large.json")
                        .toFile());
        List<SweepPoint> points =
                JsonMappers.records().convertValue(sweep.get("points"), new TypeReference<List<SweepPoint>>() {});
        assertThat(points.stream()
                        .filter(p -> "water-3334".equals(p.structure()) && "cuda".equals(p.config()))
                        .findFirst()
                        .orElseThrow()
                        .failureReason())
                .isEqualTo("op-error");

        assertThat(SweepVerdict.of(points, "cuda"))
                .endsWith(
                        "cuda ran out of GPU memory at water-3334; cuda+cueq ran it (10,002 atoms) and up to 20,001 atoms");
    }
}
