package dev.gpudoctor.ui.runs;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.TaskExecutor;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The run history as the Runs and Compare tabs show it: every run, newest first, filtered by what the
 * user types, labelled and deleted on request. File work happens on the task executor; the lists
 * change on the UI thread only.
 */
public final class RunHistoryViewModel {

    private final RunHistory history;
    private final TaskExecutor tasks;
    private final ObservableList<RunRecord> runs = FXCollections.observableArrayList();
    private final FilteredList<RunRecord> filtered = new FilteredList<>(runs);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private boolean loaded;

    public RunHistoryViewModel(RunHistory history, TaskExecutor tasks) {
        this.history = history;
        this.tasks = tasks;
        filter.addListener((obs, old, now) -> filtered.setPredicate(run -> matches(run, now)));
    }

    /** {@link #load()} the first time only: the tabs that show the history call it when first shown. */
    public void loadOnce() {
        if (!loaded) {
            loaded = true;
            load();
        }
    }

    /** Reads the folder in the background; corrupt files are moved aside and named in the notice. */
    public void load() {
        loaded = true;
        tasks.submit(new BackgroundTask<>(
                "read the run history",
                history::list,
                listing -> {
                    runs.setAll(listing.runs());
                    notice.set(String.join("\n", listing.notices()));
                },
                error -> notice.set(
                        "Could not read the run history in " + history.directory() + ": " + error.message())));
    }

    /**
     * Reads the folder again and adds the runs this window does not show yet (a {@code gpu-doctor run} or
     * {@code bench} in a terminal), each where its time puts it: the rows the user selected stay selected.
     * Nothing happens before the history was first read (its first read will find them).
     */
    public void refresh() {
        if (!loaded) {
            return;
        }
        tasks.submit(new BackgroundTask<>(
                "read new runs",
                history::list,
                listing -> {
                    java.util.Set<String> shown = new java.util.HashSet<>();
                    runs.forEach(run -> shown.add(run.id()));
                    for (RunRecord run : listing.runs()) {
                        if (shown.add(run.id())) {
                            int at = 0;
                            while (at < runs.size() && !runs.get(at).createdAt().isBefore(run.createdAt())) {
                                at++;
                            }
                            runs.add(at, run);
                        }
                    }
                    if (!listing.notices().isEmpty()) {
                        notice.set(String.join("\n", listing.notices()));
                    }
                },
                error -> notice.set(
                        "Could not read the run history in " + history.directory() + ": " + error.message())));
    }

    /** The folder the runs are kept in (the window watches it for runs made outside). */
    public java.nio.file.Path directory() {
        return history.directory();
    }

    /** Keeps a finished run: shown at once, written in the background. */
    public RunRecord record(MaceRunSpec spec, MaceRunOutcome outcome, String sweepId) {
        RunRecord run = RunRecords.of(spec, outcome, Instant.now(), sweepId);
        runs.add(0, run);
        tasks.submit(new BackgroundTask<>(
                "keep the run",
                () -> {
                    history.save(run);
                    return run;
                },
                saved -> {},
                error -> notice.set("Could not keep the run in " + history.directory() + ": " + error.message())));
        return run;
    }

    /**
     * Keeps several finished runs at once (a batch of sweep points): one change to the list, one
     * background write, so a fast sweep does not re-layout the history tables per point.
     */
    public void recordAll(List<RunRecord> batch) {
        if (batch.isEmpty()) {
            return;
        }
        List<RunRecord> newestFirst = new ArrayList<>(batch);
        Collections.reverse(newestFirst);
        runs.addAll(0, newestFirst);
        tasks.submit(new BackgroundTask<>(
                "keep " + batch.size() + " runs",
                () -> {
                    for (RunRecord run : batch) {
                        history.save(run);
                    }
                    return batch;
                },
                saved -> {},
                error -> notice.set("Could not keep the runs in " + history.directory() + ": " + error.message())));
    }

    public void relabel(RunRecord run, String label) {
        tasks.submit(new BackgroundTask<>(
                "label a run",
                () -> history.relabel(run.id(), label),
                labelled -> {
                    int index = runs.indexOf(run);
                    if (index >= 0) {
                        runs.set(index, labelled);
                    }
                },
                error -> notice.set("Could not label the run: " + error.message())));
    }

    public void delete(List<RunRecord> doomed) {
        List<RunRecord> copy = List.copyOf(doomed);
        tasks.submit(new BackgroundTask<>(
                "delete runs",
                () -> {
                    for (RunRecord run : copy) {
                        history.delete(run.id());
                    }
                    return copy;
                },
                deleted -> runs.removeAll(deleted),
                error -> notice.set("Could not delete: " + error.message())));
    }

    static boolean matches(RunRecord run, String filter) {
        if (filter == null || filter.isBlank()) {
            return true;
        }
        String haystack = String.join(
                        " ",
                        run.label(),
                        run.config(),
                        run.structure(),
                        run.model(),
                        run.dtype(),
                        run.id(),
                        run.ok()
                                ? "ok"
                                : "failed " + run.point().failureReason() + " "
                                        + FailureReason.titleOf(run.point().failureReason()))
                .toLowerCase(Locale.ROOT);
        for (String word : filter.toLowerCase(Locale.ROOT).split("\\s+")) {
            if (!word.isEmpty() && !haystack.contains(word)) {
                return false;
            }
        }
        return true;
    }

    /** Every run, newest first. */
    public ObservableList<RunRecord> runs() {
        return runs;
    }

    /** The runs the filter lets through. */
    public ObservableList<RunRecord> filteredRuns() {
        return filtered;
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }
}
