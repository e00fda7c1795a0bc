package dev.gpudoctor.ui.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Fleet view shows fleet.json's exclude list (each machine with why) and its Slurm hostlist, and copies
 * {@code --exclude=<hostlist>}; a fleet with no machine to keep jobs off shows no such pane. The file is read
 * off the FX thread as every fleet.json is (here on the test's current-thread executor).
 */
@ExtendWith(ApplicationExtension.class)
class FleetViewExcludeTest {

    @TempDir
    Path dir;

    private FleetViewModel vm;

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
                bundle -> {},
                Path.of("unused"));
        stage.setScene(new Scene((Parent) new FleetView(vm).content(), 1280, 760));
        stage.show();
    }

    private static String machine(String name, String worst, String failing) {
        return """
                {"name": "%s", "ok": true, "stderr_tail": [], "duration_millis": 2400, "facts": {"os": "Ubuntu 22.04.3 LTS",
                 "kernel": "5.15.0-91-generic", "wsl": "NONE", "driverVersion": "550.54.15", "cudaVersion": "12.4",
                 "gpuNames": ["NVIDIA A100-SXM4-80GB"], "worstStatus": "%s", "failingChecks": [%s]}}""".formatted(name, worst, failing);
    }

    private Path fleetJson(boolean withTrouble) throws Exception {
        String trouble = withTrouble
                ? ", " + machine("gpu03", "fail", "\"driver-loaded\"")
                        + ", {\"name\": \"gpu04\", \"ok\": false, \"failure\": \"unreachable\", \"reason\": \"Connection timed out\","
                        + " \"stderr_tail\": [], \"duration_millis\": 10012}"
                : "";
        String json = "{\"targets\": [" + machine("gpu01", "pass", "") + ", " + machine("gpu02", "pass", "") + trouble
                + "], \"differences\": []}";
        return Files.writeString(
                Files.createDirectories(dir.resolve(withTrouble ? "trouble" : "fine"))
                        .resolve("fleet.json"),
                json);
    }

    private void open(FxRobot robot, Path file) {
        robot.interact(() -> vm.open(file));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theMachinesToKeepJobsOffAreListedWithWhyAndTheirHostlistIsCopiedForExclude(FxRobot robot) throws Exception {
        open(robot, fleetJson(true));

        assertThat(robot.lookup("#fleet-exclude-pane").query().isVisible()).isTrue();
        assertThat(robot.lookup("#fleet-exclude-hostlist")
                        .queryAs(TextField.class)
                        .getText())
                .isEqualTo("gpu[03-04]");
        assertThat(robot.lookup("#fleet-exclude")
                        .queryAs(TextArea.class)
                        .getText()
                        .lines()
                        .toList())
                .containsExactly(
                        "gpu03 \u2014 failed: driver-loaded",
                        "gpu04 \u2014 not reached: unreachable (Connection timed out)");

        robot.interact(() -> Clipboard.getSystemClipboard().clear());
        robot.clickOn("#fleet-exclude-copy");
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<String> copied = new AtomicReference<>();
        robot.interact(() -> copied.set(Clipboard.getSystemClipboard().getString()));
        assertThat(copied.get()).isEqualTo("--exclude=gpu[03-04]");
    }

    @Test
    void aFleetWithNothingToExcludeShowsNoExcludePaneAndAnotherFileReplacesTheList(FxRobot robot) throws Exception {
        open(robot, fleetJson(true));
        open(robot, fleetJson(false));

        assertThat(robot.lookup("#fleet-exclude-pane").query().isVisible()).isFalse();
        assertThat(robot.lookup("#fleet-exclude-hostlist")
                        .queryAs(TextField.class)
                        .getText())
                .isEmpty();
        assertThat(robot.lookup("#fleet-exclude").queryAs(TextArea.class).getText())
                .isEmpty();
    }
}
