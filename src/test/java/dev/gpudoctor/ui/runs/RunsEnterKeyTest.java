package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.shell.Stylesheets;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Enter in a field of the Runs form: in the Python field it chooses the interpreter (and never runs); in
 * the other fields it runs with what the field now says (it used to start the run before the field
 * handed its text over, so the previous value ran).
 */
@ExtendWith(ApplicationExtension.class)
class RunsEnterKeyTest {

    private FakeMaceRunner runner;
    private RunsViewModel vm;

    @Start
    void start(Stage stage) throws Exception {
        runner = FakeMaceRunner.succeeding();
        vm = new RunsViewModel(
                runner,
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                new DebugToggles(),
                null,
                FailureDiagnoser.standard()::diagnose);
        vm.interpreter().pythonProperty().set("/usr/bin/python3");
        Scene scene = new Scene((Parent) new RunsView(vm).content(), 1280, 800);
        Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    /** Issue 44: Enter in the Python field started a MACE run at once, before the device list was read. */
    @Test
    void enterInThePythonFieldChoosesTheInterpreterAndNeverRuns(FxRobot robot) {
        robot.clickOn("#runs-python .text-field");
        robot.push(KeyCode.CONTROL, KeyCode.A).write("/opt/venv/bin/python");
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(runner.specs).as("no run").isEmpty();
        assertThat(vm.interpreter().pythonProperty().get()).isEqualTo("/opt/venv/bin/python");
        assertThat(runner.devicesAskedOf)
                .as("the chosen interpreter is checked")
                .last()
                .isEqualTo("/opt/venv/bin/python");

        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(runner.specs)
                .singleElement()
                .satisfies(spec -> assertThat(spec.python()).isEqualTo("/opt/venv/bin/python"));
    }

    @Test
    void enterInTheTimedStepsFieldRunsThatManySteps(FxRobot robot) {
        robot.clickOn("#runs-repeats .text-field");
        robot.push(KeyCode.CONTROL, KeyCode.A).write("7");
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(runner.specs).hasSize(1);
        assertThat(runner.specs.get(0).repeats()).isEqualTo(7);
    }

    @Test
    void theTimeoutIsShownAndTheOneTypedIsTheRunsLimit(FxRobot robot) {
        assertThat(robot.lookup("#runs-timeout .text-field")
                        .queryTextInputControl()
                        .getText())
                .isEqualTo("600");
        robot.clickOn("#runs-timeout .text-field");
        robot.push(KeyCode.CONTROL, KeyCode.A).write("1800");
        robot.push(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(runner.specs).hasSize(1);
        assertThat(runner.specs.get(0).timeoutSeconds()).isEqualTo(1800);
    }
}
