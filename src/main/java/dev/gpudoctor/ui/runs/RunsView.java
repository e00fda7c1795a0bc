package dev.gpudoctor.ui.runs;

import dev.gpudoctor.ui.common.FinishedWorkNotice;
import dev.gpudoctor.ui.common.Icons;
import dev.gpudoctor.ui.common.TabView;
import java.io.File;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The Runs tab: configure a MACE run on the left; its outcome, timing breakdown and forces on the right, the history below them. */
public final class RunsView implements TabView {

    /** Also used by the window before the view exists (the tab is built when first shown). */
    public static final String ID = "runs";

    public static final String TITLE = "Runs";

    private final SplitPane content;

    /** Asks the user for an interpreter file; empty when they cancelled. Tests answer without a native dialog. */
    @FunctionalInterface
    interface InterpreterChooser {
        Optional<String> choose(Window owner);
    }

    /** The file chooser, opened in the home folder (venvs live under it: ~/.venvs, ~/miniconda3/envs…). */
    static final InterpreterChooser FILE_CHOOSER = owner -> {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Choose a Python interpreter (a venv's bin/python, a conda env's bin/python)");
        File home = new File(System.getProperty("user.home"));
        if (home.isDirectory()) {
            chooser.setInitialDirectory(home);
        }
        File file = chooser.showOpenDialog(owner);
        return file == null ? Optional.empty() : Optional.of(file.getAbsolutePath());
    };

    public RunsView(RunsViewModel viewModel) {
        this(viewModel, FILE_CHOOSER);
    }

    RunsView(RunsViewModel viewModel, InterpreterChooser chooser) {
        // The form needs the whole height; the history shares the wide right side with the result.
        Node right = results(viewModel);
        if (viewModel.history() != null) {
            SplitPane column = new SplitPane(
                    right, RunHistoryView.create(viewModel.history(), "runs-history", viewModel::showRecord));
            column.setOrientation(Orientation.VERTICAL);
            column.setDividerPositions(0.62);
            right = column;
        }
        // A short window scrolls the form instead of clipping its top rows (at 1024x700 the Python row vanished).
        ScrollPane formScroll = new ScrollPane(form(viewModel, chooser));
        formScroll.setFitToWidth(true);
        formScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        formScroll.setId("runs-form-scroll");
        // The plan appears below Run: scroll it into view, or a user sent here from another tab sees nothing change.
        viewModel.setUp().setupPlanProperty().addListener((obs, old, plan) -> {
            if (!plan.isEmpty()) {
                // After the next layout: a tab just built from another tab's button has no size yet.
                Platform.runLater(() -> {
                    if (formScroll.getScene() != null) {
                        formScroll.getScene().getRoot().applyCss();
                        formScroll.getScene().getRoot().layout();
                        formScroll
                                .lookupAll("#runs-setup-confirm")
                                .forEach(install -> scrollIntoView(formScroll, install));
                    }
                });
            }
        });
        // 30 % of 1024 px cut the Run button to "…" and the debugging toggles: the form keeps its width.
        formScroll.setMinWidth(360);
        content = new SplitPane(formScroll, right);
        content.setDividerPositions(0.3);
        content.setId("runs-content");
    }

