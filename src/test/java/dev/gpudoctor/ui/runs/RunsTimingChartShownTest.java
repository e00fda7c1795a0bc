package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.charts.TimingBreakdownCharts;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.testing.OwnWindow;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.shell.LogViewModel;
import dev.gpudoctor.ui.shell.MainViewModel;
import dev.gpudoctor.ui.shell.MainWindow;
import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.chart.entity.LegendItemEntity;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.CategoryPlot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 30 item 5: the live run's timing breakdown is drawn whole (every legend item inside the
 * drawn chart, the chart in view without scrolling) at 1024x700 and 1280x800, with and without the
 * log; the forces table used to squeeze it to a sliver of its legend. The live result and the same
 * run picked from the history draw the stages in one order and the same colours.
 */
@ExtendWith(ApplicationExtension.class)
class RunsTimingChartShownTest {

    @TempDir
    Path temp;

    private Stage window;

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            WaitForAsyncUtils.asyncFx(window::close).get();
            window = null;
        }
    }

    @Test
    void theLiveResultShowsTheWholeChartAndTheHistoryDrawsTheSameStagesInTheSameColours(FxRobot robot)
            throws Exception {
        for (double[] size : new double[][] {{1024, 700}, {1280, 800}}) {
            for (boolean log : new boolean[] {true, false}) {
                String where = (int) size[0] + "x" + (int) size[1] + (log ? " with the log" : " without the log");
                CurrentThreadTaskExecutor tasks = new CurrentThreadTaskExecutor();
                RunHistoryViewModel history =
                        new RunHistoryViewModel(new RunHistory(Files.createTempDirectory(temp, "runs")), tasks);
                history.load();
                RunsViewModel vm = new RunsViewModel(
                        FakeMaceRunner.succeeding(), tasks, Runnable::run, new DebugToggles(), history);
                MainViewModel main = new MainViewModel(new AppVersion("test", "21", "17", "Linux"));
                if (!log) {
                    main.toggleLog();
                }
                MainWindow shell = WaitForAsyncUtils.asyncFx(() -> new MainWindow(
                                main,
                                new LogViewModel(new LogBuffer(10), Platform::runLater),
                                List.of(new RunsView(vm)),
                                () -> {}))
                        .get();
                window = OwnWindow.show(shell.root(), size[0], size[1]);

                robot.interact(vm::run);
                WaitForAsyncUtils.waitForFxEvents();
                List<DrawnStage> drawn = drawnLegend(robot, where + ", live");
                assertThat(robot.from(window.getScene().getRoot())
                                .lookup("#runs-forces")
                                .query()
                                .isVisible())
                        .as(where)
                        .isTrue();

                // The same run from the history: the same stages, in the same order, in the same colours.
                @SuppressWarnings("unchecked")
                TableView<RunRecord> table = robot.from(window.getScene().getRoot())
                        .lookup("#runs-history-table")
                        .queryAs(TableView.class);
                assertThat(table.getItems()).as(where).hasSize(1);
                robot.interact(() -> table.getSelectionModel().select(0));
                WaitForAsyncUtils.waitForFxEvents();
                assertThat(drawnLegend(robot, where + ", from the history"))
                        .as(where)
                        .isEqualTo(drawn);
                close();
            }
        }
    }

    /** A legend item as drawn: its name and its colour. */
    record DrawnStage(String name, Color colour) {}

    /** The chart's legend as its canvas last drew it, in reading order; asserts that all of it is in view. */
    private List<DrawnStage> drawnLegend(FxRobot robot, String where) {
        WaitForAsyncUtils.waitForFxEvents();
        ChartViewer viewer = robot.from(window.getScene().getRoot())
                .lookup("#runs-timing-chart")
                .queryAs(ChartViewer.class);
        assertThat(viewer.isVisible()).as(where).isTrue();
        assertThat(viewer.getHeight()).as("%s: the chart's height", where).isGreaterThanOrEqualTo(150);

        // The whole chart is in the result's view, not below its fold nor under the history.
        ScrollPane scroll = robot.from(window.getScene().getRoot())
                .lookup("#runs-result-scroll")
                .queryAs(ScrollPane.class);
        Bounds view = scroll.localToScene(scroll.getLayoutBounds());
        Bounds chart = viewer.localToScene(viewer.getLayoutBounds());
        assertThat(chart.getMinY())
                .as("%s: chart top %s in %s", where, chart, view)
                .isGreaterThanOrEqualTo(view.getMinY());
        assertThat(chart.getMaxY())
                .as("%s: chart bottom %s in %s", where, chart, view)
                .isLessThanOrEqualTo(view.getMaxY());

        List<LegendItemEntity> items = new ArrayList<>();
        for (Object entity :
                viewer.getCanvas().getRenderingInfo().getEntityCollection().getEntities()) {
            if (entity instanceof LegendItemEntity item) {
                items.add(item);
            }
        }
        CategoryPlot plot = viewer.getChart().getCategoryPlot();
        assertThat(items)
                .as("%s: one legend item per stage", where)
                .hasSize(plot.getDataset().getRowCount())
                .hasSizeGreaterThanOrEqualTo(5);
        double width = viewer.getCanvas().getWidth();
        double height = viewer.getCanvas().getHeight();
        for (ChartEntity item : items) {
            Rectangle2D box = item.getArea().getBounds2D();
            assertThat(box.getMinX() >= 0 && box.getMaxX() <= width && box.getMinY() >= 0 && box.getMaxY() <= height)
                    .as(
                            "%s: legend item %s at %s inside the %sx%s chart",
                            where, ((LegendItemEntity) item).getSeriesKey(), box, width, height)
                    .isTrue();
        }
        items.sort(Comparator.<LegendItemEntity>comparingDouble(
                        item -> Math.round(item.getArea().getBounds2D().getCenterY()))
                .thenComparingDouble(item -> item.getArea().getBounds2D().getMinX()));
        List<DrawnStage> legend = new ArrayList<>();
        for (LegendItemEntity item : items) {
            String name = (String) item.getSeriesKey();
            Color colour =
                    (Color) plot.getRenderer().getSeriesPaint(plot.getDataset().getRowIndex(name));
            legend.add(new DrawnStage(name, colour));
        }
        // In the order the stages happen, each in the colour every rendering gives it (the bundle's PNG too).
        assertThat(legend)
                .extracting(DrawnStage::name)
                .as(where)
                .containsExactly("startup", "imports", "model load", "structure", "first call", "steps");
        assertThat(legend)
                .as(where)
                .allSatisfy(stage -> assertThat(stage.colour())
                        .isEqualTo(TimingBreakdownCharts.colour(stage.name().replace(' ', '_'))));
        return legend;
    }
}
