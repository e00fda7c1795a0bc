package dev.gpudoctor.speed;

import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class CueqBreakEvenTest {

    @Test
    void theH100SweepsBreakEvenBetweenTheLastSlowerAndTheFirstFasterSize(@TempDir Path scratch) {
        List<RunRecord> runs = RecordedH100Runs.all(scratch);
        List<SweepPoint> small = runs.stream().filter(r -> r.model().equals("arch:small")).map(RunRecord::point).toList();
        List<CueqBreakEven> found = CueqBreakEven.of(small);
        assertThat(found).hasSize(1);
        CueqBreakEven small0 = found.get(0);
        assertThat(small0.device()).isEqualTo("cuda");
        assertThat(small0.slowerAtoms()).isEqualTo(1536); // 0.167 s e3nn vs 0.190 s cuEq
        assertThat(small0.breakEvenAtoms()).isEqualTo(3072); // 0.338 vs 0.321
        assertThat(small0.largestAtoms()).isEqualTo(20001);
        assertThat(small0.speedupAtLargest()).isCloseTo(1.584 / 1.450, within(0.01));
        assertThat(small0.sentence()).isEqualTo("cuEq pays on cuda from 3,072 atoms (slower up to 1,536); 1.1× faster than e3nn at 20,001 atoms");

        List<SweepPoint> medium = runs.stream().filter(r -> r.model().equals("arch:medium")).map(RunRecord::point).toList();
        CueqBreakEven medium1 = CueqBreakEven.of(medium).get(0);
        assertThat(medium1.largestAtoms()).isEqualTo(6144); // e3nn failed at 10,002: only shared sizes count
        assertThat(medium1.speedupAtLargest()).isGreaterThan(1.4);
    }

    @Test
    void neverPayingAndAlwaysPayingAreSaidPlainly() {
        List<SweepPoint> never = List.of(point("cuda", "a", 100, 0.01), point("cuda+cueq", "a", 100, 0.02),
                point("cuda", "b", 1000, 0.05), point("cuda+cueq", "b", 1000, 0.06));
        assertThat(CueqBreakEven.of(never).get(0).sentence()).isEqualTo("cuEq never paid on cuda up to 1,000 atoms (1.2× slower than e3nn at 1,000 atoms)");
        List<SweepPoint> always = List.of(point("cuda:1", "a", 100, 0.02), point("cuda:1+cueq", "a", 100, 0.01));
        assertThat(CueqBreakEven.of(always).get(0).sentence()).startsWith("cuEq paid on cuda:1 at every size, from 100 atoms; 2.0× faster");
        assertThat(CueqBreakEven.of(List.of(point("cuda", "a", 100, 0.02)))).isEmpty();
    }

    private static SweepPoint point(String config, String structure, int atoms, double median) {
        return new SweepPoint(config, structure, atoms, new dev.gpudoctor.model.StepStats(median, median, median, median, median),
                median, atoms / median, null, true, null, null);
    }
}
