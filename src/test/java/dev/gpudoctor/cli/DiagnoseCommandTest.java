package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.diagnosis.DiagnosisService;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiagnoseCommandTest {

    private static final DiagnosisService DIAGNOSIS = DiagnosisService.standard();
    private static final String TRACEBACK = """
            Traceback (most recent call last):
              File "run.py", line 12, in <module>
                y = model(x.cuda())
            RuntimeError: CUDA error: no kernel image is available for execution on the device
            Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.
            """;

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(byte[] stdin, String... args) {
        return CliExecution.execute(
                new picocli.CommandLine(new DiagnoseCommand(
                        DIAGNOSIS,
                        new dev.gpudoctor.bundle.DiagnosisInput(new dev.gpudoctor.bundle.BundleReader(), DIAGNOSIS),
                        () -> new ByteArrayInputStream(stdin))),
                args,
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    private int run(String... args) {
        return run(new byte[0], args);
    }

    private Path write(String name, byte[] content) throws Exception {
        Path file = dir.resolve(name);
        Files.write(file, content);
        return file;
    }

    @Test
    void jsonHasTheFindingsShapeAndExitOneWhenSomethingIsFound() throws Exception {
        Path file = write("trace.txt", TRACEBACK.getBytes(StandardCharsets.UTF_8));
        assertThat(run("--json", file.toString())).isEqualTo(ExitCodes.FINDINGS);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        JsonNode finding = json.path("findings").get(0);
        assertThat(finding.path("id").asText()).isEqualTo("no-kernel-image");
        assertThat(finding.path("title").asText()).isNotBlank();
        assertThat(finding.path("confidence").asDouble()).isBetween(0.5, 1.0);
        assertThat(finding.path("evidence").get(0).path("line").asInt()).isEqualTo(4);
        assertThat(finding.path("evidence").get(0).path("text").asText())
                .startsWith("RuntimeError: CUDA error: no kernel image");
        assertThat(finding.path("remedy").asText()).contains("TORCH_CUDA_ARCH_LIST");
        assertThat(finding.path("found_by").asText()).isEqualTo("rule");
        assertThat(json.path("findings")).hasSize(1);
    }

    @Test
    void aKnownFailureFoundByItsCodeAloneSaysSoInJsonAndText() throws Exception {
        Path file = write(
                "code-only.txt", "worker 3: CUDA failure 715 in kernel launch\n".getBytes(StandardCharsets.UTF_8));
        assertThat(run("--json", file.toString())).isEqualTo(ExitCodes.FINDINGS);
        JsonNode finding =
                new ObjectMapper().readTree(out.toString()).path("findings").get(0);
        assertThat(finding.path("id").asText()).isEqualTo("illegal-instruction");
        assertThat(finding.path("kind").asText()).isEqualTo("known-issue");
        assertThat(finding.path("found_by").asText()).isEqualTo("code");
        out.getBuffer().setLength(0);
        assertThat(run(file.toString())).isEqualTo(ExitCodes.FINDINGS);
        assertThat(out.toString()).contains("(illegal-instruction, found by its error code)");
    }

    @Test
    void anUnexplainedErrorCodeIsSaidWhatItMeansWithKindErrorCodeAndExitZero() throws Exception {
        Path file = write(
                "code.txt",
                "GPUassert: invalid program counter kernel.cu 42\nCUDA error 718 at kernel.cu:42\n"
                        .getBytes(StandardCharsets.UTF_8));
        assertThat(run("--json", file.toString())).isEqualTo(ExitCodes.OK);
        JsonNode finding =
                new ObjectMapper().readTree(out.toString()).path("findings").get(0);
        assertThat(finding.path("kind").asText()).isEqualTo("error-code");
        assertThat(finding.path("found_by").asText()).isEqualTo("code");
        assertThat(finding.path("id").asText()).isEqualTo("cudaErrorInvalidPc");
        assertThat(finding.path("code").path("number").asInt()).isEqualTo(718);
        assertThat(finding.path("code").path("sticky").asBoolean()).isTrue();
        assertThat(finding.path("code").path("meaning").asText()).isNotBlank();
        assertThat(finding.path("confidence").asDouble()).isLessThan(0.5);
        out.getBuffer().setLength(0);
        assertThat(run(file.toString())).isEqualTo(ExitCodes.OK);
        assertThat(out.toString())
                .contains("No known failure recognised")
                .contains("what the error codes or signals in it mean")
                .contains("CUDA error 718 (cudaErrorInvalidPc)")
                .contains("error code, not a known issue");
    }

    @Test
    void nothingFoundIsExitZeroWithASentence() throws Exception {
        Path file = write("fine.txt", "all good\nIllegal instruction (core dumped)\n".getBytes(StandardCharsets.UTF_8));
        assertThat(run(file.toString())).isEqualTo(ExitCodes.OK);
        assertThat(out.toString())
                .startsWith("No known failure recognised in " + file + " (2 lines); what the error codes or signals")
                .contains("Next: paste the whole output")
                .contains("a symptom alone, not a known issue")
                .contains("SIGILL");
        out.getBuffer().setLength(0);
        Path one = write("one.txt", "all good\n".getBytes(StandardCharsets.UTF_8));
        assertThat(run(one.toString())).isEqualTo(ExitCodes.OK);
        assertThat(out.toString())
                .startsWith("No known failure recognised in " + one + " (1 line). Next: paste the whole output");
    }

    @Test
    void aMissingFileIsExitTwoWithASentenceAndNoStackTrace() {
        assertThat(run(dir.resolve("nope.log").toString())).isEqualTo(ExitCodes.FAILURES);
        assertThat(err.toString())
                .contains("does not exist")
                .doesNotContain("Exception")
                .doesNotContain("\tat ");
        assertThat(run(dir.toString())).isEqualTo(ExitCodes.FAILURES);
        assertThat(err.toString()).contains("cannot be read: it is a folder");
    }

    @Test
    void missingArgumentIsAUsageError() {
        assertThat(CliMain.run(
                        new String[] {"diagnose"},
                        new CliServices(
                                shots -> java.util.List.of(),
                                dev.gpudoctor.parts.Parts.builder()
                                        .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                        .build()),
                        new PrintWriter(out, true),
                        new PrintWriter(err, true)))
                .isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("FILE");
    }

    @Test
    void textReadsStandardInputWithCrlfAnsiAndQuoting() {
        String quoted = TRACEBACK
                .lines()
                .map(l -> "> \u001B[1;31m" + l + "\u001B[0m")
                .reduce((a, b) -> a + "\r\n" + b)
                .orElseThrow();
        assertThat(run(quoted.getBytes(StandardCharsets.UTF_8), "-")).isEqualTo(ExitCodes.FINDINGS);
        assertThat(out.toString())
                .contains("in standard input (5 lines)")
                .contains("(no-kernel-image, found by a rule)")
                .contains("line 4: RuntimeError: CUDA error: no kernel image is available for execution on the device")
                .contains("What to do:")
                .contains("Confirm with: gpu-doctor check --only arch-vs-wheel,torch-cuda-build")
                .doesNotContain("\u001B");
    }

    @Test
    void binaryInputIsSurvivedAndSaidSo() throws Exception {
        byte[] bytes = new byte[4096];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 31 % 256);
        }
        Path file = write("core", bytes);
        assertThat(run("--json", file.toString())).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.path("input").path("binary").asBoolean()).isTrue();
        assertThat(err.toString()).contains("looks binary");
    }

    @Test
    void theContextFlagDecidesBetweenWsl2AndNativeLinux() throws Exception {
        Path file = write(
                "import.txt",
                "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory\n"
                        .getBytes(StandardCharsets.UTF_8));
        // One id on every platform (the driver library cannot be loaded); the flag picks the remedy's branch.
        run("--json", "--wsl2", file.toString());
        JsonNode wsl2 =
                new ObjectMapper().readTree(out.toString()).path("findings").get(0);
        assertThat(wsl2.path("id").asText()).isEqualTo("wsl-libcuda-not-found");
        assertThat(wsl2.path("kind").asText()).isEqualTo("known-issue");
        assertThat(wsl2.path("remedy").asText()).contains("/usr/lib/wsl/lib").doesNotContain("TRITON_LIBCUDA_PATH");
        out.getBuffer().setLength(0);
        run("--json", "--native-linux", file.toString());
        JsonNode nativeLinux =
                new ObjectMapper().readTree(out.toString()).path("findings").get(0);
        assertThat(nativeLinux.path("id").asText()).isEqualTo("wsl-libcuda-not-found");
        assertThat(nativeLinux.path("remedy").asText())
                .contains("TRITON_LIBCUDA_PATH")
                .doesNotContain("/usr/lib/wsl/lib");
        out.getBuffer().setLength(0);
        run("--json", file.toString());
        assertThat(new ObjectMapper()
                        .readTree(out.toString())
                        .path("findings")
                        .get(0)
                        .path("remedy")
                        .asText())
                .as("no platform given: both branches, labelled")
                .contains("On WSL2: ")
                .contains("On native Linux: ");
        assertThat(CliMain.run(
                        new String[] {"diagnose", "--wsl2", "--native-linux", file.toString()},
                        new CliServices(
                                shots -> java.util.List.of(),
                                dev.gpudoctor.parts.Parts.builder()
                                        .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                        .build()),
                        new PrintWriter(out, true),
                        new PrintWriter(err, true)))
                .isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
    }

    @Test
    void aBundleIsDiagnosedFromItsFailuresAndLogsAndABrokenOneIsRefused() throws Exception {
        Path zip = dev.gpudoctor.bundle.BundleFixture.write(
                java.nio.file.Files.createDirectories(dir.resolve("host")),
                "wsl2-linux-driver",
                dir.resolve("laptop.zip"));

        assertThat(run("--json", zip.toString())).isEqualTo(ExitCodes.FINDINGS);
        assertThat(out.toString()).contains("\"id\" : \"kernel-bus-error\"");

        java.nio.file.Path broken = java.nio.file.Files.writeString(dir.resolve("broken.zip"), "not a zip");
        assertThat(run(broken.toString())).isEqualTo(ExitCodes.FAILURES);
        assertThat(err.toString()).contains("broken.zip cannot be read: ").doesNotContain("\tat ");
    }
}
