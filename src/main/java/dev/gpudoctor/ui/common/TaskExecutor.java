package dev.gpudoctor.ui.common;

/**
 * The one way view models run work off the FX thread. Tests use {@link CurrentThreadTaskExecutor}
 * so that they are deterministic; the app uses {@link BackgroundTaskExecutor}.
 */
public interface TaskExecutor extends AutoCloseable {

    /** Starts the task; its callbacks run on the UI thread. */
    <T> TaskHandle submit(BackgroundTask<T> task);

    /** How many submitted tasks have not finished yet; the status bar shows it. */
    int runningCount();

    @Override
    void close();
}
