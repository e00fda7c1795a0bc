package dev.gpudoctor.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.FakePythons;
import dev.gpudoctor.bridge.LeakCheck;
import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.PartialRun;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run cut by its timeout or a cancel keeps the timed steps it measured (issue 38). The fake
 * interpreter streams stages and timed steps (step i took 0.i s) as the bridge does, then hangs in a
 * grandchild as an op stuck in native code would.
 */
class MaceRunPartialTest {

    @TempDir
    Path dir;

    private final String marker = FakePythons.newMarker();

    @AfterEach
    void nothingIsLeftBehind() throws InterruptedException {
        LeakCheck.assertNothingLeft(marker);
    }

    private MaceRunService service(Map<String, String> knobs) {
        return new MaceRunService(
                new ChildOpRunner(FakePythons.environment(marker, knobs), BridgeHome::locate),
                new PythonInterpreters(Map.of(), dir));
    }

    private MaceRunSpec spec(int timeoutSeconds) throws Exception {
        return new MaceRunSpec(
                "cpu",
                false,
                "float32",
                "arch:small",
                "water-32",
                20,
                1,
                0,
                timeoutSeconds,
                false,
                false,
                false,
                FakePythons.install(dir, "steps-then-hang").toString());
    }

    @Test
    void aRunCutByItsTimeoutKeepsTheStepsItMeasured() throws Exception {
        List<String> heard = new CopyOnWriteArrayList<>();
        MaceRunOutcome outcome = service(Map.of()).run(spec(3), (message, fraction) -> heard.add(message));

        assertThat(outcome).isInstanceOf(MaceRunOutcome.Failed.class);
        MaceRunOutcome.Failed failed = (MaceRunOutcome.Failed) outcome;
        assertThat(failed.failure().reason()).isEqualTo(FailureReason.TIMED_OUT);
        assertThat(heard).as("the caller's listener still hears every stage").contains("model_load", "steps 3/20");
        PartialRun partial = failed.partial();
        assertThat(partial).isNotNull();
        assertThat(partial.stepsDone()).isEqualTo(3);
        assertThat(partial.stepsPlanned()).isEqualTo(20);
        assertThat(partial.cutDuring()).isEqualTo("steps 3/20");
        // 0.1, 0.2, 0.3 s: quantiles interpolated as the bridge's own step statistics
        assertThat(partial.stepS().min()).isEqualTo(0.1);
        assertThat(partial.stepS().p10()).isCloseTo(0.12, within(1e-12));
        assertThat(partial.stepS().median()).isCloseTo(0.2, within(1e-12));
        assertThat(partial.stepS().p90()).isCloseTo(0.28, within(1e-12));
        assertThat(partial.stepS().max()).isEqualTo(0.3);
        assertThat(partial.verdict())
                .startsWith("Partial: 3 of 20 timed steps finished, median 200 ms per step")
                .contains("the 3 s timeout ended the run after timed step 3 of 20");
    }

    @Test
    void aRunCutWhileItTimedTheExtraFiguresSaysAllStepsStand() throws Exception {
        MaceRunOutcome outcome = service(Map.of("FAKE_STEPS", "4", "FAKE_PLANNED", "4"))
                .run(
                        new MaceRunSpec(
                                "cpu",
                                false,
                                "float32",
                                "arch:small",
                                "water-32",
                                4,
                                1,
                                0,
                                3,
                                false,
                                false,
                                false,
                                FakePythons.install(dir, "steps-then-hang").toString()),
                        ProgressListener.NONE);

        PartialRun partial = ((MaceRunOutcome.Failed) outcome).partial();
        assertThat(partial.stepsDone()).isEqualTo(4);
        assertThat(partial.cutDuring()).isEqualTo("figures");
        assertThat(partial.stepS().median()).isCloseTo(0.25, within(1e-12));
        assertThat(partial.verdict())
                .startsWith("Partial: all 4 timed steps finished")
                .contains("while it timed the extra figures", "The step times stand");
    }

    @Test
    void aCancelledRunKeepsTheStepsItMeasured() throws Exception {
        CountDownLatch thirdStep = new CountDownLatch(1);
        AtomicReference<MaceRunOutcome> ended = new AtomicReference<>();
        MaceRunService service = service(Map.of());
        MaceRunSpec spec = spec(600);
        Thread worker = new Thread(
                () -> {
                    try {
                        ended.set(service.run(spec, (message, fraction) -> {
                            if (message.equals("steps 3/20")) {
                                thirdStep.countDown();
                            }
                        }));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                },
                "partial-cancel-test");
        worker.start();
        assertThat(thirdStep.await(60, TimeUnit.SECONDS))
                .as("the fake streamed its third step")
                .isTrue();
        worker.interrupt();
        worker.join(10_000);
        assertThat(worker.isAlive()).isFalse();

        MaceRunOutcome.Failed failed = (MaceRunOutcome.Failed) ended.get();
        assertThat(failed.failure().reason()).isEqualTo(FailureReason.CANCELLED);
        assertThat(failed.partial().stepsDone()).isEqualTo(3);
        assertThat(failed.partial().stepS().median()).isCloseTo(0.2, within(1e-12));
        assertThat(failed.partial().verdict())
                .startsWith("Partial: 3 of 20 timed steps finished")
                .contains("the run was cancelled after timed step 3 of 20");
    }

    @Test
    void aFailureBeforeAnyProgressKeepsNothing() throws Exception {
        MaceRunOutcome outcome = service(Map.of("FAKE_SIGNAL", "SEGV"))
                .run(
                        new MaceRunSpec(
                                "cpu",
                                false,
                                "float32",
                                "arch:small",
                                "water-32",
                                20,
                                1,
                                0,
                                30,
                                false,
                                false,
                                false,
                                FakePythons.install(dir, "crash-after-hello").toString()),
                        ProgressListener.NONE);

        assertThat(((MaceRunOutcome.Failed) outcome).failure().reason()).isEqualTo(FailureReason.CRASHED_BY_SIGNAL);
        assertThat(((MaceRunOutcome.Failed) outcome).partial()).isNull();
    }
}
