package dev.gpudoctor.ui.exec;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.charts.TimelineCharts;
import dev.gpudoctor.exec.ExecScripts;
import dev.gpudoctor.exec.ExecScriptsAccess;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The "Your program" tab drawn, driven by its ids over the real service and a real Python script. */
@ExtendWith(ApplicationExtension.class)
class ExecViewTest {

    @TempDir
    static Path dir;

    private final DebugToggles toggles = new DebugToggles();
    private ExecViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new ExecViewModel(
                () -> ExecScripts.service(System.getenv("PATH"), null),
                new CurrentThreadTaskExecutor(),
                javafx.application.Platform::runLater,
                toggles); // the output comes from the runner's reader thread
        Scene scene = new Scene((Parent) new ExecView(vm).content(), 1024, 700);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aFailingCommandShowsItsOutputItsEndAndItsFindingWithTheRemedy(FxRobot robot) throws IOException {
        Path train = ExecScripts.script(dir, "train.py", ExecScriptsAccess.illegalInstruction());
        robot.interact(() -> {
            robot.lookup("#exec-command").queryAs(TextField.class).setText(ExecScripts.python() + " " + train);
            robot.lookup("#exec-init-test").queryAs(CheckBox.class).setSelected(false);
        });
        assertThat(robot.lookup("#exec-launch-blocking").queryAs(CheckBox.class).getText())
                .isEqualTo("CUDA_LAUNCH_BLOCKING=1");
        assertThat(robot.lookup("#exec-run-again").queryAs(Button.class).isDisabled())
                .isTrue();

        robot.clickOn("#exec-run");
        WaitForAsyncUtils.waitForFxEvents();

        @SuppressWarnings("unchecked")
        ListView<String> output = robot.lookup("#exec-output").queryAs(ListView.class);
        assertThat(output.getItems()).contains("epoch 1 step 10 loss 0.53");
        @SuppressWarnings("unchecked")
        ListView<DiagnosisFinding> findings = robot.lookup("#exec-findings").queryAs(ListView.class);
        assertThat(findings.getSelectionModel().getSelectedItem().id()).isEqualTo("illegal-instruction");
        assertThat(robot.lookup("#exec-remedy").queryAs(TextArea.class).getText())
                .contains("What to do:");
        assertThat(robot.lookup("#exec-status").queryAs(Label.class).getText())
                .startsWith("The command exited with code 1");
        assertThat(robot.lookup("#exec-run-again").queryAs(Button.class).isDisabled())
                .isFalse();

        robot.clickOn("#exec-run-again");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#exec-launch-blocking").queryAs(CheckBox.class).isSelected())
                .isTrue();
        assertThat(robot.lookup("#exec-dsa").queryAs(CheckBox.class).isSelected())
                .isTrue();
        assertThat(vm.resultProperty().get().toggles().dsa()).isTrue();
    }

    @Test
    void aRunWithTheTimelineShowsItsMemoryChartAndOneWithoutHidesIt(FxRobot robot) throws IOException {
        Path work = ExecScripts.script(dir, "work.py", "block = bytearray(64 * 1024 * 1024)\nprint(len(block))\n");
        robot.interact(() -> {
            robot.lookup("#exec-command").queryAs(TextField.class).setText(ExecScripts.python() + " " + work);
            robot.lookup("#exec-init-test").queryAs(CheckBox.class).setSelected(false);
            robot.lookup("#exec-timeline").queryAs(CheckBox.class).setSelected(true);
        });
        ChartViewer viewer = robot.lookup("#exec-timeline-chart").queryAs(ChartViewer.class);
        assertThat(viewer.isVisible()).as("no chart before a run").isFalse();

        robot.clickOn("#exec-run");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(viewer.isVisible()).isTrue();
        XYDataset dataset = viewer.getChart().getXYPlot().getDataset();
        assertThat(dataset.getSeriesKey(0)).isEqualTo(TimelineCharts.HOST_MEMORY);
        assertThat(dataset.getItemCount(0))
                .isEqualTo(vm.resultProperty().get().timeline().host().size())
                .isPositive();
        assertThat(dataset.getYValue(0, 0))
                .isEqualTo(vm.resultProperty().get().timeline().host().get(0).memoryUsedMib());

        robot.interact(
                () -> robot.lookup("#exec-timeline").queryAs(CheckBox.class).setSelected(false));
        robot.clickOn("#exec-run");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(vm.resultProperty().get().timeline()).isNull();
        assertThat(viewer.isVisible()).isFalse();
    }

    @Test
    void aFailedInitTestAsksBeforeTheCommandRuns(FxRobot robot) throws IOException {
        Path train = ExecScripts.script(dir, "ask.py", "print('training ran')\n");
        robot.interact(() -> {
            robot.lookup("#exec-command").queryAs(TextField.class).setText(ExecScripts.python() + " " + train);
            robot.lookup("#exec-init-test").queryAs(CheckBox.class).setSelected(true);
        });
        robot.clickOn("#exec-run");
        WaitForAsyncUtils.waitForFxEvents();

        Label question = robot.lookup("#exec-init-question").queryAs(Label.class);
        assertThat(question.getParent().isVisible()).isTrue();
        assertThat(question.getText()).endsWith("Run the command anyway?");
        assertThat(vm.output()).doesNotContain("training ran");

        robot.clickOn("#exec-run-anyway");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(question.getParent().isVisible()).isFalse();
        assertThat(vm.output()).contains("training ran");
        assertThat(vm.resultProperty().get().exit().succeeded()).isTrue();
    }
}