    private static Node form(RunsViewModel vm, InterpreterChooser chooser) {
        InterpreterViewModel interpreter = vm.interpreter();
        DeviceChoiceViewModel deviceChoice = vm.deviceChoice();
        RunFormViewModel form = vm.form();
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.setPadding(new Insets(14));
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setFillWidth(true);
        grid.getColumnConstraints().addAll(labels, fields);

        ComboBox<String> python = editable("runs-python", interpreter.interpreters(), interpreter.pythonProperty());
        python.setPromptText("python3");
        python.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(String path, boolean empty) {
                super.updateItem(path, empty);
                setText(empty ? null : interpreter.describeInterpreter(path));
            }
        });
        // Enter here chooses the interpreter and checks it; it never runs (Run is the default button, and
        // a path typed and confirmed started a MACE run before the device list was even read).
        python.addEventFilter(KeyEvent.KEY_PRESSED, key -> {
            if (key.getCode() == KeyCode.ENTER) {
                interpreter.useInterpreter(python.getEditor().getText());
                key.consume();
            }
        });
        Button pythonBrowse = new Button("…");
        pythonBrowse.setId("runs-python-browse");
        pythonBrowse.setTooltip(new Tooltip(USE_EXISTING));
        pythonBrowse.setOnAction(
                e -> chooser.choose(pythonBrowse.getScene().getWindow()).ifPresent(interpreter::useInterpreter));
        HBox.setHgrow(python, Priority.ALWAYS);
        Label found = new Label();
        found.setId("runs-python-found");
        found.setWrapText(true);
        found.setMinHeight(Region.USE_PREF_SIZE);
        found.getStyleClass().add("hint");
        found.textProperty().bind(interpreter.interpreterFoundProperty());
        found.visibleProperty().bind(interpreter.interpreterFoundProperty().isNotEmpty());
        found.managedProperty().bind(found.visibleProperty());
        HBox pythonRow = new HBox(4, python, pythonBrowse);
        ComboBox<String> device = editable("runs-device", deviceChoice.devices(), deviceChoice.deviceProperty());
        device.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(String id, boolean empty) {
                super.updateItem(id, empty);
                setText(empty ? null : deviceChoice.describeDevice(id));
            }
        });
        Label deviceNote = new Label();
        deviceNote.setId("runs-device-note");
        deviceNote.setWrapText(true);
        deviceNote.getStyleClass().add("hint");
        deviceNote.textProperty().bind(deviceChoice.deviceNoteProperty());
        deviceNote.visibleProperty().bind(deviceChoice.deviceNoteProperty().isNotEmpty());
        deviceNote.managedProperty().bind(deviceNote.visibleProperty());
        deviceNote.setMinHeight(Region.USE_PREF_SIZE); // wrapped in full, never "…"
        Button deviceSetUp = setUpButton("runs-device-setup", vm);
        deviceSetUp.visibleProperty().bind(interpreter.setUpSuggestedProperty());
        // What the chosen Python was found to have arrives seconds later: below Run with the device hint,
        // where it moves nothing a user is about to click.
        VBox deviceHint = new VBox(4, found, deviceNote, deviceSetUp);
        ComboBox<String> model =
                editable("runs-model", FXCollections.observableList(RunFormViewModel.MODELS), form.modelProperty());
        ComboBox<String> structure = editable(
                "runs-structure", FXCollections.observableList(RunFormViewModel.STRUCTURES), form.structureProperty());
        ComboBox<String> dtype = new ComboBox<>(FXCollections.observableList(RunFormViewModel.DTYPES));
        dtype.setId("runs-dtype");
        dtype.valueProperty().bindBidirectional(form.dtypeProperty());
        CheckBox cueq = new CheckBox("cuEquivariance kernels");
        cueq.setMnemonicParsing(false);
        cueq.setId("runs-cueq");
        cueq.selectedProperty().bindBidirectional(form.cueqProperty());
        CheckBox launchBlocking = new CheckBox("CUDA_LAUNCH_BLOCKING=1");
        launchBlocking.setMnemonicParsing(false);
        launchBlocking.setId("runs-launch-blocking");
        launchBlocking.selectedProperty().bindBidirectional(form.toggles().cudaLaunchBlockingProperty());
        launchBlocking.setTooltip(
                new Tooltip("Every kernel synchronous: a CUDA error surfaces at the call that caused it."));
        CheckBox dsa = new CheckBox("TORCH_USE_CUDA_DSA=1");
        dsa.setMnemonicParsing(false);
        dsa.setId("runs-dsa");
        dsa.selectedProperty().bindBidirectional(form.toggles().torchUseCudaDsaProperty());
        dsa.setTooltip(new Tooltip("Only has an effect in a torch built with device-side assertions."));
        CheckBox shim = new CheckBox("NVML shim (WSL2)");
        shim.setMnemonicParsing(false);
        shim.setId("runs-nvml-shim");
        shim.selectedProperty().bindBidirectional(form.nvmlShimProperty());
        shim.setTooltip(
                new Tooltip("NVML queries WSL2 does not support return documented fallbacks, in this child only."));
        // At 1024 px the form is ~360 px wide and these read "cuEquivariance k…" and "CUDA_LAUNCH_B…": wrap instead.
        for (CheckBox box : List.of(cueq, launchBlocking, dsa, shim)) {
            box.setWrapText(true);
            box.setMinHeight(Region.USE_PREF_SIZE);
        }
        Spinner<Integer> repeats = spinner("runs-repeats", 1, 10_000, form.repeatsProperty());
        Spinner<Integer> warmup = spinner("runs-warmup", 0, 1_000, form.warmupProperty());
        Spinner<Integer> timeout = spinner("runs-timeout", 1, 86_400, form.timeoutSecondsProperty());
        timeout.setTooltip(
                new Tooltip("The run is stopped after this many seconds; the timed steps it finished are kept. "
                        + "A busy machine needs more."));

        TextField threads = new TextField();
        threads.setId("runs-threads");
        threads.setPromptText("torch's default");
        threads.setPrefColumnCount(6);
        threads.textProperty().bindBidirectional(form.threadsProperty());
        threads.setTooltip(
                new Tooltip("CPU threads for the run (OMP_NUM_THREADS and torch.set_num_threads). Empty: torch's "
                        + "own choice. 1 is the fix when other work shares the cores."));

        int row = 0;
        for (Object[] line : new Object[][] {
            {"Python", pythonRow},
            {"Device", device},
            {"Model", withBrowse(model, "runs-model-browse", "Choose a MACE model file")},
            {"Structure", withBrowse(structure, "runs-structure-browse", "Choose a structure file (anything ASE reads)")
            },
            {"Precision", dtype},
            {"", cueq},
            {"Timed steps", repeats},
            {"Warm-up steps", warmup},
            {"Timeout (s)", timeout},
            {"Threads", threads},
            {"Debugging", launchBlocking},
            {"", dsa},
            {"", shim}
        }) {
            Label label = new Label((String) line[0]);
            label.setLabelFor(line[1] == pythonRow ? python : (Node) line[1]);
            grid.addRow(row++, label, (Node) line[1]);
        }

        Button run = new Button("Run");
        Icons.run(run);
        run.setId("runs-run");
        run.setDefaultButton(true);
        run.disableProperty().bind(vm.progress().runningProperty());
        // Run is the default button, so Enter in a field fires it before that field hands its text to
        // the view model: commit what every field says first, or the previous interpreter runs.
        List<ComboBox<String>> typed = List.of(python, device, model, structure);
        run.setOnAction(e -> {
            typed.forEach(ComboBox::commitValue);
            repeats.commitValue();
            warmup.commitValue();
            timeout.commitValue();
            vm.run();
        });
        Button cancel = new Button("Cancel");
        Icons.cancel(cancel);
        cancel.setId("runs-cancel");
        cancel.disableProperty().bind(vm.progress().runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        Button setUp = new Button("Set up MACE…");
        setUp.setId("runs-setup");
        setUp.disableProperty().bind(vm.progress().runningProperty());
        setUp.setOnAction(e -> vm.setUp().askSetUp());
        setUp.setTooltip(new Tooltip("Creates GPU Doctor's own venv with mace-torch and the torch it works with."));
        // Not offered once the chosen interpreter has torch and mace-torch: there is nothing to set up
        // (nor twice: while the device hint offers it, its own button does).
        setUp.visibleProperty()
                .bind(interpreter
                        .chosenInterpreterWorksProperty()
                        .not()
                        .and(interpreter.setUpSuggestedProperty().not()));
        setUp.managedProperty().bind(setUp.visibleProperty());
        grid.add(new HBox(8, run, cancel), 1, row++);
        // The device hint comes and goes as each interpreter answers (seconds later): below Run it moves
        // nothing a user is about to click (above it, it pushed Run down and a click ticked "NVML shim").
        grid.add(deviceHint, 1, row++);
        grid.add(setUp, 1, row++);
        Label plan = new Label();
        plan.setId("runs-setup-plan");
        plan.setWrapText(true);
        plan.setMaxWidth(340);
        plan.textProperty().bind(vm.setUp().setupPlanProperty());
        Button install = new Button("Install");
        install.setId("runs-setup-confirm");
        install.setOnAction(e -> vm.setUp().confirmSetUp());
        Button notNow = new Button("Not now");
        notNow.setId("runs-setup-decline");
        notNow.setOnAction(e -> vm.setUp().declineSetUp());
        Button existing = new Button(USE_EXISTING);
        existing.setId("runs-setup-existing");
        existing.setOnAction(
                e -> chooser.choose(existing.getScene().getWindow()).ifPresent(path -> {
                    vm.setUp().declineSetUp();
                    interpreter.useInterpreter(path);
                }));
        FlowPane choices = new FlowPane(8, 6, install, existing, notNow);
        VBox planPane = new VBox(6, plan, choices);
        planPane.visibleProperty().bind(vm.setUp().setupPlanProperty().isNotEmpty());
        planPane.managedProperty().bind(planPane.visibleProperty());
        grid.add(planPane, 0, row++, 2, 1);

        ProgressBar bar = new ProgressBar();
        bar.setId("runs-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(vm.progress().progressFractionProperty());
        bar.visibleProperty().bind(vm.progress().runningProperty());
        grid.add(bar, 0, row++, 2, 1);
        Label progress = new Label();
        progress.setId("runs-progress-text");
        progress.setWrapText(true);
        progress.textProperty().bind(vm.progress().progressTextProperty());
        grid.add(progress, 0, row++, 2, 1);

        Label hint = new Label("Models named arch:… have random weights: same cost as the real MACE-MP-0 model, "
                + "meaningless energies. small / medium / large download the real weights once.");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        hint.getStyleClass().add("hint");
        grid.add(hint, 0, row, 2, 1);
        return grid;
    }

    /** "Your system, estimated" (issue 40): a size typed in atoms and the estimate from the run shown, beside it. */
    private static Node sizeEstimate(SizeEstimateViewModel vm) {
        Label label = new Label("Your system");
        TextField atoms = new TextField();
        atoms.setId("runs-estimate-atoms");
        atoms.setPromptText("atoms");
        atoms.setPrefColumnCount(8);
        atoms.textProperty().bindBidirectional(vm.atomsProperty());
        atoms.setTooltip(new Tooltip(
                "The step time and ns/day this run's costs give at another size (edges per atom as measured)."));
        label.setLabelFor(atoms);
        Label estimate = new Label();
        estimate.setId("runs-estimate");
        estimate.setWrapText(true);
        estimate.setMinHeight(Region.USE_PREF_SIZE);
        estimate.textProperty().bind(vm.estimateProperty());
        HBox.setHgrow(estimate, Priority.ALWAYS);
        // A long estimate wraps; it must not squeeze the label to "..." or the field to a sliver.
        label.setMinWidth(Region.USE_PREF_SIZE);
        atoms.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(8, label, atoms, estimate);
        row.setAlignment(javafx.geometry.Pos.BASELINE_LEFT);
        row.visibleProperty().bind(vm.availableProperty());
        row.managedProperty().bind(row.visibleProperty());
        return row;
    }

    private static Node results(RunsViewModel vm) {
        RunOutcomeViewModel outcome = vm.outcome();
        ReadOnlyBooleanProperty running = vm.progress().runningProperty();
        Label summary = new Label();
        summary.setId("runs-summary");
        summary.setWrapText(true);
        summary.textProperty().bind(outcome.summaryProperty());
        summary.getStyleClass().add("run-summary");
        summary.setMinHeight(Region.USE_PREF_SIZE);

        // A run takes from seconds to many minutes: say how it ended when the user is on another tab.
        FinishedWorkNotice.whenEnded(
                summary,
                running,
                "MACE run",
                Bindings.when(outcome.failureTextProperty().isEmpty())
                        .then(outcome.summaryProperty())
                        .otherwise(outcome.failureTextProperty()));

        Label failure = new Label();
        failure.setId("runs-failure");
        failure.setWrapText(true);
        failure.textProperty().bind(outcome.failureTextProperty());
        failure.getStyleClass().add("run-failure");
        failure.setMinHeight(Region.USE_PREF_SIZE);
        failure.visibleProperty().bind(outcome.failureTextProperty().isNotEmpty());
        failure.managedProperty().bind(failure.visibleProperty());

        Label diagnosis = new Label();
        diagnosis.setId("runs-diagnosis");
        diagnosis.setWrapText(true);
        diagnosis.textProperty().bind(outcome.diagnosisProperty());
        diagnosis.getStyleClass().add("run-diagnosis");
        diagnosis.setMinHeight(Region.USE_PREF_SIZE);
        diagnosis.visibleProperty().bind(outcome.diagnosisProperty().isNotEmpty());
        diagnosis.managedProperty().bind(diagnosis.visibleProperty());

        Button failureSetUp = setUpButton("runs-failure-setup", vm);
        failureSetUp.visibleProperty().bind(outcome.failureOffersSetUpProperty());
        Button testRun = new Button("Run a first test now");
        testRun.setId("runs-test-run");
        testRun.getStyleClass().add("start-suggested");
        testRun.setOnAction(e -> vm.run());
        testRun.disableProperty().bind(running);
        testRun.visibleProperty().bind(outcome.testRunOfferedProperty());
        testRun.managedProperty().bind(testRun.visibleProperty());

        TextArea evidence = new TextArea();
        evidence.setId("runs-evidence");
        evidence.setEditable(false);
        evidence.setPrefRowCount(8);
        evidence.textProperty().bind(outcome.failureEvidenceProperty());
        TitledPane evidencePane = new TitledPane("What the child wrote to stderr, and details", evidence);
        evidencePane.setExpanded(true);
        evidencePane.visibleProperty().bind(outcome.failureEvidenceProperty().isNotEmpty());
        evidencePane.managedProperty().bind(evidencePane.visibleProperty());

        // JFreeChart brings Java2D and its fonts up: build the chart when there is a first run to
        // show, not while the window opens.
        StackPane chart = new StackPane();
        chart.setId("runs-timing");
        // Its whole height always: squeezed by the forces table, only a sliver of the legend showed
        // (issue 30 item 5). The result scrolls instead, the forces below the chart.
        chart.setPrefHeight(CHART_HEIGHT);
        chart.setMinHeight(CHART_HEIGHT);
        chart.visibleProperty().bind(Bindings.isNotEmpty(outcome.timings()));
        chart.managedProperty().bind(chart.visibleProperty());
        chart.visibleProperty().addListener((obs, was, visible) -> {
            if (visible && chart.getChildren().isEmpty()) {
                chart.getChildren().add(TimingBreakdownChart.create(outcome.timings()));
            }
        });

        TableView<ForceRow> forces = forcesTable(vm);
        forces.visibleProperty().bind(Bindings.isNotEmpty(outcome.forces()));
        forces.managedProperty().bind(forces.visibleProperty());
        forces.setMinHeight(FORCES_MIN_HEIGHT);
        VBox.setVgrow(forces, Priority.ALWAYS);

        VBox box = new VBox(
                10,
                summary,
                sizeEstimate(vm.sizeEstimate()),
                testRun,
                failure,
                diagnosis,
                failureSetUp,
                evidencePane,
                chart,
                forces);
        box.setPadding(new Insets(14));
        // Fits the height while everything fits; below the sum of the parts' minimum heights it scrolls.
        ScrollPane scroll = new ScrollPane(box);
        scroll.setId("runs-result-scroll");
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // A short window (1024x700 with the log) cannot hold the summary and the chart: once a run's
        // breakdown is drawn, scroll just enough that all of it shows.
        vm.outcome().timings().addListener((ListChangeListener<TimingSlice>) change -> Platform.runLater(() -> {
            if (scroll.getScene() != null && !vm.outcome().timings().isEmpty()) {
                scroll.getScene().getRoot().applyCss();
                scroll.getScene().getRoot().layout();
                scrollIntoView(scroll, chart);
            }
        }));
        return scroll;
    }

    static final String USE_EXISTING = "Use a Python I already have\u2026";

    /** The timing chart's height: the bar, its axis and a two-row legend at 1024 px. */
    static final double CHART_HEIGHT = 170;
    /** The forces table's least: its header and three rows; more scrolls. */
    private static final double FORCES_MIN_HEIGHT = 110;

    private static TableView<ForceRow> forcesTable(RunsViewModel vm) {
        TableView<ForceRow> table = new TableView<>(vm.outcome().forces());
        table.setId("runs-forces");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<ForceRow, Integer> atom = new TableColumn<>("atom");
        atom.setCellValueFactory(
                cell -> new ReadOnlyObjectWrapper<>(cell.getValue().atom()));
        table.getColumns().add(atom);
        List<ToDoubleFunction<ForceRow>> components = List.of(ForceRow::fx, ForceRow::fy, ForceRow::fz);
        for (int i = 0; i < 3; i++) {
            ToDoubleFunction<ForceRow> component = components.get(i);
            TableColumn<ForceRow, Double> column = new TableColumn<>("xyz".charAt(i) + " force (eV/Å)");
            column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(component.applyAsDouble(cell.getValue())));
            column.setCellFactory(c -> new TableCell<>() {
                @Override
                protected void updateItem(Double value, boolean empty) {
                    super.updateItem(value, empty);
                    setText(empty || value == null ? null : String.format(Locale.ROOT, "%+.5f", value));
                }
            });
            table.getColumns().add(column);
        }
        return table;
    }

    /** Scrolls just enough that the node's bottom edge shows; a node already in view stays where it is. */
    static void scrollIntoView(ScrollPane pane, Node node) {
        double viewport = pane.getViewportBounds().getHeight();
        double content = pane.getContent().getLayoutBounds().getHeight();
        if (content <= viewport) {
            return;
        }
        Bounds bounds = pane.getContent().sceneToLocal(node.localToScene(node.getLayoutBounds()));
        double top = pane.getVvalue() * (content - viewport);
        if (bounds.getMinY() >= top && bounds.getMaxY() <= top + viewport) {
            return;
        }
        double offset = Math.max(0, Math.min(bounds.getMaxY() + 8 - viewport, content - viewport));
        pane.setVvalue(offset / (content - viewport));
    }

    /** "Set up MACE…" where a missing torch was found: it shows the set-up's plan (Install / Not now) in the form. */
    private static Button setUpButton(String id, RunsViewModel vm) {
        Button button = new Button("Set up MACE\u2026");
        button.setId(id);
        button.setOnAction(e -> vm.setUp().askSetUp());
        button.disableProperty().bind(vm.progress().runningProperty());
        button.managedProperty().bind(button.visibleProperty());
        return button;
    }

    /** A combo whose value may also be a file: "…" opens a file chooser and puts the path in. */
    private static Node withBrowse(ComboBox<String> box, String id, String title) {
        Button browse = new Button("…");
        browse.setId(id);
        browse.setTooltip(new Tooltip(title));
        browse.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle(title);
            File file = chooser.showOpenDialog(browse.getScene().getWindow());
            if (file != null) {
                box.setValue(file.getAbsolutePath());
            }
        });
        HBox.setHgrow(box, Priority.ALWAYS);
        return new HBox(4, box, browse);
    }

    private static ComboBox<String> editable(String id, ObservableList<String> items, StringProperty value) {
        ComboBox<String> box = new ComboBox<>(items);
        box.setId(id);
        box.setEditable(true);
        box.setMaxWidth(Double.MAX_VALUE);
        box.valueProperty().bindBidirectional(value);
        return box;
    }

    private static Spinner<Integer> spinner(String id, int min, int max, IntegerProperty value) {
        Spinner<Integer> spinner = new Spinner<>(min, max, value.get());
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                value.set(now);
            }
        });
        return spinner;
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
