package dev.gpudoctor.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.app.AppContext;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.LogLevel;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.time.Instant;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The window as the app opens it: the log pane left out of the first frame and attached after it. */
@ExtendWith(ApplicationExtension.class)
class LogAfterFirstFrameTest {

    private final LogBuffer logBuffer = new LogBuffer(100);
    private AppContext context;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        context = new AppContext(new CurrentThreadTaskExecutor(), Platform::runLater, logBuffer);
        window = new MainWindow(
                context.mainViewModel(), context.logViewModel(), context.createTabViews(), stage::close, false);
        Scene scene = new Scene(window.root(), 1024, 700);
        Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void close() {
        context.close();
    }

    @Test
    void theLogJoinsWhenAttachedWithWhatWasLoggedBeforeAndAboutSixLinesHigh(FxRobot robot) {
        logBuffer.add(new LogEntry(
                Instant.now(),
                LogLevel.INFO,
                "dev.gpudoctor.app.AppContext",
                "t",
                "started before the first frame",
                ""));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#log-pane").tryQuery())
                .as("left out of the first frame")
                .isEmpty();

        robot.interact(window::attachLog);

        @SuppressWarnings("unchecked")
        ListView<LogEntry> list = robot.lookup("#log-list").queryAs(ListView.class);
        assertThat(list.getItems()).extracting(LogEntry::message).contains("started before the first frame");
        SplitPane split =
                (SplitPane) robot.lookup("#log-pane").query().getParent().getParent();
        double logHeight = split.getHeight() * (1 - split.getDividerPositions()[0]);
        assertThat(logHeight).as("the log's height at 1024x700").isBetween(100.0, 180.0);
    }

    @Test
    void askingForTheLogBeforeItIsAttachedShowsItThen(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL); // hide: it was wanted shown
        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL); // and show again
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup("#log-pane").tryQuery()).isPresent();
        robot.interact(window::attachLog);
        assertThat(robot.lookup("#log-pane").queryAll()).hasSize(1);
    }

    @Test
    void aLogTheUserHidBeforeTheFirstFrameStaysHidden(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(window::attachLog);

        assertThat(robot.lookup("#log-pane").tryQuery()).isEmpty();
    }
}
