package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.sniff.FigureVerdict;
import dev.gpudoctor.sniff.SniffReport;
import dev.gpudoctor.sniff.SniffedGpu;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code gpu-doctor sniff} end to end on this machine, nothing faked: one JSON object, and on a machine without an
 * NVIDIA GPU the sentence that says so (a GPU machine gets a verdict per figure per GPU).
 */
class SniffCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return CliMain.run(
                args,
                new CliServices(
                        shots -> List.of(),
                        dev.gpudoctor.parts.Parts.builder()
                                .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    @Test
    void jsonIsOneObjectWithAVerdictPerFigureOrTheReasonNothingWasMeasured() throws Exception {
        int code = run("sniff", "--json", "--python", "/nonexistent/python3");

        JsonNode root = new ObjectMapper().readTree(out.toString());
        if (root.has("not_measured")) {
            assertThat(root.path("gpus")).isEmpty();
            assertThat(root.path("not_measured").asText()).isNotBlank();
            // No NVIDIA GPU is a sentence and exit 0; an interpreter that does not exist is not a failed GPU either.
            assertThat(code).isEqualTo(root.path("probe_failed").asBoolean() ? ExitCodes.FAILURES : ExitCodes.OK);
        } else {
            assertThat(root.path("verdicts").size())
                    .isEqualTo(3 * root.path("gpus").size());
        }
    }

    @Test
    void theExitCodeIsTwoForASlowGpuOneForALowFigureZeroOtherwise() {
        SniffReport slow = SniffReport.of(List.of(gemm(0, 231), gemm(1, 229), gemm(2, 233), gemm(3, 77)));
        SniffReport low = SniffReport.of(List.of(
                new SniffedGpu(null, 0, "NVIDIA A100-SXM4-80GB", 77.0, 24.7, null, null, null, null, 0, List.of())));

        assertThat(slow.ofKind(FigureVerdict.Kind.SLOW_OUTLIER)).hasSize(1);
        assertThat(SniffCommand.exitCode(slow)).isEqualTo(ExitCodes.FAILURES);
        assertThat(SniffCommand.exitCode(low)).isEqualTo(ExitCodes.FINDINGS);
        assertThat(SniffCommand.exitCode(SniffReport.notMeasured("no GPU", false)))
                .isEqualTo(ExitCodes.OK);
        assertThat(SniffCommand.exitCode(SniffReport.notMeasured("crashed", true)))
                .isEqualTo(ExitCodes.FAILURES);
    }

    private static SniffedGpu gemm(int index, double tflops) {
        return new SniffedGpu(null, index, "NVIDIA A100-SXM4-80GB", tflops, null, null, null, null, null, 0, List.of());
    }
}
