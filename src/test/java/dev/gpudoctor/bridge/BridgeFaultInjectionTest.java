package dev.gpudoctor.bridge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Fake interpreters that crash, hang or babble: every case classified exactly, nothing left behind. */
class BridgeFaultInjectionTest {

    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(10);

    @TempDir
    Path dir;

    private final String marker = FakePythons.newMarker();

    @AfterEach
    void nothingIsLeftBehind() throws InterruptedException {
        LeakCheck.assertNothingLeft(marker);
    }

    private BridgeSpec fake(String name, Map<String, String> knobs) throws IOException {
        Path python = FakePythons.install(dir, name);
        return BridgeSpec.of(
                        python.toString(),
                        BridgeEnvironment.of(FakePythons.environment(marker, knobs), FakePythons.bridgeDir()))
                .withStartupTimeout(Duration.ofSeconds(10));
    }

    private static BridgeFailure startFailure(BridgeSpec spec) {
        return catchThrowableOfType(BridgeFailureException.class, () -> BridgeProcess.start(spec))
                .failure();
    }

    private static BridgeFailure requestFailure(BridgeProcess bridge, Duration timeout) {
        BridgeResult result =
                bridge.request("mace_run", JsonNodeFactory.instance.objectNode(), timeout, ProgressListener.NONE);
        assertThat(result).isInstanceOf(BridgeResult.Failure.class);
        return ((BridgeResult.Failure) result).failure();
    }

    @ParameterizedTest(name = "SIG{0} before hello")
    @CsvSource({"BUS, 7", "SEGV, 11", "ILL, 4", "ABRT, 6", "KILL, 9"})
    void aCrashBeforeHelloIsClassifiedBySignal(String signal, int number) throws IOException {
        BridgeFailure failure = startFailure(fake("crash-before-hello", Map.of("FAKE_SIGNAL", signal)));

        assertThat(failure.reason()).isEqualTo(FailureReason.CRASHED_BY_SIGNAL);
        assertThat(failure.signal()).isEqualTo("SIG" + signal);
        assertThat(failure.exitCode()).isEqualTo(128 + number);
        assertThat(failure.message())
                .contains("crashed with SIG" + signal + " before saying hello")
                .doesNotContain("\n");
        assertThat(failure.stderrTail()).contains("Fatal Python error: about to die by SIG" + signal);
    }

    @ParameterizedTest(name = "SIG{0} after hello")
    @CsvSource({"BUS, 7", "SEGV, 11", "ILL, 4", "ABRT, 6", "KILL, 9"})
    void aCrashDuringAnOpIsClassifiedBySignal(String signal, int number) throws Exception {
        try (BridgeProcess bridge = BridgeProcess.start(fake("crash-after-hello", Map.of("FAKE_SIGNAL", signal)))) {
            BridgeFailure failure = requestFailure(bridge, REQUEST_TIMEOUT);

            assertThat(failure.reason()).isEqualTo(FailureReason.CRASHED_BY_SIGNAL);
            assertThat(failure.signal()).isEqualTo("SIG" + signal);
            assertThat(failure.exitCode()).isEqualTo(128 + number);
            assertThat(failure.message()).contains("SIG" + signal + " while running 'mace_run'");
            assertThat(failure.stderrTail()).contains("loading model... crashing by SIG" + signal);
        }
    }

    @Test
    void theMessageNamesTheUsualCulpritsOfSigkillAndSigbus() throws IOException {
        assertThat(startFailure(fake("crash-before-hello", Map.of("FAKE_SIGNAL", "KILL")))
                        .message())
                .contains("out-of-memory killer");
        assertThat(startFailure(fake("crash-before-hello", Map.of("FAKE_SIGNAL", "BUS")))
                        .message())
                .contains("WSL2", "/dev/shm", "Triton");
    }

    @Test
    void aHungOpTimesOutAndTheChildAndItsGrandchildAreKilled() throws Exception {
        long pid;
        try (BridgeProcess bridge = BridgeProcess.start(fake("hang-after-hello", Map.of()))) {
            pid = bridge.pid();
            long started = System.nanoTime();
            BridgeFailure failure = requestFailure(bridge, Duration.ofSeconds(1));

            assertThat(failure.reason()).isEqualTo(FailureReason.TIMED_OUT);
            assertThat(failure.message()).contains("did not answer 'mace_run' within 1 s");
            assertThat((System.nanoTime() - started) / 1e9).isLessThan(5);
            assertThat(requestFailure(bridge, REQUEST_TIMEOUT))
                    .as("a dead bridge keeps its first failure")
                    .isEqualTo(failure);
        }
        assertThat(LeakCheck.alive(pid)).isFalse();
    }

