package dev.gpudoctor.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.testing.OwnWindow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 30 item 13: closing the window during a run asks first, and a confirmed close cancels the run. */
@ExtendWith(ApplicationExtension.class)
class CloseConfirmationTest {

    private final BooleanProperty running = new SimpleBooleanProperty(true);
    private final AtomicInteger cancels = new AtomicInteger();
    private Stage window;

    private void open() throws Exception {
        window = OwnWindow.show(new StackPane(new Label("runs")), 1024, 700);
        UnfinishedWork work = new UnfinishedWork()
                .add("a MACE run or set-up (Runs)", running, () -> {
                    cancels.incrementAndGet();
                    running.set(false);
                })
                .add("a sweep (Compare)", new SimpleBooleanProperty(false), () -> {});
        WaitForAsyncUtils.asyncFx(() -> CloseConfirmation.install(window, work)).get();
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> {
                    if (window != null) {
                        window.hide();
                    }
                })
                .get();
    }

    private void requestClose() {
        // runLater, not interact: the question waits in a nested event loop until it is answered
        Platform.runLater(() -> window.fireEvent(new WindowEvent(window, WindowEvent.WINDOW_CLOSE_REQUEST)));
    }

    private DialogPane question(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(
                10,
                TimeUnit.SECONDS,
                () -> robot.lookup("#close-confirmation").tryQuery().isPresent());
        return robot.lookup("#close-confirmation").queryAs(DialogPane.class);
    }

    @Test
    void keepRunningKeepsTheWindowAndTheRun(FxRobot robot) throws Exception {
        open();
        requestClose();
        DialogPane question = question(robot);
        assertThat(question.getContentText())
                .isEqualTo(
                        "A MACE run or set-up (Runs) is under way. Closing GPU Doctor cancels it and loses the result.");
        Button keep = (Button) question.lookupButton(CloseConfirmation.KEEP);
        assertThat(keep.isDefaultButton()).as("Enter keeps the run").isTrue();
        robot.clickOn(keep);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.isShowing()).isTrue();
        assertThat(cancels.get()).isZero();
        assertThat(running.get()).isTrue();
    }

    @Test
    void aConfirmedCloseCancelsTheRunThenCloses(FxRobot robot) throws Exception {
        open();
        requestClose();
        robot.clickOn((Button) question(robot).lookupButton(CloseConfirmation.CLOSE));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cancels.get()).isEqualTo(1);
        assertThat(window.isShowing()).isFalse();
    }

    @Test
    void nothingUnderWayClosesWithoutAsking(FxRobot robot) throws Exception {
        running.set(false);
        open();
        requestClose();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(window.isShowing()).isFalse();
        assertThat(robot.lookup("#close-confirmation").tryQuery()).isEmpty();
        assertThat(cancels.get()).isZero();
    }
}
