package dev.gpudoctor.ui.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.app.AppContext;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.parts.Parts;
import dev.gpudoctor.testing.OwnWindow;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.TabView;
import dev.gpudoctor.ui.runs.RunsViewModel;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.control.ComboBox;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 30 item 3: the Report tab's interpreter is its own setting, wired as the app wires it. A path
 * typed there used to become the Runs tab's Python too, and a bundle switched Runs to a Python without torch.
 */
@ExtendWith(ApplicationExtension.class)
class ReportInterpreterTest {

    @TempDir
    Path home;

    private AppContext context;
    private Stage window;

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            WaitForAsyncUtils.asyncFx(window::close).get();
        }
        if (context != null) {
            context.close();
        }
    }

    @Test
    void aTypedInterpreterIsTheBundlesOnlyAndStaysInTheList(FxRobot robot) throws Exception {
        for (double[] size : new double[][] {{1024, 700}, {1280, 800}}) {
            // Enter presses the tab's main action, so the bundle is made: in a home of the test's own, never the real
            // one.
            Parts parts = Parts.builder()
                    .userHome(home)
                    .environment(withoutXdgFolders())
                    .build();
            context = WaitForAsyncUtils.asyncFx(() -> new AppContext(
                            new CurrentThreadTaskExecutor(), Platform::runLater, new LogBuffer(100), parts))
                    .get();
            RunsViewModel runs = context.runsViewModel();
            String runsPython = runs.interpreter().pythonProperty().get();
            TabView report = WaitForAsyncUtils.asyncFx(() -> context.createTabViews().stream()
                            .filter(view -> view.id().equals(ReportView.ID))
                            .findFirst()
                            .orElseThrow())
                    .get();
            window = OwnWindow.show(
                    (Parent) WaitForAsyncUtils.asyncFx(report::content).get(), size[0], size[1]);
            @SuppressWarnings("unchecked")
            ComboBox<String> python = robot.from(window.getScene().getRoot())
                    .lookup("#report-python")
                    .queryAs(ComboBox.class);
            assertThat(python.getPromptText()).isEqualTo("as in Runs: " + runsPython);

            robot.clickOn(python.getEditor()).write("/opt/other/bin/python3").type(KeyCode.ENTER);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(python.getValue()).isEqualTo("/opt/other/bin/python3");
            assertThat(runs.interpreter().pythonProperty().get())
                    .as("the Runs tab's Python")
                    .isEqualTo(runsPython);
            assertThat(runs.interpreter().interpreters()).contains("/opt/other/bin/python3");
            assertThat(python.getItems()).contains("/opt/other/bin/python3");

            // and the other way: the Runs tab's choice never overwrites a Python typed for the bundle
            WaitForAsyncUtils.asyncFx(() -> runs.interpreter().pythonProperty().set("/usr/bin/python3"))
                    .get();
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(python.getValue()).isEqualTo("/opt/other/bin/python3");
            close();
            window = null;
            context = null;
        }
    }

    private static Map<String, String> withoutXdgFolders() {
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.keySet().removeIf(name -> name.startsWith("XDG_"));
        return environment;
    }
}
