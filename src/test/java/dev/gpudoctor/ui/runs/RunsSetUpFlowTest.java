package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user without torch: the window opens on python3 (no torch), they press "Set up MACE
 * environment…", and the Runs tab must end on the new interpreter with a device picked, so Run works.
 */
@ExtendWith(ApplicationExtension.class)
class RunsSetUpFlowTest {

    private FakeMaceRunner runner;
    private RunsViewModel vm;

    @Start
    void start(Stage stage) throws Exception {
        runner = FakeMaceRunner.succeeding();
        runner.setupOutcome = new dev.gpudoctor.pyenv.SetupOutcome(
                true,
                false,
                java.nio.file.Path.of("/home/u/.local/share/gpu-doctor/python-env-mace/bin/python"),
                "set up",
                java.util.List.of(),
                1000);
        vm = new RunsViewModel(
                runner,
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                new dev.gpudoctor.ui.common.DebugToggles(),
                null,
                dev.gpudoctor.diagnosis.FailureDiagnoser.standard()::diagnose);
        Scene scene = new Scene((javafx.scene.Parent) new RunsView(vm).content(), 1280, 700);
        // The app's look (Primer + app.css): the user-agent stylesheet is global, so without app.css
        // an earlier test's theme would leave Primer's roomier controls and push the button below the window.
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
        vm.interpreter().loadInterpreters();
    }

    @Test
    void afterTheSetUpTheRunsTabIsOnTheNewInterpreterWithADeviceAndRunWorks(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        // python3 has no torch: the device hint's button is the one "Set up MACE…" on offer
        robot.clickOn("#runs-device-setup");
        WaitForAsyncUtils.waitForFxEvents();
        // Nothing starts before the user has read what will be installed.
        assertThat(runner.setUpCalls).isZero();
        assertThat(robot.lookup("#runs-setup-plan").queryAs(Label.class).getText())
                .contains("about 7 GB on disk")
                .contains("even on a machine without an NVIDIA GPU");
        robot.clickOn("#runs-setup-confirm");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(runner.setUpCalls).isEqualTo(1);
        assertThat(robot.lookup("#runs-setup-plan")
                        .queryAs(Label.class)
                        .getParent()
                        .isVisible())
                .isFalse();

        String managed = "/home/u/.local/share/gpu-doctor/python-env-mace/bin/python";
        assertThat(robot.lookup("#runs-python").queryAs(ComboBox.class).getValue())
                .isEqualTo(managed);
        assertThat(vm.interpreter().pythonProperty().get()).isEqualTo(managed);
        assertThat(runner.devicesAskedOf).last().isEqualTo(managed);
        // The new environment's torch sees a GPU and the user picked no device: the GPU is the default.
        assertThat(robot.lookup("#runs-device").queryAs(ComboBox.class).getValue())
                .isEqualTo("cuda:0");
        assertThat(robot.lookup("#runs-run").queryAs(Button.class).isDisabled()).isFalse();
        assertThat(robot.lookup("#runs-device-setup").queryAs(Button.class).isVisible())
                .as("torch is there now")
                .isFalse();

        robot.clickOn("#runs-test-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(runner.specs).singleElement().satisfies(spec -> {
            assertThat(spec.python()).isEqualTo(managed);
            assertThat(spec.device()).isEqualTo("cuda:0");
        });
        assertThat(robot.lookup("#runs-summary").queryAs(Label.class).getText()).contains("Energy -14.123456 eV");
    }

    @Test
    void aRunInAPythonWithoutTorchPointsAtTheSetUp(FxRobot robot) {
        runner.outcome = new dev.gpudoctor.run.MaceRunOutcome.Failed(dev.gpudoctor.model.BridgeFailure.of(
                dev.gpudoctor.model.FailureReason.MISSING_PACKAGE,
                "torch is not installed in /usr/bin/python3",
                java.util.List.of()));
        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();
        Label diagnosis = robot.lookup("#runs-diagnosis").queryAs(Label.class);
        assertThat(diagnosis.isVisible()).isTrue();
        assertThat(diagnosis.getText()).contains("Set up MACE");
        // The failure carries the set-up as an action, and it leads to the plan.
        Button setUp = robot.lookup("#runs-failure-setup").queryAs(Button.class);
        assertThat(setUp.isVisible()).isTrue();
        robot.clickOn(setUp);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-setup-plan").queryAs(Label.class).getText())
                .contains("about 7 GB on disk");
        assertThat(runner.setUpCalls).as("nothing installs before Install").isZero();
    }

    @Test
    void aMissingCuEquivarianceIsNotOfferedTheSetUpWhichDoesNotInstallIt(FxRobot robot) {
        runner.outcome = new dev.gpudoctor.run.MaceRunOutcome.Failed(new dev.gpudoctor.model.BridgeFailure(
                dev.gpudoctor.model.FailureReason.MISSING_PACKAGE,
                null,
                1,
                "missing-package",
                "cuequivariance_torch is not installed",
                java.util.List.of(),
                "",
                java.util.Map.of("package", "cuequivariance_torch")));
        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-failure").queryAs(Label.class).isVisible())
                .isTrue();
        assertThat(robot.lookup("#runs-failure-setup").queryAs(Button.class).isVisible())
                .isFalse();
    }

    @Test
    void theDeviceHintOfAPythonWithoutTorchOffersTheSetUp(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-device-note").queryAs(Label.class).getText())
                .startsWith("No usable torch in this interpreter");
        Button setUp = robot.lookup("#runs-device-setup").queryAs(Button.class);
        assertThat(setUp.isVisible()).isTrue();
        robot.clickOn(setUp);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-setup-plan")
                        .queryAs(Label.class)
                        .getParent()
                        .isVisible())
                .isTrue();

        // On the interpreter with torch the offer goes away.
        robot.interact(() ->
                vm.interpreter().pythonProperty().set("/home/u/.local/share/gpu-doctor/python-env-mace/bin/python"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(setUp.isVisible()).isFalse();
    }
}
