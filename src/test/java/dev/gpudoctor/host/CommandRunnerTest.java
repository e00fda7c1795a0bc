package dev.gpudoctor.host;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CommandRunnerTest {

    private final CommandRunner runner = new CommandRunner();

    @Test
    void streamsMergedOutputAndKeepsTheExitCode() throws Exception {
        List<String> lines = new ArrayList<>();

        CommandResult result = runner.run(List.of("sh", "-c", "echo out; echo err >&2; exit 4"), null, null,
                Duration.ofSeconds(30), lines::add);

        assertThat(lines).containsExactlyInAnyOrder("out", "err");
        assertThat(result.exitCode()).isEqualTo(4);
        assertThat(result.succeeded()).isFalse();
        assertThat(result.problem()).isEqualTo("sh exited with code 4");
    }

    @Test
    void aHangingCommandIsKilledWithItsChildrenAtTheTimeout() throws Exception {
        CommandResult result = runner.run(List.of("sh", "-c", "sleep 300 & echo $!; wait"), null, null,
                Duration.ofMillis(500), line -> { });

        assertThat(result.timedOut()).isTrue();
        assertThat(result.problem()).contains("did not finish");
        long sleeper = Long.parseLong(result.outputTail().get(0).trim());
        assertThat(runningOrSleeping(sleeper)).as("the grandchild is gone too").isFalse();
    }

    /**
     * A killed grandchild is re-parented and may stay a zombie for a while (a container's pid 1
     * need not reap), and ProcessHandle calls a zombie alive; /proc tells them apart.
     */
    private static boolean runningOrSleeping(long pid) throws Exception {
        java.nio.file.Path stat = java.nio.file.Path.of("/proc", Long.toString(pid), "stat");
        for (int i = 0; i < 50; i++) {
            if (!java.nio.file.Files.exists(stat)) {
                return false;
            }
            String text;
            try {
                text = java.nio.file.Files.readString(stat);
            } catch (java.io.IOException gone) {
                return false;
            }
            char state = text.charAt(text.lastIndexOf(')') + 2);
            if (state == 'Z' || state == 'X') {
                return false;
            }
            Thread.sleep(100);
        }
        return true;
    }

    @Test
    void aMissingProgramIsAStartErrorNotAnException() throws Exception {
        CommandResult result = runner.run(List.of("/no/such/program"), null, null, Duration.ofSeconds(5), line -> { });

        assertThat(result.startError()).isNotBlank();
        assertThat(result.problem()).startsWith("could not start /no/such/program");
    }

    @Test
    void keepsOnlyTheLastLines() throws Exception {
        CommandResult result = runner.run(List.of("sh", "-c", "i=0; while [ $i -lt 500 ]; do echo line$i; i=$((i+1)); done"),
                null, null, Duration.ofSeconds(30), line -> { });

        assertThat(result.outputTail()).hasSize(200).endsWith("line499").startsWith("line300");
    }
}
