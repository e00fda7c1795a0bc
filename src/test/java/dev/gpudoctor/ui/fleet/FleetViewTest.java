package dev.gpudoctor.ui.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.SlurmEngine;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real Fleet view over a fleet.json written here in the shape {@code gpu-doctor fleet} writes:
 * three machines, h3 with another driver (the planted difference), and one that was not reached.
 */
@ExtendWith(ApplicationExtension.class)
class FleetViewTest {

    private static final String LONG_REASON =
            "The target could not be reached: ssh: connect to host down.lab.example port 22: " + "Connection timed out "
                    + "(and a long tail a person reads in the detail pane, not in a widened column) ".repeat(5);

    @TempDir
    Path dir;

    private FleetViewModel vm;
    private final List<Path> opened = new ArrayList<>();

    @Start
    void start(Stage stage) {
        vm = new FleetViewModel(
                new FleetService(
                        (targets, options, out, onDone) -> {
                            throw new AssertionError("this test opens files; it runs nothing");
                        },
                        null),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                opened::add,
                Path.of("unused"));
        stage.setScene(new Scene((Parent) new FleetView(vm).content(), 1280, 760));
        stage.show();
    }

    private static String machine(String name, String driver) {
        return """
                {"name": "%s", "ok": true, "stderr_tail": [], "duration_millis": 2400, "facts": {"os": "Ubuntu 22.04.3 LTS",
                 "kernel": "5.15.0-91-generic", "wsl": "NONE", "driverVersion": "%s", "cudaVersion": "12.4",
                 "gpuNames": ["NVIDIA A100-SXM4-80GB"], "worstStatus": "pass", "failingChecks": []}}""".formatted(name, driver);
    }

    private Path fleetJson(boolean withFailure) throws Exception {
        String failed = """
                , {"name": "down", "ok": false, "failure": "unreachable", "reason": "%s",
                   "stderr_tail": ["ssh: connect to host down.lab.example port 22: Connection timed out"], "duration_millis": 10012}""".formatted(LONG_REASON);
        // The differences list is what the CLI wrote; the view compares the targets again and must agree.
        String json = "{\"targets\": [" + machine("h1", "550.54.15") + ", " + machine("h2", "550.54.15") + ", "
                + machine("h3", "535.104.05")
                + (withFailure ? failed : "")
                + "], \"differences\": [{\"fact\": \"driver\", \"majority\": \"550.54.15\","
                + " \"outliers\": {\"h3\": \"535.104.05\"}}]}";
        Path folder = Files.createDirectories(dir.resolve("lab"));
        for (String name : List.of("h1", "h2", "h3")) {
            Files.createDirectories(folder.resolve(name));
            Files.writeString(folder.resolve(name).resolve("check.json"), "{}");
        }
        return Files.writeString(folder.resolve("fleet.json"), json);
    }

    @SuppressWarnings("unchecked")
    private TableView<FactRow> table(FxRobot robot) {
        return robot.lookup("#fleet-table").queryAs(TableView.class);
    }

    private TableCell<?, ?> cell(FxRobot robot, String column, int row) {
        return robot.lookup("#fleet-table .table-cell").queryAllAs(TableCell.class).stream()
                .filter(cell -> cell.getTableColumn() != null
                        && column.equals(cell.getTableColumn().getId())
                        && cell.getIndex() == row)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no cell " + column + " row " + row));
    }

