package dev.gpudoctor.ui.report;

import dev.gpudoctor.bundle.BundleOptions;
import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.bundle.BundleRefusedException;
import dev.gpudoctor.bundle.BundleService;
import dev.gpudoctor.bundle.BundleWriter;
import dev.gpudoctor.bundle.ComparisonRow;
import dev.gpudoctor.bundle.HostComparison;
import dev.gpudoctor.bundle.OpenedBundle;
import dev.gpudoctor.bundle.OutputFolder;
import dev.gpudoctor.bundle.SectionOutcome;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.settings.SettingsFile;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * State of the Report tab: what a bundle will include (the preview follows the options), creating
 * one off the FX thread with progress and cancel, and opening two bundles to compare their hosts.
 */
public final class ReportViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(ReportViewModel.class);

    private final BundleService bundles;
    private final BundleReader reader;
    private final TaskExecutor tasks;
    private final Executor uiExecutor;
    private final Path hostRoot;
    private final BooleanProperty includeRuns = new SimpleBooleanProperty(true);
    private final StringProperty python = new SimpleStringProperty();
    private final ReadOnlyStringWrapper interpreterHint =
            new ReadOnlyStringWrapper("default interpreter (the managed env, else python3)");
    private ObservableList<String> knownInterpreters = FXCollections.observableArrayList();
    private ObservableValue<String> runsPython;
    private final StringProperty output = new SimpleStringProperty();
    private final ObservableList<String> preview = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("Nothing written yet.");
    private final StringProperty bundleA = new SimpleStringProperty("");
    private final StringProperty bundleB = new SimpleStringProperty("");
    private final ObservableList<ComparisonRow> comparison = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper compareStatus =
            new ReadOnlyStringWrapper("Open two bundles to compare their hosts.");
    private final ReadOnlyBooleanWrapper comparing = new ReadOnlyBooleanWrapper(false);
    private TaskHandle current;

    /**
     * @param defaultFolder where the bundle goes unless the user picks a file
     * @param hostRoot      the host to bundle; null for this machine (tests pass a captured tree)
     */
    public ReportViewModel(
            BundleService bundles,
            BundleReader reader,
            TaskExecutor tasks,
            Executor uiExecutor,
            Path defaultFolder,
            Path hostRoot) {
        this.bundles = bundles;
        this.reader = reader;
        this.tasks = tasks;
        this.uiExecutor = uiExecutor;
        this.hostRoot = hostRoot;
        output.set(BundleService.defaultOutput(defaultFolder).toString());
        includeRuns.addListener((obs, old, now) -> refreshPreview());
        refreshPreview();
    }

    private void refreshPreview() {
        preview.setAll(bundles.preview(options()).stream()
                .map(item -> item.section() + " — " + item.description()
                        + (item.files().isEmpty() ? "" : "\n      " + String.join(", ", item.files())))
                .toList());
    }

    private BundleOptions options() {
        String chosen = output.get() == null || output.get().isBlank()
                ? null
                : output.get().strip();
        String interpreter = interpreter();
        return new BundleOptions(
                chosen == null ? null : Path.of(chosen), includeRuns.get(), interpreter, hostRoot, true);
    }

    public String privacyNotice() {
        return BundleService.PRIVACY_NOTICE;
    }

    public void createBundle() {
        if (running.get()) {
            return;
        }
        BundleOptions options;
        try {
            options = options();
        } catch (InvalidPathException e) {
            status.set("That is not a file name: " + e.getMessage());
            return;
        }
        running.set(true);
        progress.set(0);
        status.set("Starting…");
        current = tasks.submit(BackgroundTask.shown(
                "making the bug-report bundle", () -> create(options), this::created, this::failed));
    }

    /** Written, or where it could not go and why: a place that takes no files is an answer, not an error. */
    private record Created(BundleWriter.Written written, String unwritable) {}

    private Created create(BundleOptions options) throws Exception {
        try {
            return new Created(
                    bundles.create(
                            options,
                            (fraction, step) -> uiExecutor.execute(() -> {
                                progress.set(fraction);
                                status.set(step);
                            })),
                    null);
        } catch (OutputFolder.Unwritable e) {
            return new Created(
                    null,
                    "Cannot write " + options.output() + ": " + e.getMessage()
                            + ". Choose another place with Browse….");
        }
    }

    private void created(Created created) {
        if (created.unwritable() != null) {
            running.set(false);
            current = null;
            progress.set(0);
            status.set(created.unwritable());
            return;
        }
        written(created.written());
    }

    private void written(BundleWriter.Written written) {
        running.set(false);
        current = null;
        progress.set(1);
        List<String> left = written.outcomes().stream()
                .filter(o -> !o.state().equals(SectionOutcome.INCLUDED))
                .map(o -> o.section() + " " + o.state())
                .toList();
        status.set("Wrote " + written.file() + " (" + written.files().size() + " files, " + written.bytes() / 1024
                + " KiB)."
                + written.includedChecklist().map(run -> " " + run.sentence()).orElse("")
                + (left.isEmpty() ? "" : " Not included: " + String.join(", ", left) + " — see summary.md."));
        LOG.info("Bundle written: {}", written.file());
        if (bundleA.get().isBlank()) {
            bundleA.set(written.file().toString());
        }
        // The next bundle gets its own name: pressing Create again never silently replaces this one.
        if (written.file().toString().equals(output.get()) && written.file().getParent() != null) {
            output.set(BundleService.defaultOutput(written.file().getParent()).toString());
        }
    }

    private void failed(ErrorSummary error) {
        running.set(false);
        current = null;
        progress.set(0);
        status.set(
                error.isCancellation() ? "Cancelled; nothing was written." : "No bundle written: " + error.message());
    }

    public void cancel() {
        if (current != null && running.get()) {
            current.cancel();
            status.set("Cancelling…");
        }
    }

    /** Opens both bundles off the FX thread and compares them; a refused bundle says why. */
    public void compare() {
        if (comparing.get()) {
            return;
        }
        String a = bundleA.get() == null ? "" : bundleA.get().strip();
        String b = bundleB.get() == null ? "" : bundleB.get().strip();
        if (a.isEmpty() || b.isEmpty()) {
            compareStatus.set("Choose two bundles first.");
            return;
        }
        comparing.set(true);
        compareStatus.set("Opening…");
        tasks.submit(BackgroundTask.shown(
                "comparing two bundles",
                () -> compare(a, b),
                result -> {
                    comparing.set(false);
                    if (result.refusal() != null) {
                        comparison.clear();
                        compareStatus.set(result.refusal());
                        return;
                    }
                    HostComparison c = result.comparison();
                    comparison.setAll(c.rows());
                    compareStatus.set("A: " + c.labelA() + "   B: " + c.labelB() + "   — " + c.differenceCount()
                            + " difference" + (c.differenceCount() == 1 ? "" : "s") + ", listed first.");
                },
                error -> {
                    comparing.set(false);
                    comparison.clear();
                    compareStatus.set("Could not compare: " + error.message());
                }));
    }

    /** A comparison, or the sentence saying which bundle was refused and why. */
    private record Compared(HostComparison comparison, String refusal) {}

    private Compared compare(String a, String b) {
        String which = a;
        try {
            OpenedBundle first = reader.open(Path.of(a));
            which = b;
            return new Compared(HostComparison.of(first, reader.open(Path.of(b))), null);
        } catch (BundleRefusedException e) {
            return new Compared(null, "Refused " + which + ": " + e.getMessage());
        } catch (InvalidPathException e) {
            return new Compared(null, "Not a file name: " + which);
        }
    }

    public ObservableList<String> preview() {
        return preview;
    }

    public BooleanProperty includeRunsProperty() {
        return includeRuns;
    }

    /**
     * The bundle's interpreter, a setting of its own: typing one here never changes the Runs tab's.
     * Empty means "the one Runs uses", said in {@link #interpreterHintProperty()}.
     */
    public StringProperty pythonProperty() {
        return python;
    }

    /**
     * Follows the Runs tab's choice while this tab's own field is empty, and shares its list of known
     * interpreters, where one typed here is kept (the Runs tab offers it too).
     */
    public void followRunsInterpreter(ObservableList<String> known, ObservableValue<String> runsPython) {
        this.knownInterpreters = known;
        this.runsPython = runsPython;
        interpreterHint.bind(Bindings.createStringBinding(
                () -> "as in Runs: "
                        + (blank(runsPython.getValue()) ? "the default interpreter" : runsPython.getValue()),
                runsPython));
        python.addListener((obs, old, now) -> {
            if (!blank(now) && !known.contains(now.strip())) {
                known.add(now.strip());
            }
        });
    }

    static final String PYTHON_SETTING = "report.python";

    /**
     * Remembers this tab's own interpreter in {@code settings} (written off the FX thread), the empty
     * "as in Runs" included: the next window opens with the same choice.
     */
    public void keepInterpreterIn(SettingsFile settings) {
        settings.get(PYTHON_SETTING).ifPresent(python::set);
        python.addListener((obs, old, now) -> {
            String value = now == null ? "" : now.strip();
            tasks.submit(new BackgroundTask<>(
                    "remember the Report interpreter",
                    () -> {
                        settings.put(PYTHON_SETTING, value);
                        return null;
                    },
                    saved -> {},
                    error -> {}));
        });
    }

    /** What an empty interpreter field means. */
    public ReadOnlyStringProperty interpreterHintProperty() {
        return interpreterHint.getReadOnlyProperty();
    }

    /** The known interpreters the field offers (the Runs tab's list once shared). */
    public ObservableList<String> knownInterpreters() {
        return knownInterpreters;
    }

    /** This tab's own choice, else the Runs tab's, else null (the bundle's default interpreter). */
    public String interpreter() {
        if (!blank(python.get())) {
            return python.get().strip();
        }
        return runsPython == null || blank(runsPython.getValue())
                ? null
                : runsPython.getValue().strip();
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }

    public StringProperty outputProperty() {
        return output;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public StringProperty bundleAProperty() {
        return bundleA;
    }

    public StringProperty bundleBProperty() {
        return bundleB;
    }

    public ObservableList<ComparisonRow> comparison() {
        return comparison;
    }

    public ReadOnlyStringProperty compareStatusProperty() {
        return compareStatus.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty comparingProperty() {
        return comparing.getReadOnlyProperty();
    }
}
