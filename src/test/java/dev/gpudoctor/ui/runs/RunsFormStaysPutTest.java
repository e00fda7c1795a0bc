package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.testing.OwnWindow;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 30 item 3: the device hint arrives seconds after an interpreter is chosen; it must not move
 * Run or the toggles under the pointer (it pushed Run down and a click on Run ticked "NVML shim").
 */
@ExtendWith(ApplicationExtension.class)
class RunsFormStaysPutTest {

    private static final List<String> CONTROLS = List.of(
            "#runs-python",
            "#runs-device",
            "#runs-cueq",
            "#runs-launch-blocking",
            "#runs-dsa",
            "#runs-nvml-shim",
            "#runs-run",
            "#runs-cancel");

    private Stage window;

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            WaitForAsyncUtils.asyncFx(window::close).get();
        }
    }

    private Map<String, Bounds> places(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        Map<String, Bounds> places = new LinkedHashMap<>();
        for (String id : CONTROLS) {
            Node node = robot.from(window.getScene().getRoot()).lookup(id).query();
            places.put(id, node.localToScene(node.getBoundsInLocal()));
        }
        return places;
    }

    @Test
    void theHintAppearsAndGoesWithoutMovingTheForm(FxRobot robot) throws Exception {
        for (double[] size : new double[][] {{1024, 700}, {1280, 800}}) {
            FakeMaceRunner runner = FakeMaceRunner.succeeding();
            RunsViewModel vm =
                    new RunsViewModel(runner, new CurrentThreadTaskExecutor(), Runnable::run, new DebugToggles());
            window = OwnWindow.show((Parent) new RunsView(vm).content(), size[0], size[1]);
            Map<String, Bounds> before = places(robot);
            Label note = robot.from(window.getScene().getRoot())
                    .lookup("#runs-device-note")
                    .queryAs(Label.class);
            assertThat(note.isVisible()).isFalse();

            // python3 has no torch: "No usable torch in this interpreter (...)" appears
            WaitForAsyncUtils.asyncFx(vm.interpreter()::loadInterpreters).get();
            Map<String, Bounds> withHint = places(robot);
            assertThat(note.isVisible()).isTrue();
            assertThat(note.getText()).startsWith("No usable torch");
            assertThat(withHint).as("at %sx%s with the hint", size[0], size[1]).isEqualTo(before);

            // a Python with torch: the hint goes
            WaitForAsyncUtils.asyncFx(() -> vm.interpreter().pythonProperty().set("/home/u/.venvs/mace/bin/python"))
                    .get();
            Map<String, Bounds> without = places(robot);
            assertThat(note.isVisible()).isFalse();
            assertThat(without).as("at %sx%s after the hint", size[0], size[1]).isEqualTo(before);
            close();
            window = null;
        }
    }
}
