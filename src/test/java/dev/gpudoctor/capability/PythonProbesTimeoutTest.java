package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.RecommendedAction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 38: a Python probe that ran out of time is "not probed" with the load beside it, never a failed cell asking for a reset. */
class PythonProbesTimeoutTest {

    @Test
    void aProbeOutOfTimeIsNotProbedWithTheLoad() {
        CapabilityCell cell = PythonProbes.fromFailure(
                BridgeFailure.of(
                        FailureReason.TIMED_OUT,
                        "The bridge did not answer 'matmul_probe' within 180 s; the Python process was stopped.",
                        List.of()),
                "/venv/bin/python",
                180_000);

        assertThat(cell.state()).isEqualTo(CapabilityState.NOT_PROBED);
        assertThat(cell.action()).isEqualTo(RecommendedAction.NONE);
        assertThat(cell.detail())
                .startsWith("Not probed: The bridge did not answer 'matmul_probe' within 180 s")
                .contains("the load was");
        assertThat(cell.evidence()).containsKeys("load_average", "cores").containsEntry("reason", "timed-out");
    }

    @Test
    void aCrashIsStillAFinding() {
        CapabilityCell cell = PythonProbes.fromFailure(
                BridgeFailure.of(
                        FailureReason.CRASHED_BY_SIGNAL,
                        "The Python process was killed by SIGBUS while running 'matmul_probe'.",
                        List.of()),
                "/venv/bin/python",
                3);

        assertThat(cell.state()).isEqualTo(CapabilityState.FAILED);
    }
}
