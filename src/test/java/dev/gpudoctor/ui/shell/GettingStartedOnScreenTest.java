package dev.gpudoctor.ui.shell;

import dev.gpudoctor.app.AppContext;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.assertj.core.api.Assertions.assertThat;

/** F1's Getting started opens whole on the screen, its text wrapped to the dialog (it opened at x = -145). */
@ExtendWith(ApplicationExtension.class)
class GettingStartedOnScreenTest {

    private AppContext context;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        context = new AppContext(new CurrentThreadTaskExecutor(), Platform::runLater, new LogBuffer(100));
        MainWindow window = new MainWindow(context.mainViewModel(), context.logViewModel(), context.createTabViews(), stage::close);
        Scene scene = new Scene(window.root(), 1280, 800);
        Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void close() {
        context.close();
    }

    @ParameterizedTest
    @CsvSource({"1024, 700", "1280, 800"})
    void gettingStartedFitsOnTheScreen(double width, double height, FxRobot robot) {
        robot.interact(() -> {
            stage.setX(0);
            stage.setY(0);
            stage.setWidth(width);
            stage.setHeight(height);
        });
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();

        Label text = robot.lookup("#getting-started-text").queryAs(Label.class);
        Window dialog = text.getScene().getWindow();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        try {
            assertThat(dialog.getX()).as("left edge").isGreaterThanOrEqualTo(screen.getMinX());
            assertThat(dialog.getX() + dialog.getWidth()).as("right edge").isLessThanOrEqualTo(screen.getMaxX());
            assertThat(dialog.getWidth()).as("width").isLessThan(800);
            // The whole text shows: wrapped, not cut to "…".
            assertThat(text.getHeight()).isGreaterThanOrEqualTo(text.prefHeight(text.getWidth()) - 1);
        } finally {
            robot.interact(() -> ((Stage) dialog).close());
        }
    }
}
