package dev.gpudoctor.ui.diagnose;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.EvidenceLine;
import dev.gpudoctor.ui.common.ActionText;
import dev.gpudoctor.ui.common.CutTextTooltip;
import dev.gpudoctor.ui.common.Icons;
import dev.gpudoctor.ui.common.TabView;
import java.io.File;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.event.Event;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;

/**
 * The Diagnose tab: the text on the left (paste, open or drop a file), the findings on the right,
 * best first; the selected finding's evidence lines are listed with their numbers and selecting one
 * highlights it in the text.
 */
public final class DiagnoseView implements TabView {

    public static final String ID = "diagnose";
    public static final String TITLE = "Diagnose";

    private final DiagnoseViewModel viewModel;
    private final BorderPane content = new BorderPane();
    private final TextArea input = new TextArea();
    private final ListView<DiagnosisFinding> findings;
    private final ListView<EvidenceLine> evidence = new ListView<>();
    private final Label title = new Label("Findings appear here, most likely first.");
    private final Label explanation = new Label();
    private final TextArea remedy = new TextArea();
    private final Label confirm = new Label();
    private final Label action = new Label();
    private final Label references = new Label();

    public DiagnoseView(DiagnoseViewModel viewModel) {
        this.viewModel = viewModel;
        this.findings = new ListView<>(viewModel.findings());
        content.setId("diagnose-content");
        content.setTop(toolbar());
        SplitPane split = new SplitPane(inputPane(), resultPane());
        split.setDividerPositions(0.5);
        content.setCenter(split);
        findings.getSelectionModel().selectedItemProperty().addListener((obs, old, finding) -> showFinding(finding));
        viewModel.findings().addListener((ListChangeListener<DiagnosisFinding>) change -> {
            if (!viewModel.findings().isEmpty()) {
                findings.getSelectionModel().selectFirst();
            } else {
                showFinding(null);
            }
        });
        evidence.getSelectionModel().selectedItemProperty().addListener((obs, old, line) -> highlight(line));
        // The tab is built when first shown, which may be after a diagnosis (a bundle opened from Fleet).
        if (!viewModel.findings().isEmpty()) {
            findings.getSelectionModel().selectFirst();
        }
    }

