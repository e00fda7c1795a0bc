package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import java.util.List;
import java.util.Set;
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
 * A run that ends while the user is on another tab says so in ControlsFX's toast, with the run's
 * first summary line; a run watched on its own tab does not.
 */
@ExtendWith(ApplicationExtension.class)
class RunFinishedNoticeTest {

    private RunsViewModel vm;
    private TabPane tabs;

    @Start
    void start(Stage stage) throws Exception {
        vm = new RunsViewModel(
                FakeMaceRunner.succeeding(), new CurrentThreadTaskExecutor(), Runnable::run, new DebugToggles());
        tabs = new TabPane(new Tab("Runs", new RunsView(vm).content()), new Tab("Other", new Label("elsewhere")));
        Scene scene = new Scene(tabs, 1280, 760);
        dev.gpudoctor.ui.shell.Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
        stage.requestFocus();
    }

    @AfterEach
    void hideNotices() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> List.copyOf(Window.getWindows()).stream()
                        .filter(w -> w instanceof javafx.stage.Popup)
                        .forEach(Window::hide))
                .get();
    }

    private Set<Node> notices(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(".notification-bar").queryAll();
    }

    @Test
    void aRunThatEndsWhileAnotherTabIsShownSaysSoInAToast(FxRobot robot) {
        robot.interact(() -> tabs.getSelectionModel().select(1));
        robot.interact(vm::run);

        Set<Node> notices = notices(robot);
        assertThat(notices).hasSize(1);
        List<String> texts = robot.from(notices.iterator().next()).lookup(".label").queryAllAs(Label.class).stream()
                .map(Label::getText)
                .toList();
        assertThat(texts).contains("MACE run");
        assertThat(texts).anyMatch(text -> text.startsWith("Energy -14.123456 eV"));
        // Drawn on the theme's own colours: ControlsFX's stylesheet names Modena's, which the Primer theme lacks.
        javafx.scene.layout.Region pane =
                robot.from(notices.iterator().next()).lookup(".pane").queryAs(javafx.scene.layout.Region.class);
        assertThat(pane.getBackground()).as("the toast's background").isNotNull();
        assertThat(pane.getBackground().getFills())
                .extracting(fill -> ((javafx.scene.paint.Color) fill.getFill()).getOpacity())
                .as("opaque fills")
                .isNotEmpty()
                .allSatisfy(opacity -> assertThat(opacity).isEqualTo(1.0));
    }

    @Test
    void aRunWatchedOnItsOwnTabNeedsNoToast(FxRobot robot) {
        assertThat(tabs.getScene().getWindow().isFocused())
                .as("the window has the focus")
                .isTrue();
        robot.interact(vm::run);

        assertThat(robot.lookup("#runs-summary").queryAs(Label.class).getText()).startsWith("Energy -14.123456 eV");
        assertThat(notices(robot)).isEmpty();
    }
}
