package dev.gpudoctor.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bench.RecordedBenchRunner;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.runs.RunHistoryViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Compare tab over recorded runs in a temp history, and a sweep played by a recorded runner. */
@ExtendWith(ApplicationExtension.class)
class CompareViewTest {

    @TempDir
    static Path dir;

    private RunHistory history;
    private RecordedBenchRunner runner;

    static RunRecord recorded(String device, boolean cueq, String structure, Instant at) throws Exception {
        MaceRunSpec spec = new MaceRunSpec(
                device, cueq, "float32", "arch:small", structure, 5, 1, 0, 60, false, false, false, null);
        return RunRecords.of(
                spec,
                new MaceRunOutcome.Succeeded(
                        RecordedBenchRunner.result(device, cueq, structure, RecordedBenchRunner.atoms(structure))),
                at,
                null);
    }

    @Start
    void start(Stage stage) throws Exception {
        history = new RunHistory(Files.createTempDirectory(dir, "runs"));
        Instant t = Instant.parse("2026-01-01T00:00:00Z");
        int i = 0;
        for (String structure : new String[] {"water-32", "water-170"}) {
            history.save(recorded("cuda", false, structure, t.plusSeconds(i++)));
            history.save(recorded("cuda", true, structure, t.plusSeconds(i++)));
        }
        CurrentThreadTaskExecutor tasks = new CurrentThreadTaskExecutor();
        RunHistoryViewModel historyVm = new RunHistoryViewModel(history, tasks);
        historyVm.load();
        runner = new RecordedBenchRunner();
        CompareViewModel vm = new CompareViewModel(historyVm, runner, tasks, Runnable::run);
        Scene scene = new Scene((javafx.scene.Parent) new CompareView(vm).content(), 1280, 800);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene); // the app's look, whatever an earlier test left
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void pickedRunsShowTheVerdictTheDeltasAndTheCharts(FxRobot robot) {
        TableView<?> picker = robot.lookup("#compare-history-table").queryAs(TableView.class);
        assertThat(picker.getItems()).hasSize(4);

        robot.interact(() -> picker.getSelectionModel().selectAll());
        robot.clickOn("#compare-selected");
        WaitForAsyncUtils.sleep(
                (long) CompareView.REDRAW_EVERY.toMillis() * 2, java.util.concurrent.TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#compare-verdict").queryAs(Label.class).getText())
                .isEqualTo("cuda+cueq is 4.0× faster than cuda at 510 atoms; first call 41 s (kernel compilation)\n"
                        + "Fastest: cuda+cueq at 510 atoms, 5.2 µs/atom/step, 32.6 ns/day at 1 fs — no verdict: the run did not "
                        + "record which GPU it ran on; a small system (510 atoms) leaves the GPU idle: launches, Python and the "
                        + "neighbour list dominate a step, so µs/atom/step falls as systems grow.");
        TableView<CompareRow> table = robot.lookup("#compare-table").queryAs(TableView.class);
        assertThat(table.getItems()).hasSize(4);
        assertThat(table.getItems())
                .extracting(CompareRow::versusBaseline)
                .containsExactlyInAnyOrder("baseline", "baseline", "4.00× faster", "4.00× faster");
        ChartViewer scaling = robot.lookup("#compare-scaling-chart").queryAs(ChartViewer.class);
        XYPlot plot = scaling.getChart().getXYPlot();
        assertThat(plot.getDataset().getSeriesCount()).isEqualTo(2);
        assertThat(plot.getDataset().getItemCount(0)).isEqualTo(2);

        robot.interact(
                () -> robot.lookup("#compare-baseline").queryAs(ComboBox.class).setValue("cuda+cueq"));
        assertThat(robot.lookup("#compare-verdict").queryAs(Label.class).getText())
                .startsWith("cuda is 4.0× slower than cuda+cueq");
    }

    @Test
    void aSweepShowsItsPointsStopsAConfigurationAtOutOfMemoryAndKeepsTheRuns(FxRobot robot) throws Exception {
        runner.oomAtoms = 100;
        robot.interact(() -> {
            robot.lookup("#compare-configs").queryAs(TextField.class).setText("cpu, cuda");
            robot.lookup("#compare-structures").queryAs(TextField.class).setText("h2o,water-8,water-64");
        });

        robot.clickOn("#compare-run-sweep");
        WaitForAsyncUtils.waitForFxEvents();

        TableView<CompareRow> table = robot.lookup("#compare-table").queryAs(TableView.class);
        assertThat(table.getItems()).hasSize(6);
        // The status stays short; the whole message wraps in the pane under the table instead of widening a column.
        assertThat(table.getItems().get(5).status()).isEqualTo("Out of GPU memory");
        Label detail = robot.lookup("#compare-failure-detail").queryAs(Label.class);
        assertThat(detail.isVisible()).isTrue();
        assertThat(detail.getText()).startsWith("cuda · water-64: Out of GPU memory: torch.OutOfMemoryError");
        assertThat(detail.isWrapText()).isTrue();
        assertThat(robot.lookup("#compare-progress-text").queryAs(Label.class).getText())
                .isEqualTo("Sweep done: 6 points, 1 did not run.");
        assertThat(robot.lookup("#compare-verdict").queryAs(Label.class).getText())
                .startsWith("cuda is 5.0× faster than cpu at 24 atoms");
        assertThat(runner.opened).containsExactly("cpu", "cuda");
        assertThat(history.list().runs()).hasSize(4 + 6);
    }

    /** At 1024x700 the history's columns were squeezed to "st…" and "med…": each header reads in full, and what does not fit scrolls. */
    @Test
    void atTheSmallestSizeNoHistoryHeaderIsCutAndHiddenColumnsScrollIntoView(FxRobot robot) {
        robot.interact(() -> {
            robot.window(0).setWidth(1024);
            robot.window(0).setHeight(700);
        });
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> picker = robot.lookup("#compare-history-table").queryAs(TableView.class);
        robot.interact(() -> picker.getSelectionModel().selectAll());
        robot.clickOn("#compare-selected");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#compare-table").queryAs(TableView.class).getItems())
                .hasSize(4);
        for (String table : new String[] {"#compare-history-table", "#compare-table"}) {
            TableView<?> view = robot.lookup(table).queryAs(TableView.class);
            java.util.List<javafx.scene.control.Labeled> headers =
                    robot
                            .from(view)
                            .lookup(".column-header .label")
                            .queryAllAs(javafx.scene.control.Labeled.class)
                            .stream()
                            .map(javafx.scene.control.Labeled.class::cast)
                            .toList();
            assertThat(headers).as(table + " headers").isNotEmpty();
            for (javafx.scene.control.Labeled header : headers) {
                assertThat(dev.gpudoctor.testing.Truncation.shown(header))
                        .as(table + " header")
                        .isEqualTo(header.getText());
            }
            double columns = view.getVisibleLeafColumns().stream()
                    .mapToDouble(javafx.scene.control.TableColumn::getWidth)
                    .sum();
            if (columns > view.getWidth()) {
                assertThat(robot.from(view)
                                .lookup(".scroll-bar:horizontal")
                                .queryAllAs(javafx.scene.control.ScrollBar.class))
                        .as(table + ": " + columns + " px of columns in " + view.getWidth() + " px need a scroll bar")
                        .anyMatch(javafx.scene.Node::isVisible);
            }
        }
    }
}
