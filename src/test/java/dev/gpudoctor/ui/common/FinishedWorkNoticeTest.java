package dev.gpudoctor.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Seen on the installed package: a bundle's one-line status (about 250 characters) made the toast
 * wider than the window, its title and the start of its text off the screen. It stays inside.
 */
@ExtendWith(ApplicationExtension.class)
class FinishedWorkNoticeTest {

    /** The status the Report tab gave on the installed package (path and time as there). */
    private static final String BUNDLE_STATUS =
            "Wrote /root/gpu-doctor-bundle-20261126-100704.zip (23 files, 34 KiB). It includes a checklist "
                    + "run for it (20 checks, finished at 10:19:02). Not included: raw/.gpu-doctor/commands/nvidia-smi-q-x.txt skipped, "
                    + "capabilities skipped — see summary.md.";

    private Label anchor;
    private TabPane tabs;

    @Start
    void start(Stage stage) {
        anchor = new Label("bundle status");
        tabs = new TabPane(new Tab("Report", anchor), new Tab("Other", new Label("elsewhere")));
        Scene scene = new Scene(tabs, 1024, 700);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void hide() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> List.copyOf(Window.getWindows()).stream()
                        .filter(w -> w instanceof javafx.stage.Popup)
                        .forEach(Window::hide))
                .get();
    }

    @Test
    void aLongOutcomeIsWrappedAndTheToastStaysInsideTheWindow(FxRobot robot) {
        robot.interact(() -> tabs.getSelectionModel().select(1));
        robot.interact(() -> FinishedWorkNotice.show(anchor, "Bug-report bundle", BUNDLE_STATUS));
        WaitForAsyncUtils.waitForFxEvents();

        Node bar = robot.lookup(".notification-bar").query();
        Bounds toast = bar.localToScreen(bar.getLayoutBounds());
        Window window = tabs.getScene().getWindow();
        assertThat(toast.getMinX())
                .as("toast %s in a window at x=%s", toast, window.getX())
                .isGreaterThanOrEqualTo(window.getX());
        assertThat(toast.getMaxX()).as("toast %s", toast).isLessThanOrEqualTo(window.getX() + window.getWidth());
        List<String> texts = robot.from(bar).lookup(".label").queryAllAs(Label.class).stream()
                .map(Label::getText)
                .toList();
        assertThat(texts).contains("Bug-report bundle");
        assertThat(texts)
                .anyMatch(text -> text.startsWith("Wrote /root/gpu-doctor-bundle-20261126-100704.zip (23 files,")
                        && text.lines().count() <= FinishedWorkNotice.LINES
                        && text.lines().allMatch(line -> line.length() <= FinishedWorkNotice.LINE + 2));
    }
}
