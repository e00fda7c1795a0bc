package dev.gpudoctor.speed;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.RunRecord;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Issue 40 item 4 (stress): where the run's own split shows the stress at 15 % of the ASE step or more, the
 * verdict names it with its gain, from the run's figures alone. The runs are the H200's (2026-11-26).
 */
class StressCostTest {

    private static final Path RUNS = Path.of("docs/gpu-results/2026-11-26-h200/runs");

    private static RunRecord run(String file) throws Exception {
        return RunHistory.readFile(RUNS.resolve(file));
    }

    @Test
    void mediumCueqOnDiamondNamesTheStressWithItsGain() throws Exception {
        // ASE step 577 ms; the model alone 8.34 µs/atom without stress, 45.2 with: stress 36.8 µs × 5,832 atoms = 215
        // ms.
        RunRecord medium = run("20261126-062126-006-1dce.json");
        StressCost cost = StressCost.of(medium.point()).orElseThrow();
        assertThat(cost.share()).isBetween(0.36, 0.38);
        assertThat(cost.gain()).isBetween(1.55, 1.65);
        assertThat(cost.named()).isTrue();

        SpeedVerdict verdict = SpeedJudge.standard().judge(medium.point(), 1.0).orElseThrow();
        assertThat(verdict.sentence())
                .contains("the stress takes 37 % of your ASE step (215 ms of 577 ms; the model alone 45.2 µs/atom "
                        + "with it, 8.34 without)")
                .contains(
                        "energy and forces alone would take the step to 362 ms (1.6× faster: 0.15 → 0.239 ns/day at 1 fs)");
    }

    @Test
    void everyRecordedH200RunWithAStressShareOfFifteenPercentOrMoreNamesIt() throws Exception {
        int named = 0;
        for (RunRecord run : new RunHistory(RUNS).list().runs()) {
            StressCost cost = StressCost.of(run.point()).orElseThrow();
            String sentence =
                    SpeedJudge.standard().judge(run.point(), 1.0).orElseThrow().sentence();
            if (cost.share() >= StressCost.NAMED_SHARE) {
                named++;
                assertThat(sentence)
                        .as(run.config() + " " + run.structure())
                        .contains("the stress takes")
                        .contains(SpeedFormat.factor(cost.gain()) + " faster");
            } else {
                assertThat(sentence).doesNotContain("the stress takes");
            }
        }
        assertThat(named).as("the H200's stress was 20–37 % of every step").isEqualTo(7);
    }
}
