package dev.gpudoctor.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The verdict on what a run cut short measured: what it says for each way a run ends, and its quantiles. */
class PartialRunTest {

    @Test
    void quantilesInterpolateAsTheBridgesStepStatistics() {
        // numpy.quantile([0.4, 0.1, 0.3, 0.2, 1.0], [.1, .5, .9]) = 0.14, 0.3, 0.76
        PartialRun partial =
                PartialRun.of(List.of(0.4, 0.1, 0.3, 0.2, 1.0), 20, "steps 5/20", FailureReason.TIMED_OUT, 90);

        assertThat(partial.stepS().min()).isEqualTo(0.1);
        assertThat(partial.stepS().p10()).isCloseTo(0.14, within(1e-12));
        assertThat(partial.stepS().median()).isEqualTo(0.3);
        assertThat(partial.stepS().p90()).isCloseTo(0.76, within(1e-12));
        assertThat(partial.stepS().max()).isEqualTo(1.0);
        assertThat(partial.stepStats().median()).isEqualTo(0.3);
        assertThat(partial.verdict())
                .isEqualTo("Partial: 5 of 20 timed steps finished, median 300 ms per step (p10 140 ms, "
                        + "p90 760 ms, min 100 ms, max 1.00 s), before the 90 s timeout ended the run after timed step 5 of 20. "
                        + "A median of 5 steps stands; the energy and the extra figures were not received.");
    }

    @Test
    void aRunCutBeforeItsFirstTimedStepSaysSoAndWhere() {
        PartialRun partial = PartialRun.of(List.of(), 20, "model_load", FailureReason.CANCELLED, 600);

        assertThat(partial.stepsDone()).isZero();
        assertThat(partial.stepS()).isNull();
        assertThat(partial.stepStats().known()).isFalse();
        assertThat(partial.verdict())
                .isEqualTo("Partial: no timed step finished; the run was cancelled while it loaded the model.");
    }

    @Test
    void fewStepsAreARoughFigureAndACrashIsNamed() {
        PartialRun partial = PartialRun.of(List.of(2.5), 20, "steps 1/20", FailureReason.CRASHED_BY_SIGNAL, 600);

        assertThat(partial.verdict())
                .contains(
                        "1 of 20 timed steps finished, median 2.50 s",
                        "the run ended (crashed)",
                        "A median of 1 step is a rough figure");
    }
}
