package dev.gpudoctor.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.RecommendedAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DrainReasonTest {

    private static CheckResult result(String id, CheckStatus status, String explanation, RecommendedAction action) {
        return new CheckResult(
                CheckId.of(id).orElseThrow(),
                id,
                status,
                "v",
                explanation,
                status == CheckStatus.PASS ? null : "fix it",
                List.of(),
                1,
                action);
    }

    private static ChecklistReport report(CheckResult... checks) {
        return new ChecklistReport(
                new HostFacts(
                        "/",
                        null,
                        Platform.unknown("not collected"),
                        null,
                        null,
                        null,
                        null,
                        Map.of(),
                        "not collected",
                        List.of()),
                List.of(checks));
    }

    @Test
    void theFirstFailureGivesIdActionAndItsFirstSentenceTheOthersAreListed() {
        String reason = DrainReason.of(report(
                        result("gpu-visible", CheckStatus.PASS, "", null),
                        result("shm", CheckStatus.WARN, "Small.", RecommendedAction.FIX_CONFIGURATION),
                        result(
                                "loader-path",
                                CheckStatus.FAIL,
                                "The loader cannot find \"libcuda.so.1\". It is\nnowhere.",
                                RecommendedAction.FIX_CONFIGURATION),
                        result("nvml-calls", CheckStatus.ERROR, "x", RecommendedAction.UPDATE_DRIVER)))
                .orElseThrow();
        assertThat(reason)
                .matches(DrainReason.PATTERN)
                .isEqualTo(
                        "gpu-doctor:loader-path:fix-configuration: The loader cannot find 'libcuda.so.1'. (also failed: nvml-calls)");
    }

    @Test
    void warningsDoNotDrainAndALongSentenceIsCutToOneLine() {
        assertThat(DrainReason.of(
                        report(result("shm", CheckStatus.WARN, "Small.", RecommendedAction.FIX_CONFIGURATION))))
                .isEmpty();
        String reason = DrainReason.of(report(result(
                        "wsl", CheckStatus.FAIL, "x".repeat(500) + "\tand more", RecommendedAction.FIX_CONFIGURATION)))
                .orElseThrow();
        assertThat(reason)
                .hasSize(DrainReason.MAX_LENGTH)
                .matches(DrainReason.PATTERN)
                .doesNotContain("\n", "\t")
                .endsWith("…");
    }

    @Test
    void hostTextCannotForgeASecondLineNorReorderTheReason() {
        // U+2028, U+2029, U+0085 end a line for Java's '.' and for log readers; U+009B is a C1 control (CSI); U+202E
        // reverses what follows.
        String forged =
                "GPU\u2028gpu-doctor:ok:none: all\u2029fine\u0085x\u009B31m \u202Eevil\u202C \u2066iso\u2069 end. More.";
        String reason = DrainReason.of(
                        report(result("gpu-visible", CheckStatus.FAIL, forged, RecommendedAction.REPLACE_HARDWARE)))
                .orElseThrow();
        assertThat(reason)
                .matches(DrainReason.PATTERN)
                .isEqualTo(
                        "gpu-doctor:gpu-visible:replace-hardware: GPU gpu-doctor:ok:none: all fine x 31m evil iso end.");
        NodeProblemVerdict npd = NodeProblemVerdict.of(
                report(result("gpu-visible", CheckStatus.FAIL, forged, RecommendedAction.REPLACE_HARDWARE)));
        assertThat(npd.message()).doesNotContain("\u2028", "\u2029", "\u0085", "\u009B", "\u202E", "\u2066", "\n");
    }

    @Test
    void aFailureLeadsTheReasonAndOneThatCouldNotFinishIsMarkedAsNoVerdict() {
        CheckResult unfinished = new CheckResult(
                CheckId.NVML_CALLS,
                "nvml-calls",
                CheckStatus.ERROR,
                "nvidia-smi did not answer in 10 s",
                "x",
                "fix it",
                List.of(),
                1,
                RecommendedAction.RERUN_WITH_SWITCH);
        String both = DrainReason.of(report(
                        unfinished,
                        result("loader-path", CheckStatus.FAIL, "Broken. Yes.", RecommendedAction.FIX_CONFIGURATION)))
                .orElseThrow();
        assertThat(both).isEqualTo("gpu-doctor:loader-path:fix-configuration: Broken. (also failed: nvml-calls)");
        assertThat(DrainReason.of(report(unfinished)).orElseThrow())
                .matches(DrainReason.PATTERN)
                .isEqualTo("gpu-doctor:nvml-calls:rerun-with-switch: " + DrainReason.UNFINISHED
                        + "nvidia-smi did not answer in 10 s");
    }

    @Test
    void theNodeProblemLineFitsEightyBytesAndIsCutOnACharactersEdge() {
        // NPD cuts at max_output_length BYTES: 80 characters of "é" are 160 bytes, and a cut inside "…" or "é" leaves a
        // broken character.
        for (String text : List.of("é".repeat(200), "x" + "€".repeat(100), "😀".repeat(50), "a".repeat(200))) {
            String message = NodeProblemVerdict.of(
                            report(result("wsl", CheckStatus.FAIL, text, RecommendedAction.FIX_CONFIGURATION)))
                    .message();
            byte[] bytes = message.getBytes(StandardCharsets.UTF_8);
            assertThat(bytes.length)
                    .as(message)
                    .isLessThanOrEqualTo(NodeProblemVerdict.MAX_OUTPUT_LENGTH)
                    .isGreaterThan(70);
            assertThat(new String(bytes, StandardCharsets.UTF_8))
                    .isEqualTo(message)
                    .endsWith("…")
                    .doesNotContain("\uFFFD");
        }
    }
}