    @Test
    void noHelloWithinTheStartupTimeoutIsTimedOut() throws IOException {
        BridgeFailure failure = startFailure(fake("no-hello", Map.of()).withStartupTimeout(Duration.ofMillis(700)));

        assertThat(failure.reason()).isEqualTo(FailureReason.TIMED_OUT);
        assertThat(failure.message()).contains("within 0.7 s (no hello line)");
    }

    @Test
    void garbageInsteadOfHelloIsAProtocolError() throws IOException {
        BridgeFailure failure = startFailure(fake("garbage-hello", Map.of()));

        assertThat(failure.reason()).isEqualTo(FailureReason.PROTOCOL_ERROR);
        assertThat(failure.message()).contains("not a JSON object", "Welcome to Python!");
    }

    @Test
    void aMessageWhoseFieldsAreNotTheProtocolsIsAProtocolError() throws IOException {
        // Read as its record (BridgeMessage) at the boundary: a field of the wrong kind is not read as absent.
        BridgeFailure failure = startFailure(fake("hello-of-another-shape", Map.of()));

        assertThat(failure.reason()).isEqualTo(FailureReason.PROTOCOL_ERROR);
        assertThat(failure.message()).contains("fields are not the protocol's", "\"protocol\":{\"version\":1}");
    }

    @Test
    void halfAJsonLineIsAProtocolError() throws IOException {
        BridgeFailure failure = startFailure(fake("partial-hello", Map.of()));

        assertThat(failure.reason()).isEqualTo(FailureReason.PROTOCOL_ERROR);
        assertThat(failure.message()).contains("ended in the middle of a line");
    }

    @Test
    void closingStdoutAfterHelloIsAProtocolError() throws Exception {
        try (BridgeProcess bridge = BridgeProcess.start(fake("hello-then-close", Map.of()))) {
            BridgeFailure failure = requestFailure(bridge, REQUEST_TIMEOUT);

            assertThat(failure.reason()).isEqualTo(FailureReason.PROTOCOL_ERROR);
            assertThat(failure.message()).contains("closed its output but kept running");
        }
    }

    @Test
    void aLineOverTheDefault16MiBCapIsAProtocolError() throws Exception {
        String bytes = String.valueOf(BridgeSpec.DEFAULT_MAX_LINE_BYTES + 1024);
        try (BridgeProcess bridge = BridgeProcess.start(fake("enormous-line", Map.of("FAKE_LINE_BYTES", bytes)))) {
            BridgeFailure failure = requestFailure(bridge, REQUEST_TIMEOUT);

            assertThat(failure.reason()).isEqualTo(FailureReason.PROTOCOL_ERROR);
            assertThat(failure.message()).contains("a line longer than 16 MiB, the limit for one message");
        }
    }

    @Test
    void aNormalExitWithACodeIsExitedWithThatCode() throws Exception {
        try (BridgeProcess bridge = BridgeProcess.start(fake("exit-after-hello", Map.of()))) {
            BridgeFailure failure = requestFailure(bridge, REQUEST_TIMEOUT);

            assertThat(failure.reason()).isEqualTo(FailureReason.EXITED);
            assertThat(failure.exitCode()).isEqualTo(3);
            assertThat(failure.signal()).isNull();
            assertThat(failure.message())
                    .isEqualTo(
                            "The Python interpreter exited with code 3 while running 'mace_run'. Its last line on stderr: SystemExit: 3");
        }
    }

    /**
     * Issue 38: a child that closes its output and takes seconds to exit (slow on a busy machine) has exited,
     * with its code; no 2 s grace of ours turns it into a protocol error.
     */
    @Test
    void aSlowExitAfterClosingStdoutIsAnExitNotAProtocolError() throws Exception {
        try (BridgeProcess bridge = BridgeProcess.start(fake("close-then-slow-exit", Map.of()))) {
            BridgeFailure failure = requestFailure(bridge, REQUEST_TIMEOUT);

            assertThat(failure.reason()).as(failure.message()).isEqualTo(FailureReason.EXITED);
            assertThat(failure.exitCode()).isEqualTo(3);
        }
    }

    @Test
    void anExitBeforeHelloQuotesTheLastStderrLine() throws IOException {
        BridgeFailure failure = startFailure(fake("exit-before-hello", Map.of()));

        assertThat(failure.reason()).isEqualTo(FailureReason.EXITED);
        assertThat(failure.exitCode()).isEqualTo(1);
        assertThat(failure.message()).contains("before saying hello", "No module named gpudoctor_bridge");
    }

