package dev.gpudoctor.ui.checklist;

import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.ui.common.ActionText;
import dev.gpudoctor.ui.common.CutTextTooltip;
import dev.gpudoctor.ui.common.Icons;
import dev.gpudoctor.ui.common.TabView;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The Checklist tab: the checks with their verdicts on the left, the selected one explained on the right. */
public final class ChecklistView implements TabView {

    public static final String ID = "checklist";
    public static final String TITLE = "Checklist";

    private final BorderPane content = new BorderPane();
    private final Label detailTitle = new Label("Select a check to see what it found.");
    private final Label detailStatus = new Label();
    private final Label detailValue = new Label();
    private final Label detailExplanation = new Label();
    private final TextArea detailRemedy = new TextArea();
    private final Label detailAction = new Label();
    private final TextArea detailEvidence = new TextArea();
    private final Label detailDiagnosis = new Label();
    private final Label detailAbout = new Label();
    private final Button detailSetUp = new Button("Set up MACE\u2026");
    private final ChecklistViewModel vm;
    private CheckItem shown;
    private final ChangeListener<Object> refresh = (obs, old, now) -> showDetails(shown);

    public ChecklistView(ChecklistViewModel viewModel) {
        this.vm = viewModel;
        content.setId("checklist-content");
        TableView<CheckItem> table = table(viewModel);
        content.setTop(toolbar(viewModel, table));
        SplitPane split = new SplitPane(table, details());
        split.setDividerPositions(0.6);
        content.setCenter(split);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> {
            if (old != null) {
                old.stateProperty().removeListener(refresh);
                old.resultProperty().removeListener(refresh);
            }
            shown = item;
            if (item != null) {
                item.stateProperty().addListener(refresh);
                item.resultProperty().addListener(refresh);
            }
            showDetails(item);
        });
    }

    private static Node toolbar(ChecklistViewModel vm, TableView<CheckItem> table) {
        Button runAll = new Button("Run all");
        runAll.setId("checklist-run-all");
        runAll.disableProperty().bind(vm.runningProperty());
        runAll.setOnAction(e -> vm.runAll());
        Icons.run(runAll);
        Button runSelected = new Button("Run selected");
        runSelected.setId("checklist-run-selected");
        runSelected
                .disableProperty()
                .bind(vm.runningProperty()
                        .or(Bindings.isEmpty(table.getSelectionModel().getSelectedItems())));
        runSelected.setOnAction(e -> vm.runSelected(table.getSelectionModel().getSelectedItems()));
        Button cancel = new Button("Cancel");
        cancel.setId("checklist-cancel");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        Icons.cancel(cancel);
        Button copy = new Button("Copy as Markdown");
        copy.setId("checklist-copy");
        copy.disableProperty().bind(vm.runningProperty());
        Icons.copy(copy);
        copy.setOnAction(e -> {
            String markdown = vm.markdown();
            if (markdown != null) {
                ClipboardContent clip = new ClipboardContent();
                clip.putString(markdown);
                Clipboard.getSystemClipboard().setContent(clip);
            }
        });
        CheckBox blocking = toggle(
                "checklist-launch-blocking",
                "CUDA_LAUNCH_BLOCKING=1 for every run",
                "Every kernel synchronous (roughly 20-30 % slower): a CUDA error surfaces at the call that caused it.");
        blocking.selectedProperty().bindBidirectional(vm.toggles().cudaLaunchBlockingProperty());
        CheckBox dsa = toggle(
                "checklist-dsa",
                "TORCH_USE_CUDA_DSA=1 for every run",
                "A build-time flag: stock PyTorch wheels ignore it at run time.");
        dsa.selectedProperty().bindBidirectional(vm.toggles().torchUseCudaDsaProperty());
        Label progress = new Label();
        progress.setId("checklist-progress");
        progress.textProperty().bind(vm.progressProperty());

        FlowPane bar = new FlowPane(8, 6, runAll, runSelected, cancel, copy, blocking, dsa, progress);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(8, 10, 8, 10));
        return bar;
    }

    private static CheckBox toggle(String id, String text, String tip) {
        CheckBox box = new CheckBox(text);
        box.setId(id);
        box.setMnemonicParsing(false);
        box.setTooltip(new Tooltip(tip));
        return box;
    }

    private static TableView<CheckItem> table(ChecklistViewModel vm) {
        TableView<CheckItem> table = new TableView<>(vm.items());
        table.setId("checklist-table");
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<CheckItem, String> status = new TableColumn<>("Status");
        status.setCellValueFactory(cell -> Bindings.createStringBinding(
                cell.getValue()::statusText,
                cell.getValue().stateProperty(),
                cell.getValue().resultProperty()));
        // Minimum widths: a long "Found" value made the constrained policy squeeze these two to nothing.
        status.setCellFactory(column -> new StatusCell());
        status.setPrefWidth(110);
        status.setMinWidth(100);
        status.setMaxWidth(130);
        TableColumn<CheckItem, String> title = new TableColumn<>("Check");
        title.setCellValueFactory(
                cell -> Bindings.createStringBinding(cell.getValue().info()::title));
        title.setPrefWidth(250);
        title.setMinWidth(220);
        TableColumn<CheckItem, String> value = new TableColumn<>("Found");
        value.setCellValueFactory(cell -> Bindings.createStringBinding(
                () -> cell.getValue().resultProperty().get() == null
                        ? ""
                        : cell.getValue().resultProperty().get().value(),
                cell.getValue().resultProperty()));
        // A name or value cut to "…" at 1280x800 shows whole as its tooltip.
        for (TableColumn<CheckItem, String> column : List.of(title, value)) {
            column.setCellFactory(c -> CutTextTooltip.install(new TableCell<>() {
                @Override
                protected void updateItem(String text, boolean empty) {
                    super.updateItem(text, empty);
                    setText(empty ? null : text);
                }
            }));
        }
        table.getColumns().addAll(List.of(status, title, value));
        table.setRowFactory(view -> new TableRow<>() {
            private final ChangeListener<Object> restyle = (obs, old, now) -> restyle();

            @Override
            protected void updateItem(CheckItem item, boolean empty) {
                if (getItem() != null) {
                    getItem().resultProperty().removeListener(restyle);
                }
                super.updateItem(item, empty);
                if (item != null && !empty) {
                    item.resultProperty().addListener(restyle);
                }
                restyle();
            }

            private void restyle() {
                getStyleClass().removeAll("check-warn", "check-fail", "check-pass");
                CheckItem item = getItem();
                CheckResult result = item == null ? null : item.resultProperty().get();
                if (result != null) {
                    getStyleClass()
                            .add(
                                    switch (result.status()) {
                                        case PASS, SKIP -> "check-pass";
                                        case WARN -> "check-warn";
                                        case FAIL, ERROR -> "check-fail";
                                    });
                }
            }
        });
        return table;
    }

    /** A finished check's status as icon and word, in the theme's colour for that state. */
    private static final class StatusCell extends TableCell<CheckItem, String> {
        @Override
        protected void updateItem(String text, boolean empty) {
            super.updateItem(text, empty);
            getStyleClass().removeAll(Icons.STATE_CLASSES);
            CheckItem item =
                    empty || getTableRow() == null ? null : getTableRow().getItem();
            CheckResult result = item == null ? null : item.resultProperty().get();
            if (item == null || text == null) {
                setText(null);
                setGraphic(null);
            } else if (item.stateProperty().get() == CheckItem.State.DONE && result != null) {
                setText(result.status().word());
                setGraphic(Icons.of(Icons.check(result.status())));
                getStyleClass().add(Icons.checkClass(result.status()));
            } else {
                setText(text);
                setGraphic(null);
                getStyleClass().add(Icons.MUTED);
            }
        }
    }

    private Node details() {
        detailTitle.getStyleClass().add("feature-heading");
        detailTitle.setWrapText(true);
        detailTitle.setMinHeight(Region.USE_PREF_SIZE); // wrap, never "…"
        detailStatus.setId("checklist-detail-status");
        detailValue.setId("checklist-detail-value");
        detailValue.setWrapText(true);
        detailExplanation.setId("checklist-detail-explanation");
        detailExplanation.setWrapText(true);
        detailExplanation.setMinHeight(Region.USE_PREF_SIZE);
        for (TextArea area : new TextArea[] {detailRemedy, detailEvidence}) {
            area.setEditable(false);
            area.setWrapText(area == detailRemedy);
            area.setPrefRowCount(area == detailRemedy ? 3 : 8);
        }
        detailRemedy.setId("checklist-detail-remedy");
        // A passing check has no remedy: an empty box under "What to do" read as something missing (H200 screenshot).
        detailRemedy.visibleProperty().bind(detailRemedy.textProperty().isNotEmpty());
        detailRemedy.managedProperty().bind(detailRemedy.visibleProperty());
        detailAction.setId("checklist-detail-action");
        detailEvidence.setId("checklist-detail-evidence");
        detailEvidence.getStyleClass().add("evidence");
        // A short window scrolls the details rather than squeezing these shut.
        detailEvidence.setMinHeight(90);
        detailRemedy.setMinHeight(60);
        VBox.setVgrow(detailEvidence, Priority.ALWAYS);
        detailDiagnosis.setId("checklist-detail-diagnosis");
        detailDiagnosis.setWrapText(true);
        detailDiagnosis.getStyleClass().add("run-diagnosis");
        detailDiagnosis.setMinHeight(Region.USE_PREF_SIZE);
        detailDiagnosis.managedProperty().bind(detailDiagnosis.visibleProperty());
        detailDiagnosis.setVisible(false);
        detailSetUp.setId("checklist-detail-setup");
        detailSetUp.setTooltip(
                new Tooltip("The guided set-up in the Runs tab: it says what it installs before it starts."));
        detailSetUp.setOnAction(e -> vm.setUpMace());
        detailSetUp.managedProperty().bind(detailSetUp.visibleProperty());
        detailSetUp.setVisible(false);
        detailAbout.setId("checklist-detail-about");
        detailAbout.setWrapText(true);
        detailAbout.setMinHeight(Region.USE_PREF_SIZE);
        detailAbout.getStyleClass().add("hint");
        Label aboutHeading = new Label("About this check");
        aboutHeading.visibleProperty().bind(detailAbout.textProperty().isNotEmpty());
        aboutHeading.managedProperty().bind(aboutHeading.visibleProperty());
        detailAbout.managedProperty().bind(aboutHeading.visibleProperty());
        VBox box = new VBox(
                8,
                detailTitle,
                detailStatus,
                detailValue,
                detailExplanation,
                detailDiagnosis,
                new Label("What to do"),
                detailAction,
                detailRemedy,
                detailSetUp,
                aboutHeading,
                detailAbout,
                new Label("Evidence"),
                detailEvidence);
        box.setPadding(new Insets(12));
        // At 2x on a 1920x1080 screen (960x540 logical) the evidence box fell off the bottom: it scrolls.
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setId("checklist-details-scroll");
        return scroll;
    }

    private void showDetails(CheckItem item) {
        CheckResult result = item == null ? null : item.resultProperty().get();
        detailTitle.setText(
                item == null
                        ? "Select a check to see what it found."
                        : item.info().title());
        detailAbout.setText(item == null ? "" : item.info().explanation());
        detailStatus.setText(
                item == null ? "" : item.statusText() + (result == null ? "" : "   (" + result.durationMs() + " ms)"));
        detailValue.setText(result == null ? "" : result.value());
        detailExplanation.setText(result == null ? "" : result.explanation());
        detailRemedy.setText(result == null || result.remedy() == null ? "" : result.remedy());
        detailAction.setText(result == null || result.action() == null ? "" : ActionText.of(result.action()));
        detailEvidence.setText(result == null ? "" : String.join("\n", result.evidence()));
        detailDiagnosis.setText(vm.likelyCause(result));
        detailDiagnosis.setVisible(!detailDiagnosis.getText().isEmpty());
        detailSetUp.setVisible(vm.offersSetUp(result));
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
