package dev.gpudoctor.ui.common;

import dev.gpudoctor.model.ErrorSummary;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Work for the background plus what to do with its outcome on the UI thread. A failure handler is
 * mandatory: an error that nobody handles is exactly what this type exists to prevent.
 *
 * @param title what the log calls it; for a task the user {@linkplain #shown asked for}, also what the
 *              status bar says while it runs ("Making the bug-report bundle")
 * @param shown whether the status bar lists it: the user's own work (a run, a bundle), not the window's
 *              housekeeping (finding interpreters, keeping the history), which once filled the bar
 *              with work the user never asked for while a bundle was made
 */
public record BackgroundTask<T>(
        String title, Callable<T> work, Consumer<T> onSuccess, Consumer<ErrorSummary> onFailure, boolean shown) {

    public BackgroundTask {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(work, "work");
        Objects.requireNonNull(onSuccess, "onSuccess");
        Objects.requireNonNull(onFailure, "onFailure");
    }

    /** Housekeeping: logged, never listed in the status bar. */
    public BackgroundTask(String title, Callable<T> work, Consumer<T> onSuccess, Consumer<ErrorSummary> onFailure) {
        this(title, work, onSuccess, onFailure, false);
    }

    /** Work the user asked for, listed in the status bar by {@code activity} while it runs. */
    public static <T> BackgroundTask<T> shown(
            String activity, Callable<T> work, Consumer<T> onSuccess, Consumer<ErrorSummary> onFailure) {
        return new BackgroundTask<>(activity, work, onSuccess, onFailure, true);
    }
}