    @Test
    void aMissingInterpreterIsPythonNotFound() {
        BridgeSpec spec = BridgeSpec.of(
                dir.resolve("no-such-python").toString(),
                BridgeEnvironment.of(System.getenv(), FakePythons.bridgeDir()));

        BridgeFailure failure = startFailure(spec);

        assertThat(failure.reason()).isEqualTo(FailureReason.PYTHON_NOT_FOUND);
        assertThat(failure.message()).endsWith("no-such-python': no such file.");
    }

    @Test
    void aNonExecutableInterpreterIsPythonNotFound() throws IOException {
        Path notExecutable = Files.writeString(dir.resolve("python3"), "#!/bin/sh\n");
        BridgeSpec spec =
                BridgeSpec.of(notExecutable.toString(), BridgeEnvironment.of(System.getenv(), FakePythons.bridgeDir()));

        assertThat(startFailure(spec).reason()).isEqualTo(FailureReason.PYTHON_NOT_FOUND);
        assertThat(startFailure(spec).message()).contains("permission denied");
    }

    /**
     * The bridge exits without answering while a grandchild it started still holds stdout and
     * stderr. The exit is the answer, seen within seconds (not at the op's timeout), and the
     * grandchild is gone (the leak check after each test finds it by its marker).
     */
    @ParameterizedTest(name = "grandchild by {0}")
    @ValueSource(strings = {"subshell", "nohup", "setsid", "escaped"})
    void anExitIsSeenAtOnceThoughAGrandchildHoldsThePipes(String style) throws Exception {
        try (BridgeProcess bridge = BridgeProcess.start(fake("exit-leaving-grandchild", Map.of("FAKE_STYLE", style)))) {
            long started = System.nanoTime();
            BridgeFailure failure = requestFailure(bridge, Duration.ofSeconds(60));
            double seconds = (System.nanoTime() - started) / 1e9;

            assertThat(failure.reason()).as(failure.message()).isEqualTo(FailureReason.EXITED);
            assertThat(failure.exitCode()).isEqualTo(3);
            assertThat(failure.message())
                    .contains(
                            "exited with code 3 while running 'mace_run'",
                            "leaving a grandchild behind (" + style + ")");
            assertThat(seconds).as("seconds from the request to the failure").isLessThan(6);
        }
    }

    /**
     * A grandchild that leaves the group, drops the environment (and so the token) and is
     * orphaned before the next look at the child's descendants is beyond every trace: it still
     * holds the pipe, but the child's exit answers the request within seconds all the same.
     */
    @Test
    void theExitAnswersEvenWhenTheHolderEscapedEveryTrace() throws Exception {
        try (BridgeProcess bridge =
                BridgeProcess.start(fake("exit-leaving-grandchild", Map.of("FAKE_STYLE", "vanished")))) {
            long started = System.nanoTime();
            BridgeFailure failure = requestFailure(bridge, Duration.ofSeconds(60));

            assertThat(failure.reason()).as(failure.message()).isEqualTo(FailureReason.EXITED);
            assertThat(failure.exitCode()).isEqualTo(3);
            assertThat((System.nanoTime() - started) / 1e9)
                    .as("seconds from the request to the failure")
                    .isLessThan(6);
        } finally {
            LeakCheck.killMarked(marker); // usually out of GPU Doctor's sight, so the test ends it
        }
    }

    @Test
    void aGrandchildLeftBehindByAHealthyBridgeIsEndedAtClose() throws Exception {
        BridgeProcess bridge = BridgeProcess.start(fake("exit-leaving-grandchild", Map.of("FAKE_STYLE", "answer")));
        BridgeResult result = bridge.request(
                "mace_run", JsonNodeFactory.instance.objectNode(), REQUEST_TIMEOUT, ProgressListener.NONE);
        assertThat(result).isInstanceOf(BridgeResult.Success.class);

        long started = System.nanoTime();
        bridge.close();

        assertThat((System.nanoTime() - started) / 1e9).as("seconds to close").isLessThan(3);
    }

    @Test
    void closeTwiceIsHarmless() throws Exception {
        BridgeProcess bridge = BridgeProcess.start(fake("hang-after-hello", Map.of()));
        bridge.close();
        bridge.close();
        assertThatThrownBy(() -> {
                    throw new BridgeFailureException(requestFailure(bridge, REQUEST_TIMEOUT));
                })
                .hasMessage("The bridge was closed.");
    }
}
