package dev.gpudoctor.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.app.AppContext;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.testing.OwnWindow;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * F1's Getting started opens whole on the screen, its text wrapped to the dialog (it opened at x = -145).
 * The main window is a window of its own at each size: resizing TestFX's shared stage would leave
 * later tests' scenes at this test's width.
 */
@ExtendWith(ApplicationExtension.class)
class GettingStartedOnScreenTest {

    private AppContext context;

    @Start
    void start(Stage stage) {
        context = new AppContext(new CurrentThreadTaskExecutor(), Platform::runLater, new LogBuffer(100));
    }

    @AfterEach
    void close() {
        context.close();
    }

    @ParameterizedTest
    @CsvSource({"1024, 700", "1280, 800"})
    void gettingStartedFitsOnTheScreen(double width, double height, FxRobot robot) throws Exception {
        Parent root = WaitForAsyncUtils.asyncFx(() -> new MainWindow(
                                context.mainViewModel(), context.logViewModel(), context.createTabViews(), () -> {})
                        .root())
                .get();
        Stage own = OwnWindow.show(root, width, height);
        Window dialog = null;
        try {
            robot.interact(() -> {
                own.setX(0);
                own.setY(0);
                own.requestFocus();
            });
            robot.type(KeyCode.F1);
            WaitForAsyncUtils.waitForFxEvents();

            Label text = robot.lookup("#getting-started-text").queryAs(Label.class);
            dialog = text.getScene().getWindow();
            Rectangle2D screen = Screen.getPrimary().getVisualBounds();
            assertThat(dialog.getX()).as("left edge").isGreaterThanOrEqualTo(screen.getMinX());
            assertThat(dialog.getX() + dialog.getWidth()).as("right edge").isLessThanOrEqualTo(screen.getMaxX());
            assertThat(dialog.getWidth()).as("width").isLessThan(800);
            // The whole text shows: wrapped, not cut to "…".
            assertThat(text.getHeight()).isGreaterThanOrEqualTo(text.prefHeight(text.getWidth()) - 1);
        } finally {
            Window opened = dialog;
            robot.interact(() -> {
                if (opened instanceof Stage stage) {
                    stage.close();
                }
                own.close();
            });
        }
    }
}
