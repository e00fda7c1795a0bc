package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.bridge.LeakCheck;
import dev.gpudoctor.exec.ExecHistory;
import dev.gpudoctor.parts.Parts;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `gpu-doctor exec` end to end through CliMain, with real Python scripts run by the system's python3. */
class ExecCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @AfterEach
    void nothingIsLeftRunning() throws InterruptedException {
        LeakCheck.assertNothingLeft("no-marker-here");
    }

    private static String python() {
        return Files.isExecutable(Path.of("/usr/bin/python3")) ? "/usr/bin/python3" : "python3";
    }

    private int exec(String... args) {
        Parts parts = Parts.builder()
                .environment(Map.of("PATH", System.getenv("PATH")))
                .userHome(dir)
                .execHistory(new ExecHistory(dir.resolve("exec")))
                .build();
        String[] all = new String[args.length + 1];
        all[0] = "exec";
        System.arraycopy(args, 0, all, 1, args.length);
        return CliMain.run(
                all,
                new CliServices(shots -> List.of(), parts),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    private JsonNode json() throws IOException {
        return new ObjectMapper().readTree(out.toString());
    }

    private Path script(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void aSegfaultIsOneJsonObjectWithTheSignalAndTheScriptsLineAndExitTwo() throws IOException {
        Path crash = script("crash.py", "import ctypes\n\nctypes.string_at(0)\n");

        int code = exec("--json", "--no-init-test", "--", python(), crash.toString());

        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        JsonNode json = json();
        assertThat(json.at("/exit/end").asText()).isEqualTo("failed");
        assertThat(json.at("/exit/signal").asText()).isEqualTo("SIGSEGV");
        assertThat(json.at("/exit/code").isNull()).isTrue();
        assertThat(json.at("/exit/timed_out").asBoolean()).isFalse();
        assertThat(json.at("/python_stack/source").asText()).isEqualTo("faulthandler");
        JsonNode own = json.at("/python_stack/frames/0");
        assertThat(own.get("file").asText()).isEqualTo(crash.toString());
        assertThat(own.get("line").asInt()).isEqualTo(3);
        assertThat(json.at("/findings/0/id").asText()).isEqualTo("signal-segfault");
        assertThat(json.at("/findings/0/kind").asText()).isEqualTo("symptom");
        assertThat(json.at("/environment_added/PYTHONFAULTHANDLER").asText()).isEqualTo("1");
        assertThat(json.at("/output/head").isArray()).isTrue();
        assertThat(json.has("duration_s")).isTrue();
        assertThat(json.at("/init_test_note").asText()).isEqualTo("turned off");
        assertThat(Files.list(dir.resolve("exec")).toList())
                .as("kept in the history")
                .hasSize(1);
    }

    @Test
    void theGuidesIllegalInstructionIsRecognisedExitOne() throws IOException {
        Path train = script("train.py", dev.gpudoctor.exec.ExecScriptsAccess.illegalInstruction());

        int code = exec("--json", "--no-init-test", "--no-history", "--", python(), train.toString());

        assertThat(code).isEqualTo(ExitCodes.FINDINGS);
        assertThat(json().at("/findings/0/id").asText()).isEqualTo("illegal-instruction");
        assertThat(json().at("/python_stack/error").asText())
                .startsWith("torch.AcceleratorError: CUDA error: an illegal instruction");
        assertThat(Files.exists(dir.resolve("exec"))).as("--no-history").isFalse();
        assertThat(err.toString())
                .as("the command's own output goes to stderr with --json")
                .contains("epoch 1 step 10 loss 0.53");
    }

    @Test
    void theCommandKeepsItsOwnOptionsAndSucceedsWithExitZero() throws IOException {
        Path args = script("args.py", "import sys\nprint(' '.join(sys.argv[1:]))\n");

        int code = exec("--no-init-test", "--no-history", python(), args.toString(), "--json", "--timeout", "5");

        assertThat(code).isEqualTo(ExitCodes.OK);
        assertThat(out.toString()).contains("--json --timeout 5").contains("gpu-doctor exec: The command succeeded in");
    }

    @Test
    void aHangIsStoppedAtTimeoutAndIsNotAFailureRecognised() throws IOException {
        Path hang = script("hang.py", "import time\nprint('waiting', flush=True)\ntime.sleep(3600)\n");

        int code = exec("--json", "--no-init-test", "--no-history", "--timeout", "2", "--", python(), hang.toString());

        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(json().at("/exit/end").asText()).isEqualTo("did-not-finish");
        assertThat(json().at("/exit/timed_out").asBoolean()).isTrue();
        assertThat(json().at("/summary").asText()).contains("did not finish within 2 s");
    }

    @Test
    void anEmptyCommandIsAUsageErrorInJsonToo() throws IOException {
        int code = exec("--json");

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(json().at("/ok").asBoolean()).isFalse();
        assertThat(json().at("/error/kind").asText()).isEqualTo("usage");
        assertThat(json().at("/error/message").asText()).contains("Give the command to run after '--'");
    }

    @Test
    void aProgramThatIsNotThereOrIsAFolderIsSaidPlainly() throws IOException {
        assertThat(exec("--json", "--", "no-such-program-xyz")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(json().at("/error/message").asText())
                .isEqualTo("'no-such-program-xyz' was not found on PATH; give its full path, or check the spelling.");

        out.getBuffer().setLength(0);
        assertThat(exec("--json", "--", dir.toString())).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(json().at("/error/message").asText()).isEqualTo(dir + " is a folder, not a program.");
    }

    @Test
    void secretsInTheCommandAreRedactedInTheJson() throws IOException {
        Path ok = script("ok.py", "print('ok')\n");

        exec("--json", "--no-init-test", "--no-history", "--", python(), ok.toString(), "--token", "abc123");

        assertThat(json().at("/command").toString()).contains("[REDACTED]").doesNotContain("abc123");
    }
}