    private Node toolbar() {
        Button open = new Button("Open file…");
        Icons.open(open);
        open.setId("diagnose-open");
        open.disableProperty().bind(viewModel.runningProperty());
        open.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Open a log, traceback or report");
            File file = chooser.showOpenDialog(
                    content.getScene() == null ? null : content.getScene().getWindow());
            if (file != null) {
                viewModel.open(file.toPath());
            }
        });
        Button run = new Button("Diagnose");
        run.setId("diagnose-run");
        run.setDefaultButton(false);
        run.disableProperty().bind(viewModel.runningProperty());
        run.setOnAction(e -> viewModel.diagnose());
        Button clear = new Button("Clear");
        clear.setId("diagnose-clear");
        clear.disableProperty().bind(viewModel.runningProperty());
        clear.setOnAction(e -> viewModel.clear());
        ChoiceBox<DiagnosisContext.Platform> platform = new ChoiceBox<>();
        platform.setId("diagnose-platform");
        platform.getItems().addAll(DiagnosisContext.Platform.values());
        platform.setConverter(new StringConverter<>() {
            @Override
            public String toString(DiagnosisContext.Platform value) {
                if (value == null) {
                    return "";
                }
                return switch (value) {
                    case UNKNOWN -> "Platform: from the text";
                    case WSL2 -> "Platform: WSL2";
                    case NATIVE_LINUX -> "Platform: native Linux";
                };
            }

            @Override
            public DiagnosisContext.Platform fromString(String text) {
                return DiagnosisContext.Platform.UNKNOWN;
            }
        });
        platform.valueProperty().bindBidirectional(viewModel.platformProperty());
        Label status = new Label();
        status.setId("diagnose-status");
        status.setWrapText(true);
        status.textProperty().bind(viewModel.statusProperty());
        FlowPane buttons = new FlowPane(8, 6, open, run, clear, platform);
        buttons.setAlignment(Pos.CENTER_LEFT);
        // The status on a line of its own, as wide as the tab: in the FlowPane beside the buttons a wrapping label
        // took its whole line's width, and the long "Next: …" of a text with no finding made the tab wider than the
        // window, the findings pushed off it (the H200 screenshot of 2026-11-26).
        status.setMaxWidth(Double.MAX_VALUE);
        VBox bar = new VBox(6, buttons, status);
        bar.setPadding(new Insets(8, 10, 8, 10));
        return bar;
    }

    private Node inputPane() {
        input.setId("diagnose-input");
        input.getStyleClass().add("evidence");
        input.setPromptText("Paste a traceback, a crash line, collect_env or nvidia-smi output here, or drop a file.");
        input.textProperty().bindBidirectional(viewModel.inputProperty());
        input.addEventFilter(KeyEvent.KEY_PRESSED, this::endHighlightOnInput);
        input.addEventFilter(KeyEvent.KEY_TYPED, event -> {
            if (!input.isEditable()) {
                event.consume();
            }
        });
        input.addEventFilter(MouseEvent.MOUSE_PRESSED, this::endHighlightOnInput);
        input.setOnDragOver(event -> {
            if (event.getDragboard().hasFiles()) {
                event.acceptTransferModes(TransferMode.COPY);
            }
            event.consume();
        });
        input.setOnDragDropped(event -> {
            List<File> files = event.getDragboard().getFiles();
            boolean done = files != null && !files.isEmpty();
            if (done) {
                viewModel.open(files.get(0).toPath());
            }
            event.setDropCompleted(done);
            event.consume();
        });
        return input;
    }

    private Node resultPane() {
        findings.setId("diagnose-findings");
        findings.setPrefHeight(160);
        FindingListCells.install(findings);
        findings.setPlaceholder(new Label("No findings yet."));
        title.setId("diagnose-detail-title");
        title.getStyleClass().add("feature-heading");
        title.setWrapText(true);
        // A long finding title wraps in full (the remedy box grows, not the title shrinks), with a tooltip if cut
        // anyway.
        title.setMinHeight(Region.USE_PREF_SIZE);
        CutTextTooltip.install(title);
        explanation.setId("diagnose-detail-explanation");
        explanation.setWrapText(true);
        explanation.setMinHeight(Region.USE_PREF_SIZE);
        evidence.setId("diagnose-evidence");
        evidence.getStyleClass().add("evidence");
        evidence.setPrefHeight(140);
        evidence.setMinHeight(64); // two lines at least: the details scroll before the evidence disappears
        evidence.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(EvidenceLine line, boolean empty) {
                super.updateItem(line, empty);
                setText(empty || line == null ? null : DiagnoseViewModel.evidenceRow(line));
            }
        });
        remedy.setId("diagnose-detail-remedy");
        remedy.setEditable(false);
        remedy.setWrapText(true);
        remedy.setPrefRowCount(7);
        remedy.setMinHeight(96);
        confirm.setId("diagnose-detail-confirm");
        confirm.setWrapText(true);
        action.setId("diagnose-detail-action");
        action.setWrapText(true);
        action.setMinHeight(Region.USE_PREF_SIZE);
        CutTextTooltip.install(action);
        CutTextTooltip.install(confirm);
        CutTextTooltip.install(references); // a long URL cannot wrap
        references.setId("diagnose-detail-references");
        references.setWrapText(true);
        VBox.setVgrow(remedy, Priority.ALWAYS);
        VBox details = new VBox(
                8,
                title,
                explanation,
                new Label("Evidence (select a line to highlight it)"),
                evidence,
                new Label("What to do"),
                action,
                remedy,
                confirm,
                references);
        details.setPadding(new Insets(8, 12, 12, 12));
        // A long title and explanation on a small window scroll rather than squeeze the evidence and the remedy into
        // one another (1024x700 drew the title over the divider and the evidence over "What to do").
        ScrollPane detailsScroll = new ScrollPane(details);
        detailsScroll.setId("diagnose-details-scroll");
        detailsScroll.setFitToWidth(true);
        detailsScroll.setFitToHeight(true);
        SplitPane split = new SplitPane(findings, detailsScroll);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.25);
        return split;
    }

    private void showFinding(DiagnosisFinding finding) {
        title.setText(
                finding == null
                        ? "Findings appear here, most likely first."
                        : finding.title() + "  (" + finding.percent() + " %)");
        explanation.setText(finding == null ? "" : finding.explanation());
        evidence.getItems().setAll(finding == null ? List.of() : finding.evidence());
        remedy.setText(finding == null ? "" : finding.remedy());
        action.setText(finding == null ? "" : ActionText.of(finding.action()));
        String command = finding == null ? "" : DiagnoseViewModel.confirmCommand(finding);
        confirm.setText(command.isEmpty() ? "" : "Confirm on this machine: " + command);
        references.setText(
                finding == null || finding.references().isEmpty()
                        ? ""
                        : "See: " + String.join("   ", finding.references()));
        if (finding != null && !finding.evidence().isEmpty()) {
            evidence.getSelectionModel().selectFirst();
        }
    }

    private void highlight(EvidenceLine line) {
        if (line == null) {
            return;
        }
        int[] range = DiagnoseViewModel.lineRange(input.getText(), line.line());
        if (range != null) {
            // Caret at the line's start, so a long line shows from its beginning. Read-only while the
            // evidence is selected: one keystroke would otherwise replace the very line that matched.
            input.setEditable(false);
            input.selectRange(range[1], range[0]);
        }
    }

    /** The first key or click after a highlight ends it: the selection goes, the text is editable again. */
    private void endHighlightOnInput(Event event) {
        if (input.isEditable()) {
            return;
        }
        if (event instanceof KeyEvent key
                && (key.getCode().isNavigationKey() || key.getCode().isModifierKey() || key.isShortcutDown())) {
            return; // moving around and Ctrl+C keep the highlight
        }
        input.deselect();
        input.setEditable(true);
        if (event instanceof KeyEvent) {
            event.consume();
        }
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
