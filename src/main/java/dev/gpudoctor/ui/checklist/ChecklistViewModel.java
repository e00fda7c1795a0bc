package dev.gpudoctor.ui.checklist;

import dev.gpudoctor.checklist.ChecklistMarkdown;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistRun;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.SinceLast;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * State of the Checklist tab: one item per check, a run in flight with cancel, and the last report
 * for "Copy as Markdown" (refused while checks run, so a half report is never copied as whole).
 */
public final class ChecklistViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(ChecklistViewModel.class);

    private final ChecklistRunner runner;
    private final TaskExecutor tasks;
    private final Executor uiExecutor;
    private final DebugToggles toggles;
    private final ObservableList<CheckItem> items = FXCollections.observableArrayList();
    private final ObservableList<CheckItem> readOnlyItems = FXCollections.unmodifiableObservableList(items);
    private final StringProperty python = new SimpleStringProperty();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper progress =
            new ReadOnlyStringWrapper("Not run yet. Run all checks, or pick some and run those.");
    private ChecklistReport lastReport;
    private final Function<CheckResult, Optional<DiagnosisFinding>> diagnoser;
    private TaskHandle current;
    private Runnable setUpMace;
    private Function<ChecklistReport, SinceLast> changeTracker;
    private final ReadOnlyObjectWrapper<SinceLast> sinceLast = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper checkedPython = new ReadOnlyStringWrapper();
    private final ReadOnlyObjectWrapper<Instant> keptFinishedAt = new ReadOnlyObjectWrapper<>();
    /** The newest checklist shown, this window's or a kept one: an older kept run never replaces it. */
    private Instant shownUpTo;

    /** A whole run's report and what changed since the machine's previous whole run (null when not tracked). */
    private record Finished(ChecklistReport report, SinceLast sinceLast) {}

    public ChecklistViewModel(ChecklistRunner runner, TaskExecutor tasks, Executor uiExecutor, DebugToggles toggles) {
        this(runner, tasks, uiExecutor, toggles, check -> Optional.empty());
    }

    /** With a diagnoser: a failed check's details say what its evidence most likely means. */
    public ChecklistViewModel(
            ChecklistRunner runner,
            TaskExecutor tasks,
            Executor uiExecutor,
            DebugToggles toggles,
            Function<CheckResult, Optional<DiagnosisFinding>> diagnoser) {
        this.diagnoser = diagnoser;
        this.runner = runner;
        this.tasks = tasks;
        this.uiExecutor = uiExecutor;
        this.toggles = toggles;
        runner.checks().forEach(info -> items.add(new CheckItem(info)));
    }

    /** Where a remedy is the guided MACE set-up, the window shows this action beside it. */
    public void offerSetUpWith(Runnable action) {
        this.setUpMace = action;
    }

    /**
     * Keeps every whole run in the machine's check history and says what changed since the previous
     * one; the tracker runs with the checklist, off the FX thread.
     */
    public void trackChangesWith(Function<ChecklistReport, SinceLast> tracker) {
        this.changeTracker = tracker;
    }

    /** Whether the result's way out is the guided set-up and this window can start it. */
    public boolean offersSetUp(CheckResult result) {
        return setUpMace != null && result != null && result.status() != CheckStatus.PASS && result.offersMaceSetUp();
    }

    public void setUpMace() {
        if (setUpMace != null) {
            setUpMace.run();
        }
    }

    /** "Likely cause (85 %): …" for a failed or errored check whose evidence the knowledge base knows; else empty. */
    public String likelyCause(CheckResult result) {
        return result == null
                ? ""
                : diagnoser.apply(result).map(FailureDiagnoser::sentence).orElse("");
    }

    public ObservableList<CheckItem> items() {
        return readOnlyItems;
    }

    public void runAll() {
        run(items);
    }

    public void runSelected(List<CheckItem> selected) {
        if (!selected.isEmpty()) {
            run(selected);
        }
    }

    private void run(List<CheckItem> chosen) {
        if (running.get()) {
            return;
        }
        List<CheckItem> batch = List.copyOf(chosen);
        List<CheckId> ids = batch.stream().map(item -> item.info().id()).toList();
        batch.forEach(CheckItem::queue);
        if (!batch.isEmpty()) {
            batch.get(0).start();
        }
        running.set(true);
        lastReport = null;
        keptFinishedAt.set(null);
        checkedPython.set(python.get());
        progress.set("Running " + batch.size() + (batch.size() == 1 ? " check…" : " checks…"));
        ChecklistRequest request = new ChecklistRequest(
                ids.size() == items.size() ? List.of() : ids,
                python.get() == null || python.get().isBlank() ? null : python.get(),
                null,
                toggles.cudaLaunchBlockingProperty().get(),
                toggles.torchUseCudaDsaProperty().get());
        Function<ChecklistReport, SinceLast> tracker = ids.size() == items.size() ? changeTracker : null;
        current = tasks.submit(BackgroundTask.shown(
                "running the checklist",
                () -> {
                    ChecklistReport report =
                            runner.run(request, result -> uiExecutor.execute(() -> onResult(batch, result)));
                    return new Finished(report, tracker == null ? null : changesSince(tracker, report));
                },
                finished -> finish(batch, finished),
                error -> fail(batch, error)));
    }

    /** The history is a convenience: a failure to read or keep it never costs the user the checklist's report. */
    private static SinceLast changesSince(Function<ChecklistReport, SinceLast> tracker, ChecklistReport report) {
        try {
            return tracker.apply(report);
        } catch (RuntimeException e) {
            LOG.warn("Could not compare this checklist with the previous one: {}", e.getMessage());
            return null;
        }
    }

    private void onResult(List<CheckItem> batch, CheckResult result) {
        for (int i = 0; i < batch.size(); i++) {
            if (batch.get(i).info().id().equals(result.id())) {
                batch.get(i).finish(result);
                if (i + 1 < batch.size() && running.get()) {
                    batch.get(i + 1).start();
                }
                return;
            }
        }
    }

    private void finish(List<CheckItem> batch, Finished finished) {
        ChecklistReport report = finished.report();
        report.checks().forEach(result -> onResult(batch, result));
        batch.forEach(CheckItem::cancel);
        shownUpTo = Instant.now();
        lastReport = report; // before running ends: listeners to running read the report (the start page does)
        if (finished.sinceLast() != null) {
            sinceLast.set(finished.sinceLast());
        }
        running.set(false);
        current = null;
        progress.set(tally(report.checks()));
        LOG.info("Checklist finished: {}", progress.get());
    }

    /**
     * Shows the last checklist kept on disk when it is newer than what the window shows: a
     * {@code gpu-doctor check} or {@code bundle} run in a terminal, or the previous window's. A run of a
     * captured host tree (another machine) is not this machine's verdict and is left out.
     */
    public void showKept() {
        tasks.submit(new BackgroundTask<>(
                "read the last kept checklist",
                runner::lastKept,
                kept -> kept.ifPresent(this::showKept),
                error -> LOG.debug("No kept checklist shown: {}", error.message())));
    }

    private void showKept(ChecklistRun run) {
        if (running.get()
                || run.request().hostRoot() != null
                || shownUpTo != null && !run.finishedAt().isAfter(shownUpTo)) {
            return;
        }
        shownUpTo = run.finishedAt();
        // Where it came from first: the start page refreshes at each result and says whose verdict it is.
        lastReport = run.report();
        checkedPython.set(run.python());
        keptFinishedAt.set(run.finishedAt());
        for (CheckResult result : run.report().checks()) {
            items.stream().filter(item -> item.info().id().equals(result.id())).forEach(item -> item.finish(result));
        }
        progress.set("From the checklist kept at "
                + DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                        .withZone(ZoneId.systemDefault())
                        .format(run.finishedAt())
                + ": " + tally(run.report().checks()) + " Run the checks again for a fresh verdict.");
    }

    /** The interpreter the shown checklist examined (this window's last run, or the kept one's); null before any. */
    public ReadOnlyStringProperty checkedPythonProperty() {
        return checkedPython.getReadOnlyProperty();
    }

    /** When the kept checklist now shown finished; null while the window shows its own run or none. */
    public ReadOnlyObjectProperty<Instant> keptFinishedAtProperty() {
        return keptFinishedAt.getReadOnlyProperty();
    }

    private void fail(List<CheckItem> batch, ErrorSummary error) {
        batch.forEach(CheckItem::cancel);
        running.set(false);
        current = null;
        progress.set(error.isCancellation() ? "Cancelled." : "The checklist stopped: " + error.message());
    }

    public void cancel() {
        if (current != null && running.get()) {
            current.cancel();
            progress.set("Cancelling…");
        }
    }

    /** Whether the last run finished (a cancelled or failed one leaves no report). */
    public boolean hasReport() {
        return !running.get() && lastReport != null;
    }

    /** The last complete report as Markdown, or null while checks run or before any finished. */
    public String markdown() {
        return running.get() || lastReport == null ? null : ChecklistMarkdown.render(lastReport);
    }

    static String tally(List<CheckResult> results) {
        Map<CheckStatus, Integer> counts = new EnumMap<>(CheckStatus.class);
        results.forEach(r -> counts.merge(r.status(), 1, Integer::sum));
        List<String> parts = new ArrayList<>();
        counts.forEach((status, n) -> parts.add(n + " " + status.jsonName()));
        return results.size() + " checks: " + String.join(", ", parts) + ".";
    }

    public StringProperty pythonProperty() {
        return python;
    }

    public DebugToggles toggles() {
        return toggles;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What changed since the previous whole run of this machine; null until a tracked whole run finished. */
    public ReadOnlyObjectProperty<SinceLast> sinceLastProperty() {
        return sinceLast.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }
}
