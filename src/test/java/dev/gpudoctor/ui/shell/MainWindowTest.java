package dev.gpudoctor.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.app.AppContext;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.LogLevel;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.time.Instant;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class MainWindowTest {

    private final LogBuffer logBuffer = new LogBuffer(100);
    private AppContext context;

    @Start
    void start(Stage stage) {
        context = new AppContext(new CurrentThreadTaskExecutor(), Platform::runLater, logBuffer);
        MainWindow window =
                new MainWindow(context.mainViewModel(), context.logViewModel(), context.createTabViews(), stage::close);
        Scene scene = new Scene(window.root(), 1280, 800);
        Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void close() {
        context.close();
    }

    private TabPane tabs(FxRobot robot) {
        return robot.lookup("#main-tabs").queryAs(TabPane.class);
    }

    @Test
    void showsTheNineTabsInOrderWithTheStartPageFirst(FxRobot robot) {
        assertThat(tabs(robot).getTabs())
                .extracting(Tab::getText)
                .containsExactly(
                        "Start",
                        "Checklist",
                        "Capabilities",
                        "Runs",
                        "Compare",
                        "Diagnose",
                        "Your program",
                        "Report",
                        "Fleet");
        assertThat(tabs(robot).getTabs())
                .extracting(Tab::getId)
                .containsExactly(
                        "start-tab",
                        "checklist-tab",
                        "capabilities-tab",
                        "runs-tab",
                        "compare-tab",
                        "diagnose-tab",
                        "exec-tab",
                        "report-tab",
                        "fleet-tab");
        assertThat(tabs(robot).getSelectionModel().getSelectedIndex()).isZero();
        assertThat(robot.lookup("#start-verdict").queryAs(Label.class).getText())
                .contains("Not checked yet");
    }

    @Test
    void f1OpensGettingStartedAndHelpLeadsToTheBugReport(FxRobot robot) {
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.Label text =
                robot.lookup("#getting-started-text").queryAs(javafx.scene.control.Label.class);
        assertThat(text.getText())
                .contains("1. Start (Ctrl+1)")
                .contains("2. Checklist (Ctrl+2)")
                .contains("Set up MACE\u2026")
                .contains("7. Your program (Ctrl+7)")
                .contains("8. Report (Ctrl+8)");
        // What a fleet over ssh needs, before the first try fails on every machine (issue 30 item 9).
        assertThat(text.getText())
                .contains("ssh-copy-id")
                .contains("known_hosts")
                .contains("only sh and tar")
                .contains("under Agent");
        robot.interact(() -> ((Stage) text.getScene().getWindow()).close());

        robot.clickOn("_Help".replace("_", "")).clickOn("Make a bug report");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs(robot).getSelectionModel().getSelectedItem().getText()).isEqualTo("Report");
    }

    @Test
    void controlAndADigitSelectsATab(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs(robot).getSelectionModel().getSelectedItem().getText()).isEqualTo("Runs");

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT7).release(KeyCode.DIGIT7, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs(robot).getSelectionModel().getSelectedItem().getText()).isEqualTo("Your program");

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT9).release(KeyCode.DIGIT9, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs(robot).getSelectionModel().getSelectedItem().getText()).isEqualTo("Fleet");
    }

    /** Issue 44 item 6: a text field took Ctrl+Tab for itself (focus traversal), so the tabs did not switch. */
    @Test
    void controlTabSwitchesTabsEvenFromAnEditableField(FxRobot robot) {
        robot.interact(() -> tabs(robot).getSelectionModel().select(3)); // Runs: its Python field is editable
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#runs-python .text-field");
        assertThat(robot.lookup("#runs-python .text-field")
                        .queryAs(javafx.scene.control.TextField.class)
                        .isFocused())
                .isTrue();

        robot.press(KeyCode.CONTROL, KeyCode.TAB).release(KeyCode.TAB, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs(robot).getSelectionModel().getSelectedIndex()).isEqualTo(4);

        robot.interact(() -> tabs(robot).getSelectionModel().select(3));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#runs-python .text-field");
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.TAB).release(KeyCode.TAB, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs(robot).getSelectionModel().getSelectedIndex()).isEqualTo(2);
    }

    @Test
    void unbuiltTabsSaySoAndNameTheirCommand(FxRobot robot) {
        robot.interact(() -> tabs(robot).getSelectionModel().select(7));

        assertThat(robot.lookup("#report-create").tryQuery())
                .as("the Report tab is built now")
                .isPresent();
        assertThat(robot.lookup("#capabilities-content").tryQuery())
                .as("tab content joins the scene when first shown")
                .isEmpty();
        robot.interact(() -> tabs(robot).getSelectionModel().select(2));
        assertThat(robot.lookup("#capabilities-probe-all").tryQuery()).isPresent();
    }

    @Test
    void theStartPagesSetUpLeadsToTheRunsTabWithThePlanAndItsBugReportToTheReportTab(FxRobot robot) {
        robot.clickOn("#start-setup");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs(robot).getSelectionModel().getSelectedItem().getText()).isEqualTo("Runs");
        Label plan = robot.lookup("#runs-setup-plan").queryAs(Label.class);
        assertThat(plan.getText()).contains("about 7 GB on disk");
        assertThat(plan.getParent().isVisible()).isTrue();

        robot.interact(() -> tabs(robot).getSelectionModel().select(0));
        robot.clickOn("#start-bug-report");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs(robot).getSelectionModel().getSelectedItem().getText()).isEqualTo("Report");
    }

    @Test
    void helpListsTheKeyboardShortcutsOfEveryTab(FxRobot robot) {
        robot.clickOn("Help").clickOn("Keyboard shortcuts");
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.layout.GridPane keys =
                robot.lookup("#shortcuts-table").queryAs(javafx.scene.layout.GridPane.class);
        java.util.List<String> cells = keys.getChildren().stream()
                .map(node -> ((Label) node).getText())
                .toList();
        assertThat(cells)
                .containsSequence("Ctrl+1", "Start tab")
                .containsSequence("Ctrl+4", "Runs tab")
                .containsSequence("Ctrl+7", "Your program tab")
                .containsSequence("Ctrl+8", "Report tab")
                .contains("Ctrl+L", "F1", "Ctrl+Q");
        robot.interact(() -> ((Stage) keys.getScene().getWindow()).close());
    }

    @Test
    void logLinesAppearInTheLogPaneAndControlLTogglesIt(FxRobot robot) {
        logBuffer.add(new LogEntry(
                Instant.now(), LogLevel.WARN, "dev.gpudoctor.Probe", "t", "pinned memory capped at 1 GiB", ""));
        WaitForAsyncUtils.waitForFxEvents();

        @SuppressWarnings("unchecked")
        ListView<LogEntry> list = robot.lookup("#log-list").queryAs(ListView.class);
        assertThat(list.getItems()).extracting(LogEntry::message).contains("pinned memory capped at 1 GiB");

        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#log-pane").tryQuery()).isEmpty();

        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#log-pane").tryQuery()).isPresent();
    }

    @Test
    void statusBarShowsTheStateAndVersion(FxRobot robot) {
        Label text = robot.lookup("#status-bar #status-text").queryAs(Label.class);

        assertThat(text.getText()).isEqualTo("Ready");
        assertThat(robot.lookup("#status-bar #status-version")
                        .queryAs(Label.class)
                        .getText())
                .isEqualTo("GPU Doctor 0.1.0");

        robot.interact(() -> context.mainViewModel().showStatus("Running checks…"));
        assertThat(text.getText()).isEqualTo("Running checks…");
    }
}
