package dev.gpudoctor.ui.report;

import dev.gpudoctor.ui.common.CutTextTooltip;
import dev.gpudoctor.ui.common.FinishedWorkNotice;
import dev.gpudoctor.ui.common.Icons;
import dev.gpudoctor.ui.common.TabView;
import java.io.File;
import java.nio.file.Path;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.FileChooser;

/**
 * The Report tab: on the left, what a bundle includes, what it redacts, its options and Create;
 * on the right, two bundles compared side by side ({@link BundleComparisonPane}).
 */
public final class ReportView implements TabView {

    public static final String ID = "report";
    public static final String TITLE = "Report";

    private final BorderPane content = new BorderPane();

    public ReportView(ReportViewModel viewModel) {
        content.setId("report-content");
        SplitPane split = new SplitPane(create(viewModel), new BundleComparisonPane(viewModel).node());
        split.setDividerPositions(0.45);
        content.setCenter(split);
    }

    private Node create(ReportViewModel vm) {
        Label heading = new Label("Bug-report bundle");
        heading.getStyleClass().add("feature-heading");
        Label privacy = new Label(vm.privacyNotice());
        privacy.setId("report-privacy");
        privacy.setWrapText(true);
        privacy.setMinHeight(Region.USE_PREF_SIZE);
        CheckBox runs = new CheckBox("Include the run history and its charts");
        runs.setId("report-include-runs");
        runs.selectedProperty().bindBidirectional(vm.includeRunsProperty());
        // An editable list of the known interpreters; empty follows the Runs tab (said in the prompt), and
        // a choice here never changes the Runs tab's.
        ComboBox<String> python = new ComboBox<>(vm.knownInterpreters());
        python.setEditable(true);
        python.setId("report-python");
        python.promptTextProperty().bind(vm.interpreterHintProperty());
        python.valueProperty().bindBidirectional(vm.pythonProperty());
        python.setMaxWidth(Double.MAX_VALUE);
        // Enter in the editor commits the typed path before Create bundle (the default button) reads it.
        python.getEditor().focusedProperty().addListener((obs, was, now) -> {
            if (!now) {
                python.commitValue();
            }
        });
        TextField output = new TextField();
        output.setId("report-output");
        output.textProperty().bindBidirectional(vm.outputProperty());
        HBox.setHgrow(output, Priority.ALWAYS);
        Button browse = new Button("Browse…");
        Icons.open(browse);
        browse.setId("report-output-browse");
        browse.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Save the bundle as");
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Zip", "*.zip"));
            Path current = Path.of(
                            vm.outputProperty().get() == null
                                    ? ""
                                    : vm.outputProperty().get())
                    .toAbsolutePath();
            if (current.getParent() != null && current.getParent().toFile().isDirectory()) {
                chooser.setInitialDirectory(current.getParent().toFile());
                chooser.setInitialFileName(current.getFileName().toString());
            }
            File chosen = chooser.showSaveDialog(
                    content.getScene() == null ? null : content.getScene().getWindow());
            if (chosen != null) {
                vm.outputProperty().set(chosen.getPath());
            }
        });
        Button createButton = new Button("Create bundle");
        Icons.bundle(createButton);
        createButton.setId("report-create");
        createButton.setDefaultButton(true);
        createButton.disableProperty().bind(vm.runningProperty());
        createButton.setOnAction(e -> {
            python.commitValue();
            vm.createBundle();
        });
        Button cancel = new Button("Cancel");
        Icons.cancel(cancel);
        cancel.setId("report-cancel");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        ProgressBar progress = new ProgressBar();
        progress.setId("report-progress");
        progress.progressProperty().bind(vm.progressProperty());
        progress.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(progress, Priority.ALWAYS);
        Label status = new Label();
        status.setId("report-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        // "Not included: …" is read whole: the growing preview below must not squeeze it to one cut line.
        status.setMinHeight(Region.USE_PREF_SIZE);
        CutTextTooltip.install(status);
        // A bundle takes minutes: say so when it ends while the user is on another tab.
        FinishedWorkNotice.whenEnded(status, vm.runningProperty(), "Bug-report bundle", vm.statusProperty());
        ListView<String> preview = new ListView<>(vm.preview());
        preview.setId("report-preview");
        // Wrapped cells: a section's description and files are read whole, never behind a scroll bar.
        preview.setCellFactory(list -> new ListCell<>() {
            {
                setWrapText(true);
                prefWidthProperty().bind(list.widthProperty().subtract(24));
                setMaxWidth(Control.USE_PREF_SIZE);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }

            /** As tall as the wrapped text: the app's fixed 2em cells cut it to one line ("… 1024 px"). */
            @Override
            protected double computePrefHeight(double width) {
                double one = super.computePrefHeight(width);
                if (getText() == null || getText().isEmpty()) {
                    return one;
                }
                double inner = (width > 0 ? width : getPrefWidth()) - snappedLeftInset() - snappedRightInset();
                Text text = new Text(getText());
                text.setFont(getFont());
                text.setWrappingWidth(Math.max(1, inner));
                return Math.max(
                        one, Math.ceil(text.getLayoutBounds().getHeight()) + snappedTopInset() + snappedBottomInset());
            }
        });
        VBox.setVgrow(preview, Priority.ALWAYS);

        HBox outputRow = new HBox(6, new Label("Save as"), output, browse);
        outputRow.setAlignment(Pos.CENTER_LEFT);
        HBox pythonRow = new HBox(6, new Label("Interpreter"), python);
        pythonRow.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(python, Priority.ALWAYS);
        HBox actions = new HBox(8, createButton, cancel, progress);
        actions.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(
                8,
                heading,
                privacy,
                runs,
                pythonRow,
                outputRow,
                actions,
                status,
                new Label("What the bundle will include"),
                preview);
        box.setPadding(new Insets(12));
        return box;
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
