package dev.gpudoctor.ui.checklist;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.ColorScheme;
import dev.gpudoctor.testing.Contrast;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.common.Icons;
import dev.gpudoctor.ui.shell.Stylesheets;
import dev.gpudoctor.ui.theme.ThemeStylesheets;
import java.util.List;
import java.util.Set;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** PASS, WARN and FAIL in the theme's state colours stay readable (WCAG AA, 4.5:1) in light and dark, selected or not. */
@ExtendWith(ApplicationExtension.class)
class ChecklistContrastTest {

    private static final double AA_NORMAL_TEXT = 4.5;

    private TableView<?> table;

    @Start
    void start(Stage stage) {
        ChecklistViewModel vm = new ChecklistViewModel(
                new FakeChecklistRunner(), new CurrentThreadTaskExecutor(), Runnable::run, new DebugToggles());
        Scene scene = new Scene((Parent) new ChecklistView(vm).content(), 1280, 700);
        Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
        vm.runAll();
    }

    /** The user-agent stylesheet is global to the toolkit, which later tests in this JVM share: back to the app's default. */
    @AfterEach
    void backToLight() throws Exception {
        org.testfx.api.FxToolkit.setupFixture(() -> ThemeStylesheets.apply(ColorScheme.LIGHT));
    }

    @Test
    void statusCellsAreReadableInLightAndDarkAndOnASelectedRow(FxRobot robot) {
        table = robot.lookup("#checklist-table").queryAs(TableView.class);
        for (ColorScheme scheme : ColorScheme.values()) {
            robot.interact(() -> ThemeStylesheets.apply(scheme));
            robot.interact(() -> table.getSelectionModel().clearSelection());
            assertReadable(robot, scheme + ", not selected");
            for (int row = 0; row < FakeChecklistRunner.RECORDED.size(); row++) {
                int index = row;
                robot.interact(() -> {
                    table.requestFocus();
                    table.getSelectionModel().clearAndSelect(index);
                });
                assertReadable(robot, scheme + ", row " + row + " selected");
            }
        }
    }

    private void assertReadable(FxRobot robot, String when) {
        robot.interact(() -> {
            table.applyCss();
            table.layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<TableCell<?, ?>> cells = robot.lookup("#checklist-table .table-cell").queryAllAs(TableCell.class).stream()
                .filter(cell -> cell.getText() != null && !cell.getText().isBlank())
                .<TableCell<?, ?>>map(cell -> cell)
                .toList();
        List<TableCell<?, ?>> states = cells.stream()
                .filter(cell ->
                        cell.getStyleClass().stream().anyMatch(Set.of(Icons.PASS, Icons.WARN, Icons.FAIL)::contains))
                .toList();
        assertThat(states)
                .as(when + ": one coloured status cell per result")
                .hasSize(FakeChecklistRunner.RECORDED.size());
        assertThat(states).extracting(TableCell::getText).containsExactlyInAnyOrder("PASS", "FAIL", "WARN");
        for (TableCell<?, ?> cell : cells) {
            assertThat(Contrast.ofText(cell))
                    .as(when + ": '" + cell.getText() + "' " + cell.getTextFill() + " on " + Contrast.background(cell))
                    .isGreaterThanOrEqualTo(AA_NORMAL_TEXT);
        }
    }
}
