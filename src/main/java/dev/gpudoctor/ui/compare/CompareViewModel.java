package dev.gpudoctor.ui.compare;

import dev.gpudoctor.bench.BenchRequest;
import dev.gpudoctor.bench.BenchRunner;
import dev.gpudoctor.bench.BenchSweep;
import dev.gpudoctor.bench.SweepVerdict;
import dev.gpudoctor.bundle.BundleRefusedException;
import dev.gpudoctor.bundle.OpenedBundle;
import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.speed.Durations;
import dev.gpudoctor.speed.MeasuredSpeed;
import dev.gpudoctor.speed.SpeedFormat;
import dev.gpudoctor.speed.SpeedJudge;
import dev.gpudoctor.speed.SplitLine;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.BundleOpener;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import dev.gpudoctor.ui.runs.RunHistoryViewModel;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * State of the Compare tab: the points on show (runs picked from the history, or a sweep as it
 * arrives), the baseline, the table rows with their deltas and the one-line verdict; plus the sweep
 * form, run on the task executor with progress and cancel. Points reach the UI thread one by one.
 */
public final class CompareViewModel {

    private final RunHistoryViewModel history;
    private final BenchRunner runner;
    private final TaskExecutor tasks;
    private final Executor uiExecutor;

    private final ObservableList<SweepPoint> points = FXCollections.observableArrayList();
    private final ObservableList<CompareRow> rows = FXCollections.observableArrayList();
    private final ObservableList<String> baselines = FXCollections.observableArrayList();
    private final StringProperty baseline = new SimpleStringProperty();
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper(SweepVerdict.of(List.of(), null));

    private final StringProperty python = new SimpleStringProperty("");
    private final StringProperty configs = new SimpleStringProperty("cpu");
    private final StringProperty structures = new SimpleStringProperty("h2o,water-8,water-32");
    private final StringProperty model = new SimpleStringProperty("arch:small");
    private final IntegerProperty repeats = new SimpleIntegerProperty(BenchRequest.DEFAULT_REPEATS);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private TaskHandle current;
    private final BundleOpener bundles;
    private final ReadOnlyStringWrapper bundleNotice = new ReadOnlyStringWrapper("");
    /** Points reach the UI thread in batches: one table, verdict and chart update per batch, however fast they come. */
    private final Arrivals arrivals;
    /** Until the user picks runs or sweeps, the tab shows the newest sweep in the history. */
    private boolean userChose;

    private boolean showing;
    /** Each point's row in words, kept while the point is on show: formatting every row on every hand-over cost most of it. */
    private final Map<SweepPoint, CompareRow> formatted = new IdentityHashMap<>();

    public CompareViewModel(RunHistoryViewModel history, BenchRunner runner, TaskExecutor tasks, Executor uiExecutor) {
        this(history, runner, BundleOpener.NONE, tasks, uiExecutor);
    }

    /** With other machines' bundles to open: their runs go beside these. */
    public CompareViewModel(
            RunHistoryViewModel history,
            BenchRunner runner,
            BundleOpener bundles,
            TaskExecutor tasks,
            Executor uiExecutor) {
        this.bundles = bundles;
        this.history = history;
        this.runner = runner;
        this.tasks = tasks;
        this.uiExecutor = uiExecutor;
        this.arrivals = new Arrivals(uiExecutor, this::arrived);
        baseline.addListener((obs, old, now) -> {
            if (!showing) {
                refresh();
            }
        });
        if (history != null) {
            history.runs().addListener((ListChangeListener<RunRecord>) change -> showNewestSweepUnlessChosen());
            showNewestSweepUnlessChosen();
        }
    }

    private void showNewestSweepUnlessChosen() {
        if (!userChose && !running.get()) {
            List<RunRecord> sweep = newestSweep(history.runs());
            if (!sweep.isEmpty()) {
                showRuns(sweep);
            }
        }
    }

