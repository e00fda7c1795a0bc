package dev.gpudoctor.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.ColorScheme;
import dev.gpudoctor.settings.SettingsFile;
import dev.gpudoctor.testing.Contrast;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.shell.Stylesheets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class ThemeSwitchTest {

    private Path settingsFile;
    private Menu themeMenu;
    private BorderPane root;
    private Label text;

    @Start
    void start(Stage stage) throws Exception {
        settingsFile = Files.createTempDirectory("gpu-doctor-theme").resolve("settings.properties");
        // The desktop says light: the test then sees the switch to dark come from the menu alone.
        ThemeViewModel vm = new ThemeViewModel(
                new SettingsFile(settingsFile), () -> Optional.of(ColorScheme.LIGHT), new CurrentThreadTaskExecutor());
        ThemeStylesheets.follow(vm.schemeProperty());
        themeMenu = ThemeMenu.of(vm);
        text = new Label("GPU Doctor");
        root = new BorderPane(text, new MenuBar(new Menu("View", null, themeMenu)), null, null, null);
        Scene scene = new Scene(root, 400, 300);
        Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    /** The user-agent stylesheet is global to the toolkit, which later tests in this JVM share: back to the app's default. */
    @AfterEach
    void backToLight() throws Exception {
        org.testfx.api.FxToolkit.setupFixture(() -> ThemeStylesheets.apply(ColorScheme.LIGHT));
    }

    @Test
    void viewThemeDarkAppliesPrimerDarkAndIsRememberedLightBringsItBack(FxRobot robot) {
        assertThat(Application.getUserAgentStylesheet()).endsWith("primer-light.bss");
        assertThat(Contrast.luminance(Contrast.background(text)))
                .as("light window")
                .isGreaterThan(0.8);
        assertThat(selected()).isEqualTo("System");

        robot.interact(() -> item("Dark").fire());
        robot.interact(() -> root.applyCss());

        assertThat(Application.getUserAgentStylesheet()).endsWith("primer-dark.bss");
        assertThat(Contrast.luminance(Contrast.background(text)))
                .as("dark window")
                .isLessThan(0.05);
        assertThat(Contrast.ofText(text))
                .as("the theme's own text on its background")
                .isGreaterThan(7);
        assertThat(selected()).isEqualTo("Dark");
        ThemeViewModel restarted = new ThemeViewModel(
                new SettingsFile(settingsFile), () -> Optional.of(ColorScheme.LIGHT), new CurrentThreadTaskExecutor());
        assertThat(restarted.choiceProperty().get())
                .as("remembered in " + settingsFile)
                .isEqualTo(ThemeChoice.DARK);
        assertThat(restarted.schemeProperty().get()).isEqualTo(ColorScheme.DARK);

        robot.interact(() -> item("Light").fire());
        robot.interact(() -> root.applyCss());
        assertThat(Application.getUserAgentStylesheet()).endsWith("primer-light.bss");
        assertThat(Contrast.luminance(Contrast.background(text))).isGreaterThan(0.8);
    }

    private RadioMenuItem item(String label) {
        return themeMenu.getItems().stream()
                .map(RadioMenuItem.class::cast)
                .filter(i -> i.getText().equals(label))
                .findFirst()
                .orElseThrow();
    }

    private String selected() {
        return themeMenu.getItems().stream()
                .map(RadioMenuItem.class::cast)
                .filter(RadioMenuItem::isSelected)
                .map(RadioMenuItem::getText)
                .findFirst()
                .orElse("none");
    }
}
