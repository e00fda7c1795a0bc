package dev.gpudoctor.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class UncaughtErrorHandlerTest {

    private Thread.UncaughtExceptionHandler previous;
    private Thread.UncaughtExceptionHandler previousFx;

    @Start
    void start(Stage stage) {
        previous = Thread.getDefaultUncaughtExceptionHandler();
        previousFx = Thread.currentThread().getUncaughtExceptionHandler();
        Scene scene = new Scene(new StackPane(), 400, 300);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene); // the app's look, whatever an earlier test left
        stage.setScene(scene);
        stage.show();
        UncaughtErrorHandler.install(() -> stage);
    }

    @AfterEach
    void restore(FxRobot robot) {
        robot.interact(() -> {
            Thread.currentThread().setUncaughtExceptionHandler(previousFx);
            robot.listWindows().stream()
                    .filter(w -> w.getScene().getRoot() instanceof DialogPane)
                    .forEach(w -> ((Stage) w).close());
        });
        Thread.setDefaultUncaughtExceptionHandler(previous);
    }

    private long openDialogs(FxRobot robot) {
        return robot.listWindows().stream()
                .filter(w -> w.getScene().getRoot() instanceof DialogPane)
                .count();
    }

    @Test
    void anErrorOnTheFxThreadShowsAShortMessageWithCopyableDetails(FxRobot robot) throws Exception {
        Platform.runLater(() -> {
            throw new IllegalStateException("probe child vanished");
        });
        WaitForAsyncUtils.waitForFxEvents();

        DialogPane pane = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertThat(pane.getContentText()).isEqualTo("Illegal state exception: probe child vanished");
        TextArea details = (TextArea) pane.getExpandableContent().lookup("#error-details");
        assertThat(details.getText()).contains("java.lang.IllegalStateException: probe child vanished", "\tat ");
        assertThat(pane.isExpanded())
                .as("the stack trace stays behind Show Details")
                .isFalse();
        assertThat(pane.getExpandableContent().lookup("#error-copy")).isNotNull();
    }

    @Test
    void errorsFromWorkerThreadsAreShownTooButNeverAsASecondDialog(FxRobot robot) throws Exception {
        Thread.UncaughtExceptionHandler handler = Thread.getDefaultUncaughtExceptionHandler();
        handler.uncaughtException(Thread.currentThread(), new RuntimeException("first"));
        handler.uncaughtException(Thread.currentThread(), new RuntimeException("second"));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> openDialogs(robot) > 0);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(openDialogs(robot)).isEqualTo(1);
        DialogPane pane = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertThat(pane.getContentText()).isEqualTo("Runtime exception: first");
        assertThat(pane.getHeaderText()).contains("2 errors");
    }
}
