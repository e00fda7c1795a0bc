package dev.gpudoctor.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bench.RecordedBenchRunner;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.ui.common.ChartExport;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.runs.RunHistoryViewModel;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 30 item 12: a chart exported from the Compare tab at 1280×800 is 1600×900, not the strip it fills on
 * screen; the save dialog opens in the home folder, then in the folder last saved to, with a name that says
 * which chart.
 */
@ExtendWith(ApplicationExtension.class)
class ChartExportTest {

    private Path temp;
    private Path home;
    private ChartExport export;

    @Start
    void start(Stage stage) throws Exception {
        temp = Files.createTempDirectory("gpudoctor-chart-export");
        home = Files.createDirectories(temp.resolve("home"));
        RunHistory history = new RunHistory(temp.resolve("runs"));
        Instant t = Instant.parse("2026-01-01T00:00:00Z");
        int i = 0;
        for (String structure : new String[] {"water-32", "water-170"}) {
            history.save(CompareViewTest.recorded("cuda", false, structure, t.plusSeconds(i++)));
            history.save(CompareViewTest.recorded("cuda", true, structure, t.plusSeconds(i++)));
        }
        CurrentThreadTaskExecutor tasks = new CurrentThreadTaskExecutor();
        RunHistoryViewModel historyVm = new RunHistoryViewModel(history, tasks);
        historyVm.load();
        CompareViewModel vm = new CompareViewModel(historyVm, new RecordedBenchRunner(), tasks, Runnable::run);
        export = new ChartExport(tasks, home);
        stage.setScene(new Scene((javafx.scene.Parent) new CompareView(vm, export).content(), 1280, 800));
        stage.show();
    }

    @Test
    void anExportIsSixteenByNineHundredWhateverTheChartFillsOnScreenAndTheDialogRemembersTheFolder(FxRobot robot)
            throws Exception {
        TableView<?> picker = robot.lookup("#compare-history-table").queryAs(TableView.class);
        robot.interact(() -> picker.getSelectionModel().selectAll());
        robot.clickOn("#compare-selected");
        WaitForAsyncUtils.waitForFxEvents();
        ChartViewer scaling = robot.lookup("#compare-scaling-chart").queryAs(ChartViewer.class);
        assertThat(scaling.getChart()).isNotNull();
        assertThat(scaling.getWidth()).as("on screen the chart is a strip").isLessThan(ChartExport.WIDTH);

        assertThat(scaling.getContextMenu().getItems()).singleElement().isInstanceOf(Menu.class);
        Menu menu = (Menu) scaling.getContextMenu().getItems().get(0);
        assertThat(menu.getItems()).extracting(MenuItem::getText).containsExactly("PNG (1600×900)…", "SVG (1600×900)…");

        FileChooser first = export.chooser("scaling", ChartExport.Format.PNG);
        assertThat(first.getInitialDirectory().toPath()).isEqualTo(home);
        assertThat(first.getInitialFileName()).matches("gpu-doctor-scaling-\\d{8}-\\d{6}\\.png");

        Path chosen = Files.createDirectories(temp.resolve("slides")).resolve("scaling.png");
        robot.interact(() -> export.export(scaling.getChart(), chosen, ChartExport.Format.PNG));
        WaitForAsyncUtils.waitForFxEvents();

        BufferedImage image = ImageIO.read(chosen.toFile());
        assertThat(image.getWidth()).isEqualTo(1600);
        assertThat(image.getHeight()).isEqualTo(900);
        assertThat(robot.lookup("#compare-chart-export-status")
                        .queryAs(Label.class)
                        .getText())
                .isEqualTo("Saved " + chosen + " (1600×900).");
        assertThat(export.chooser("throughput", ChartExport.Format.SVG)
                        .getInitialDirectory()
                        .toPath())
                .as("the next dialog opens where the last chart went")
                .isEqualTo(chosen.getParent());

        Path noExtension = chosen.resolveSibling("scaling-for-the-issue");
        robot.interact(() -> export.export(scaling.getChart(), noExtension, ChartExport.Format.SVG));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(Files.readString(chosen.resolveSibling("scaling-for-the-issue.svg")))
                .contains("width='1600.0' height='900.0'");
    }
}
