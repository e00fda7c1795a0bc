package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CueqBreakEvenTest {

    @Test
    void theH100SweepsBreakEvenBetweenTheLastSlowerAndTheFirstFasterSize(@TempDir Path scratch) {
        List<RunRecord> runs = RecordedH100Runs.all(scratch).stream()
                .sorted(java.util.Comparator.comparing(RunRecord::createdAt))
                .toList();
        List<SweepPoint> small = runs.stream()
                .filter(r -> r.model().equals("arch:small"))
                .map(RunRecord::point)
                .toList();
        List<CueqBreakEven> found = CueqBreakEven.of(small);
        assertThat(found).hasSize(1);
        CueqBreakEven small0 = found.get(0);
        assertThat(small0.device()).isEqualTo("cuda");
        assertThat(small0.slowerAtoms()).isEqualTo(1536); // 0.167 s e3nn vs 0.190 s cuEq
        assertThat(small0.breakEvenAtoms()).isEqualTo(3072); // 0.338 vs 0.321
        assertThat(small0.largestAtoms()).isEqualTo(20001);
        assertThat(small0.speedupAtLargest()).isCloseTo(1.584 / 1.450, within(0.01));
        // In the order they ran: each configuration's process paid its set-up on water-1 (3 atoms).
        assertThat(small0.sentence())
                .isEqualTo(
                        "cuEq pays on cuda from 3,072 atoms (slower up to 1,536); 1.1× faster than e3nn at 20,001 atoms; "
                                + "its first call took 5.8 s longer than e3nn's (3 atoms, the set-up of its kernels), won back after 44 steps at 20,001 atoms");

        List<SweepPoint> medium = runs.stream()
                .filter(r -> r.model().equals("arch:medium"))
                .map(RunRecord::point)
                .toList();
        CueqBreakEven medium1 = CueqBreakEven.of(medium).get(0);
        assertThat(medium1.largestAtoms()).isEqualTo(6144); // e3nn failed at 10,002: only shared sizes count
        assertThat(medium1.speedupAtLargest()).isGreaterThan(1.4);
    }

    @Test
    void neverPayingAndAlwaysPayingAreSaidPlainly() {
        List<SweepPoint> never = List.of(
                point("cuda", "a", 100, 0.01),
                point("cuda+cueq", "a", 100, 0.02),
                point("cuda", "b", 1000, 0.05),
                point("cuda+cueq", "b", 1000, 0.06));
        assertThat(CueqBreakEven.of(never).get(0).sentence())
                .isEqualTo("cuEq never paid on cuda up to 1,000 atoms (1.2× slower than e3nn at 1,000 atoms)");
        List<SweepPoint> always = List.of(point("cuda:1", "a", 100, 0.02), point("cuda:1+cueq", "a", 100, 0.01));
        assertThat(CueqBreakEven.of(always).get(0).sentence())
                .startsWith("cuEq paid on cuda:1 at every size, from 100 atoms; 2.0× faster");
        assertThat(CueqBreakEven.of(List.of(point("cuda", "a", 100, 0.02)))).isEmpty();
    }

    private static SweepPoint point(String config, String structure, int atoms, double median) {
        return new SweepPoint(
                config,
                structure,
                atoms,
                new dev.gpudoctor.model.StepStats(median, median, median, median, median),
                median,
                atoms / median,
                null,
                true,
                null,
                null);
    }

    @Test
    void theH200SaysWhatCuEqsFirstCallCostsAndWhenItIsWonBack(@TempDir Path scratch) throws Exception {
        // docs/gpu-results/2026-11-27-h200: one bench, arch:medium, cuda then cuda+cueq, each on water-512 then c-5832.
        Path copy = java.nio.file.Files.createDirectories(scratch.resolve("runs"));
        try (var files = java.nio.file.Files.list(Path.of("docs/gpu-results/2026-11-27-h200/runs"))) {
            for (Path file : files.toList()) {
                java.nio.file.Files.copy(file, copy.resolve(file.getFileName()));
            }
        }
        List<SweepPoint> points = new dev.gpudoctor.history.RunHistory(copy)
                .list().runs().stream()
                        .sorted(java.util.Comparator.comparing(RunRecord::createdAt))
                        .map(RunRecord::point)
                        .toList();
        assertThat(points).extracting(SweepPoint::config).containsExactly("cuda", "cuda", "cuda+cueq", "cuda+cueq");

        CueqBreakEven found = CueqBreakEven.of(points).get(0);
        // First calls on water-512 (1,536 atoms): 11.61 s with cuEq, 1.74 s without.
        assertThat(found.firstCallAtoms()).isEqualTo(1536);
        assertThat(found.firstCallExtraS()).isCloseTo(9.87, within(0.01));
        // At 5,832 atoms a step is 1.046 s with e3nn, 0.620 s with cuEq: 0.426 s saved, 9.87 s won back after 24 steps.
        assertThat(found.paysBackSteps()).isEqualTo(24);
        assertThat(found.sentence())
                .endsWith("its first call took 9.9 s longer than e3nn's (1,536 atoms, the set-up of its kernels), "
                        + "won back after 24 steps at 5,832 atoms");
    }

    @Test
    void aFirstCallIsComparedOnlyOnTheStructureBothRanFirst() {
        List<SweepPoint> points = List.of(
                point("cuda", "a", 100, 0.02), point("cuda+cueq", "b", 1000, 0.01), point("cuda+cueq", "a", 100, 0.01));
        CueqBreakEven found = CueqBreakEven.of(points).get(0);
        assertThat(found.firstCallExtraS()).isNaN();
        assertThat(found.paysBackSteps()).isEqualTo(-1);
        assertThat(found.sentence()).doesNotContain("first call");
    }
}
