package dev.gpudoctor.ui.common;

import dev.gpudoctor.model.ErrorSummary;

import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Work for the background plus what to do with its outcome on the UI thread. A failure handler is
 * mandatory: an error that nobody handles is exactly what this type exists to prevent.
 */
public record BackgroundTask<T>(String title, Callable<T> work, Consumer<T> onSuccess, Consumer<ErrorSummary> onFailure) {

    public BackgroundTask {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(work, "work");
        Objects.requireNonNull(onSuccess, "onSuccess");
        Objects.requireNonNull(onFailure, "onFailure");
    }
}
