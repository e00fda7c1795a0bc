package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.RecommendedAction;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class DrainReasonTest {

    private static CheckResult result(String id, CheckStatus status, String explanation, RecommendedAction action) {
        return new CheckResult(id, id, status, "v", explanation, status == CheckStatus.PASS ? null : "fix it", List.of(), 1, action);
    }

    private static ChecklistReport report(CheckResult... checks) {
        return new ChecklistReport(new HostFacts("/", null, Platform.unknown("not collected"), null, null, null, null, Map.of(), "not collected", List.of()), List.of(checks));
    }

    @Test
    void theFirstFailureGivesIdActionAndItsFirstSentenceTheOthersAreListed() {
        String reason = DrainReason.of(report(
                result("gpu-visible", CheckStatus.PASS, "", null),
                result("shm", CheckStatus.WARN, "Small.", RecommendedAction.FIX_CONFIGURATION),
                result("loader-path", CheckStatus.FAIL, "The loader cannot find \"libcuda.so.1\". It is\nnowhere.", RecommendedAction.FIX_CONFIGURATION),
                result("nvml-calls", CheckStatus.ERROR, "x", RecommendedAction.UPDATE_DRIVER))).orElseThrow();
        assertThat(reason).matches(DrainReason.PATTERN)
                .isEqualTo("gpu-doctor:loader-path:fix-configuration: The loader cannot find 'libcuda.so.1'. (also failed: nvml-calls)");
    }

    @Test
    void warningsDoNotDrainAndALongSentenceIsCutToOneLine() {
        assertThat(DrainReason.of(report(result("shm", CheckStatus.WARN, "Small.", RecommendedAction.FIX_CONFIGURATION)))).isEmpty();
        String reason = DrainReason.of(report(result("wsl", CheckStatus.FAIL, "x".repeat(500) + "\tand more", RecommendedAction.FIX_CONFIGURATION)))
                .orElseThrow();
        assertThat(reason).hasSize(DrainReason.MAX_LENGTH).matches(DrainReason.PATTERN).doesNotContain("\n", "\t").endsWith("…");
    }
}
