package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.testing.OwnWindow;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.nio.file.Path;
import java.util.Map;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 30 item 13: the set-up names the folder it really uses, and is not offered once a working Python is chosen. */
@ExtendWith(ApplicationExtension.class)
class RunsSetUpTextTest {

    private Stage window;

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            WaitForAsyncUtils.asyncFx(window::close).get();
        }
    }

    private RunsViewModel show(FakeMaceRunner runner, double width, double height) throws Exception {
        RunsViewModel vm =
                new RunsViewModel(runner, new CurrentThreadTaskExecutor(), Runnable::run, new DebugToggles());
        window = OwnWindow.show((Parent) new RunsView(vm).content(), width, height);
        WaitForAsyncUtils.asyncFx(vm.interpreter()::loadInterpreters).get();
        WaitForAsyncUtils.waitForFxEvents();
        return vm;
    }

    @Test
    void theManagedFolderFollowsXdgDataHomeAndAnAbsoluteOneOnly() {
        Path home = Path.of("/home/u");
        assertThat(new PythonInterpreters(Map.of("XDG_DATA_HOME", "/data/xdg"), home).managedEnv())
                .isEqualTo(Path.of("/data/xdg/gpu-doctor/python-env"));
        assertThat(new PythonInterpreters(Map.of("XDG_DATA_HOME", "relative/dir"), home).managedEnv())
                .isEqualTo(Path.of("/home/u/.local/share/gpu-doctor/python-env"));
        assertThat(MaceSetUpViewModel.setUpPlan(Path.of("/home/u/.local/share/gpu-doctor/python-env"), home))
                .contains("(~/.local/share/gpu-doctor/python-env;");
        assertThat(MaceSetUpViewModel.setUpPlan(Path.of("/home/u/xdg/gpu-doctor/python-env"), home))
                .contains("(~/xdg/gpu-doctor/python-env;");
    }

    @Test
    void theSetUpPlanNamesTheRealFolder(FxRobot robot) throws Exception {
        FakeMaceRunner runner = FakeMaceRunner.succeeding();
        show(runner, 1024, 700);
        robot.clickOn("#runs-device-setup");
        WaitForAsyncUtils.waitForFxEvents();
        String plan = robot.from(window.getScene().getRoot())
                .lookup("#runs-setup-plan")
                .queryAs(Label.class)
                .getText();
        assertThat(plan).contains("(/data/xdg/gpu-doctor/python-env;").doesNotContain(".local/share");
    }

    @Test
    void setUpIsOfferedUnderRunOnlyUntilAWorkingInterpreterIsChosen(FxRobot robot) throws Exception {
        for (double[] size : new double[][] {{1024, 700}, {1280, 800}}) {
            FakeMaceRunner runner = FakeMaceRunner.succeeding();
            RunsViewModel vm = show(runner, size[0], size[1]);
            Button setUp = robot.from(window.getScene().getRoot())
                    .lookup("#runs-setup")
                    .queryAs(Button.class);
            Button hintSetUp = robot.from(window.getScene().getRoot())
                    .lookup("#runs-device-setup")
                    .queryAs(Button.class);
            // python3 on PATH has no torch: the set-up is the way out, offered once (by the device hint)
            assertThat(vm.interpreter().pythonProperty().get()).isEqualTo("/usr/bin/python3");
            assertThat(hintSetUp.isVisible()).isTrue();
            assertThat(setUp.isVisible()).isFalse();
            // a Python not probed yet (typed): the set-up stays on offer under Run
            WaitForAsyncUtils.asyncFx(() -> vm.interpreter().pythonProperty().set("/opt/unknown/bin/python3"))
                    .get();
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(setUp.isVisible() || hintSetUp.isVisible()).isTrue();
            WaitForAsyncUtils.asyncFx(() -> vm.interpreter().pythonProperty().set("/home/u/.venvs/mace/bin/python"))
                    .get();
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(setUp.isVisible())
                    .as("torch 2.8.0 and mace-torch 0.3.16 are there at %s", size[0])
                    .isFalse();
            assertThat(setUp.isManaged()).isFalse();
            assertThat(hintSetUp.isVisible()).isFalse();
            close();
            window = null;
        }
    }
}
