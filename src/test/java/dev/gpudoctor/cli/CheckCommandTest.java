package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.host.CommandRunner;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CheckCommandTest {

    private final ChecklistService checklist = new ChecklistService(Map.of(), new CommandRunner(), request -> null);

    private int run(StringWriter out, StringWriter err, String... args) {
        CheckCommand command = new CheckCommand(checklist);
        return CliExecution.execute(
                new picocli.CommandLine(command), args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void unknownIdIsAUsageErrorListingTheValidOnes() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertThat(run(out, err, "--only", "gpu-visible,nope")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("unknown check id(s): nope").contains("gpu-visible, driver-version");
    }

    @Test
    void jsonOnAWsl1TreeFails() throws Exception {
        java.nio.file.Path root = java.nio.file.Files.createTempDirectory("gpudoctor-wsl1");
        java.nio.file.Path tree = dev.gpudoctor.checklist.HostTreesAccess.materialise("wsl1", root);
        StringWriter out = new StringWriter();
        int code = run(out, new StringWriter(), "--json", "--host-root", tree.toString(), "--only", "wsl,shm");
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.path("host").path("platform").path("kind").asText()).isEqualTo("wsl1");
        assertThat(json.path("checks").get(0).path("status").asText()).isEqualTo("fail");
        assertThat(json.path("checks").get(0).has("duration_ms")).isTrue();
        assertThat(json.path("checks").get(1).path("id").asText()).isEqualTo("shm");
    }

    @Test
    void textHasAStatusWordPerLineAndTheRemedies() throws Exception {
        java.nio.file.Path root = java.nio.file.Files.createTempDirectory("gpudoctor-wsl2");
        java.nio.file.Path tree = dev.gpudoctor.checklist.HostTreesAccess.materialise("wsl2-no-ld-wsl-conf", root);
        StringWriter out = new StringWriter();
        int code = run(out, new StringWriter(), "--host-root", tree.toString(), "--only", "gpu-visible,loader-path");
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(out.toString())
                .containsPattern("PASS +gpu-visible")
                .containsPattern("FAIL +loader-path")
                .contains("sudo tee /etc/ld.so.conf.d/ld.wsl.conf");
    }

    @Test
    void quickLevelRunsOnlyTheHostChecks() throws Exception {
        java.nio.file.Path root = java.nio.file.Files.createTempDirectory("gpudoctor-quick");
        java.nio.file.Path tree = dev.gpudoctor.checklist.HostTreesAccess.materialise("native-driver", root);
        StringWriter out = new StringWriter();
        run(out, new StringWriter(), "--json", "--level", "quick", "--host-root", tree.toString());
        JsonNode json = new ObjectMapper().readTree(out.toString());
        java.util.List<String> ids = new java.util.ArrayList<>();
        json.path("checks").forEach(check -> ids.add(check.path("id").asText()));
        java.util.List<String> hostIds = checklist.checks().stream()
                .filter(info -> !info.needsPython())
                .map(info -> info.id().id())
                .toList();
        assertThat(ids).isNotEmpty().containsExactlyElementsOf(hostIds).doesNotContain("python-env", "cuda-init");

        StringWriter err = new StringWriter();
        assertThat(run(new StringWriter(), err, "--level", "full")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("--level must be quick or standard, not 'full'.");
    }

    @Test
    void exitCodeModeSaysOneLineAndFailsOnlyForFailures() throws Exception {
        java.nio.file.Path root = java.nio.file.Files.createTempDirectory("gpudoctor-health");
        java.nio.file.Path broken =
                dev.gpudoctor.checklist.HostTreesAccess.materialise("wsl2-no-ld-wsl-conf", root.resolve("broken"));
        StringWriter out = new StringWriter();
        int code = run(
                out,
                new StringWriter(),
                "--exit-code",
                "--host-root",
                broken.toString(),
                "--only",
                "gpu-visible,loader-path");
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(out.toString()).isEqualTo("FAIL loader-path" + System.lineSeparator());

        java.nio.file.Path healthy =
                dev.gpudoctor.checklist.HostTreesAccess.materialise("native-driver", root.resolve("healthy"));
        out = new StringWriter();
        code = run(out, new StringWriter(), "--exit-code", "--level", "quick", "--host-root", healthy.toString());
        assertThat(out.toString()).startsWith("OK").doesNotContain("PASS");
        assertThat(code).isEqualTo(ExitCodes.OK);
    }
}
