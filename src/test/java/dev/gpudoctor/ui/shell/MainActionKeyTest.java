package dev.gpudoctor.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.testing.Contrast;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * After Ctrl+N (or a click on a tab) Enter presses that tab's main button, not whatever had the focus
 * (the log's Clear) nor the main button of the tab built last.
 */
@ExtendWith(ApplicationExtension.class)
class MainActionKeyTest {

    private final List<String> pressed = new ArrayList<>();
    private TabPane tabs;

    @Start
    void start(Stage stage) {
        tabs = new TabPane(tab("first"), tab("second"));
        Button clear = new Button("Clear");
        clear.setId("clear");
        clear.setOnAction(e -> pressed.add("clear"));
        BorderPane root = new BorderPane(tabs);
        root.setBottom(clear);
        MainActionKey.install(root, tabs);
        Scene scene = new Scene(root, 1024, 700);
        Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    private Tab tab(String name) {
        Button main = new Button("Run " + name);
        main.setId(name + "-main");
        main.setDefaultButton(true);
        main.setOnAction(e -> pressed.add(name));
        Tab tab = new Tab(name, new VBox(8, new Button("Other " + name), main));
        tab.setId(name + "-tab");
        return tab;
    }

    @Test
    void enterPressesTheSelectedTabsMainButtonWhereverTheFocusWas(FxRobot robot) {
        // Both tabs' contents have been shown (their default buttons both asked for Enter); the first is selected.
        robot.interact(() -> tabs.getSelectionModel().select(1));
        robot.interact(() -> tabs.getSelectionModel().select(0));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#clear");
        pressed.clear();

        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(pressed).containsExactly("first");
    }

    @Test
    void choosingATabPutsTheFocusOnItsMainButtonWithAVisibleRing(FxRobot robot) {
        robot.interact(() -> tabs.getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();

        Button main = robot.lookup("#second-main").queryAs(Button.class);
        assertThat(main.isFocused()).isTrue();
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(pressed).containsExactly("second");

        // The ring around the focused main button stands out from what is behind it (WCAG's 3:1 for
        // user-interface parts); Primer's own accent ring on the accent fill did not.
        assertThat(main.getBorder()).as("a focus ring").isNotNull();
        Color ring = (Color) main.getBorder().getStrokes().get(0).getTopStroke();
        assertThat(Contrast.ratio(ring, Contrast.background(main.getParent()))).isGreaterThanOrEqualTo(3.0);
    }
}
