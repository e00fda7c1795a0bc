package dev.gpudoctor.ui.common;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * A {@link TaskExecutor} that tells the status bar what is running ("Working: MACE run, find Python
 * interpreters") and says nothing once everything has ended, instead of "Ready" during a long task.
 */
public final class ActivityTrackingTaskExecutor implements TaskExecutor {

    private final TaskExecutor delegate;
    private final Executor uiExecutor;
    private final Consumer<String> status;
    private final List<String> running = new ArrayList<>(); // touched on the UI thread only

    public ActivityTrackingTaskExecutor(TaskExecutor delegate, Executor uiExecutor, Consumer<String> status) {
        this.delegate = delegate;
        this.uiExecutor = uiExecutor;
        this.status = status;
    }

    @Override
    public <T> TaskHandle submit(BackgroundTask<T> task) {
        uiExecutor.execute(() -> {
            running.add(task.title());
            report();
        });
        return delegate.submit(new BackgroundTask<>(task.title(), task.work(), result -> {
            ended(task.title());
            task.onSuccess().accept(result);
        }, error -> {
            ended(task.title());
            task.onFailure().accept(error);
        }));
    }

    private void ended(String title) {
        running.remove(title);
        report();
    }

    private void report() {
        status.accept(running.isEmpty() ? "" : "Working: " + String.join(", ", new java.util.LinkedHashSet<>(running)) + "…");
    }

    @Override
    public int runningCount() {
        return delegate.runningCount();
    }

    @Override
    public void close() {
        delegate.close();
    }
}
