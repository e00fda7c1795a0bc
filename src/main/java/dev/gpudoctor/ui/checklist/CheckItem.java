package dev.gpudoctor.ui.checklist;

import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/** One row of the checklist: the check, where it stands, and its result once it has one. */
public final class CheckItem {

    /** Where a check stands in the current run. */
    public enum State {
        NOT_RUN,
        QUEUED,
        RUNNING,
        DONE,
        CANCELLED
    }

    private final CheckInfo info;
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(State.NOT_RUN);
    private final ReadOnlyObjectWrapper<CheckResult> result = new ReadOnlyObjectWrapper<>();

    CheckItem(CheckInfo info) {
        this.info = info;
    }

    public CheckInfo info() {
        return info;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<CheckResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** "✔ PASS" — an icon and a word, so the status never rests on colour alone. */
    public String statusText() {
        return switch (state.get()) {
            case NOT_RUN -> "·  not run";
            case QUEUED -> "…  queued";
            case RUNNING -> "⟳  running";
            case CANCELLED -> "–  cancelled";
            case DONE ->
                switch (result.get().status()) {
                    case PASS -> "✔  PASS";
                    case SKIP -> "–  SKIP";
                    case WARN -> "⚠  WARN";
                    case FAIL -> "✖  FAIL";
                    case ERROR -> "!  ERROR";
                };
        };
    }

    void queue() {
        state.set(State.QUEUED);
        result.set(null);
    }

    void start() {
        state.set(State.RUNNING);
    }

    void finish(CheckResult value) {
        result.set(value);
        state.set(State.DONE);
    }

    void cancel() {
        if (state.get() == State.QUEUED || state.get() == State.RUNNING) {
            state.set(State.CANCELLED);
        }
    }
}
