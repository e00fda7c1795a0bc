package dev.gpudoctor.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.ui.capabilities.CapabilitiesView;
import dev.gpudoctor.ui.capabilities.CapabilitiesViewModel;
import dev.gpudoctor.ui.checklist.ChecklistView;
import dev.gpudoctor.ui.checklist.ChecklistViewModel;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.common.LazyTabView;
import dev.gpudoctor.ui.runs.RunsView;
import dev.gpudoctor.ui.runs.RunsViewModel;
import dev.gpudoctor.ui.shell.LogViewModel;
import dev.gpudoctor.ui.shell.MainViewModel;
import dev.gpudoctor.ui.shell.MainWindow;
import dev.gpudoctor.ui.shell.Stylesheets;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user on a machine without an NVIDIA driver and without torch gets from the first window to a
 * finished CPU MACE run through the window alone: Start page → Run the checklist → Set up MACE →
 * Install → (fake) set-up completes → the Runs tab is on the new Python with a device → the offered
 * test run → its result. The window is wired as AppContext wires it, over fake services.
 */
@ExtendWith(ApplicationExtension.class)
class NewUserPathTest {

    private final NoTorchMachine machine = new NoTorchMachine();
    private final NewUserMaceRunner runner = new NewUserMaceRunner();
    private RunsViewModel runs;
    private LogViewModel log;

    @Start
    void start(Stage stage) {
        CurrentThreadTaskExecutor tasks = new CurrentThreadTaskExecutor();
        MainViewModel main = new MainViewModel(new AppVersion("0.1.0", "21", "17", "test"));
        DebugToggles toggles = new DebugToggles();
        runs = new RunsViewModel(runner, tasks, Runnable::run, toggles, null, failure -> Optional.empty());
        ChecklistViewModel checklist = new ChecklistViewModel(machine, tasks, Runnable::run, toggles);
        checklist.pythonProperty().bindBidirectional(runs.interpreter().pythonProperty());
        CapabilitiesViewModel capabilities = new CapabilitiesViewModel(machine, tasks, Runnable::run);
        capabilities.pythonProperty().bindBidirectional(runs.interpreter().pythonProperty());
        Runnable setUpMace = () -> {
            main.showTab(RunsView.ID);
            runs.setUp().askSetUp();
        };
        checklist.offerSetUpWith(setUpMace);
        StartViewModel start = new StartViewModel(checklist, capabilities, setUpMace, () -> main.showTab("report"));
        log = new LogViewModel(new LogBuffer(100), Runnable::run);
        MainWindow window = new MainWindow(
                main,
                log,
                List.of(
                        new StartView(start),
                        new ChecklistView(checklist),
                        new CapabilitiesView(capabilities),
                        new LazyTabView(RunsView.ID, RunsView.TITLE, () -> new RunsView(runs))),
                stage::close);
        Scene scene = new Scene(window.root(), 1280, 800);
        Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
        runs.interpreter().loadInterpreters(); // as the application does after its first frame
    }

    @org.junit.jupiter.api.AfterEach
    void close() {
        log.close();
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static boolean shown(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static String selectedTab(FxRobot robot) {
        return robot.lookup("#main-tabs")
                .queryAs(TabPane.class)
                .getSelectionModel()
                .getSelectedItem()
                .getText();
    }

    @Test
    void fromTheStartPageToAFinishedCpuRunWithoutABrokenStep(FxRobot robot) {
        // 1. The first window: the start page, not yet checked.
        assertThat(selectedTab(robot)).isEqualTo("Start");
        assertThat(text(robot, "#start-verdict")).contains("Not checked yet");

        // 2. Run the checklist: the verdict says what this machine can do and that MACE needs setting up.
        robot.clickOn("#start-run-checklist");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#start-verdict"))
                .endsWith("No NVIDIA driver: GPU runs are not possible here; CPU runs work once MACE is set up.");
        assertThat(machine.probes).hasSize(1);
        assertThat(shown(robot, "#start-finding-setup-1")).isTrue();

        // 3. Set up MACE from the torch finding: the Runs tab says what will be installed before anything starts.
        robot.clickOn("#start-finding-setup-1");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(selectedTab(robot)).isEqualTo("Runs");
        assertThat(shown(robot, "#runs-setup-plan")).isTrue();
        assertThat(text(robot, "#runs-setup-plan")).contains("several GB").contains("without an NVIDIA GPU");
        assertThat(runner.setUps).isZero();
        Node form = robot.lookup("#runs-form-scroll").query();
        Node installButton = robot.lookup("#runs-setup-confirm").query();
        assertThat(form.localToScreen(form.getLayoutBounds())
                        .contains(installButton.localToScreen(installButton.getLayoutBounds())))
                .as("the form scrolled the plan's Install button into view")
                .isTrue();
        assertThat(shown(robot, "#runs-device-setup"))
                .as("the device hint offers the set-up too")
                .isTrue();

        // 4. Install: the (fake) set-up completes; the tab is on the new Python with a device, and a test run is
        // offered.
        robot.clickOn("#runs-setup-confirm");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(runner.setUps).isEqualTo(1);
        assertThat(robot.lookup("#runs-python").queryAs(ComboBox.class).getValue())
                .isEqualTo(NewUserMaceRunner.MANAGED);
        assertThat(robot.lookup("#runs-device").queryAs(ComboBox.class).getValue())
                .isEqualTo("cpu");
        assertThat(text(robot, "#runs-progress-text")).startsWith("Managed environment ready");
        assertThat(shown(robot, "#runs-device-setup")).as("torch is there now").isFalse();
        assertThat(shown(robot, "#runs-failure")).isFalse();
        assertThat(shown(robot, "#runs-test-run")).isTrue();
        assertThat(robot.lookup("#runs-run").queryAs(Button.class).isDisabled()).isFalse();

        // 5. The offered test run: a CPU MACE run in the new environment finishes and shows its result.
        robot.clickOn("#runs-test-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(runner.runs).singleElement().satisfies(spec -> {
            assertThat(spec.python()).isEqualTo(NewUserMaceRunner.MANAGED);
            assertThat(spec.device()).isEqualTo("cpu");
        });
        assertThat(text(robot, "#runs-summary"))
                .contains("Energy -14.123456 eV")
                .contains("96 atoms")
                .contains("on cpu");
        assertThat(text(robot, "#runs-progress-text")).isEqualTo("Done.");
        assertThat(shown(robot, "#runs-failure")).isFalse();
        assertThat(shown(robot, "#runs-test-run")).as("offered once").isFalse();
        assertThat(robot.lookup("#runs-forces").queryAs(TableView.class).getItems())
                .hasSize(3);

        // 6. Back on the start page: it says the verdict was about the old Python; a new checklist clears it.
        robot.clickOn("#start-tab .tab-label");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#start-status")).contains("Run the checklist again");
        robot.clickOn("#start-run-checklist");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(machine.checklistRuns)
                .last()
                .satisfies(request -> assertThat(request.python()).isEqualTo(NewUserMaceRunner.MANAGED));
        assertThat(text(robot, "#start-verdict"))
                .endsWith("No NVIDIA driver: GPU runs are not possible here; CPU runs work.");
        assertThat(robot.lookup("#start-setup").queryAs(Button.class).getStyleClass())
                .doesNotContain("start-suggested");
    }
}
