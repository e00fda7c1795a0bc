package dev.gpudoctor.ui.exec;

import dev.gpudoctor.bundle.BundleOptions;
import dev.gpudoctor.bundle.BundleService;
import dev.gpudoctor.bundle.BundleWriter;
import dev.gpudoctor.bundle.OutputFolder;
import dev.gpudoctor.exec.CommandWords;
import dev.gpudoctor.exec.ExecRequest;
import dev.gpudoctor.exec.ExecResult;
import dev.gpudoctor.exec.ExecService;
import dev.gpudoctor.exec.InitTest;
import dev.gpudoctor.model.CheckLevel;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * State of the "Your program" tab: the command and its folder as typed, the switches (the same
 * {@link DebugToggles} the Checklist and Runs tabs share), the output as it comes, the end in plain words
 * and the findings. It builds the {@link ExecRequest} and calls the {@link ExecService}, as {@code gpu-doctor
 * exec} does; the output lines cross to the FX thread in batches through the UI executor.
 */
public final class ExecViewModel {

    /** The output pane shows the last lines; the result keeps the first and last lines whole. */
    static final int MAX_SHOWN_LINES = 5_000;

    static final String READY = "Type the command that fails (e.g. python train.py --epochs 1) and Run.";

    private final Supplier<ExecService> service;
    private final TaskExecutor tasks;
    private final Executor ui;
    private final DebugToggles toggles;
    private final StringProperty command = new SimpleStringProperty("");
    private final StringProperty folder = new SimpleStringProperty("");
    private final StringProperty timeoutSeconds =
            new SimpleStringProperty(String.valueOf(ExecRequest.DEFAULT_TIMEOUT_SECONDS));
    private final BooleanProperty initTest = new SimpleBooleanProperty(true);
    private final BooleanProperty askAfterFailedInitTest = new SimpleBooleanProperty(true);
    private final ReadOnlyStringWrapper initTestQuestion = new ReadOnlyStringWrapper("");
    private Runnable waiting;
    private final BooleanProperty timeline = new SimpleBooleanProperty(false);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(READY);
    private final ReadOnlyObjectWrapper<ExecResult> result = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper canRunAgain = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<String> output = FXCollections.observableArrayList();
    private final ObservableList<DiagnosisFinding> findings = FXCollections.observableArrayList();
    private final ObservableList<String> readOnlyOutput = FXCollections.unmodifiableObservableList(output);
    private final ObservableList<DiagnosisFinding> readOnlyFindings =
            FXCollections.unmodifiableObservableList(findings);
    private final ConcurrentLinkedQueue<String> pending = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainScheduled = new AtomicBoolean();
    private final ReadOnlyBooleanWrapper bundling = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canAddToBugReport = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper bugReportStatus = new ReadOnlyStringWrapper("");
    private TaskHandle handle;
    private TaskHandle bundleHandle;
    private BugReport bugReport;

    /** Where "Add to bug report" sends a run: the Report tab's service, folder and interpreter. */
    private record BugReport(BundleService bundles, Path folder, Path hostRoot, Supplier<String> python) {}

    public ExecViewModel(Supplier<ExecService> service, TaskExecutor tasks, Executor ui, DebugToggles toggles) {
        this.service = Objects.requireNonNull(service, "service");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
        this.ui = Objects.requireNonNull(ui, "ui");
        this.toggles = Objects.requireNonNull(toggles, "toggles");
    }

