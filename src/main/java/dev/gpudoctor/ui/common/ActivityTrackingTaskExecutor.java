package dev.gpudoctor.ui.common;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * A {@link TaskExecutor} that tells the status bar what the user's work is doing ("Working: making the
 * bug-report bundle…") and says nothing once it has ended, instead of "Ready" during a long task.
 * It lists only {@linkplain BackgroundTask#shown shown} tasks, and each only from the moment a worker
 * starts it until its outcome is handed over: a task still queued behind a long one, or cancelled
 * before it started, is not running (both once stayed listed, the second for good). Running tasks are listed
 * in the order they were asked for, not the order two workers happened to start them in.
 */
public final class ActivityTrackingTaskExecutor implements TaskExecutor {

    private final TaskExecutor delegate;
    private final Executor uiExecutor;
    private final Consumer<String> status;
    private final List<Running> running = new ArrayList<>(); // touched on the UI thread only
    private final AtomicLong asked = new AtomicLong();

    /** One task's entry, numbered as asked for; an object of its own, so two tasks of one title are two entries. */
    private record Running(String title, long order) {
        @Override
        public boolean equals(Object other) {
            return this == other;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }

    public ActivityTrackingTaskExecutor(TaskExecutor delegate, Executor uiExecutor, Consumer<String> status) {
        this.delegate = delegate;
        this.uiExecutor = uiExecutor;
        this.status = status;
    }

    @Override
    public <T> TaskHandle submit(BackgroundTask<T> task) {
        if (!task.shown()) {
            return delegate.submit(task);
        }
        Running entry = new Running(task.title(), asked.getAndIncrement());
        return delegate.submit(new BackgroundTask<>(
                task.title(),
                () -> {
                    uiExecutor.execute(() -> started(entry));
                    return task.work().call();
                },
                result -> {
                    ended(entry);
                    task.onSuccess().accept(result);
                },
                error -> {
                    ended(entry);
                    task.onFailure().accept(error);
                },
                true));
    }

    private void started(Running entry) {
        running.add(entry);
        report();
    }

    private void ended(Running entry) {
        running.remove(entry);
        report();
    }

    private void report() {
        LinkedHashSet<String> titles = new LinkedHashSet<>();
        running.stream().sorted(Comparator.comparingLong(Running::order)).forEach(entry -> titles.add(entry.title()));
        status.accept(titles.isEmpty() ? "" : "Working: " + String.join(", ", titles) + "…");
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
