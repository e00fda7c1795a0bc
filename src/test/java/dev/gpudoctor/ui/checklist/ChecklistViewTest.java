package dev.gpudoctor.ui.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class ChecklistViewTest {

    private final FakeChecklistRunner runner = new FakeChecklistRunner();
    private final DebugToggles toggles = new DebugToggles();

    @Start
    void start(Stage stage) {
        ChecklistViewModel vm = new ChecklistViewModel(runner, new CurrentThreadTaskExecutor(), Runnable::run, toggles);
        Scene scene = new Scene((Parent) new ChecklistView(vm).content(), 1280, 700);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene); // the app's look, whatever an earlier test left
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void runAllThenSelectingAFailureExplainsItAndSaysWhatToDo(FxRobot robot) {
        robot.clickOn("#checklist-run-all");
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<CheckItem> table = robot.lookup("#checklist-table").queryAs(TableView.class);

        robot.interact(() -> table.getSelectionModel().clearAndSelect(1));

        assertThat(robot.lookup("#checklist-detail-status").queryAs(Label.class).getText())
                .startsWith("✖  FAIL");
        assertThat(robot.lookup("#checklist-detail-explanation")
                        .queryAs(Label.class)
                        .getText())
                .contains("shadows the Windows driver");
        assertThat(robot.lookup("#checklist-detail-remedy")
                        .queryAs(TextArea.class)
                        .getText())
                .isEqualTo("sudo apt-get remove --purge 'libnvidia-compute-*'");
        assertThat(robot.lookup("#checklist-detail-evidence")
                        .queryAs(TextArea.class)
                        .getText())
                .contains("libcuda.so.1");
        assertThat(robot.lookup("#checklist-progress").queryAs(Label.class).getText())
                .contains("1 fail");
        assertThat(robot.lookup("#checklist-detail-remedy")
                        .queryAs(TextArea.class)
                        .isVisible())
                .isTrue();

        robot.interact(() -> table.getSelectionModel().clearAndSelect(0));
        assertThat(robot.lookup("#checklist-detail-status").queryAs(Label.class).getText())
                .doesNotContain("FAIL");
        assertThat(robot.lookup("#checklist-detail-remedy")
                        .queryAs(TextArea.class)
                        .isVisible())
                .as("no empty remedy box under a check with nothing to do")
                .isFalse();
    }

    @Test
    void selectingACheckBeforeItRanShowsItsExplanationFromTheCatalogue(FxRobot robot) {
        @SuppressWarnings("unchecked")
        TableView<CheckItem> table = robot.lookup("#checklist-table").queryAs(TableView.class);

        robot.interact(() -> table.getSelectionModel().clearAndSelect(1));

        assertThat(robot.lookup("#checklist-detail-about").queryAs(Label.class).getText())
                .isEqualTo("What wsl tests, why it matters, what to do.");
        assertThat(robot.lookup("#checklist-detail-about").queryAs(Label.class).isVisible())
                .isTrue();
        assertThat(runner.requests).as("help needs no run").isEmpty();
    }

    @Test
    void theLaunchBlockingToggleIsTheSharedOne(FxRobot robot) {
        robot.clickOn("#checklist-launch-blocking");

        assertThat(toggles.cudaLaunchBlockingProperty().get()).isTrue();
    }
}
