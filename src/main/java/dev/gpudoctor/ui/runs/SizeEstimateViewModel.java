package dev.gpudoctor.ui.runs;

import dev.gpudoctor.speed.MeasuredRun;
import dev.gpudoctor.speed.SizeEstimate;
import dev.gpudoctor.speed.SizeEstimateRequest;
import dev.gpudoctor.speed.SizeEstimateService;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.TaskExecutor;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * "Your system, estimated" beside a run's result (issue 40): the user types a size, the estimate from the run shown
 * appears beside it. Computed by {@link SizeEstimateService} on the task executor, never on the FX thread; an answer
 * for a size or a run that has since changed is dropped.
 */
public final class SizeEstimateViewModel {

    private static final double TIMESTEP_FS = 1.0;

    private final TaskExecutor tasks;
    private final SizeEstimateService service;
    private final StringProperty atoms = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper estimate = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(false);
    private MeasuredRun run;
    /** Bumped on every change: only the answer to the latest question is shown. */
    private long asked;

    public SizeEstimateViewModel(TaskExecutor tasks, SizeEstimateService service) {
        this.tasks = tasks;
        this.service = service;
        atoms.addListener((obs, old, now) -> update());
    }

    /** The run to estimate from; null (or one without a step time) hides the field. */
    public void measured(MeasuredRun measured) {
        run = measured != null && measured.usable() ? measured : null;
        available.set(run != null);
        update();
    }

    private void update() {
        long question = ++asked;
        String typed = atoms.get() == null ? "" : atoms.get().strip().replace(",", "");
        if (run == null || typed.isEmpty()) {
            estimate.set("");
            return;
        }
        int size;
        try {
            size = Integer.parseInt(typed);
        } catch (NumberFormatException notANumber) {
            estimate.set("Type the size in atoms, a whole number such as 10000.");
            return;
        }
        SizeEstimateRequest request = new SizeEstimateRequest(List.of(run), size, TIMESTEP_FS);
        List<String> problems = request.problems();
        if (!problems.isEmpty()) {
            estimate.set(String.join(" ", problems));
            return;
        }
        estimate.set("Estimating…");
        tasks.submit(new BackgroundTask<>(
                "estimating a size",
                () -> service.estimate(request).get(0),
                (SizeEstimate answer) -> {
                    if (question == asked) {
                        estimate.set(answer.description());
                    }
                },
                failure -> {
                    if (question == asked) {
                        estimate.set("Could not estimate: " + failure.message());
                    }
                }));
    }

    /** The size as typed, in atoms. */
    public StringProperty atomsProperty() {
        return atoms;
    }

    /** The estimate for the typed size, or why there is none; empty when nothing is typed. */
    public ReadOnlyStringProperty estimateProperty() {
        return estimate.getReadOnlyProperty();
    }

    /** Whether a run with a step time is shown to estimate from. */
    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }
}
