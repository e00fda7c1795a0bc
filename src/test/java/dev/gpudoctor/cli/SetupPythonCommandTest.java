package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SetupPythonCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(Path managedEnv, String... args) {
        CliServices services = new CliServices(
                shots -> List.of(),
                dev.gpudoctor.parts.Parts.builder()
                        .maceRuns(RunCommandTest.runServiceWithoutBridge())
                        .managedEnv(managedEnv)
                        .build());
        return CliMain.run(args, services, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void createsTheEnvironmentAndReportsItAsJson(@TempDir Path dir) throws Exception {
        Path requirements = Files.writeString(dir.resolve("req.txt"), "# nothing\n");
        Path env = dir.resolve("managed");

        int code = run(env, "setup-python", "--requirements", requirements.toString(), "--json");

        assertThat(code).as(err.toString()).isEqualTo(ExitCodes.OK);
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.get("ok").asBoolean()).isTrue();
        assertThat(json.get("python").asText())
                .isEqualTo(env.resolve("bin/python").toString());
        assertThat(err.toString()).contains("setup-python: Creating a virtual environment at " + env);

        out.getBuffer().setLength(0);
        assertThat(run(env, "setup-python", "--requirements", requirements.toString()))
                .isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).startsWith("The managed Python environment is already set up: ");
    }

    @Test
    void aMissingBasePythonFailsWithASentence(@TempDir Path dir) throws Exception {
        Path requirements = Files.writeString(dir.resolve("req.txt"), "\n");

        int code = run(
                dir.resolve("env"),
                "setup-python",
                "--python",
                "/no/python3.99",
                "--requirements",
                requirements.toString());

        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(err.toString())
                .contains("gpu-doctor setup-python: Python '/no/python3.99' was not found or cannot run")
                .doesNotContain("\tat ");
    }
}