    private void open(FxRobot robot, Path file) {
        robot.interact(() -> vm.open(file));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String status(FxRobot robot) {
        return robot.lookup("#fleet-table-status").queryAs(Label.class).getText();
    }

    @Test
    void thePlantedDifferenceIsTheFirstRowWithTheMajorityAndTheOutlierMarked(FxRobot robot) throws Exception {
        open(robot, fleetJson(false));

        TableView<FactRow> table = table(robot);
        assertThat(table.getColumns())
                .extracting(TableColumn::getId)
                .containsExactly(
                        "fleet-col-fact", "fleet-col-majority", "fleet-col-h1", "fleet-col-h2", "fleet-col-h3");
        assertThat(cell(robot, "fleet-col-fact", 0).getText()).isEqualTo("≠ driver");
        assertThat(cell(robot, "fleet-col-majority", 0).getText()).isEqualTo("550.54.15");
        assertThat(cell(robot, "fleet-col-h3", 0).getText()).isEqualTo("≠ 535.104.05");
        assertThat(cell(robot, "fleet-col-h3", 0).getStyleClass()).contains(FleetComparisonTable.OUTLIER);
        assertThat(cell(robot, "fleet-col-h1", 0).getStyleClass()).doesNotContain(FleetComparisonTable.OUTLIER);
        assertThat(cell(robot, "fleet-col-h3", 1).getStyleClass())
                .as("the os row agrees")
                .doesNotContain(FleetComparisonTable.OUTLIER);
        assertThat(table.getItems()).filteredOn(FactRow::drift).hasSize(1);
        assertThat(status(robot))
                .isEqualTo(dir.resolve("lab/fleet.json")
                        + ": 3 machines, 3 reached; 1 fact differs (listed first, outliers marked ≠).");
    }

    @Test
    void anOutlierStaysReadableOnASelectedRow(FxRobot robot) throws Exception {
        open(robot, fleetJson(false));

        robot.clickOn(cell(robot, "fleet-col-h1", 0));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(table(robot).getSelectionModel().getSelectedIndex()).isZero();
        TableCell<?, ?> outlier = cell(robot, "fleet-col-h3", 0);
        var fills = outlier.getBackground().getFills();
        assertThat(fills.get(fills.size() - 1).getFill()).isEqualTo(Color.web("#ffd8a8"));
        assertThat(outlier.getTextFill()).isEqualTo(Color.web("#4a2500"));
    }

    @Test
    void aFailedMachineIsAColumnWithItsReasonBehindTheHeaderNotInTheWidth(FxRobot robot) throws Exception {
        open(robot, fleetJson(true));

        TableCell<?, ?> failed = cell(robot, "fleet-col-down", 0);
        assertThat(failed.getText()).isEqualTo("✖ unreachable");
        assertThat(failed.getStyleClass()).contains(FleetComparisonTable.FAILED);
        assertThat(failed.getTooltip().getText()).startsWith("down was not reached: The target could not be reached");
        TableColumn<?, ?> column = table(robot).getColumns().stream()
                .filter(c -> "fleet-col-down".equals(c.getId()))
                .findFirst()
                .orElseThrow();
        assertThat(column.getWidth())
                .as("a long reason never widens its column")
                .isLessThanOrEqualTo(200);
        assertThat(robot.lookup("#fleet-header-down").queryAs(Label.class).getText())
                .isEqualTo("down  ✖");
        assertThat(status(robot))
                .endsWith("4 machines, 3 reached, 1 not reached; 1 fact differs (listed first, outliers marked ≠).");

        robot.clickOn("#fleet-header-down");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#fleet-header-down").queryAs(Label.class).getStyleClass())
                .contains(FleetComparisonTable.SELECTED);

        assertThat(robot.lookup("#fleet-detail").queryAs(TextArea.class).getText())
                .startsWith("down: not reached (unreachable). " + LONG_REASON.strip())
                .contains("| ssh: connect to host down.lab.example port 22: Connection timed out")
                .endsWith("No bundle: the machine was not reached.");
    }

    @Test
    void openItsBundleOpensTheOneThereIsAndSaysSoWhenThereIsNone(FxRobot robot) throws Exception {
        Path file = fleetJson(false);
        Path bundle = Files.writeString(file.resolveSibling("h2").resolve("gpu-doctor-bundle-h2.zip"), "zip");
        open(robot, file);
        assertThat(robot.lookup("#fleet-open-bundle").queryAs(Button.class).isDisabled())
                .as("nothing selected yet")
                .isTrue();

        robot.clickOn("#fleet-header-h1");
        robot.clickOn("#fleet-open-bundle");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(status(robot))
                .isEqualTo("No bundle came back from h1 (its answer is in "
                        + file.resolveSibling("h1").resolve("check.json") + ", and why in "
                        + file.resolveSibling("h1").resolve("stderr.txt") + ").");
        assertThat(opened).isEmpty();

        robot.clickOn("#fleet-header-h2");
        robot.clickOn("#fleet-open-bundle");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(opened).containsExactly(bundle);
    }

    /** The run pane at the narrowest window (1024x700 gives it about 360 px): no label, choice or button cut. */
    @Test
    void atTheSmallestWindowNothingInTheRunPaneIsCutForSshOrSlurm(FxRobot robot) throws Exception {
        FleetViewModel narrowVm = new FleetViewModel(
                new FleetService((targets, options, out, onDone) -> List.of(), new FakeSlurm()),
                new dev.gpudoctor.ui.common.CurrentThreadTaskExecutor(),
                Runnable::run,
                bundle -> {},
                dir);
        Stage own = dev.gpudoctor.testing.OwnWindow.show((Parent) new FleetView(narrowVm).content(), 1024, 620);
        try {
            for (FleetViewModel.Via via : FleetViewModel.Via.values()) {
                robot.interact(() -> narrowVm.viaProperty().set(via));
                WaitForAsyncUtils.waitForFxEvents();
                javafx.scene.Node pane = own.getScene().lookup("#fleet-run-pane");
                List<String> checked = new ArrayList<>();
                for (String selector : List.of(".label", ".button")) {
                    for (javafx.scene.Node node : pane.lookupAll(selector)) {
                        if (node instanceof javafx.scene.control.Labeled labeled
                                && labeled.isVisible()
                                && !labeled.isWrapText()
                                && labeled.getText() != null
                                && !labeled.getText().isEmpty()) {
                            assertThat(dev.gpudoctor.testing.Truncation.isCut(labeled))
                                    .as("'%s' over %s", labeled.getText(), via)
                                    .isFalse();
                            checked.add(labeled.getText());
                        }
                    }
                }
                assertThat(checked)
                        .contains(
                                "Reach",
                                "Level",
                                "Remote",
                                "Keep in",
                                "Start",
                                "Cancel",
                                via == FleetViewModel.Via.SSH ? "over ssh" : "as Slurm jobs",
                                "quick");
                if (via == FleetViewModel.Via.SSH) {
                    assertThat(checked).contains("Agent", "ssh config");
                }
                if (via == FleetViewModel.Via.SLURM) {
                    assertThat(checked).contains("Nodes", "Partition", "Gres", "Account");
                }
            }
        } finally {
            robot.interact(own::close);
        }
    }

    /** Issue 30 item 9: the agent archive and the output folder can be typed and chosen at both window sizes. */
    @Test
    void theAgentAndOutputFolderFieldsAreUsableAt1024x700And1280x800(FxRobot robot) throws Exception {
        for (int[] size : new int[][] {{1024, 700}, {1280, 800}}) {
            FleetViewModel sized = new FleetViewModel(
                    new FleetService((targets, options, out, onDone) -> List.of(), new FakeSlurm()),
                    new dev.gpudoctor.ui.common.CurrentThreadTaskExecutor(),
                    Runnable::run,
                    bundle -> {},
                    dir);
            Stage own = dev.gpudoctor.testing.OwnWindow.show((Parent) new FleetView(sized).content(), size[0], size[1]);
            try {
                WaitForAsyncUtils.waitForFxEvents();
                for (String id : List.of("#fleet-agent", "#fleet-out")) {
                    javafx.scene.control.TextField field =
                            (javafx.scene.control.TextField) own.getScene().lookup(id);
                    assertThat(field.isVisible())
                            .as("%s at %dx%d", id, size[0], size[1])
                            .isTrue();
                    assertThat(field.getWidth())
                            .as("%s wide enough to read a path at %dx%d", id, size[0], size[1])
                            .isGreaterThan(120);
                    javafx.scene.control.Button browse =
                            (javafx.scene.control.Button) own.getScene().lookup(id + "-browse");
                    assertThat(dev.gpudoctor.testing.Truncation.isCut(browse))
                            .as("%s's chooser at %dx%d", id, size[0], size[1])
                            .isFalse();
                }
                assertThat(((javafx.scene.control.TextField) own.getScene().lookup("#fleet-out")).getText())
                        .isEqualTo(dir.toString());
                String png = System.getProperty("gpudoctor.fleetPng");
                if (png != null) {
                    // For a person to look at (-Dgpudoctor.fleetPng=DIR); the assertions above are the test.
                    javafx.scene.image.WritableImage image = WaitForAsyncUtils.asyncFx(
                                    () -> own.getScene().snapshot(null))
                            .get();
                    javax.imageio.ImageIO.write(
                            javafx.embed.swing.SwingFXUtils.fromFXImage(image, null),
                            "png",
                            Path.of(png, "fleet-" + size[0] + "x" + size[1] + ".png")
                                    .toFile());
                }
                robot.interact(() -> sized.viaProperty().set(FleetViewModel.Via.SLURM));
                WaitForAsyncUtils.waitForFxEvents();
                assertThat(own.getScene().lookup("#fleet-agent-row").isVisible())
                        .as("the agent is for ssh")
                        .isFalse();
                assertThat(own.getScene().lookup("#fleet-out-row").isVisible())
                        .as("both keep their runs somewhere")
                        .isTrue();
            } finally {
                robot.interact(own::close);
            }
        }
    }

    /** Slurm is on offer; nothing here runs it. */
    private static final class FakeSlurm implements SlurmEngine {
        @Override
        public List<String> nodes(String nodeList, String partition) {
            return List.of();
        }

        @Override
        public List<dev.gpudoctor.fleet.TargetResult> run(
                List<String> nodes,
                dev.gpudoctor.fleet.SlurmFleet.Options options,
                Path out,
                java.util.function.Consumer<dev.gpudoctor.fleet.TargetResult> onDone) {
            return List.of();
        }
    }

    @Test
    void aBrokenOrMissingFleetFileIsOneClearSentence(FxRobot robot) throws Exception {
        Path broken = Files.writeString(dir.resolve("fleet.json"), "{\"targets\": [{\"name\": \"h1\", \"ok\": tru");
        open(robot, broken);
        assertThat(status(robot))
                .isEqualTo("Could not open fleet.json: fleet.json is not JSON (line 1): it is not a fleet.json"
                        + " that gpu-doctor fleet wrote.");
        assertThat(table(robot).getColumns())
                .extracting(TableColumn::getId)
                .containsExactly("fleet-col-fact", "fleet-col-majority");

        open(robot, dir.resolve("gone/fleet.json"));
        assertThat(status(robot))
                .isEqualTo("Could not open fleet.json: There is no file " + dir.resolve("gone/fleet.json") + ".")
                .doesNotContain("Exception")
                .doesNotContain("\tat ");
    }
}
