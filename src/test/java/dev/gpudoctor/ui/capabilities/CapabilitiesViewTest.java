package dev.gpudoctor.ui.capabilities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The real view driven by recorded probe results (a WSL2-shaped sample, not a measurement). */
@ExtendWith(ApplicationExtension.class)
class CapabilitiesViewTest {

    private final RecordedProber prober = new RecordedProber("/capabilities/wsl2-sample.json");

    @org.junit.jupiter.api.io.TempDir
    static java.nio.file.Path dir;

    private CapabilitiesViewModel vm;

    @Start
    void start(Stage stage) {
        vm = new CapabilitiesViewModel(
                prober,
                new dev.gpudoctor.bundle.BundleReader()::open,
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                cell -> java.util.Optional.empty());
        Scene scene = new Scene((Parent) new CapabilitiesView(vm).content(), 1280, 700);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene); // the app's look, whatever an earlier test left
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void beforeProbingThereIsOneNoDeviceColumn(FxRobot robot) {
        TableView<?> table = robot.lookup("#capabilities-table").queryAs(TableView.class);
        assertThat(table.getColumns())
                .extracting(column -> column.getText())
                .containsExactly("Capability", "This host (no device listed)", "");
    }

    @Test
    void probeAllShowsADeviceColumnAndTheSelectedRowExplainsItself(FxRobot robot) {
        robot.clickOn("#capabilities-probe-all");
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<CapabilityItem> table = robot.lookup("#capabilities-table").queryAs(TableView.class);
        assertThat(table.getColumns().get(1).getText()).isEqualTo("0: NVIDIA GeForce RTX 3060 Laptop GPU (8.6)");
        assertThat(robot.lookup(".cap-unsupported").queryAllAs(javafx.scene.control.TableCell.class))
                .as("the state's word beside its icon")
                .anyMatch(cell -> "unsupported".equals(cell.getText()) && cell.getGraphic() != null);
        assertThat(robot.lookup("#capabilities-table .table-cell").queryAllAs(javafx.scene.control.TableCell.class))
                .as("each cell's reason is its tooltip")
                .anyMatch(cell ->
                        cell.getTooltip() != null && cell.getTooltip().getText().contains("invalid resource handle"));

        robot.interact(() -> table.getSelectionModel().clearAndSelect(Capability.CUDA_IPC.ordinal()));

        assertThat(robot.lookup("#capabilities-detail-cells")
                        .queryAs(Label.class)
                        .getText())
                .startsWith("Device 0: ! failed")
                .contains("invalid resource handle");
        assertThat(robot.lookup("#capabilities-detail-mitigation")
                        .queryAs(Label.class)
                        .getText())
                .contains("instead of CUDA IPC handles");
        assertThat(robot.lookup("#capabilities-detail-evidence")
                        .queryAs(TextArea.class)
                        .getText())
                .contains("error: RuntimeError: CUDA error: invalid resource handle");
        assertThat(robot.lookup("#capabilities-progress").queryAs(Label.class).getText())
                .contains("10 capabilities probed");
    }

    @Test
    void selectingACapabilityBeforeAnyProbeExplainsWhatItMeasuresAndWhy(FxRobot robot) {
        @SuppressWarnings("unchecked")
        TableView<CapabilityItem> table = robot.lookup("#capabilities-table").queryAs(TableView.class);
        Label about = robot.lookup("#capabilities-detail-about").queryAs(Label.class);
        assertThat(about.isVisible()).isFalse();

        robot.interact(() -> table.getSelectionModel().clearAndSelect(Capability.CUEQUIVARIANCE.ordinal()));

        assertThat(about.isVisible()).isTrue();
        assertThat(about.getText())
                .isEqualTo(Capability.CUEQUIVARIANCE.explanation())
                .contains("NVML");
        assertThat(prober.calls).as("help needs no probe").isZero();
    }

    @Test
    void probeAgainProbesOneRow(FxRobot robot) {
        robot.clickOn("#capabilities-probe-again-nvml");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(prober.lastRequest.capabilities()).containsExactly(Capability.NVML);
        assertThat(robot.lookup("#capabilities-progress").queryAs(Label.class).getText())
                .startsWith("1 capabilities probed");
    }

    @Test
    void anotherMachinesBundleAddsItsColumnsBesideThisHostsAndExplainsThem(FxRobot robot) throws Exception {
        java.nio.file.Path zip = dev.gpudoctor.bundle.BundleFixture.write(
                java.nio.file.Files.createTempDirectory(dir, "laptop"),
                "wsl2-healthy",
                dir.resolve("laptop-" + System.nanoTime() + ".zip"));

        robot.interact(() -> vm.addBundle(zip));
        WaitForAsyncUtils.waitForFxEvents();

        @SuppressWarnings("unchecked")
        TableView<CapabilityItem> table = robot.lookup("#capabilities-table").queryAs(TableView.class);
        assertThat(table.getColumns())
                .extracting(column -> column.getText())
                .containsExactly("Capability", "This host (no device listed)", "Ubuntu 22.04.3 LTS (wsl2) · GPU 0", "");
        assertThat(robot.lookup("#capabilities-bundle-notice")
                        .queryAs(Label.class)
                        .getText())
                .startsWith("Added the capabilities of Ubuntu 22.04.3 LTS (wsl2)");
        robot.interact(() -> table.getSelectionModel().clearAndSelect(Capability.CONCURRENT_MANAGED_ACCESS.ordinal()));
        assertThat(robot.lookup("#capabilities-detail-cells")
                        .queryAs(Label.class)
                        .getText())
                .startsWith("This host: · not probed yet")
                .contains("Ubuntu 22.04.3 LTS (wsl2) · GPU 0: ✖ unsupported");

        robot.clickOn("#capabilities-remove-bundles");
        assertThat(table.getColumns()).hasSize(3);
    }

    /** Issue 30 item 9: a fleet's quick-level bundle has no matrix by its level, not by its age. */
    @Test
    void aQuickLevelBundleSaysItsLevelLeftTheMatrixOut(FxRobot robot) throws Exception {
        java.nio.file.Path zip = dev.gpudoctor.bundle.BundleFixture.writeQuick(
                java.nio.file.Files.createTempDirectory(dir, "node"),
                "native-driver",
                dir.resolve("quick-" + System.nanoTime() + ".zip"));

        robot.interact(() -> vm.addBundle(zip));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#capabilities-bundle-notice")
                        .queryAs(Label.class)
                        .getText())
                .contains("has no capability matrix")
                .contains("left out at the quick level")
                .doesNotContain("made before");
    }

    @Test
    void aBundleWithoutAMatrixOrABrokenOneIsExplained(FxRobot robot) throws Exception {
        java.nio.file.Path broken =
                java.nio.file.Files.writeString(dir.resolve("broken-" + System.nanoTime() + ".zip"), "nope");

        robot.interact(() -> vm.addBundle(broken));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#capabilities-bundle-notice")
                        .queryAs(Label.class)
                        .getText())
                .startsWith("Could not add broken-")
                .doesNotContain("Exception");
        assertThat(vm.importedHosts()).isEmpty();
    }
}
