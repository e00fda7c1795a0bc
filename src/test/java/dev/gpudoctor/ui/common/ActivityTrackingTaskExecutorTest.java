package dev.gpudoctor.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ActivityTrackingTaskExecutorTest {

    /** The status bar's line as the window would show it: set on one "UI" thread, in order. */
    private final ExecutorService ui = Executors.newSingleThreadExecutor();

    private final List<String> statuses = Collections.synchronizedList(new ArrayList<>());
    private final BackgroundTaskExecutor workers = new BackgroundTaskExecutor(2, ui); // the app's two workers

    @AfterEach
    void close() {
        workers.close();
        ui.shutdownNow();
    }

    private String shown() throws Exception {
        // Whatever the workers posted has been applied once an empty task has passed through the UI thread.
        ui.submit(() -> {}).get(5, TimeUnit.SECONDS);
        return statuses.isEmpty() ? "" : statuses.get(statuses.size() - 1);
    }

    @Test
    void theStatusSaysWhatRunsWhileItRunsAndClearsWhenItEnds() {
        List<String> seen = new ArrayList<>();
        ActivityTrackingTaskExecutor tasks =
                new ActivityTrackingTaskExecutor(new CurrentThreadTaskExecutor(), Runnable::run, seen::add);
        List<String> seenDuringWork = new ArrayList<>();

        tasks.submit(BackgroundTask.shown(
                "running MACE",
                () -> {
                    seenDuringWork.add(seen.get(seen.size() - 1));
                    return 1;
                },
                result -> {},
                error -> {}));
        tasks.submit(BackgroundTask.<String>shown(
                "setting up Python for MACE",
                () -> {
                    throw new IllegalStateException("pip failed");
                },
                result -> {},
                error -> {}));

        assertThat(seenDuringWork).containsExactly("Working: running MACE…");
        assertThat(seen).containsExactly("Working: running MACE…", "", "Working: setting up Python for MACE…", "");
    }

    /**
     * Issue 30 item 8: while a bundle was made the bar read "Working: find Python interpreters, list
     * devices, bug-report bundle…": the window's own housekeeping, and tasks still queued behind the
     * bundle on the two workers. Only the user's work is listed, and only while it runs.
     */
    @Test
    void whileABundleIsMadeTheBarListsOnlyTheBundle() throws Exception {
        ActivityTrackingTaskExecutor tasks = new ActivityTrackingTaskExecutor(workers, ui, statuses::add);
        CountDownLatch bundleGoesOn = new CountDownLatch(1);
        CountDownLatch interpretersGoOn = new CountDownLatch(1);
        CountDownLatch bothStarted = new CountDownLatch(2);

        tasks.submit(new BackgroundTask<>(
                "find Python interpreters",
                () -> {
                    bothStarted.countDown();
                    return interpretersGoOn.await(10, TimeUnit.SECONDS);
                },
                ok -> {},
                error -> {}));
        tasks.submit(BackgroundTask.shown(
                "making the bug-report bundle",
                () -> {
                    bothStarted.countDown();
                    return bundleGoesOn.await(10, TimeUnit.SECONDS);
                },
                ok -> {},
                error -> {}));
        assertThat(bothStarted.await(5, TimeUnit.SECONDS)).isTrue();
        // Queued behind the two: not running yet.
        tasks.submit(new BackgroundTask<>("list devices", () -> "cpu", ok -> {}, error -> {}));
        tasks.submit(BackgroundTask.shown("diagnosing the text", () -> "found", ok -> {}, error -> {}));

        assertThat(shown()).isEqualTo("Working: making the bug-report bundle…");
        interpretersGoOn.countDown();
        bundleGoesOn.countDown();
        workers.close();
        assertThat(shown()).isEmpty();
        assertThat(statuses).noneMatch(line -> line.contains("interpreters") || line.contains("devices"));
    }

    @Test
    void aTaskCancelledBeforeItStartedIsNeverListedAndTheBarClears() throws Exception {
        ActivityTrackingTaskExecutor tasks = new ActivityTrackingTaskExecutor(workers, ui, statuses::add);
        CountDownLatch goOn = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(2);
        for (String title : List.of("running the checklist", "probing the capabilities")) {
            tasks.submit(BackgroundTask.shown(
                    title,
                    () -> {
                        started.countDown();
                        return goOn.await(10, TimeUnit.SECONDS);
                    },
                    ok -> {},
                    error -> {}));
        }
        assertThat(started.await(5, TimeUnit.SECONDS)).isTrue();
        TaskHandle queued = tasks.submit(BackgroundTask.shown("running MACE", () -> "done", ok -> {}, error -> {}));
        queued.cancel();

        assertThat(shown()).isEqualTo("Working: running the checklist, probing the capabilities…");
        goOn.countDown();
        workers.close();
        assertThat(shown()).isEmpty();
        assertThat(statuses).noneMatch(line -> line.contains("MACE"));
    }

    /** Two workers start two tasks in either order (CI once saw the second first): the bar lists them as asked for. */
    @Test
    void runningTasksAreListedInTheOrderTheyWereAskedForWhicheverStartedFirst() throws Exception {
        List<BackgroundTask<?>> queued = new ArrayList<>();
        TaskExecutor holding = new TaskExecutor() {
            @Override
            public <T> TaskHandle submit(BackgroundTask<T> task) {
                queued.add(task);
                return () -> {};
            }

            @Override
            public int runningCount() {
                return queued.size();
            }

            @Override
            public void close() {}
        };
        List<String> seen = new ArrayList<>();
        ActivityTrackingTaskExecutor tasks = new ActivityTrackingTaskExecutor(holding, Runnable::run, seen::add);
        tasks.submit(BackgroundTask.shown("running the checklist", () -> "ok", ok -> {}, error -> {}));
        tasks.submit(BackgroundTask.shown("probing the capabilities", () -> "ok", ok -> {}, error -> {}));

        queued.get(1).work().call(); // the second asked for starts first
        queued.get(0).work().call();

        assertThat(seen)
                .containsExactly(
                        "Working: probing the capabilities…",
                        "Working: running the checklist, probing the capabilities…");
    }
}
