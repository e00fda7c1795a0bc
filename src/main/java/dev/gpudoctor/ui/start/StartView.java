package dev.gpudoctor.ui.start;

import dev.gpudoctor.ui.common.TabView;
import dev.gpudoctor.ui.start.MachineVerdict.Finding;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The first tab: this machine's verdict in one sentence, the three findings that matter most with
 * their next step, and the buttons for what to do next. Everything it shows comes from
 * {@link StartViewModel}.
 */
public final class StartView implements TabView {

    public static final String ID = "start";
    private static final List<String> TONES =
            List.of("start-verdict-unknown", "start-verdict-good", "start-verdict-warn", "start-verdict-bad");

    private final StartViewModel vm;
    private final ScrollPane content;
    private final Label verdict = new Label();
    private final VBox findings = new VBox(10);
    private final Label findingsHeading = new Label("What matters most");
    private final Button setUp = new Button("Set up MACE\u2026");

    public StartView(StartViewModel viewModel) {
        this.vm = viewModel;
        Label heading = new Label("This machine");
        heading.getStyleClass().add("feature-heading");
        verdict.setId("start-verdict");
        verdict.setWrapText(true);
        verdict.setMinHeight(Region.USE_PREF_SIZE);
        verdict.getStyleClass().add("start-verdict");
        Label status = new Label();
        status.setId("start-status");
        status.setWrapText(true);
        status.getStyleClass().add("hint");
        status.textProperty().bind(viewModel.statusProperty());
        Label changes = new Label();
        changes.setId("start-changes");
        changes.setWrapText(true);
        changes.getStyleClass().add("hint");
        changes.textProperty().bind(viewModel.changesProperty());
        changes.visibleProperty().bind(viewModel.changesProperty().isNotEmpty());
        changes.managedProperty().bind(changes.visibleProperty());

        Button check = new Button("Run the checklist");
        check.setId("start-run-checklist");
        check.setDefaultButton(true);
        check.disableProperty().bind(viewModel.runningProperty());
        check.setOnAction(e -> viewModel.checkThisMachine());
        check.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> viewModel.verdictProperty().get().checked()
                                ? "Run the checklist again"
                                : "Run the checklist",
                        viewModel.verdictProperty()));
        setUp.setId("start-setup");
        setUp.setOnAction(e -> viewModel.setUpMace());
        // Once the checks found MACE ready there is nothing to set up (the Runs tab keeps its own way to another
        // interpreter).
        setUp.visibleProperty().bind(viewModel.maceSetUpProperty().not());
        setUp.managedProperty().bind(setUp.visibleProperty());
        Button report = new Button("Make a bug report");
        report.setId("start-bug-report");
        report.setOnAction(e -> viewModel.makeBugReport());
        FlowPane actions = new FlowPane(10, 8, check, setUp, report);
        actions.setAlignment(Pos.CENTER_LEFT);

        findingsHeading.getStyleClass().add("start-section");
        findingsHeading.managedProperty().bind(findingsHeading.visibleProperty());
        findings.setId("start-findings");

        Label help =
                new Label("The checklist reads the driver, WSL, the loader and your Python's torch in about a minute, "
                        + "and the capability probes then try what the GPU really does. Each tab has the details: "
                        + "Checklist and Capabilities say what was found and what to do, Runs times a MACE calculation, "
                        + "Diagnose reads a pasted error. Help \u2192 Getting started (F1) says more.");
        help.setId("start-help");
        help.setWrapText(true);
        help.setMinHeight(Region.USE_PREF_SIZE);
        help.getStyleClass().add("hint");

        VBox page = new VBox(14, heading, verdict, status, changes, actions, findingsHeading, findings, help);
        page.setPadding(new Insets(20, 24, 20, 24));
        page.setMaxWidth(960);
        page.setId("start-page");
        content = new ScrollPane(page);
        content.setFitToWidth(true);
        content.setId("start-content");
        viewModel.verdictProperty().addListener((obs, old, now) -> show(now));
        show(viewModel.verdictProperty().get());
    }

    private void show(MachineVerdict shown) {
        verdict.setText(icon(shown.tone()) + "  " + shown.headline());
        verdict.getStyleClass().removeAll(TONES);
        verdict.getStyleClass().add(TONES.get(shown.tone().ordinal()));
        setUp.getStyleClass().remove("start-suggested");
        if (shown.offersSetUp()) {
            setUp.getStyleClass().add("start-suggested");
        }
        findings.getChildren().clear();
        for (int i = 0; i < shown.findings().size(); i++) {
            findings.getChildren().add(finding(shown.findings().get(i), i));
        }
        findingsHeading.setVisible(shown.checked());
        findingsHeading.setText(shown.findings().isEmpty() ? "Nothing to fix in what ran." : "What matters most");
    }

    /** The tone as a glyph too: the verdict never rests on colour alone. */
    private static String icon(MachineVerdict.Tone tone) {
        return switch (tone) {
            case UNKNOWN -> "\u00b7";
            case GOOD -> "\u2714";
            case WARN -> "\u26a0";
            case BAD -> "\u2716";
        };
    }

    private Node finding(Finding finding, int index) {
        Label title = new Label(finding.status() + "   " + finding.title());
        title.getStyleClass().add("start-finding-title");
        title.setWrapText(true);
        Label found = new Label(finding.found());
        found.setWrapText(true);
        found.setMinHeight(Region.USE_PREF_SIZE);
        String step = finding.nextStep().isBlank() ? "see the details in its tab." : finding.nextStep();
        Label next = new Label(
                finding.offersSetUp()
                        ? "Next: press Set up MACE\u2026 below, or in a terminal: " + step
                        : "Next: " + step);
        next.setId("start-finding-next-" + index);
        next.setWrapText(true);
        next.setMinHeight(Region.USE_PREF_SIZE);
        VBox box = new VBox(4, title, found, next);
        if (finding.offersSetUp()) {
            Button setUpHere = new Button("Set up MACE\u2026");
            setUpHere.setId("start-finding-setup-" + index);
            setUpHere.setOnAction(e -> vm.setUpMace());
            box.getChildren().add(setUpHere);
        }
        box.setId("start-finding-" + index);
        box.getStyleClass().add("start-finding");
        box.setPadding(new Insets(8, 10, 8, 10));
        return box;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return "Start";
    }

    @Override
    public Node content() {
        return content;
    }
}