    /** The runs of the newest sweep in {@code runs} (newest first), or empty when none was a sweep. */
    static List<RunRecord> newestSweep(List<RunRecord> runs) {
        return runs.stream()
                .filter(run -> run.sweepId() != null)
                .findFirst()
                .map(newest -> runs.stream()
                        .filter(run -> newest.sweepId().equals(run.sweepId()))
                        .toList())
                .orElse(List.of());
    }

    /** Shows these runs side by side; for a configuration and structure run more than once, the newest wins. */
    public void compare(List<RunRecord> runs) {
        userChose = true;
        showRuns(runs);
    }

    private void showRuns(List<RunRecord> runs) {
        Map<String, SweepPoint> newest = new LinkedHashMap<>();
        runs.stream().sorted((a, b) -> a.createdAt().compareTo(b.createdAt())).forEach(run -> {
            String key = run.config() + "/" + run.structure();
            newest.remove(key);
            newest.put(key, run.point());
        });
        List<SweepPoint> shown = new ArrayList<>(newest.values());
        shown.sort((a, b) -> a.config().equals(b.config()) ? Integer.compare(a.atoms(), b.atoms()) : 0);
        show(shown);
    }

    private void arrived(List<Arrival> batch) {
        List<SweepPoint> now = new ArrayList<>(points);
        List<RunRecord> kept = new ArrayList<>();
        for (Arrival arrival : batch) {
            if (arrival.outcome() != null) {
                kept.add(RunRecords.of(arrival.spec(), arrival.outcome(), Instant.now(), arrival.sweepId()));
            }
            now.add(arrival.point());
        }
        if (history != null) {
            history.recordAll(kept);
        }
        show(now);
        progress.set(batch.get(batch.size() - 1).fraction());
    }

    public void show(List<SweepPoint> shown) {
        // One refresh for the whole change: the baseline choice below would otherwise trigger its own.
        showing = true;
        try {
            points.setAll(shown);
            List<String> configNames = SweepVerdict.configs(shown);
            if (!baselines.equals(configNames)) {
                baselines.setAll(configNames);
            }
            if (baseline.get() == null || !configNames.contains(baseline.get())) {
                baseline.set(configNames.isEmpty() ? null : configNames.get(0));
            }
        } finally {
            showing = false;
        }
        refresh();
    }

    /** Runs the sweep form's request; every point is kept in the history and shown as it arrives. */
    public void runSweep() {
        if (running.get()) {
            return;
        }
        BenchRequest request;
        try {
            request = request();
        } catch (IllegalArgumentException e) {
            progressText.set(e.getMessage());
            return;
        }
        List<String> problems = request.problems();
        if (!problems.isEmpty()) {
            progressText.set(String.join(" ", problems));
            return;
        }
        userChose = true;
        running.set(true);
        progress.set(0);
        progressText.set("Starting the sweep…");
        show(List.of());
        String sweepId = RunRecords.newId(Instant.now());
        current = tasks.submit(BackgroundTask.shown(
                "running the scaling sweep",
                () -> new BenchSweep(runner).run(request, new BenchSweep.Listener() {
                    @Override
                    public void progress(String message) {
                        uiExecutor.execute(() -> progressText.set(message));
                    }

                    @Override
                    public void point(SweepPoint point, MaceRunSpec spec, MaceRunOutcome outcome, int done, int total) {
                        arrivals.add(new Arrival(point, spec, outcome, sweepId, (double) done / total));
                    }
                }),
                finished -> {
                    running.set(false);
                    current = null;
                    long failed = finished.stream().filter(p -> !p.ok()).count();
                    progressText.set("Sweep done: " + finished.size() + " points"
                            + (failed == 0 ? "." : ", " + failed + " did not run."));
                },
                this::failed));
    }

