package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import dev.gpudoctor.model.EvidenceLine;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.RecommendedAction;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A finding and a bridge failure each have one JSON shape, written by the one mapper and read back by it. */
class OneFindingShapeTest {

    private static final DiagnosisFinding KNOWN = new DiagnosisFinding(
            "cuda-arch-missing",
            "No kernel image for this GPU",
            0.9,
            List.of(new EvidenceLine(3, "RuntimeError: CUDA error: no kernel image is available")),
            "The torch build has no kernels for this GPU.",
            "Install a torch built for sm_89.\n$ pip install torch --index-url …",
            List.of("https://pytorch.org"),
            List.of(CheckId.ARCH_VS_WHEEL),
            RecommendedAction.FIX_PYTHON_STACK);

    private static final DiagnosisFinding CODE = new DiagnosisFinding(
            "cudaErrorIllegalAddress",
            "CUDA error 700",
            0.4,
            List.of(new EvidenceLine(1, "an illegal memory access was encountered")),
            "A kernel read outside its memory.",
            "Restart the process.",
            List.of(),
            List.of(),
            DiagnosisFinding.Kind.ERROR_CODE,
            new DiagnosisFinding.ErrorCode("cuda", 700, "cudaErrorIllegalAddress", "illegal address", true),
            RecommendedAction.RESTART_PROCESS);

    @Test
    void diagnoseAndRunPrintTheSameWholeFinding() throws Exception {
        BridgeFailure failure = new BridgeFailure(
                FailureReason.OP_ERROR,
                null,
                1,
                "op-failed",
                "RuntimeError: boom",
                List.of("line 1"),
                "",
                Map.of("package", "torch"));

        JsonNode diagnose = tree(DiagnoseCommand.toJson(new DiagnosisReport(List.of(KNOWN), 10, false, false, 1 << 20)))
                .path("findings")
                .get(0);
        JsonNode run = tree(FailureJson.of(failure, Optional.of(KNOWN))).path("diagnosis");

        assertThat(run).isEqualTo(diagnose);
        // The remedy is all of it in both, not its first line.
        assertThat(run.path("remedy").asText()).contains("$ pip install torch");
        assertThat(diagnose.path("kind").asText()).isEqualTo("known-issue");
        assertThat(diagnose.path("action").asText()).isEqualTo("fix-python-stack");
        assertThat(diagnose.path("confirmed_by").get(0).asText()).isEqualTo("arch-vs-wheel");
        assertThat(diagnose.path("found_by").asText()).isEqualTo("rule");
    }

    @Test
    void aFindingReadsBackAsItWasWritten() throws Exception {
        for (DiagnosisFinding finding : List.of(KNOWN, CODE)) {
            String text = JsonMappers.records().writeValueAsString(finding);
            assertThat(JsonMappers.records().readValue(text, DiagnosisFinding.class))
                    .isEqualTo(finding);
        }
        assertThat(tree(CODE).path("code").path("sticky").asBoolean()).isTrue();
        assertThat(tree(CODE).path("found_by").asText()).isEqualTo("code");
        DiagnosisFinding similar = KNOWN.withFoundBy(DiagnosisFinding.FoundBy.SIMILAR);
        assertThat(JsonMappers.records()
                        .readValue(JsonMappers.records().writeValueAsString(similar), DiagnosisFinding.class))
                .isEqualTo(similar);
        // A finding written before found_by existed reads back as found the usual way for its kind.
        String old = JsonMappers.records().writeValueAsString(CODE).replace(",\"found_by\":\"code\"", "");
        assertThat(old).doesNotContain("found_by");
        assertThat(JsonMappers.records().readValue(old, DiagnosisFinding.class).foundBy())
                .isEqualTo(DiagnosisFinding.FoundBy.CODE);
        assertThat(tree(KNOWN).path("code").isNull()).isTrue();
    }

    @Test
    void aBridgeFailureNamesItsOwnKindErrorKindAndKeepsItsFactsBesideTheMessage() throws Exception {
        BridgeFailure failure = new BridgeFailure(
                FailureReason.MISSING_PACKAGE,
                null,
                1,
                "missing-package",
                "No module named torch",
                List.of("Traceback", "ModuleNotFoundError"),
                "",
                Map.of("package", "torch", "interpreter", "/usr/bin/python3"));

        JsonNode json = tree(FailureJson.of(failure));

        assertThat(json.path("reason").asText()).isEqualTo("missing-package");
        assertThat(json.path("error_kind").asText()).isEqualTo("missing-package");
        assertThat(json.has("kind")).isFalse();
        assertThat(json.path("package").asText()).isEqualTo("torch");
        assertThat(json.path("interpreter").asText()).isEqualTo("/usr/bin/python3");
        assertThat(json.path("exit_code").asInt()).isEqualTo(1);
        assertThat(json.has("signal")).as("no signal, no key").isFalse();
        assertThat(json.has("details")).as("no details, no key").isFalse();
        assertThat(json.has("diagnosis")).isFalse();
        assertThat(json.has("facts"))
                .as("the facts stand beside the message, not in a map of their own")
                .isFalse();
        assertThat(json.path("stderr_tail")).hasSize(2);
    }

    @Test
    void aFactNeverShadowsTheFailuresOwnKeys() throws Exception {
        BridgeFailure failure = new BridgeFailure(
                FailureReason.OP_ERROR,
                null,
                null,
                null,
                "the real message",
                List.of(),
                "",
                Map.of("message", "a fact's message", "package", "torch"));

        String text = JsonOutput.text(FailureJson.of(failure));

        assertThat(tree(FailureJson.of(failure)).path("message").asText()).isEqualTo("the real message");
        assertThat(text).doesNotContain("a fact's message");
        assertThat(tree(FailureJson.of(failure)).path("package").asText()).isEqualTo("torch");
    }

    private static JsonNode tree(Object value) throws Exception {
        return JsonMappers.records().readTree(JsonOutput.text(value));
    }
}
