package dev.gpudoctor.ui.exec;

import dev.gpudoctor.charts.TimelineCharts;
import dev.gpudoctor.exec.Timeline;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.ui.common.ChartTheme;
import dev.gpudoctor.ui.common.TabView;
import dev.gpudoctor.ui.diagnose.FindingListCells;
import java.io.File;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;

/**
 * The "Your program" tab: the user's own failing command and its folder, the debugging switches as check
 * boxes, Run and Cancel; then its output as it comes, the end in plain words, the findings with their
 * remedies, the timeline as a chart of memory used (when asked for), "Run again with the debugging switches"
 * and "Add to bug report".
 */
public final class ExecView implements TabView {

    public static final String ID = "exec";
    public static final String TITLE = "Your program";

    private final ExecViewModel viewModel;
    private final BorderPane content = new BorderPane();
    private final ListView<DiagnosisFinding> findings;
    private final TextArea remedy = new TextArea();

    public ExecView(ExecViewModel viewModel) {
        this.viewModel = viewModel;
        this.findings = new ListView<>(viewModel.findings());
        content.setId("exec-content");
        content.setTop(form());
        SplitPane split = new SplitPane(outputPane(), findingsPane());
        split.setDividerPositions(0.6);
        content.setCenter(split);
    }

    private Node form() {
        TextField command = new TextField();
        command.setId("exec-command");
        command.setPromptText("python train.py --epochs 1");
        command.textProperty().bindBidirectional(viewModel.commandProperty());
        command.setOnAction(e -> viewModel.run());
        TextField folder = new TextField();
        folder.setId("exec-folder");
        folder.setPromptText("the folder it runs in (default: GPU Doctor's)");
        folder.textProperty().bindBidirectional(viewModel.folderProperty());
        Button choose = new Button("Choose…");
        choose.setId("exec-choose-folder");
        choose.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("The folder the command runs in");
            File chosen = chooser.showDialog(
                    content.getScene() == null ? null : content.getScene().getWindow());
            if (chosen != null) {
                viewModel.folderProperty().set(chosen.toString());
            }
        });
        GridPane fields = new GridPane();
        fields.setHgap(8);
        fields.setVgap(6);
        fields.addRow(0, new Label("Command"), command);
        fields.addRow(1, new Label("Folder"), folder, choose);
        GridPane.setColumnSpan(command, 2);
        GridPane.setHgrow(command, Priority.ALWAYS);
        GridPane.setHgrow(folder, Priority.ALWAYS);

        CheckBox launchBlocking = new CheckBox("CUDA_LAUNCH_BLOCKING=1");
        launchBlocking.setId("exec-launch-blocking");
        launchBlocking.setMnemonicParsing(false); // the underscores are the variable's, not a key's
        launchBlocking.selectedProperty().bindBidirectional(viewModel.toggles().cudaLaunchBlockingProperty());
        CheckBox dsa = new CheckBox("TORCH_USE_CUDA_DSA=1");
        dsa.setId("exec-dsa");
        dsa.setMnemonicParsing(false);
        dsa.selectedProperty().bindBidirectional(viewModel.toggles().torchUseCudaDsaProperty());
        CheckBox initTest = new CheckBox("CUDA init test first");
        initTest.setId("exec-init-test");
        initTest.selectedProperty().bindBidirectional(viewModel.initTestProperty());
        CheckBox timeline = new CheckBox("Timeline");
        timeline.setId("exec-timeline");
        timeline.selectedProperty().bindBidirectional(viewModel.timelineProperty());
        TextField timeout = new TextField();
        timeout.setId("exec-timeout");
        timeout.setPrefColumnCount(6);
        timeout.textProperty().bindBidirectional(viewModel.timeoutSecondsProperty());
        Button run = new Button("Run");
        run.setId("exec-run");
        run.disableProperty().bind(viewModel.runningProperty().or(viewModel.bundlingProperty()));
        run.setOnAction(e -> viewModel.run());
        Button cancel = new Button("Cancel");
        cancel.setId("exec-cancel");
        cancel.disableProperty()
                .bind(viewModel
                        .runningProperty()
                        .not()
                        .and(viewModel.bundlingProperty().not()));
        cancel.setOnAction(e -> viewModel.cancel());
        Button again = new Button("Run again with the debugging switches");
        again.setId("exec-run-again");
        again.disableProperty().bind(viewModel.canRunAgainProperty().not().or(viewModel.runningProperty()));
        again.setOnAction(e -> viewModel.runAgainWithSwitches());
        FlowPane switches =
                new FlowPane(12, 6, launchBlocking, dsa, initTest, timeline, new Label("Stop after (s)"), timeout);
        switches.setAlignment(Pos.CENTER_LEFT);
        Button bugReport = new Button("Add to bug report");
        bugReport.setId("exec-add-to-bug-report");
        bugReport.disableProperty().bind(viewModel.canAddToBugReportProperty().not());
        bugReport.setOnAction(e -> viewModel.addToBugReport());
        FlowPane buttons = new FlowPane(8, 6, run, cancel, again, bugReport);
        buttons.setAlignment(Pos.CENTER_LEFT);
        Label status = new Label();
        status.setId("exec-status");
        status.setWrapText(true);
        status.setMaxWidth(Double.MAX_VALUE);
        status.textProperty().bind(viewModel.statusProperty());
        Label bugReportStatus = new Label();
        bugReportStatus.setId("exec-bug-report-status");
        bugReportStatus.setWrapText(true);
        bugReportStatus.setMaxWidth(Double.MAX_VALUE);
        bugReportStatus.textProperty().bind(viewModel.bugReportStatusProperty());
        // No empty line under the status until there is something to say.
        bugReportStatus
                .managedProperty()
                .bind(viewModel.bugReportStatusProperty().isNotEmpty());
        bugReportStatus.visibleProperty().bind(bugReportStatus.managedProperty());
        VBox form = new VBox(6, fields, switches, buttons, status, initTestQuestion(), bugReportStatus);
        form.setPadding(new Insets(8, 10, 8, 10));
        return form;
    }

    private Node outputPane() {
        ListView<String> output = new ListView<>(viewModel.output());
        output.setId("exec-output");
        output.getStyleClass().add("evidence");
        output.setPlaceholder(new Label("The command's output appears here as it runs."));
        // Follow the end while it runs, as a terminal does.
        viewModel.output().addListener((ListChangeListener<String>) change -> {
            if (!viewModel.output().isEmpty()) {
                output.scrollTo(viewModel.output().size() - 1);
            }
        });
        return output;
    }

    private Node findingsPane() {
        findings.setId("exec-findings");
        findings.setPrefHeight(160);
        FindingListCells.install(findings);
        findings.setPlaceholder(new Label("Findings in its output appear here, most likely first."));
        remedy.setId("exec-remedy");
        remedy.setEditable(false);
        remedy.setWrapText(true);
        findings.getSelectionModel()
                .selectedItemProperty()
                .addListener((obs, old, finding) -> remedy.setText(
                        finding == null ? "" : finding.explanation() + "\n\nWhat to do:\n" + finding.remedy()));
        viewModel.findings().addListener((ListChangeListener<DiagnosisFinding>) change -> {
            if (!viewModel.findings().isEmpty()) {
                findings.getSelectionModel().selectFirst();
            }
        });
        // A run that ended before this pane was built (the headless screenshots run it first) is shown the same way.
        if (!viewModel.findings().isEmpty()) {
            findings.getSelectionModel().selectFirst();
        }
        VBox pane = new VBox(6, findings, remedy, timelineChart());
        VBox.setVgrow(remedy, Priority.ALWAYS);
        pane.setPadding(new Insets(0, 0, 0, 6));
        return pane;
    }

    /** After a failed CUDA init test: the user decides whether the command runs at all (the guide's first step). */
    private Node initTestQuestion() {
        Label question = new Label();
        question.setId("exec-init-question");
        question.setWrapText(true);
        question.textProperty().bind(viewModel.initTestQuestionProperty());
        Button anyway = new Button("Run anyway");
        anyway.setId("exec-run-anyway");
        anyway.setOnAction(e -> viewModel.runAnyway());
        Button dont = new Button("Don't run");
        dont.setId("exec-dont-run");
        dont.setOnAction(e -> viewModel.dontRun());
        question.setMaxWidth(Double.MAX_VALUE);
        FlowPane buttons = new FlowPane(8, 6, anyway, dont);
        buttons.setAlignment(Pos.CENTER_LEFT);
        VBox bar = new VBox(4, question, buttons);
        bar.getStyleClass().add("exec-init-question");
        bar.managedProperty().bind(viewModel.initTestQuestionProperty().isNotEmpty());
        bar.visibleProperty().bind(bar.managedProperty());
        return bar;
    }

    /** Host and GPU memory used while the command ran; there only when the run recorded a timeline. */
    private Node timelineChart() {
        JFreeChart chart = TimelineCharts.create();
        ChartViewer viewer = ChartTheme.follow(new ChartViewer(chart));
        viewer.setId("exec-timeline-chart");
        viewer.setPrefHeight(200);
        viewer.setMinHeight(140);
        viewer.setVisible(false);
        viewer.managedProperty().bind(viewer.visibleProperty());
        viewModel.resultProperty().addListener((obs, old, result) -> {
            Timeline timeline = result == null ? null : result.timeline();
            TimelineCharts.fill(chart, timeline);
            ChartTheme.colour(chart); // the note a fill adds takes the window's colours too
            viewer.setVisible(timeline != null);
        });
        return viewer;
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