    /**
     * Adds the runs another machine's bundle carries, each configuration named after that host
     * ("Ubuntu 22.04 (wsl2) · cuda"), to the runs on show: this machine next to that one.
     */
    public void importBundle(Path zip) {
        bundleNotice.set("Opening " + zip.getFileName() + "…");
        tasks.submit(BackgroundTask.shown(
                "opening a bundle",
                () -> open(zip),
                opened -> {
                    if (opened.refusal() != null) {
                        bundleNotice.set("Could not add " + zip.getFileName() + ": " + opened.refusal());
                        return;
                    }
                    OpenedBundle bundle = opened.bundle();
                    List<SweepPoint> added = bundle.runs().stream()
                            .map(RunRecord::point)
                            .map(point -> fromHost(bundle.hostLabel(), point))
                            .toList();
                    if (added.isEmpty()) {
                        bundleNotice.set(zip.getFileName() + " (" + bundle.hostLabel() + ") holds no runs.");
                        return;
                    }
                    userChose = true;
                    List<SweepPoint> now = new ArrayList<>(points);
                    now.addAll(added);
                    show(now);
                    bundleNotice.set("Added " + added.size() + " runs of " + bundle.hostLabel() + " from "
                            + zip.getFileName() + ".");
                },
                error -> bundleNotice.set("Could not add " + zip.getFileName() + ": " + error.message())));
    }

    /** A refused bundle is an answer in words, not an error. */
    private record Opened(OpenedBundle bundle, String refusal) {}

    private Opened open(Path zip) {
        try {
            return new Opened(bundles.open(zip), null);
        } catch (BundleRefusedException e) {
            return new Opened(null, e.getMessage());
        }
    }

    static SweepPoint fromHost(String host, SweepPoint p) {
        return new SweepPoint(
                host + " · " + p.config(),
                p.structure(),
                p.atoms(),
                p.stepS(),
                p.firstCallS(),
                p.throughputAtomStepsPerS(),
                p.peakMemoryBytes(),
                p.ok(),
                p.failureReason(),
                p.failureMessage(),
                p.conditions(),
                p.figures());
    }

    public ReadOnlyStringProperty bundleNoticeProperty() {
        return bundleNotice.getReadOnlyProperty();
    }

    public void cancel() {
        if (current != null && running.get()) {
            current.cancel();
            progressText.set("Cancelling…");
        }
    }

    private void failed(ErrorSummary error) {
        running.set(false);
        current = null;
        progressText.set(
                error.isCancellation()
                        ? "Sweep cancelled; the points so far are kept."
                        : "The sweep stopped: " + error.message());
    }

    BenchRequest request() {
        List<RunSetup> chosen =
                split(configs.get()).stream().map(RunSetup::parse).toList();
        String interpreter = python.get() == null || python.get().isBlank() ? null : python.get();
        return new BenchRequest(
                chosen,
                model.get(),
                split(structures.get()),
                MaceRunSpec.DEFAULT_DTYPE,
                repeats.get(),
                BenchRequest.DEFAULT_WARMUP,
                MaceRunSpec.DEFAULT_TIMEOUT_SECONDS,
                interpreter);
    }

    private static List<String> split(String text) {
        return text == null
                ? List.of()
                : Arrays.stream(text.split("[,\\s]+")).filter(s -> !s.isBlank()).toList();
    }

    private void refresh() {
        List<SweepPoint> shown = List.copyOf(points);
        String base = baseline.get();
        verdict.set(SweepVerdict.of(shown, base)
                + SpeedJudge.standard()
                        .fastest(shown, MeasuredSpeed.DEFAULT_TIMESTEP_FS)
                        .map(line -> "\n" + line)
                        .orElse(""));
        List<CompareRow> table = new ArrayList<>();
        for (SweepPoint p : shown) {
            CompareRow row = formatted.computeIfAbsent(p, CompareViewModel::format);
            if (!p.ok()) {
                table.add(row);
                continue;
            }
            String delta = "";
            if (base != null && !base.equals(p.config())) {
                delta = SweepVerdict.speedup(shown, base, p.config(), p.structure())
                        .map(r -> r >= 1
                                ? Durations.decimals(r, 2) + "× faster"
                                : Durations.decimals(1 / r, 2) + "× slower")
                        .orElse("—");
            } else if (base != null) {
                delta = "baseline";
            }
            table.add(row.withVersusBaseline(delta));
        }
        Set<SweepPoint> onShow = Collections.newSetFromMap(new IdentityHashMap<>());
        onShow.addAll(shown);
        formatted.keySet().retainAll(onShow);
        updateRows(table);
    }

