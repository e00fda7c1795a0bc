package dev.gpudoctor.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.ColorScheme;
import dev.gpudoctor.testing.Contrast;
import dev.gpudoctor.ui.capabilities.CapabilitiesViewModel;
import dev.gpudoctor.ui.checklist.ChecklistViewModel;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.shell.Stylesheets;
import dev.gpudoctor.ui.theme.ThemeStylesheets;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Start page's verdict in each tone, its findings and its suggested button stay readable (WCAG AA) in light and dark. */
@ExtendWith(ApplicationExtension.class)
class StartContrastTest {

    private static final double AA_NORMAL_TEXT = 4.5;

    private Parent root;

    @Start
    void start(Stage stage) {
        NoTorchMachine machine = new NoTorchMachine();
        CurrentThreadTaskExecutor tasks = new CurrentThreadTaskExecutor();
        ChecklistViewModel checklist = new ChecklistViewModel(machine, tasks, Runnable::run, new DebugToggles());
        CapabilitiesViewModel capabilities = new CapabilitiesViewModel(machine, tasks, Runnable::run);
        StartViewModel vm = new StartViewModel(checklist, capabilities, () -> {}, () -> {});
        // Inside a plain pane as in the window: the theme paints its background on the scene's root.
        root = new javafx.scene.layout.BorderPane(new StartView(vm).content());
        Scene scene = new Scene(root, 1024, 700);
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
    void verdictFindingsAndSuggestedButtonAreReadableInLightAndDark(FxRobot robot) {
        robot.clickOn("#start-run-checklist");
        WaitForAsyncUtils.waitForFxEvents();
        Label verdict = robot.lookup("#start-verdict").queryAs(Label.class);
        assertThat(verdict.getStyleClass()).contains("start-verdict-bad");
        List<Labeled> findings = robot.lookup("#start-findings .label").queryAllAs(Labeled.class).stream()
                .filter(l -> l.getText() != null && !l.getText().isBlank())
                .map(Labeled.class::cast)
                .toList();
        assertThat(findings).as("the two findings' titles and next steps").hasSizeGreaterThanOrEqualTo(4);
        Button suggested = robot.lookup(".start-suggested").queryAs(Button.class);

        for (ColorScheme scheme : ColorScheme.values()) {
            robot.interact(() -> ThemeStylesheets.apply(scheme));
            for (String tone : List.of("start-verdict-good", "start-verdict-warn", "start-verdict-bad")) {
                robot.interact(() -> {
                    verdict.getStyleClass().removeAll("start-verdict-good", "start-verdict-warn", "start-verdict-bad");
                    verdict.getStyleClass().add(tone);
                    root.applyCss();
                });
                assertThat(Contrast.ofText(verdict))
                        .as(scheme + " " + tone + ": " + verdict.getTextFill() + " on " + Contrast.background(verdict))
                        .isGreaterThanOrEqualTo(AA_NORMAL_TEXT);
            }
            for (Labeled label : findings) {
                assertThat(Contrast.ofText(label))
                        .as(scheme + " finding '" + label.getText() + "'")
                        .isGreaterThanOrEqualTo(AA_NORMAL_TEXT);
            }
            assertThat(Contrast.ofText(suggested))
                    .as(scheme + " suggested button")
                    .isGreaterThanOrEqualTo(AA_NORMAL_TEXT);
        }
    }
}
