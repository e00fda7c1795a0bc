package dev.gpudoctor.bridge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.host.ChildProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The leak check finds what carries this JVM's child token, wherever it was re-parented, and only that. */
class LeakCheckTest {

    @Test
    void aGrandchildCarryingOurTokenIsALeakWhereverItWasReParented() throws Exception {
        // Stands for a tree GPU Doctor forgot to end: the shell carries a token as ChildProcess would give it, and
        // exits, leaving its sleep re-parented away from this JVM with the token.
        ProcessBuilder builder = new ProcessBuilder("/bin/sh", "-c", "sleep 60 >/dev/null 2>&1 & echo $!");
        builder.environment()
                .put(ChildProcess.TOKEN_VARIABLE, ProcessHandle.current().pid() + "-leak-test");
        Process shell = builder.start();
        long grandchild = Long.parseLong(firstLine(shell.getInputStream()));
        assertThat(shell.waitFor(10, TimeUnit.SECONDS)).isTrue();
        try {
            assertThat(ProcessHandle.current().descendants().map(ProcessHandle::pid))
                    .doesNotContain(grandchild);
            assertThatThrownBy(() -> LeakCheck.assertNothingLeft(null))
                    .isInstanceOf(AssertionError.class)
                    .hasMessageContaining(grandchild + " ")
                    .hasMessageContaining("sleep 60");
        } finally {
            ProcessHandle.of(grandchild).ifPresent(ProcessHandle::destroyForcibly);
        }
        LeakCheck.assertNothingLeft(null);
    }

    @Test
    void aChildProcessEndsWhatItLeftSoNothingIsFound() throws Exception {
        ChildProcess child = ChildProcess.start(
                List.of("/bin/sh", "-c", "sleep 60 >/dev/null 2>&1 & echo $!"), Map.of("PATH", System.getenv("PATH")));
        long grandchild = Long.parseLong(firstLine(child.process().getInputStream()));

        assertThat(child.treeEnded().get(10, TimeUnit.SECONDS)).isZero();

        assertThat(LeakCheck.carryingOurToken())
                .as("the shell's sleep, ended with its tree")
                .noneMatch(line -> line.startsWith(grandchild + " "));
        LeakCheck.assertNothingLeft(null);
    }

    @Test
    void aProcessWithoutOurTokenIsNotOurs() throws Exception {
        Process stranger = new ProcessBuilder("sleep", "60").start();
        try {
            assertThat(LeakCheck.carryingOurToken()).noneMatch(line -> line.startsWith(stranger.pid() + " "));
        } finally {
            stranger.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static String firstLine(InputStream in) throws IOException {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))
                .readLine()
                .strip();
    }
}
