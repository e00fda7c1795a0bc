package dev.gpudoctor.ui.fleet;

import dev.gpudoctor.fleet.TargetResult;
import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** One machine of a fleet run from the window: where it stands, and how it ended. Changed on the FX thread only. */
public final class TargetProgress {

    public enum State {
        PENDING,
        RUNNING,
        DONE,
        FAILED,
        CANCELLED
    }

    private final String name;
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(State.PENDING);
    private final ReadOnlyStringWrapper detail = new ReadOnlyStringWrapper("");

    TargetProgress(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    /** The reason a machine failed, or how long it took; empty while it runs. */
    public ReadOnlyStringProperty detailProperty() {
        return detail.getReadOnlyProperty();
    }

    /** An icon and a word, so the state never rests on colour alone. */
    public String stateText() {
        return switch (state.get()) {
            case PENDING -> "…  pending";
            case RUNNING -> "⟳  running";
            case DONE -> "✔  done";
            case FAILED -> "✖  failed";
            case CANCELLED -> "–  cancelled";
        };
    }

    void start() {
        state.set(State.RUNNING);
    }

    void finish(TargetResult result) {
        state.set(result.ok() ? State.DONE : State.FAILED);
        detail.set(
                result.ok()
                        ? String.format(Locale.ROOT, "answered in %.1f s", result.durationMillis() / 1000.0)
                        : result.failure() + ": " + result.reason());
    }

    void cancel() {
        if (state.get() == State.PENDING || state.get() == State.RUNNING) {
            state.set(State.CANCELLED);
            detail.set("stopped before it answered");
        }
    }
}
