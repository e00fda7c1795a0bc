package dev.gpudoctor.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.FakePythons;
import dev.gpudoctor.bridge.LeakCheck;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.bridge.ResultReader;
import dev.gpudoctor.capability.BridgeCalls;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunService;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Cancel means one thing wherever a bridge op runs in a child: the child and its grandchildren are
 * gone, the outcome is CANCELLED, and a caller whose contract is to throw throws InterruptedException.
 * The op hangs in a grandchild (hang-after-hello), as an op stuck in native code would.
 */
class ChildOpCancelTest {

    private static final Duration LONG = Duration.ofSeconds(60);

    @TempDir
    Path dir;

    private final String marker = FakePythons.newMarker();

    private Map<String, String> environment() {
        return FakePythons.environment(marker, Map.of());
    }

    private String hanging() throws Exception {
        return FakePythons.install(dir, "hang-after-hello").toString();
    }

    /** What the call gave, or threw, when its thread was interrupted while the op hung; whether the flag stayed set. */
    private record Ended(Object value, Throwable thrown, boolean interruptSet) {}

    private Ended cancelWhileHanging(Callable<Object> call) throws Exception {
        return cancelWhileHanging(call, 1);
    }

    /** As above, once {@code children} ops hang at the same time (each in a child of its own). */
    private Ended cancelWhileHanging(Callable<Object> call, int children) throws Exception {
        AtomicReference<Ended> ended = new AtomicReference<>();
        Thread worker = new Thread(
                () -> {
                    try {
                        Object value = call.call();
                        ended.set(new Ended(value, null, Thread.currentThread().isInterrupted()));
                    } catch (Throwable e) {
                        ended.set(new Ended(null, e, Thread.currentThread().isInterrupted()));
                    }
                },
                "cancel-test");
        worker.start();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < deadline && hangingOps() < children) {
            Thread.sleep(20);
        }
        assertThat(hangingOps())
                .as("ops hanging in their grandchildren at once")
                .isEqualTo(children);
        long cancelled = System.nanoTime();
        worker.interrupt();
        worker.join(10_000);
        assertThat(worker.isAlive()).isFalse();
        assertThat((System.nanoTime() - cancelled) / 1e9)
                .as("seconds from cancel to return")
                .isLessThan(5);
        LeakCheck.assertNothingLeft(marker);
        return ended.get();
    }

    private long hangingOps() {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info()
                        .commandLine()
                        .map(c -> c.contains("3600." + marker))
                        .orElse(false))
                .count();
    }

    @Test
    void theRunnerItselfSaysCancelledAndKeepsTheInterrupt() throws Exception {
        String python = hanging();
        ChildOpRunner runner = new ChildOpRunner(environment(), BridgeHome::locate);

        Ended ended = cancelWhileHanging(() -> runner.run(
                ChildOpRunner.Launch.of(python),
                "ping",
                JsonNodeFactory.instance.objectNode(),
                LONG,
                null,
                ResultReader.json("ping")));

        assertThat(ended.thrown()).isNull();
        assertThat(((OpOutcome<?>) ended.value()).cancelled()).isTrue();
        assertThat(((OpOutcome.Failed<?>) ended.value()).failure().reason()).isEqualTo(FailureReason.CANCELLED);
        assertThat(ended.interruptSet()).as("the caller still sees its cancel").isTrue();
    }

    @Test
    void theChecklistAndTheCapabilityMatrixEndACancelledOpAlike() throws Exception {
        String python = hanging();
        PythonOps checklist = new ChildPythonOps(
                new ChildOpRunner(environment(), BridgeHome::locate), ChildOpRunner.Launch.of(python));
        BridgeCalls capabilities =
                BridgeCalls.of(new dev.gpudoctor.bridge.ChildOpRunner(environment(), BridgeHome::locate));

        Ended fromChecklist =
                cancelWhileHanging(() -> checklist.call("env", JsonNodeFactory.instance.objectNode(), LONG));
        Ended fromCapabilities =
                cancelWhileHanging(() -> capabilities.call(python, "env", JsonNodeFactory.instance.objectNode(), LONG));

        for (Ended ended : new Ended[] {fromChecklist, fromCapabilities}) {
            assertThat(ended.thrown())
                    .isInstanceOf(InterruptedException.class)
                    .hasMessage("cancelled while running 'env'");
            assertThat(ended.interruptSet())
                    .as("the InterruptedException carries the interrupt")
                    .isFalse();
        }
    }

    @Test
    void aMaceRunCancelledInTheRunsTabIsTheSameCancelledOutcome() throws Exception {
        String python = hanging();
        MaceRunService runs = new MaceRunService(
                new dev.gpudoctor.bridge.ChildOpRunner(environment(), BridgeHome::locate),
                new PythonInterpreters(Map.of(), dir));
        MaceRunSpec spec =
                new MaceRunSpec("cpu", false, "float32", "arch:small", "h2o", 5, 1, 0, 60, false, false, false, python);

        Ended ended = cancelWhileHanging(() -> runs.run(spec, null));

        assertThat(ended.value())
                .isInstanceOfSatisfying(
                        MaceRunOutcome.Failed.class,
                        failed -> assertThat(failed.failure().reason()).isEqualTo(FailureReason.CANCELLED));
        assertThat(ended.interruptSet()).isTrue();
    }

    @Test
    void aCallerCancelledBeforeTheOpStartsGetsCancelledAndNothingRuns() throws Exception {
        ChildOpRunner runner = new ChildOpRunner(environment(), BridgeHome::locate);
        String python = FakePythons.install(dir, "mace-answer").toString();

        Thread.currentThread().interrupt();
        OpOutcome<com.fasterxml.jackson.databind.JsonNode> outcome;
        try {
            outcome = runner.run(
                    ChildOpRunner.Launch.of(python),
                    "ping",
                    JsonNodeFactory.instance.objectNode(),
                    LONG,
                    null,
                    ResultReader.json("ping"));
        } finally {
            assertThat(Thread.interrupted())
                    .as("the interrupt stays for the caller")
                    .isTrue();
        }
        assertThat(outcome.cancelled()).isTrue();
        LeakCheck.assertNothingLeft(marker);
    }

    /** The checklist starts its Python children side by side; cancelling it stops every one of them. */
    @Test
    void aCancelledChecklistLeavesNoneOfTheChildrenItStartedSideBySide() throws Exception {
        String python = hanging();
        ChecklistService checklist = ChecklistService.forThisMachine(
                environment(),
                new CommandRunner(),
                new ChildOpRunner(environment(), BridgeHome::locate),
                () -> python,
                null);
        ChecklistRequest request = new ChecklistRequest(
                List.of(CheckId.PYTHON_ENV, CheckId.CUDA_INIT, CheckId.MACE_IMPORT_CHAIN, CheckId.NVML_CALLS),
                null,
                null,
                false,
                false);

        // cuda-init has a child of its own only where there is NVIDIA hardware to bring up.
        int children = checklist.readHost(request).noNvidiaHardware() ? 2 : 3;

        Ended ended = cancelWhileHanging(() -> checklist.run(request, result -> {}), children);

        assertThat(ended.thrown()).isInstanceOf(InterruptedException.class);
    }
}
