package dev.gpudoctor.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.cli.CliMain;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The headless agent answers the same commands as the app, and says so when asked for a window. */
class AgentMainTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return CliMain.run(args, AgentMain.services(), new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void diagnoseWorksWithoutJavaFx() {
        java.io.InputStream stdin = System.in;
        try {
            System.setIn(new java.io.ByteArrayInputStream(
                    "RuntimeError: CUDA error: no kernel image is available for execution on the device\n".getBytes()));
            int code = run("diagnose", "--json", "-");
            assertThat(code).isEqualTo(1);
            assertThat(out.toString()).contains("\"no-kernel-image\"");
        } finally {
            System.setIn(stdin);
        }
    }

    @Test
    void screenshotsSayTheAgentHasNoWindow() {
        int code = run("screenshots", "--out", "target/agent-no-screens");

        assertThat(code).isNotZero();
        assertThat(err.toString() + out.toString())
                .contains("headless agent has no window")
                .doesNotContain("\tat ");
    }

    @Test
    void usageErrorsAndRefusalsAreOneJsonObjectWithJson() throws Exception {
        var json = new com.fasterxml.jackson.databind.ObjectMapper();

        assertThat(run(
                        "run",
                        "--json",
                        "--device",
                        "cpu",
                        "--model",
                        "small",
                        "--structure",
                        "water-8",
                        "--seed",
                        "-1"))
                .isEqualTo(3);
        assertThat(json.readTree(out.toString()).at("/error/kind").asText()).isEqualTo("usage");
        assertThat(err.toString()).contains("The seed must be 0 or more, not -1.");

        out.getBuffer().setLength(0);
        assertThat(run("--json", "frobnicate")).isEqualTo(3);
        assertThat(json.readTree(out.toString()).at("/error/message").asText()).contains("frobnicate");

        out.getBuffer().setLength(0);
        assertThat(run("compare", "--json", "/nonexistent/a.zip", "/nonexistent/b.zip"))
                .isEqualTo(2);
        assertThat(json.readTree(out.toString()).at("/error/kind").asText()).isEqualTo("refused");
    }
}
