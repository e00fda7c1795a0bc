package dev.gpudoctor.ui.runs;

import dev.gpudoctor.run.StageNames;
import dev.gpudoctor.ui.common.TaskHandle;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The Runs tab's progress line and bar: whether a run or the set-up is in flight, what it is doing, and the
 * handle that cancels it. One piece of work at a time: the run and the set-up share this, so neither starts
 * while the other runs. Progress arrives on the bridge's reader thread and is handed to the UI thread here.
 */
public final class RunProgressViewModel {

    private final Executor uiExecutor;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper progressFraction = new ReadOnlyDoubleWrapper(0);
    private TaskHandle current;

    public RunProgressViewModel(Executor uiExecutor) {
        this.uiExecutor = uiExecutor;
    }

    /** Work starts: running, an indeterminate bar, and {@code text} as the line. */
    void start(String text) {
        running.set(true);
        progressText.set(text);
        progressFraction.set(-1);
    }

    /** The handle {@link #cancel()} uses for the work just started. */
    void track(TaskHandle handle) {
        current = handle;
    }

    /** The work ended, however it ended: the bar empties; the line keeps what the outcome says next. */
    void finish() {
        running.set(false);
        current = null;
        progressFraction.set(0);
    }

    /** A line that is not a stage of the run (set-up steps, "Done.", a failure). */
    void say(String text) {
        progressText.set(text);
    }

    /** A stage reported by the child (any thread); ignored once the work ended, so a late message cannot reopen it. */
    void onStage(String message, Double fraction) {
        uiExecutor.execute(() -> {
            if (running.get()) {
                progressText.set(StageNames.describe(message));
                progressFraction.set(fraction == null ? -1 : fraction);
            }
        });
    }

    /** A set-up step or other text from any thread, shown on the UI thread. */
    void sayLater(String text) {
        uiExecutor.execute(() -> progressText.set(text));
    }

    /** Cancels the run or set-up in flight; nothing when none is. */
    public void cancel() {
        if (current != null && running.get()) {
            current.cancel();
            progressText.set("Cancelling…");
        }
    }

    public boolean isRunning() {
        return running.get();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty progressFractionProperty() {
        return progressFraction.getReadOnlyProperty();
    }
}
