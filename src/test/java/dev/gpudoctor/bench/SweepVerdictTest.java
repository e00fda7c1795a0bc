package dev.gpudoctor.bench;

import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SweepVerdictTest {

    private static SweepPoint point(String config, String structure, int atoms, double median, double firstCall) {
        return new SweepPoint(config, structure, atoms, new StepStats(median, median, median, median, median), firstCall,
                atoms / median, null, true, null, null);
    }

    @Test
    void whereCueqLosesOnSmallSystemsTheLineSaysFromWhichSizeItPays() {
        List<SweepPoint> points = List.of(
                point("cuda", "water-32", 96, 0.036, 3), point("cuda", "water-512", 1536, 0.167, 3),
                point("cuda", "water-2048", 6144, 0.561, 3),
                point("cuda+cueq", "water-32", 96, 0.059, 40), point("cuda+cueq", "water-512", 1536, 0.190, 41),
                point("cuda+cueq", "water-2048", 6144, 0.466, 41));
        assertThat(SweepVerdict.of(points, "cuda")).isEqualTo("cuda+cueq is 1.2× faster than cuda at 6144 atoms; first call 41 s "
                + "(kernel compilation). cuEq pays on cuda from 6,144 atoms (slower up to 1,536)");
    }

    @Test
    void theFastestOtherConfigurationAtTheLargestSharedSizeWithItsFirstCall() {
        List<SweepPoint> points = List.of(
                point("cuda", "water-32", 96, 0.010, 3), point("cuda", "water-170", 512, 0.079, 3.5),
                point("cuda+cueq", "water-32", 96, 0.004, 40), point("cuda+cueq", "water-170", 512, 0.010, 41),
                point("cpu", "water-32", 96, 0.2, 0.4));

        assertThat(SweepVerdict.of(points, "cuda"))
                .isEqualTo("cuda+cueq is 7.9× faster than cuda at 512 atoms; first call 41 s (kernel compilation)");
        assertThat(SweepVerdict.of(points, "cuda+cueq")).isEqualTo("cuda is 7.9× slower than cuda+cueq at 512 atoms; first call 3.5 s (kernel compilation)");
    }

    @Test
    void oneConfigurationOrNothingSaysSo() {
        assertThat(SweepVerdict.of(List.of(), null)).isEqualTo("Nothing to compare yet: pick runs or run a sweep.");
        assertThat(SweepVerdict.of(List.of(point("cpu", "h2o", 3, 0.025, 0.8)), "cpu"))
                .isEqualTo("Only cpu here: median step 25.0 ms at 3 atoms; first call 800 ms. Add another configuration to compare.");
        assertThat(SweepVerdict.of(List.of(SweepPoint.failed("cuda", "h2o", "crashed-by-signal", "SIGSEGV")), "cuda"))
                .isEqualTo("No run finished: cuda failed (crashed-by-signal).");
    }
}
