package dev.gpudoctor.ui.common;

import dev.gpudoctor.model.ErrorSummary;

/** Runs each task at once on the calling thread: deterministic view-model tests, no toolkit needed. */
public final class CurrentThreadTaskExecutor implements TaskExecutor {

    @Override
    public <T> TaskHandle submit(BackgroundTask<T> task) {
        T result;
        try {
            result = task.work().call();
        } catch (InterruptedException e) {
            // Same contract as the background executor: an interrupt is a cancellation.
            task.onFailure().accept(ErrorSummary.cancelled());
            return () -> {};
        } catch (Exception e) {
            task.onFailure().accept(ErrorSummary.of(e));
            return () -> {};
        }
        task.onSuccess().accept(result);
        return () -> {};
    }

    @Override
    public int runningCount() {
        return 0;
    }

    @Override
    public void close() {
        // Nothing runs in the background, so there is nothing to stop.
    }
}
