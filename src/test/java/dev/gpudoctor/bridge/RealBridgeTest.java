package dev.gpudoctor.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The real gpudoctor_bridge in this machine's python3 (no torch needed). */
class RealBridgeTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(20);
    private BridgeProcess bridge;

    @BeforeEach
    void start() throws BridgeFailureException {
        bridge = BridgeProcess.start(
                BridgeSpec.of("python3", BridgeEnvironment.of(System.getenv(), FakePythons.bridgeDir())));
    }

    @AfterEach
    void closeLeavesNothing() throws InterruptedException {
        long pid = bridge.pid();
        bridge.close();
        assertThat(LeakCheck.alive(pid)).isFalse();
        LeakCheck.assertNothingLeft(null);
    }

    private static ObjectNode params() {
        return JsonNodeFactory.instance.objectNode();
    }

    private JsonNode success(BridgeResult result) {
        assertThat(result).isInstanceOf(BridgeResult.Success.class);
        return ((BridgeResult.Success) result).result();
    }

    private BridgeFailure failure(BridgeResult result) {
        assertThat(result).isInstanceOf(BridgeResult.Failure.class);
        return ((BridgeResult.Failure) result).failure();
    }

    @Test
    void helloDescribesTheInterpreter() {
        JsonNode hello = bridge.hello();
        assertThat(hello.get("protocol").asInt()).isEqualTo(1);
        assertThat(hello.at("/python/version").asText()).matches("3\\.\\d+\\.\\d+.*");
        assertThat(hello.at("/python/executable").asText()).isNotBlank();
        assertThat(bridge.startupSeconds()).isBetween(0.0, 30.0);
    }

    @Test
    void pingRoundTripsAndPrintsLandOnStderr() {
        JsonNode pong =
                success(bridge.request("ping", params().put("echo_to_stdout", "printed by an op"), TIMEOUT, null));

        assertThat(pong.get("pong").asBoolean()).isTrue();
        // stderr is drained on its own thread: the line may trail the result by a moment.
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (!bridge.stderrTail().contains("printed by an op") && System.nanoTime() < deadline) {
            sleepQuietly(20);
        }
        assertThat(bridge.stderrTail()).contains("printed by an op");
    }

    @Test
    void progressReachesTheListenerInOrder() {
        List<String> seen = new CopyOnWriteArrayList<>();
        success(bridge.request(
                "ping",
                params().put("progress_steps", 3),
                TIMEOUT,
                (message, fraction) -> seen.add(message + " @ " + String.format("%.2f", fraction))));

        assertThat(seen).containsExactly("step 1 of 3 @ 0.33", "step 2 of 3 @ 0.67", "step 3 of 3 @ 1.00");
    }

    @Test
    void anUnknownOpIsAnOpErrorAndTheBridgeKeepsServing() {
        BridgeFailure failure = failure(bridge.request("no_such_op", params(), TIMEOUT, null));

        assertThat(failure.reason()).isEqualTo(FailureReason.OP_ERROR);
        assertThat(failure.errorKind()).isEqualTo("unknown-op");
        assertThat(success(bridge.request("ping", params(), TIMEOUT, null))
                        .get("pong")
                        .asBoolean())
                .isTrue();
    }

    @Test
    void anOpThatDidNotFitInGpuMemoryIsOutOfMemoryAndTheBridgeKeepsServing() {
        BridgeFailure failure = failure(bridge.request(
                "ping", params().put("fail_with", "CUDA out of memory. Tried to allocate 14.51 GiB."), TIMEOUT, null));

        assertThat(failure.reason()).isEqualTo(FailureReason.OUT_OF_MEMORY);
        assertThat(failure.errorKind()).isEqualTo("out-of-memory");
        assertThat(failure.message()).isEqualTo("RuntimeError: CUDA out of memory. Tried to allocate 14.51 GiB.");
        assertThat(success(bridge.request("ping", params(), TIMEOUT, null))
                        .get("pong")
                        .asBoolean())
                .isTrue();
    }

    @Test
    void aFailingOpKeepsItsTracebackInDetailsNotInTheMessage() {
        BridgeFailure failure = failure(bridge.request("ping", params().put("fail_with", "boom"), TIMEOUT, null));

        assertThat(failure.reason()).isEqualTo(FailureReason.OP_ERROR);
        assertThat(failure.errorKind()).isEqualTo("op-failed");
        assertThat(failure.message()).isEqualTo("RuntimeError: boom");
        assertThat(failure.details()).contains("Traceback (most recent call last)");
    }

    @Test
    void maceRunWithoutTorchIsAMissingPackage() {
        ObjectNode params = params().put("device", "cpu")
                .put("dtype", "float64")
                .put("model", "arch:small")
                .put("structure", "h2o")
                .put("repeats", 1)
                .put("warmup", 0)
                .put("seed", 0)
                .put("enable_cueq", false);
        BridgeFailure failure = failure(bridge.request("mace_run", params, Duration.ofSeconds(60), null));

        assertThat(failure.reason()).as(failure.toString()).isEqualTo(FailureReason.MISSING_PACKAGE);
        assertThat(failure.facts().get("package")).isIn("torch", "mace-torch", "mace");
        assertThat(failure.facts()).containsKey("interpreter");
    }

    @Test
    void cancelDuringASleepingOpKillsTheChildQuickly() throws InterruptedException {
        Thread canceller = new NamedDaemonThreadFactory("test-canceller").newThread(() -> {
            sleepQuietly(300);
            bridge.cancel();
        });
        canceller.start();
        long started = System.nanoTime();

        BridgeFailure failure = failure(bridge.request("ping", params().put("sleep_s", 30), TIMEOUT, null));

        assertThat(failure.reason()).isEqualTo(FailureReason.CANCELLED);
        assertThat((System.nanoTime() - started) / 1e9).isLessThan(3);
        canceller.join();
    }

    @Test
    void interruptingTheWaitingThreadCancels() throws InterruptedException {
        AtomicReference<BridgeResult> result = new AtomicReference<>();
        Thread requester = new NamedDaemonThreadFactory("test-requester")
                .newThread(() -> result.set(bridge.request("ping", params().put("sleep_s", 30), TIMEOUT, null)));
        requester.start();
        Thread.sleep(300);
        requester.interrupt();
        requester.join(3000);

        assertThat(requester.isAlive()).isFalse();
        assertThat(failure(result.get()).reason()).isEqualTo(FailureReason.CANCELLED);
    }

    @Test
    void aCleanCloseShutsTheBridgeDownWithExitZero() throws InterruptedException {
        ProcessHandle handle = ProcessHandle.of(bridge.pid()).orElseThrow();
        bridge.close();
        assertThat(handle.isAlive()).isFalse();
        assertThat(bridge.stderrTail()).noneMatch(line -> line.contains("Traceback"));
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
