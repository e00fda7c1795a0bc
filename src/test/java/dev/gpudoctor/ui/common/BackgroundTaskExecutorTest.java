package dev.gpudoctor.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.ErrorSummary;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class BackgroundTaskExecutorTest {

    @Test
    void runsWorkOnANamedDaemonThreadAndDeliversTheResultThroughTheUiExecutor() throws Exception {
        CompletableFuture<String> delivered = new CompletableFuture<>();
        CompletableFuture<Thread> worker = new CompletableFuture<>();
        CompletableFuture<String> deliveredOn = new CompletableFuture<>();
        try (BackgroundTaskExecutor executor = new BackgroundTaskExecutor(1, runnable -> {
            deliveredOn.complete("ui");
            runnable.run();
        })) {
            executor.submit(new BackgroundTask<>(
                    "answer",
                    () -> {
                        worker.complete(Thread.currentThread());
                        return "42";
                    },
                    delivered::complete,
                    failure -> delivered.completeExceptionally(new AssertionError(failure.message()))));

            assertThat(delivered.get(10, TimeUnit.SECONDS)).isEqualTo("42");
            assertThat(deliveredOn.get()).isEqualTo("ui");
            Thread thread = worker.get();
            assertThat(thread.getName()).startsWith("gpu-doctor-task-");
            assertThat(thread.isDaemon()).isTrue();
        }
    }

    @Test
    void aFailingTaskReachesItsFailureHandlerAsAShortMessage() throws Exception {
        CompletableFuture<ErrorSummary> failure = new CompletableFuture<>();
        try (BackgroundTaskExecutor executor = new BackgroundTaskExecutor(1, Runnable::run)) {
            executor.submit(new BackgroundTask<String>(
                    "fails",
                    () -> {
                        throw new IllegalArgumentException("no such interpreter: /nope/python");
                    },
                    ok -> failure.completeExceptionally(new AssertionError("should fail")),
                    failure::complete));

            ErrorSummary summary = failure.get(10, TimeUnit.SECONDS);
            assertThat(summary.message()).isEqualTo("Illegal argument exception: no such interpreter: /nope/python");
            assertThat(summary.details()).contains("at dev.gpudoctor");
        }
    }

    @Test
    void cancellingARunningTaskInterruptsItAndReportsCancelled() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CompletableFuture<ErrorSummary> failure = new CompletableFuture<>();
        try (BackgroundTaskExecutor executor = new BackgroundTaskExecutor(1, Runnable::run)) {
            TaskHandle handle = executor.submit(new BackgroundTask<String>(
                    "sleeps",
                    () -> {
                        started.countDown();
                        Thread.sleep(60_000);
                        return "never";
                    },
                    ok -> failure.completeExceptionally(new AssertionError("should be cancelled")),
                    failure::complete));

            assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(executor.runningCount()).isEqualTo(1);
            handle.cancel();

            assertThat(failure.get(10, TimeUnit.SECONDS).message()).isEqualTo("Cancelled.");
            assertThat(executor.runningCount()).isZero();
        }
    }

    @Test
    void aTaskSubmittedWhileClosingIsDroppedQuietlyNotThrown() {
        BackgroundTaskExecutor executor = new BackgroundTaskExecutor(1, Runnable::run);
        executor.close();
        boolean[] ran = new boolean[1];

        TaskHandle handle = executor.submit(
                new BackgroundTask<>("late follow-up", () -> ran[0] = true, result -> {}, failure -> {}));

        handle.cancel();
        assertThat(ran[0]).isFalse();
        assertThat(executor.runningCount()).isZero();
    }

    @Test
    void currentThreadExecutorIsSynchronous() {
        StringBuilder order = new StringBuilder();
        new CurrentThreadTaskExecutor()
                .submit(new BackgroundTask<>(
                        "sync",
                        () -> {
                            order.append("work;");
                            return 1;
                        },
                        value -> order.append("success ").append(value),
                        failure -> order.append("failure")));
        order.append(";after");

        assertThat(order).hasToString("work;success 1;after");
    }
}
