package dev.gpudoctor.ui.compare;

import dev.gpudoctor.charts.BenchCharts;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.ui.common.ChartExport;
import dev.gpudoctor.ui.common.ChartTheme;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.CutTextTooltip;
import dev.gpudoctor.ui.common.Icons;
import dev.gpudoctor.ui.common.ReadableColumns;
import dev.gpudoctor.ui.common.TabView;
import dev.gpudoctor.ui.runs.RunHistoryView;
import java.io.File;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javafx.animation.PauseTransition;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.util.Duration;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;

/**
 * The Compare tab: runs picked from the history (or a sweep run here) side by side: the verdict, a
 * table with deltas against the baseline, and the scaling, throughput, speedup and first-call charts.
 * Right-click a chart to export it as PNG or SVG ({@link ChartExport}: a fixed size, a named file).
 */
public final class CompareView implements TabView {

    /** Also used by the window before the view exists (the tab is built when first shown). */
    public static final String ID = "compare";

    public static final String TITLE = "Compare";

    /** How often a sweep in progress redraws the charts; the table and verdict follow every point. */
    static final Duration REDRAW_EVERY = Duration.millis(250);

    private final SplitPane content;
    private final CompareViewModel vm;
    private final ChartViewer scaling = viewer("compare-scaling-chart");
    private final ChartViewer throughput = viewer("compare-throughput-chart");
    private final ChartViewer speedup = viewer("compare-speedup-chart");
    private final ChartViewer firstCall = viewer("compare-first-call-chart");
    private final TabPane charts = new TabPane();
    /** Charts whose points changed since they were last built. */
    private final Set<ChartViewer> stale = new HashSet<>();

    private final PauseTransition throttle = new PauseTransition(REDRAW_EVERY);
    private boolean redrawPending;

    private final ChartExport export;

    /** With an export that writes on the calling thread from the user's home (tests, benchmarks). */
    public CompareView(CompareViewModel viewModel) {
        this(viewModel, new ChartExport(new CurrentThreadTaskExecutor(), Path.of(System.getProperty("user.home"))));
    }

    public CompareView(CompareViewModel viewModel, ChartExport export) {
        this.vm = viewModel;
        this.export = export;
        content = new SplitPane(left(), right());
        content.setDividerPositions(0.34);
        content.setId("compare-content");
        // A sweep adds points faster than charts are worth drawing: redraw at most every REDRAW_EVERY.
        throttle.setOnFinished(e -> {
            redrawPending = false;
            redraw();
        });
        vm.points().addListener((ListChangeListener<SweepPoint>) change -> scheduleRedraw());
        vm.baselineProperty().addListener((obs, old, now) -> scheduleRedraw());
        redraw();
    }

