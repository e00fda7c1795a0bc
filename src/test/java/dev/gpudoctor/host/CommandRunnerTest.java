package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CommandRunnerTest {

    private final CommandRunner runner = new CommandRunner();

    @Test
    void streamsMergedOutputAndKeepsTheExitCode() throws Exception {
        List<String> lines = new ArrayList<>();

        CommandResult result = runner.run(
                List.of("sh", "-c", "echo out; echo err >&2; exit 4"), null, null, Duration.ofSeconds(30), lines::add);

        assertThat(lines).containsExactlyInAnyOrder("out", "err");
        assertThat(result.exitCode()).isEqualTo(4);
        assertThat(result.succeeded()).isFalse();
        assertThat(result.problem()).isEqualTo("sh exited with code 4");
    }

    @Test
    void withAnOutputFileStdoutGoesThereAndOnlyStderrIsStreamed(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        List<String> lines = new ArrayList<>();
        java.nio.file.Path answer = dir.resolve("answer.json");

        CommandResult result = runner.run(
                List.of("sh", "-c", "echo '{\"a\": 1}'; echo complaint >&2; exit 2"),
                null,
                null,
                Duration.ofSeconds(30),
                lines::add,
                answer);

        assertThat(java.nio.file.Files.readString(answer)).isEqualTo("{\"a\": 1}\n");
        assertThat(lines).containsExactly("complaint");
        assertThat(result.outputTail()).containsExactly("complaint");
        assertThat(result.exitCode()).isEqualTo(2);
    }

    @Test
    void aHangingCommandIsKilledWithItsChildrenAtTheTimeout() throws Exception {
        CommandResult result = runner.run(
                List.of("sh", "-c", "sleep 300 & echo $!; wait"), null, null, Duration.ofMillis(500), line -> {});

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

    /**
     * The command exits while a grandchild it sent to the background still holds stdout. The
     * exit is the end: the run returns at once (not after the reader gives up) and nothing is left.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "subshell | ( sleep 3600.MARK & )",
                "nohup    | nohup sleep 3600.MARK &",
                "setsid   | setsid sleep 3600.MARK &",
                "escaped  | env -i setsid /bin/sh -c '/bin/sleep 3600.MARK; true' & sleep 1"
            })
    void aGrandchildHoldingThePipeNeitherDelaysTheResultNorOutlivesIt(String style, String script) throws Exception {
        String marker = ChildProcesses.newMarker();
        List<String> lines = new ArrayList<>();

        CommandResult result = runner.run(
                List.of("sh", "-c", script.replace("MARK", marker) + "\necho done"),
                null,
                null,
                Duration.ofSeconds(60),
                lines::add);

        assertThat(result.exitCode()).isZero();
        assertThat(lines).contains("done");
        assertThat(result.durationMillis()).as("milliseconds").isLessThan(4_000);
        assertThat(ChildProcesses.running("3600." + marker))
                .as("processes left running")
                .isEmpty();
    }

    /**
     * Issue 38: on a busy machine the reader can fall seconds behind a command that already exited. Its
     * output is read to the end within the command's own limit; no grace period of ours cuts it.
     */
    @Test
    void aReaderFallingBehindAnExitedCommandStillReadsItsLastLine() throws Exception {
        List<String> lines = new ArrayList<>();

        CommandResult result =
                runner.run(List.of("sh", "-c", "echo first; echo last"), null, null, Duration.ofSeconds(30), line -> {
                    if (line.equals("first")) {
                        pause(3_000); // a starved reader, past the 2 s the runner used to allow
                    }
                    lines.add(line);
                });

        assertThat(lines).containsExactly("first", "last");
        assertThat(result.outputComplete()).isTrue();
        assertThat(result.succeeded()).isTrue();
    }

    @Test
    void outputNotReadToItsEndWithinTheLimitIsOutOfTimeNotASuccess() throws Exception {
        // The command itself ends in milliseconds, far inside its 5 s; its reader is held twice as long.
        CommandResult result =
                runner.run(List.of("sh", "-c", "echo first; echo last"), null, null, Duration.ofSeconds(5), line -> {
                    if (line.equals("first")) {
                        pause(10_000);
                    }
                });

        assertThat(result.timedOut()).isFalse();
        assertThat(result.exitCode()).isZero();
        assertThat(result.outputComplete()).isFalse();
        assertThat(result.outOfTime()).isTrue();
        assertThat(result.succeeded()).isFalse();
        assertThat(result.problem()).contains("could not be read to the end within");
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void oneEndlessLineKeepsItsHeadAndTail() throws Exception {
        List<String> lines = new ArrayList<>();

        CommandResult result = runner.run(
                List.of("sh", "-c", "printf START; head -c 50000000 /dev/zero | tr '\\0' x; echo END; echo after"),
                null,
                null,
                Duration.ofSeconds(60),
                lines::add);

        assertThat(result.exitCode()).isZero();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0))
                .startsWith("STARTxxx")
                .endsWith("xxxEND")
                .contains(" bytes cut ...]")
                .hasSizeLessThan(CommandRunner.MAX_LINE_BYTES + 100);
        assertThat(lines.get(1)).isEqualTo("after");
    }

    @Test
    void theListenerGetsAtMostItsShareAndIsToldTheRestWasCut() throws Exception {
        long[] received = new long[1];
        List<String> notes = new ArrayList<>();

        CommandResult result = runner.run(
                List.of("sh", "-c", "yes 0123456789abcdef | head -c 40000000; echo; echo last"),
                null,
                null,
                Duration.ofSeconds(60),
                line -> {
                    received[0] += line.length() + 1;
                    if (line.startsWith("[...")) {
                        notes.add(line);
                    }
                });

        assertThat(received[0]).isLessThanOrEqualTo(CommandRunner.MAX_STREAMED_BYTES + 200);
        assertThat(notes).singleElement().asString().contains("went on past 32 MiB");
        assertThat(result.bytesCut()).isGreaterThan(6_000_000);
        assertThat(result.outputTail()).hasSize(CommandRunner.TAIL_LINES).endsWith("last");
    }

    @Test
    void aMissingProgramIsAStartErrorNotAnException() throws Exception {
        CommandResult result = runner.run(List.of("/no/such/program"), null, null, Duration.ofSeconds(5), line -> {});

        assertThat(result.startError()).isNotBlank();
        assertThat(result.problem()).startsWith("could not start /no/such/program");
    }

    @Test
    void keepsOnlyTheLastLines() throws Exception {
        CommandResult result = runner.run(
                List.of("sh", "-c", "i=0; while [ $i -lt 500 ]; do echo line$i; i=$((i+1)); done"),
                null,
                null,
                Duration.ofSeconds(30),
                line -> {});

        assertThat(result.outputTail()).hasSize(200).endsWith("line499").startsWith("line300");
    }
}
