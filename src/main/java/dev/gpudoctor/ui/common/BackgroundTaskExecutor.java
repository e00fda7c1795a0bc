package dev.gpudoctor.ui.common;

import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import dev.gpudoctor.model.ErrorSummary;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs tasks on named daemon threads and hands their outcome to the UI executor
 * ({@code Platform::runLater} in the app). Every failure is logged once and passed to the task's
 * failure handler; none is lost.
 */
public final class BackgroundTaskExecutor implements TaskExecutor {

    private static final Logger LOG = LoggerFactory.getLogger(BackgroundTaskExecutor.class);

    private final ExecutorService workers;
    private final Executor uiExecutor;
    private final AtomicInteger running = new AtomicInteger();

    public BackgroundTaskExecutor(int threads, Executor uiExecutor) {
        this.workers = Executors.newFixedThreadPool(threads, new NamedDaemonThreadFactory("gpu-doctor-task"));
        this.uiExecutor = uiExecutor;
    }

    @Override
    public <T> TaskHandle submit(BackgroundTask<T> task) {
        running.incrementAndGet();
        Future<?> future;
        try {
            future = workers.submit(() -> runTask(task));
        } catch (RejectedExecutionException closing) {
            // The window is closing: a task finishing now may still ask for a follow-up (the next
            // probe, a save). That is not an error to show the user on the way out.
            running.decrementAndGet();
            LOG.debug("Task '{}' not started: the application is shutting down", task.title());
            return () -> {};
        }
        return () -> future.cancel(true);
    }

    private <T> void runTask(BackgroundTask<T> task) {
        try {
            T result = task.work().call();
            running.decrementAndGet();
            uiExecutor.execute(() -> task.onSuccess().accept(result));
        } catch (InterruptedException | CancellationException e) {
            running.decrementAndGet();
            Thread.currentThread().interrupt();
            LOG.info("Task '{}' was cancelled", task.title());
            uiExecutor.execute(() -> task.onFailure().accept(ErrorSummary.cancelled()));
        } catch (Exception | Error e) {
            running.decrementAndGet();
            LOG.error("Task '{}' failed", task.title(), e);
            ErrorSummary summary = ErrorSummary.of(e);
            uiExecutor.execute(() -> task.onFailure().accept(summary));
        }
    }

    @Override
    public int runningCount() {
        return running.get();
    }

    @Override
    public void close() {
        workers.shutdownNow();
        try {
            if (!workers.awaitTermination(2, TimeUnit.SECONDS)) {
                LOG.warn("Background tasks still running at shutdown; they are daemon threads and end with the app");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
