package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class RunsViewTest {

    private FakeMaceRunner runner;

    @Start
    void start(Stage stage) throws Exception {
        runner = FakeMaceRunner.succeeding();
        RunsViewModel vm = new RunsViewModel(
                runner,
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                new dev.gpudoctor.ui.common.DebugToggles(),
                null,
                dev.gpudoctor.diagnosis.FailureDiagnoser.standard()::diagnose);
        Scene scene = new Scene((javafx.scene.Parent) new RunsView(vm).content(), 1280, 700);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene); // the app's look, whatever an earlier test left
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void clickingRunShowsTheRecordedResult(FxRobot robot) {
        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(runner.specs).hasSize(1);
        assertThat(robot.lookup("#runs-summary").queryAs(Label.class).getText())
                .contains("Energy -14.123456 eV", "Random weights");
        assertThat(robot.lookup("#runs-forces").queryAs(TableView.class).getItems())
                .hasSize(3);
        // Cells really render the record's values (PropertyValueFactory cannot read records on JavaFX 21).
        assertThat(robot.lookup("#runs-forces .table-cell").queryAllAs(javafx.scene.control.TableCell.class))
                .extracting(javafx.scene.control.TableCell::getText)
                .contains("1", "+0.50000", "-0.50000");
        assertThat(robot.lookup("#runs-timing-chart").query().isVisible()).isTrue();
        // The live run draws its breakdown (not an empty chart with only its legend).
        org.jfree.chart.fx.ChartViewer viewer =
                robot.lookup("#runs-timing-chart").queryAs(org.jfree.chart.fx.ChartViewer.class);
        org.jfree.data.category.CategoryDataset data =
                viewer.getChart().getCategoryPlot().getDataset();
        assertThat(data.getRowCount() * data.getColumnCount()).isPositive();
        double total = 0;
        for (int r = 0; r < data.getRowCount(); r++) {
            for (int c = 0; c < data.getColumnCount(); c++) {
                Number value = data.getValue(r, c);
                total += value == null ? 0 : value.doubleValue();
            }
        }
        assertThat(total).isGreaterThan(10); // imports 11.2 s alone
        assertThat(robot.lookup("#runs-failure").query().isVisible()).isFalse();
        assertThat(robot.lookup("#runs-diagnosis").query().isVisible()).isFalse();
        assertThat(robot.lookup("#runs-run").queryAs(Button.class).isDisabled()).isFalse();
    }

    @Test
    void aSizeTypedBesideTheResultShowsItsEstimateAndTheThreadsFieldReachesTheRun(FxRobot robot) {
        assertThat(robot.lookup("#runs-estimate-atoms").query().getParent().isVisible())
                .isFalse(); // the row, before a run
        robot.clickOn("#runs-threads").write("1");
        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(runner.specs)
                .singleElement()
                .satisfies(spec -> assertThat(spec.threads()).isEqualTo(1));
        assertThat(robot.lookup("#runs-estimate-atoms").query().getParent().isVisible())
                .isTrue();
        robot.clickOn("#runs-estimate-atoms").write("300");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#runs-estimate").queryAs(Label.class).getText())
                .startsWith("300 atoms: about 2.5 s a step")
                .contains("extrapolated 100× above the largest measured size");
        // Drawn, the long estimate wrapped: the label and the field kept their width (they once read "..." and a
        // sliver).
        Label label = (Label) robot.lookup("#runs-estimate-atoms")
                .query()
                .getParent()
                .getChildrenUnmodifiable()
                .get(0);
        assertThat(label.getWidth()).isGreaterThanOrEqualTo(label.prefWidth(-1) - 0.5);
        TextField atoms = robot.lookup("#runs-estimate-atoms").queryAs(TextField.class);
        assertThat(atoms.getWidth()).isGreaterThanOrEqualTo(atoms.prefWidth(-1) - 0.5);
    }

    @Test
    void aCrashedRunShowsWhyAndTheEvidence(FxRobot robot) {
        runner.outcome = FakeMaceRunner.crashing().outcome;

        robot.clickOn("#runs-run");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#runs-failure").queryAs(Label.class).getText())
                .startsWith("Crashed: ")
                .contains("SIGBUS");
        assertThat(robot.lookup("#runs-evidence").queryAs(TextArea.class).getText())
                .contains("Bus error (core dumped)");
        assertThat(robot.lookup("#runs-forces").query().isVisible()).isFalse();
        Label diagnosis = robot.lookup("#runs-diagnosis").queryAs(Label.class);
        assertThat(diagnosis.isVisible()).isTrue();
        assertThat(diagnosis.getText()).startsWith("Likely cause (60 %): SIGBUS in a process using the GPU.");
    }

    @Test
    void theDebuggingCheckBoxesReadInFullInTheNarrowScrollingFormOf1024By700(FxRobot robot) {
        // At 1024 px the form sits at its minimum width (30 % of the window is less), and with the log
        // shown the tab is ~470 px tall, so the form scrolls and its scroll bar takes width too.
        javafx.scene.control.SplitPane split =
                robot.lookup("#runs-content").queryAs(javafx.scene.control.SplitPane.class);
        robot.interact(() -> {
            robot.window(0).setWidth(1024);
            robot.window(0).setHeight(470);
            split.setDividerPositions(0);
        });
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node form = robot.lookup("#runs-form-scroll").query();
        assertThat(form.getLayoutBounds().getWidth()).as("the form's width").isLessThan(380);
        for (String id : new String[] {"#runs-cueq", "#runs-launch-blocking", "#runs-dsa", "#runs-nvml-shim"}) {
            javafx.scene.control.CheckBox box = robot.lookup(id).queryAs(javafx.scene.control.CheckBox.class);
            assertThat(dev.gpudoctor.testing.Truncation.shown(box))
                    .as(id + " at 1024x700")
                    .isEqualTo(box.getText());
            assertThat(box.localToScene(box.getLayoutBounds()).getMaxX())
                    .as(id + ": its right edge, not clipped by the form")
                    .isLessThanOrEqualTo(
                            form.localToScene(form.getLayoutBounds()).getMaxX());
        }
    }
}
