package dev.gpudoctor.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.ui.capabilities.CapabilitiesViewModel;
import dev.gpudoctor.ui.checklist.ChecklistViewModel;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.util.EnumSet;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class StartViewTest {

    private final NoTorchMachine machine = new NoTorchMachine();
    private int setUps;
    private int reports;
    private ChecklistViewModel checklist;

    @Start
    void start(Stage stage) {
        CurrentThreadTaskExecutor tasks = new CurrentThreadTaskExecutor();
        checklist = new ChecklistViewModel(machine, tasks, Runnable::run, new DebugToggles());
        CapabilitiesViewModel capabilities = new CapabilitiesViewModel(machine, tasks, Runnable::run);
        StartViewModel vm = new StartViewModel(checklist, capabilities, () -> setUps++, () -> reports++);
        stage.setScene(new Scene((javafx.scene.Parent) new StartView(vm).content(), 1024, 600));
        stage.show();
    }

    @Test
    void beforeAnyCheckItSaysNotCheckedAndOffersTheChecklist(FxRobot robot) {
        assertThat(robot.lookup("#start-verdict").queryAs(Label.class).getText())
                .contains("Not checked yet");
        assertThat(robot.lookup("#start-findings").queryAs(VBox.class).getChildren())
                .isEmpty();
        assertThat(robot.lookup("#start-run-checklist").queryAs(Button.class).isDisabled())
                .isFalse();
    }

    @Test
    void theChecklistThenTheProbesFillTheVerdictAndTheFindingsWithTheirNextStep(FxRobot robot) {
        robot.clickOn("#start-run-checklist");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(machine.checklistRuns).hasSize(1);
        assertThat(machine.probes)
                .as("the capability probes follow the checklist")
                .singleElement()
                .satisfies(request -> assertThat(request.capabilities()).isEqualTo(EnumSet.allOf(Capability.class)));
        assertThat(robot.lookup("#start-verdict").queryAs(Label.class).getText())
                .isEqualTo(
                        "\u2716  No NVIDIA driver: GPU runs are not possible here; CPU runs work once MACE is set up.");
        assertThat(robot.lookup("#start-verdict").queryAs(Label.class).getStyleClass())
                .contains("start-verdict-bad");
        assertThat(robot.lookup("#start-status").queryAs(Label.class).getText())
                .startsWith("From 4 of 4 checks and " + Capability.values().length + " capability probes");
        assertThat(robot.lookup("#start-findings").queryAs(VBox.class).getChildren())
                .hasSize(2);
        assertThat(robot.lookup("#start-finding-next-0").queryAs(Label.class).getText())
                .isEqualTo(
                        "Next: Install the NVIDIA driver, e.g. on Ubuntu: sudo ubuntu-drivers install (then reboot)");
        assertThat(robot.lookup("#start-finding-next-1").queryAs(Label.class).getText())
                .startsWith(
                        "Next: press Set up MACE\u2026 below, or in a terminal: ./gpu-doctor setup-python (or /usr/bin/python3 -m pip");
        assertThat(robot.lookup("#start-setup").queryAs(Button.class).getStyleClass())
                .contains("start-suggested");
        assertThat(robot.lookup("#start-run-checklist").queryAs(Button.class).getText())
                .isEqualTo("Run the checklist again");

        // The torch finding has the set-up beside its remedy; so does the page.
        robot.clickOn("#start-finding-setup-1");
        robot.clickOn("#start-setup");
        robot.clickOn("#start-bug-report");
        assertThat(setUps).isEqualTo(2);
        assertThat(reports).isEqualTo(1);
        assertThat(robot.lookup("#start-finding-setup-0").tryQuery())
                .as("no set-up beside the driver finding")
                .isEmpty();
    }

    @Test
    void aCancelledChecklistDoesNotGoOnToTheProbes(FxRobot robot) {
        machine.cancelChecklist = true;
        robot.clickOn("#start-run-checklist");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(machine.checklistRuns).hasSize(1);
        assertThat(machine.probes).isEmpty();
        assertThat(robot.lookup("#start-run-checklist").queryAs(Button.class).isDisabled())
                .isFalse();
        assertThat(robot.lookup("#start-verdict").queryAs(Label.class).getText())
                .as("the one answer that came is used")
                .contains("No NVIDIA driver");
    }

    @Test
    void checksRunFromTheChecklistTabFillThePageToo(FxRobot robot) {
        robot.interact(() -> checklist.runAll());

        assertThat(robot.lookup("#start-verdict").queryAs(Label.class).getText())
                .contains("No NVIDIA driver");
        assertThat(machine.probes).as("only the page's button also probes").isEmpty();
    }

    @Test
    void onceTheChecksFindMaceReadyThePageNoLongerOffersToSetItUp(FxRobot robot) {
        assertThat(robot.lookup("#start-setup").queryAs(Button.class).isVisible())
                .as("before any check")
                .isTrue();

        robot.interact(() -> {
            checklist.pythonProperty().set("/home/me/.local/share/gpu-doctor/mace-env/bin/python");
            checklist.runAll();
        });

        assertThat(robot.lookup("#start-setup").queryAs(Button.class).isVisible())
                .as("python-env passed")
                .isFalse();
    }
}
