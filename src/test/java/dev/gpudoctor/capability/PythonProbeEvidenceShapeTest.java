package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.FailureReason;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 42: the evidence a failed bridge op leaves in its cell is written from records now; its JSON must be the one
 * the hand-built map gave, key by key in the same order (each case below is that map).
 */
class PythonProbeEvidenceShapeTest {

    private static String json(Map<String, Object> evidence) throws Exception {
        return JsonMappers.records().writeValueAsString(evidence);
    }

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    @Test
    void aCrashKeepsHowItEndedItsFactsTheEndOfItsStderrAndTheTime() throws Exception {
        List<String> stderr = List.of("1", "2", "3", "4", "5", "6", "7", "8", "9", "10");
        BridgeFailure crash = new BridgeFailure(
                FailureReason.CRASHED_BY_SIGNAL,
                "SIGSEGV",
                -11,
                "import-error",
                "it died",
                stderr,
                "",
                Map.of("module", "cuequivariance_ops_torch"));
        assertThat(json(PythonProbes.fromFailure(crash, "/usr/bin/python3", 1234)
                        .evidence()))
                .isEqualTo(json(map(
                        "interpreter",
                        "/usr/bin/python3",
                        "reason",
                        FailureReason.CRASHED_BY_SIGNAL.jsonName(),
                        "error_kind",
                        "import-error",
                        "signal",
                        "SIGSEGV",
                        "exit_code",
                        -11,
                        "module",
                        "cuequivariance_ops_torch",
                        "stderr_tail",
                        List.of("3", "4", "5", "6", "7", "8", "9", "10"),
                        "op_ms",
                        1234L)));
    }

    @Test
    void aMissingPackageWithoutStderrOrExitLeavesThoseOut() throws Exception {
        BridgeFailure missing = new BridgeFailure(
                FailureReason.MISSING_PACKAGE,
                null,
                null,
                null,
                "no triton",
                List.of(),
                "",
                Map.of("package", "triton"));
        CapabilityCell cell = PythonProbes.fromFailure(missing, null, 7);
        assertThat(json(cell.evidence()))
                .isEqualTo(json(map(
                        "interpreter",
                        null,
                        "reason",
                        FailureReason.MISSING_PACKAGE.jsonName(),
                        "package",
                        "triton",
                        "op_ms",
                        7L)));
        assertThat(cell.detail()).contains("triton is not installed");
    }

    @Test
    void aTimeoutAddsTheLoadItRanUnder() throws Exception {
        CapabilityCell cell = PythonProbes.fromFailure(
                BridgeFailure.of(FailureReason.TIMED_OUT, "no answer in 180 s", List.of()), "python3", 180_000);
        assertThat(json(cell.evidence()))
                .isEqualTo(json(map(
                        "interpreter",
                        "python3",
                        "reason",
                        FailureReason.TIMED_OUT.jsonName(),
                        "op_ms",
                        180_000L,
                        "load_average",
                        cell.evidence().get("load_average"),
                        "cores",
                        cell.evidence().get("cores"))));
        assertThat(cell.evidence().get("load_average")).isInstanceOf(Double.class);
        assertThat(cell.evidence().get("cores")).isInstanceOf(Integer.class);
    }

    /** The probe child's end, where it gave no cell: the same keys as the hand-built map, its exit code null when stopped. */
    @Test
    void aProbeChildThatGaveNoCell() throws Exception {
        assertThat(json(JsonMappers.fields(
                        new ProbeTranscript.ChildEnded(null, true, false, 30_000L, List.of("chatter")))))
                .isEqualTo(json(map(
                        "exit_code",
                        null,
                        "timed_out",
                        true,
                        "output_complete",
                        false,
                        "duration_ms",
                        30_000L,
                        "last_lines",
                        List.of("chatter"))));
        assertThat(json(JsonMappers.fields(new ProbeTranscript.ChildEnded(134, false, true, 812L, List.of()))))
                .isEqualTo(json(map(
                        "exit_code",
                        134,
                        "timed_out",
                        false,
                        "output_complete",
                        true,
                        "duration_ms",
                        812L,
                        "last_lines",
                        List.of())));
    }
}
