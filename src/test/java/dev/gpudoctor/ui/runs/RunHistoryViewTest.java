package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Runs tab with a history in a temp folder: runs are kept, listed, filtered and deleted. */
@ExtendWith(ApplicationExtension.class)
class RunHistoryViewTest {

    @TempDir
    static Path dir;

    private FakeMaceRunner runner;
    private RunHistory history;

    @Start
    void start(Stage stage) throws Exception {
        Path folder = Files.createTempDirectory(dir, "runs");
        Files.writeString(folder.resolve("broken.json"), "{not json");
        history = new RunHistory(folder);
        runner = FakeMaceRunner.succeeding();
        CurrentThreadTaskExecutor tasks = new CurrentThreadTaskExecutor();
        RunHistoryViewModel historyVm = new RunHistoryViewModel(history, tasks);
        historyVm.load();
        RunsViewModel vm =
                new RunsViewModel(runner, tasks, Runnable::run, new dev.gpudoctor.ui.common.DebugToggles(), historyVm);
        Scene scene = new Scene((javafx.scene.Parent) new RunsView(vm).content(), 1280, 800);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene); // the app's look, whatever an earlier test left
        stage.setScene(scene);
        stage.show();
    }

    @SuppressWarnings("unchecked")
    private TableView<RunRecord> table(FxRobot robot) {
        return robot.lookup("#runs-history-table").queryAs(TableView.class);
    }

    @Test
    void everyRunOkOrFailedIsKeptListedAndFilterable(FxRobot robot) throws Exception {
        assertThat(robot.lookup("#runs-history-notice").queryAs(Label.class).getText())
                .contains("broken.json", "moved to");

        robot.clickOn("#runs-run");
        runner.outcome = FakeMaceRunner.crashing().outcome;
        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(table(robot).getItems()).hasSize(2);
        assertThat(table(robot).getItems().get(0).point().failureReason()).isEqualTo("crashed-by-signal");
        assertThat(table(robot).getItems().get(1).ok()).isTrue();
        assertThat(history.list().runs()).hasSize(2);
        assertThat(robot.lookup("#runs-history-table .table-cell").queryAllAs(javafx.scene.control.TableCell.class))
                .extracting(javafx.scene.control.TableCell::getText)
                .contains("cpu", "water-32", "Crashed", "ok");

        robot.interact(() ->
                robot.lookup("#runs-history-filter").queryAs(TextField.class).setText("failed"));
        assertThat(table(robot).getItems()).hasSize(1);
        robot.interact(() ->
                robot.lookup("#runs-history-filter").queryAs(TextField.class).setText(""));
        assertThat(table(robot).getItems()).hasSize(2);
    }

    /** Issue 44 item 6: a history row needed the arrow keys; one click (or two) did not show its result. */
    @Test
    void oneClickOnAHistoryRowShowsItsResult(FxRobot robot) throws Exception {
        robot.clickOn("#runs-run");
        runner.outcome = FakeMaceRunner.crashing().outcome;
        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-failure").queryAs(Label.class).getText()).contains("SIGBUS");

        robot.clickOn(robot.lookup("#runs-history-table .table-row-cell").nth(1).queryAs(javafx.scene.Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-summary").queryAs(Label.class).getText())
                .as("the ok run, picked with one click")
                .contains("Energy -14.123456 eV");
        assertThat(robot.lookup("#runs-failure").queryAs(Label.class).getText()).isEmpty();

        robot.clickOn(robot.lookup("#runs-history-table .table-row-cell").nth(0).queryAs(javafx.scene.Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-failure").queryAs(Label.class).getText()).contains("SIGBUS");

        // A new run shows its own result; the row still selected in the history is picked again with one click.
        runner.outcome = FakeMaceRunner.succeeding().outcome;
        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-failure").queryAs(Label.class).getText()).isEmpty();
        RunRecord crashed = table(robot).getSelectionModel().getSelectedItem();
        assertThat(crashed.ok()).as("the crashed run is still the selected row").isFalse();
        int row = table(robot).getItems().indexOf(crashed);
        robot.clickOn(
                robot.lookup("#runs-history-table .table-row-cell").nth(row).queryAs(javafx.scene.Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-failure").queryAs(Label.class).getText()).contains("SIGBUS");
    }

    @Test
    void deleteRemovesTheRunAndItsFile(FxRobot robot) throws Exception {
        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(history.list().runs()).hasSize(1);

        robot.interact(() -> table(robot).getSelectionModel().select(0));
        robot.clickOn("#runs-history-delete");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(table(robot).getItems()).isEmpty();
        assertThat(history.list().runs()).isEmpty();
    }

    @Test
    void pickingARunInTheHistoryShowsWhatWasKeptOfIt(FxRobot robot) throws Exception {
        robot.clickOn("#runs-run");
        runner.outcome = FakeMaceRunner.crashing().outcome;
        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#runs-summary").queryAs(Label.class).getText()); // settle

        TableView<RunRecord> table = table(robot);
        RunRecord ok =
                table.getItems().stream().filter(RunRecord::ok).findFirst().orElseThrow();
        robot.interact(
                () -> table.getSelectionModel().clearAndSelect(table.getItems().indexOf(ok)));

        assertThat(robot.lookup("#runs-summary").queryAs(Label.class).getText())
                .startsWith("From the history, ")
                .contains("Energy -14.123456 eV", "3 atoms", "median step 25.0 ms", "Random weights");
        assertThat(robot.lookup("#runs-failure").query().isVisible()).isFalse();
        assertThat(robot.lookup("#runs-timing-chart").query().isVisible()).isTrue();

        RunRecord failed =
                table.getItems().stream().filter(r -> !r.ok()).findFirst().orElseThrow();
        robot.interact(
                () -> table.getSelectionModel().clearAndSelect(table.getItems().indexOf(failed)));

        assertThat(robot.lookup("#runs-summary").queryAs(Label.class).getText()).contains("did not run: Crashed: ");
        assertThat(robot.lookup("#runs-failure").queryAs(Label.class).getText()).startsWith("Crashed: ");
    }
}