    private static final ThreadLocal<DecimalFormat> THOUSANDS =
            ThreadLocal.withInitial(() -> new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT)));

    /** A point in words, without its comparison to the baseline (that depends on the other points). */
    /** "90.9 · in line", "1042 · 9.6× slower", or the figure alone when there is no reference to judge by. */
    private static String speed(SweepPoint p) {
        return SpeedJudge.standard()
                .judge(p, MeasuredSpeed.DEFAULT_TIMESTEP_FS)
                .map(v -> SpeedFormat.us(v.measured().usPerAtomStep())
                        + switch (v.kind()) {
                            case IN_LINE -> " · in line";
                            case SLOWER -> " · " + SpeedFormat.factor(v.ratio()) + " slower";
                            case FASTER -> " · " + SpeedFormat.factor(1 / v.ratio()) + " faster";
                            case NO_REFERENCE -> "";
                            case NOT_JUDGED -> " · not judged (busy host)";
                        }
                        + SplitLine.graphShare(p).map(share -> " · " + share).orElse(""))
                .orElse("");
    }

    private static CompareRow format(SweepPoint p) {
        if (!p.ok()) {
            return new CompareRow(
                    p.config(),
                    p.structure(),
                    p.atoms() < 0 ? "" : "" + p.atoms(),
                    "",
                    "",
                    "",
                    "",
                    "",
                    "",
                    "",
                    FailureReason.titleOf(p.failureReason()),
                    p.config() + " · " + p.structure() + ": " + FailureReason.titleOf(p.failureReason()) + ": "
                            + p.failureMessage());
        }
        return new CompareRow(
                p.config(),
                p.structure(),
                "" + p.atoms(),
                Durations.seconds(p.stepS().median()),
                Durations.seconds(p.stepS().p10()) + " – "
                        + Durations.seconds(p.stepS().p90()),
                Durations.seconds(p.firstCallS()),
                THOUSANDS.get().format(p.throughputAtomStepsPerS()),
                speed(p),
                "",
                p.peakMemoryBytes() == null ? "" : Durations.decimals(p.peakMemoryBytes() / 1048576.0, 0) + " MiB",
                "ok",
                "");
    }

    /**
     * Changes only the rows that differ: during a sweep earlier rows stay the same and new ones are
     * appended, so the table does not rebuild every cell on each hand-over.
     */
    private void updateRows(List<CompareRow> table) {
        if (table.size() < rows.size()) {
            rows.setAll(table);
            return;
        }
        for (int i = 0; i < rows.size(); i++) {
            if (!rows.get(i).equals(table.get(i))) {
                rows.set(i, table.get(i));
            }
        }
        if (table.size() > rows.size()) {
            rows.addAll(table.subList(rows.size(), table.size()));
        }
    }

    public RunHistoryViewModel history() {
        return history;
    }

    public ObservableList<SweepPoint> points() {
        return points;
    }

    public ObservableList<CompareRow> rows() {
        return rows;
    }

    public ObservableList<String> baselines() {
        return baselines;
    }

    public StringProperty baselineProperty() {
        return baseline;
    }

    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    public StringProperty pythonProperty() {
        return python;
    }

    public StringProperty configsProperty() {
        return configs;
    }

    public StringProperty structuresProperty() {
        return structures;
    }

    public StringProperty modelProperty() {
        return model;
    }

    public IntegerProperty repeatsProperty() {
        return repeats;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }
}