    private Node left() {
        TableView<RunRecord> picker = RunHistoryView.table(vm.history(), "compare-history");
        TextField filter = new TextField();
        filter.setId("compare-history-filter");
        filter.setPromptText("Filter: cuda water…");
        filter.textProperty().bindBidirectional(vm.history().filterProperty());
        Button compare = new Button("Compare selected");
        compare.setId("compare-selected");
        compare.disableProperty()
                .bind(picker.getSelectionModel().selectedItemProperty().isNull());
        compare.setOnAction(
                e -> vm.compare(List.copyOf(picker.getSelectionModel().getSelectedItems())));
        Button addBundle = new Button("Add runs from a bundle…");
        addBundle.setId("compare-add-bundle");
        addBundle.setTooltip(new Tooltip("Put another machine's runs (a GPU Doctor bundle) next to these"));
        addBundle.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Add runs from a GPU Doctor bundle");
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("GPU Doctor bundles", "*.zip"));
            File file = chooser.showOpenDialog(addBundle.getScene().getWindow());
            if (file != null) {
                vm.importBundle(file.toPath());
            }
        });
        Label bundleNotice = new Label();
        bundleNotice.setId("compare-bundle-notice");
        bundleNotice.setWrapText(true);
        bundleNotice.textProperty().bind(vm.bundleNoticeProperty());
        bundleNotice.setMinHeight(Region.USE_PREF_SIZE);
        CutTextTooltip.install(bundleNotice);
        bundleNotice.visibleProperty().bind(vm.bundleNoticeProperty().isNotEmpty());
        bundleNotice.managedProperty().bind(bundleNotice.visibleProperty());
        VBox history = new VBox(
                6,
                new Label("Pick runs from the history (Ctrl/Shift for several)"),
                filter,
                picker,
                new HBox(8, compare, addBundle),
                bundleNotice);
        VBox.setVgrow(picker, Priority.ALWAYS);
        history.setPadding(new Insets(14));

        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(8);
        form.setPadding(new Insets(8));
        TextField configs = field("compare-configs", vm.configsProperty(), "cpu,cuda,cuda+cueq");
        TextField structures =
                field("compare-structures", vm.structuresProperty(), "h2o,water-8,water-64 (small to large)");
        TextField model = field("compare-model", vm.modelProperty(), "arch:small");
        Spinner<Integer> repeats = new Spinner<>(1, 10_000, vm.repeatsProperty().get());
        repeats.setId("compare-repeats");
        repeats.setEditable(true);
        repeats.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                vm.repeatsProperty().set(now);
            }
        });
        form.addRow(0, new Label("Configurations"), configs);
        form.addRow(1, new Label("Structures"), structures);
        form.addRow(2, new Label("Model"), model);
        form.addRow(3, new Label("Timed steps"), repeats);
        Button run = new Button("Run sweep");
        Icons.run(run);
        run.setId("compare-run-sweep");
        run.disableProperty().bind(vm.runningProperty());
        run.setOnAction(e -> vm.runSweep());
        Button cancel = new Button("Cancel");
        Icons.cancel(cancel);
        cancel.setId("compare-cancel");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        form.add(new HBox(8, run, cancel), 1, 4);
        ProgressBar bar = new ProgressBar();
        bar.setId("compare-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(vm.progressProperty());
        bar.visibleProperty().bind(vm.runningProperty());
        form.add(bar, 0, 5, 2, 1);
        Label progress = new Label();
        progress.setId("compare-progress-text");
        progress.setWrapText(true);
        progress.textProperty().bind(vm.progressTextProperty());
        form.add(progress, 0, 6, 2, 1);
        TitledPane sweep = new TitledPane("Scaling sweep (one Python child per configuration)", form);
        sweep.setId("compare-sweep");

        SplitPane column = new SplitPane(history, sweep);
        column.setOrientation(Orientation.VERTICAL);
        column.setDividerPositions(0.6);
        return column;
    }

    private Node right() {
        Label verdict = new Label();
        verdict.setId("compare-verdict");
        verdict.setWrapText(true);
        verdict.getStyleClass().add("run-summary");
        verdict.textProperty().bind(vm.verdictProperty());
        verdict.setMinHeight(Region.USE_PREF_SIZE);
        ComboBox<String> baseline = new ComboBox<>(vm.baselines());
        baseline.setId("compare-baseline");
        baseline.valueProperty().bindBidirectional(vm.baselineProperty());
        HBox baselineRow = new HBox(8, new Label("Baseline"), baseline);
        baselineRow.setAlignment(Pos.CENTER_LEFT);

        TableView<CompareRow> table = new TableView<>(vm.rows());
        table.setId("compare-table");
        table.setPlaceholder(new Label("Pick runs on the left and press Compare selected, or run a sweep."));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPrefHeight(200);
        table.setMinHeight(110); // on a short window the table scrolls; the charts keep a readable height
        VBox.setVgrow(table, Priority.SOMETIMES);
        table.getColumns()
                .addAll(List.of(
                        column("config", CompareRow::config),
                        column("structure", CompareRow::structure),
                        column("atoms", CompareRow::atoms),
                        column("median step", CompareRow::medianStep),
                        column("p10 – p90", CompareRow::band),
                        column("first call", CompareRow::firstCall),
                        column("atom·steps/s", CompareRow::throughput),
                        column("µs/atom/step", CompareRow::speed),
                        column("vs baseline", CompareRow::versusBaseline),
                        column("peak memory", CompareRow::peakMemory),
                        column("status", CompareRow::status)));
        ReadableColumns.scrollWhenNarrow(table);
        // A failure's whole message wraps here, for the selected row or else the first failed one.
        Label failureDetail = new Label();
        failureDetail.setId("compare-failure-detail");
        failureDetail.setWrapText(true);
        failureDetail.getStyleClass().add("hint");
        Runnable showDetail = () -> {
            CompareRow selected = table.getSelectionModel().getSelectedItem();
            String text = selected != null && !selected.detail().isEmpty()
                    ? selected.detail()
                    : vm.rows().stream()
                            .map(CompareRow::detail)
                            .filter(d -> !d.isEmpty())
                            .findFirst()
                            .orElse("");
            failureDetail.setText(text);
        };
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> showDetail.run());
        vm.rows().addListener((ListChangeListener<CompareRow>) change -> showDetail.run());
        failureDetail.visibleProperty().bind(failureDetail.textProperty().isNotEmpty());
        failureDetail.managedProperty().bind(failureDetail.visibleProperty());

        charts.getTabs()
                .addAll(
                        tab("Scaling", scaling),
                        tab("Throughput", throughput),
                        tab("Speedup", speedup),
                        tab("First call vs steady state", firstCall));
        charts.setId("compare-charts");
        export.install(scaling, "scaling");
        export.install(throughput, "throughput");
        export.install(speedup, "speedup");
        export.install(firstCall, "first-call");
        Label exported = new Label();
        exported.setId("compare-chart-export-status");
        exported.getStyleClass().add("hint");
        exported.textProperty().bind(export.statusProperty());
        exported.visibleProperty().bind(exported.textProperty().isNotEmpty());
        exported.managedProperty().bind(exported.visibleProperty());
        charts.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                redraw((ChartViewer) now.getContent());
            }
        });
        charts.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(charts, Priority.ALWAYS);
        charts.setMinHeight(230);
        VBox box = new VBox(10, verdict, baselineRow, table, failureDetail, charts, exported);
        box.setPadding(new Insets(14));
        return box;
    }

    private void scheduleRedraw() {
        if (!redrawPending) {
            redrawPending = true;
            throttle.playFromStart();
        }
    }

    /**
     * Rebuilds the chart on show from the points on show; the other three are rebuilt when their tab
     * is picked. Building all four per batch of a fast sweep cost the FX thread ~80 ms a time.
     */
    private void redraw() {
        stale.addAll(List.of(scaling, throughput, speedup, firstCall));
        Tab selected = charts.getSelectionModel().getSelectedItem();
        if (selected != null) {
            redraw((ChartViewer) selected.getContent());
        }
    }

    private void redraw(ChartViewer viewer) {
        if (!stale.remove(viewer)) {
            return;
        }
        List<SweepPoint> points = List.copyOf(vm.points());
        String base = vm.baselineProperty().get();
        if (viewer == scaling) {
            viewer.setChart(ChartTheme.colour(BenchCharts.scaling(points)));
        } else if (viewer == throughput) {
            viewer.setChart(ChartTheme.colour(BenchCharts.throughput(points)));
        } else if (viewer == speedup) {
            viewer.setChart(ChartTheme.colour(BenchCharts.speedup(points, base == null ? "" : base)));
        } else {
            viewer.setChart(ChartTheme.colour(BenchCharts.firstCall(points)));
        }
    }

    private static ChartViewer viewer(String id) {
        ChartViewer viewer = new ChartViewer((JFreeChart) null);
        viewer.setId(id);
        return ChartTheme.follow(viewer);
    }

    private static Tab tab(String title, Node node) {
        return new Tab(title, node);
    }

    private static TextField field(String id, StringProperty value, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(value);
        GridPane.setHgrow(field, Priority.ALWAYS);
        return field;
    }

    private static TableColumn<CompareRow, String> column(String title, Function<CompareRow, String> value) {
        TableColumn<CompareRow, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return ReadableColumns.of(column);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public Node content() {
        return content;
    }
}