    /** Runs the command as typed, with the switches as set. */
    public void run() {
        if (running.get() || bundling.get()) {
            return;
        }
        List<String> problems = new ArrayList<>();
        List<String> words = List.of();
        try {
            words = CommandWords.split(command.get() == null ? "" : command.get());
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage());
        }
        int timeout = -1;
        try {
            timeout = Integer.parseInt(timeoutSeconds.get().strip());
        } catch (NumberFormatException | NullPointerException e) {
            problems.add("The time limit must be a whole number of seconds.");
        }
        if (!problems.isEmpty()) {
            status.set(String.join(" ", problems));
            return;
        }
        ExecRequest request = new ExecRequest(
                words,
                folder.get(),
                toggles.cudaLaunchBlockingProperty().get(),
                toggles.torchUseCudaDsaProperty().get(),
                initTest.get(),
                null,
                timeout,
                timeline.get(),
                false,
                null,
                true);
        start(request);
    }

    /** The last command again with CUDA_LAUNCH_BLOCKING=1 and TORCH_USE_CUDA_DSA=1 (the switches stay on). */
    public void runAgainWithSwitches() {
        if (running.get() || result.get() == null) {
            return;
        }
        toggles.cudaLaunchBlockingProperty().set(true);
        toggles.torchUseCudaDsaProperty().set(true);
        run();
    }

    /**
     * Offers "Add to bug report": a bundle made by {@code bundles} (the Report tab's service, as
     * {@code bundle --exec} uses) with the last run in it, written to a fresh name in {@code folder}.
     *
     * @param hostRoot the host to bundle; null for this machine (tests pass a captured tree)
     * @param python   the interpreter the bundle examines; null from it means the default one
     */
    public void offerBugReport(BundleService bundles, Path folder, Path hostRoot, Supplier<String> python) {
        this.bugReport = new BugReport(
                Objects.requireNonNull(bundles, "bundles"),
                Objects.requireNonNull(folder, "folder"),
                hostRoot,
                Objects.requireNonNull(python, "python"));
        refreshCanAdd();
    }

    /** A bug-report bundle with the last run of the command in it; the sentence says where the zip went. */
    public void addToBugReport() {
        ExecResult last = result.get();
        if (bugReport == null || last == null || running.get() || bundling.get()) {
            return;
        }
        BundleOptions options = new BundleOptions(
                BundleService.defaultOutput(bugReport.folder()),
                true,
                bugReport.python().get(),
                bugReport.hostRoot(),
                true,
                CheckLevel.STANDARD,
                true,
                List.of(last));
        BundleService bundles = bugReport.bundles();
        bundling.set(true);
        refreshCanAdd();
        bugReportStatus.set("Making the bug report…");
        bundleHandle = tasks.submit(BackgroundTask.shown(
                "adding your command's run to a bug report", () -> bundle(bundles, options), this::bundled, error -> {
                    bundling.set(false);
                    refreshCanAdd();
                    bugReportStatus.set(
                            error.isCancellation()
                                    ? "Cancelled; no bug report was written."
                                    : "No bug report written: " + error.message());
                }));
    }

    /** Written, or the sentence saying where it could not go: a folder that takes no files is an answer, not an error. */
    private record Bundled(BundleWriter.Written written, String unwritable) {}

    private Bundled bundle(BundleService bundles, BundleOptions options) throws Exception {
        try {
            return new Bundled(
                    bundles.create(
                            options,
                            (fraction, step) -> ui.execute(() -> {
                                if (bundling.get()) {
                                    bugReportStatus.set("Making the bug report: " + step);
                                }
                            })),
                    null);
        } catch (OutputFolder.Unwritable e) {
            return new Bundled(
                    null,
                    "Cannot write " + options.output() + ": " + e.getMessage()
                            + ". Make the bug report from the Report tab (gpu-doctor bundle --exec) to choose another place.");
        }
    }

    private void bundled(Bundled done) {
        bundling.set(false);
        refreshCanAdd();
        if (done.unwritable() != null) {
            bugReportStatus.set(done.unwritable());
            return;
        }
        BundleWriter.Written written = done.written();
        bugReportStatus.set("Bug report written to " + written.file() + " ("
                + written.files().size() + " files, " + written.bytes() / 1024 + " KiB), this run in exec/"
                + result.get().id() + ".json. Attach it to your report.");
    }

    private void refreshCanAdd() {
        canAddToBugReport.set(bugReport != null && result.get() != null && !running.get() && !bundling.get());
    }

    /** Stops the command, or the bug report being made. */
    public void cancel() {
        if (waiting != null) {
            dontRun();
            return;
        }
        if (handle != null && running.get()) {
            handle.cancel();
        }
        if (bundleHandle != null && bundling.get()) {
            bundleHandle.cancel();
        }
    }

    private void start(ExecRequest request) {
        ExecService exec = service.get();
        List<String> problems = exec.problems(request);
        if (!problems.isEmpty()) {
            status.set(String.join(" ", problems));
            return;
        }
        running.set(true);
        canRunAgain.set(false);
        output.clear();
        findings.clear();
        result.set(null);
        bugReportStatus.set("");
        refreshCanAdd();
        status.set("Running " + String.join(" ", request.command()) + " …");
        ExecService.Listener listener = new ExecService.Listener() {
            @Override
            public void stage(String sentence) {
                show("gpu-doctor: " + sentence);
            }

            @Override
            public void line(String line) {
                show(line);
            }
        };
        // The init test first, on its own: when it fails, the user decides whether the command runs at all.
        handle = tasks.submit(BackgroundTask.shown(
                "running the CUDA init test",
                () -> exec.initTestFirst(request, listener),
                init -> initTested(exec, request, listener, init.orElse(null)),
                this::failed));
    }

    private void initTested(ExecService exec, ExecRequest request, ExecService.Listener listener, InitTest init) {
        if (init != null && !init.ok() && askAfterFailedInitTest.get()) {
            drain();
            waiting = () -> runCommand(exec, request, listener, init);
            initTestQuestion.set(init.sentence() + " Run the command anyway?");
            status.set("Waiting for you: the CUDA init test failed, so the command has not started.");
            return;
        }
        runCommand(exec, request, listener, init);
    }

    private void runCommand(ExecService exec, ExecRequest request, ExecService.Listener listener, InitTest init) {
        handle = tasks.submit(BackgroundTask.shown(
                "running your command", () -> exec.run(request, listener, init), this::finished, this::failed));
    }

    /** After a failed init test: run the command all the same. */
    public void runAnyway() {
        Runnable go = waiting;
        waiting = null;
        initTestQuestion.set("");
        if (go != null) {
            go.run();
        }
    }

    /** After a failed init test: do not run the command; what the init test said stays. */
    public void dontRun() {
        waiting = null;
        initTestQuestion.set("");
        drain();
        running.set(false);
        refreshCanAdd();
        status.set("The command was not run: its CUDA init test failed (the output above says how).");
    }

    /** Non-empty while the init test failed and the user has not yet said whether the command runs. */
    public ReadOnlyStringProperty initTestQuestionProperty() {
        return initTestQuestion.getReadOnlyProperty();
    }

    /** Whether a failed init test waits for the user (the headless screenshots, with nobody to ask, run on). */
    public BooleanProperty askAfterFailedInitTestProperty() {
        return askAfterFailedInitTest;
    }

    /** From the worker: lines wait in a queue; one drain at a time moves them to the FX thread. */
    private void show(String line) {
        pending.add(line);
        if (drainScheduled.compareAndSet(false, true)) {
            ui.execute(this::drain);
        }
    }

    private void drain() {
        drainScheduled.set(false);
        List<String> batch = new ArrayList<>();
        for (String line; (line = pending.poll()) != null; ) {
            batch.add(line);
        }
        output.addAll(batch);
        if (output.size() > MAX_SHOWN_LINES) {
            output.remove(0, output.size() - MAX_SHOWN_LINES);
        }
    }

    private void finished(ExecResult done) {
        drain();
        running.set(false);
        result.set(done);
        findings.setAll(done.findings());
        status.set(done.summary()
                + (done.initTest() != null && !done.initTest().ok()
                        ? " " + done.initTest().sentence()
                        : ""));
        canRunAgain.set(!done.exit().succeeded() && done.exit().end() != dev.gpudoctor.exec.ExecExit.End.CANCELLED);
        refreshCanAdd();
    }

    private void failed(ErrorSummary error) {
        drain();
        running.set(false);
        refreshCanAdd();
        status.set(
                error.isCancellation()
                        ? "Cancelled; the command and everything it started were stopped."
                        : "Could not run the command: " + error.message());
    }

    public StringProperty commandProperty() {
        return command;
    }

    public StringProperty folderProperty() {
        return folder;
    }

    public StringProperty timeoutSecondsProperty() {
        return timeoutSeconds;
    }

    public BooleanProperty initTestProperty() {
        return initTest;
    }

    public BooleanProperty timelineProperty() {
        return timeline;
    }

    public DebugToggles toggles() {
        return toggles;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** A bug report is being made. */
    public ReadOnlyBooleanProperty bundlingProperty() {
        return bundling.getReadOnlyProperty();
    }

    /** A run is there to add, the offer was made, and nothing else is under way. */
    public ReadOnlyBooleanProperty canAddToBugReportProperty() {
        return canAddToBugReport.getReadOnlyProperty();
    }

    /** Where the last bug report went, or why none was written. */
    public ReadOnlyStringProperty bugReportStatusProperty() {
        return bugReportStatus.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRunAgainProperty() {
        return canRunAgain.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ExecResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ObservableList<String> output() {
        return readOnlyOutput;
    }

    public ObservableList<DiagnosisFinding> findings() {
        return readOnlyFindings;
    }
}
