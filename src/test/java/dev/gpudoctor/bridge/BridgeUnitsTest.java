package dev.gpudoctor.bridge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The small pure parts of the bridge: environment, exit classification, line splitting, stderr tail, home lookup. */
class BridgeUnitsTest {

    @TempDir
    Path dir;

    @Test
    void theChildEnvironmentIsExplicit() {
        Map<String, String> base = Map.of(
                "PATH",
                "/usr/bin",
                "PYTHONPATH",
                "/home/me/shadow",
                "CUDA_LAUNCH_BLOCKING",
                "1",
                "TORCH_USE_CUDA_DSA",
                "1");

        Map<String, String> off =
                BridgeEnvironment.of(base, Path.of("/app/python-bridge")).toMap();
        assertThat(off)
                .containsEntry("PATH", "/usr/bin")
                .containsEntry("PYTHONPATH", "/app/python-bridge")
                .containsEntry("PYTHONUNBUFFERED", "1")
                .doesNotContainKeys("CUDA_LAUNCH_BLOCKING", "TORCH_USE_CUDA_DSA");

        Map<String, String> on = new BridgeEnvironment(
                        base, Path.of("/app/python-bridge"), Path.of("/app/python-bridge/nvml_shim"), true, true)
                .toMap();
        assertThat(on)
                .containsEntry("PYTHONPATH", "/app/python-bridge/nvml_shim:/app/python-bridge")
                .containsEntry("CUDA_LAUNCH_BLOCKING", "1")
                .containsEntry("TORCH_USE_CUDA_DSA", "1");
    }

    @Test
    void exitStatusesAreClassified() {
        assertThat(ExitClassifier.classify(135, "x", List.of()).signal()).isEqualTo("SIGBUS");
        assertThat(ExitClassifier.classify(132, "x", List.of()).signal()).isEqualTo("SIGILL");
        assertThat(ExitClassifier.classify(136, "x", List.of()).signal()).isEqualTo("SIGFPE");
        assertThat(ExitClassifier.classify(143, "x", List.of()).signal()).isEqualTo("SIGTERM");
        assertThat(ExitClassifier.classify(-11, "x", List.of()).signal()).isEqualTo("SIGSEGV");
        assertThat(ExitClassifier.classify(128 + 40, "x", List.of()).signal()).isEqualTo("SIG40");
        assertThat(ExitClassifier.classify(2, "x", List.of()).reason()).isEqualTo(FailureReason.EXITED);
        assertThat(ExitClassifier.classify(128, "x", List.of()).reason()).isEqualTo(FailureReason.EXITED);
        assertThat(ExitClassifier.classify(0, "x", List.of()).reason()).isEqualTo(FailureReason.PROTOCOL_ERROR);
    }

    @Test
    void structuredErrorsKeepTracebacksOutOfTheMessage() throws IOException {
        BridgeFailure failure = BridgeErrors.toFailure(
                JsonMappers.records()
                        .readValue(
                                "{\"kind\":\"op-failed\",\"message\":\"RuntimeError: CUDA error\\nmore\",\"traceback\":\"Traceback...\"}",
                                BridgeMessage.Error.class),
                "py",
                List.of());
        assertThat(failure.reason()).isEqualTo(FailureReason.OP_ERROR);
        assertThat(failure.message()).isEqualTo("RuntimeError: CUDA error");
        assertThat(failure.details()).isEqualTo("Traceback...");
        assertThat(FailureReason.MISSING_PACKAGE.jsonName()).isEqualTo("missing-package");
    }

    @Test
    void linesAreSplitAndCapped() throws IOException {
        JsonLineReader reader = new JsonLineReader(stream("one\ntwo\n\n"), 1024);
        assertThat(reader.readLine()).isEqualTo("one");
        assertThat(reader.readLine()).isEqualTo("two");
        assertThat(reader.readLine()).isEmpty();
        assertThat(reader.readLine()).isNull();

        assertThatThrownBy(() -> new JsonLineReader(stream("x".repeat(5000) + "\n"), 1024).readLine())
                .isInstanceOf(JsonLineReader.LineViolation.class)
                .hasMessageContaining("longer than 1 KiB");
        assertThatThrownBy(() -> new JsonLineReader(stream("{\"type\""), 1024).readLine())
                .hasMessageContaining("middle of a line");
    }

    @Test
    void theStderrTailKeepsTheLastLines() {
        StderrTail tail = new StderrTail(3);
        for (int i = 1; i <= 5; i++) {
            tail.add("line " + i);
        }
        assertThat(tail.snapshot()).containsExactly("[... 2 lines cut ...]", "line 3", "line 4", "line 5");
    }

    @Test
    void theStderrTailKeepsTheFirstLinesTooAndSaysHowManyWereCut() {
        StderrTail tail = new StderrTail(2, 2);
        for (int i = 1; i <= 1000; i++) {
            tail.add("line " + i);
        }
        assertThat(tail.snapshot())
                .containsExactly("line 1", "line 2", "[... 996 lines cut ...]", "line 999", "line 1000");
    }

    @Test
    void theBridgeFolderIsFoundOrExplained() throws Exception {
        assertThat(BridgeHome.locate()).endsWith(Path.of("python-bridge"));
        assertThatThrownBy(() -> BridgeHome.locate(dir.toString(), dir))
                .isInstanceOf(BridgeSetupException.class)
                .hasMessageContaining("cannot find its python-bridge folder");

        Files.createDirectories(dir.resolve("python-bridge/gpudoctor_bridge"));
        Files.writeString(dir.resolve("python-bridge/gpudoctor_bridge/__main__.py"), "");
        assertThat(BridgeHome.locate(null, dir)).isEqualTo(dir.resolve("python-bridge"));
    }

    private static ByteArrayInputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
