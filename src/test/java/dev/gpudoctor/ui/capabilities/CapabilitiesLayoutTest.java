package dev.gpudoctor.ui.capabilities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import dev.gpudoctor.ui.shell.Stylesheets;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** On a machine without a driver the summary names every reason: on a narrow window it wraps, and the detail pane stays on screen. */
@ExtendWith(ApplicationExtension.class)
class CapabilitiesLayoutTest {

    private Scene scene;

    @Start
    void start(Stage stage) {
        CapabilitiesViewModel vm = new CapabilitiesViewModel(
                new RecordedProber("/capabilities/no-driver-sample.json"),
                new CurrentThreadTaskExecutor(),
                Runnable::run);
        scene = new Scene((Parent) new CapabilitiesView(vm).content(), 760, 600);
        Stylesheets.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aLongSummaryWrapsInsteadOfPushingTheDetailPaneOffTheWindow(FxRobot robot) {
        robot.clickOn("#capabilities-probe-all");
        WaitForAsyncUtils.waitForFxEvents();
        Label progress = robot.lookup("#capabilities-progress").queryAs(Label.class);
        javafx.scene.text.Text oneLine = new javafx.scene.text.Text(progress.getText());
        oneLine.setFont(progress.getFont());
        assertThat(oneLine.getLayoutBounds().getWidth())
                .as("a summary longer than the window is wide")
                .isGreaterThan(scene.getWidth());

        assertThat(right(progress)).isLessThanOrEqualTo(scene.getWidth());
        Node details = robot.lookup("#capabilities-detail-evidence").query();
        assertThat(right(details)).as("the detail pane's right edge").isLessThanOrEqualTo(scene.getWidth());
        assertThat(details.localToScene(details.getBoundsInLocal()).getMinX()).isLessThan(scene.getWidth() - 150);
    }

    /**
     * From narrow (the table scrolls) through the width where the columns just fit to wide (they fill
     * the table). In a window of its own, within the headless screen's 1280 px, so that the shared
     * test stage keeps its size (Monocle fails every later frame of a window wider than its screen).
     */
    @Test
    void atAnyWidthNoHeadingCapabilityNameOrButtonIsCut(FxRobot robot) throws Exception {
        CapabilitiesViewModel vm = new CapabilitiesViewModel(
                new RecordedProber("/capabilities/no-driver-sample.json"),
                new CurrentThreadTaskExecutor(),
                Runnable::run);
        Stage own = dev.gpudoctor.testing.OwnWindow.show((Parent) new CapabilitiesView(vm).content(), 700, 600);
        try {
            robot.interact(
                    () -> ((javafx.scene.control.Button) own.getScene().lookup("#capabilities-probe-all")).fire());
            WaitForAsyncUtils.waitForFxEvents();
            @SuppressWarnings("unchecked")
            javafx.scene.control.TableView<CapabilityItem> table = (javafx.scene.control.TableView<CapabilityItem>)
                    own.getScene().lookup("#capabilities-table");
            boolean scrolled = false;
            boolean filled = false;
            for (double width = 700; width <= 1250; width += 50) {
                double w = width;
                robot.interact(() -> own.setWidth(w));
                WaitForAsyncUtils.waitForFxEvents();
                assertNothingCut(table, w);
                double columns = table.getColumns().stream()
                        .mapToDouble(javafx.scene.control.TableColumn::getWidth)
                        .sum();
                scrolled |= columns > table.getWidth();
                filled |= table.getColumnResizePolicy() != javafx.scene.control.TableView.UNCONSTRAINED_RESIZE_POLICY;
            }
            // Then the detail pane moved aside step by step, until the columns fill the table.
            javafx.scene.control.SplitPane split =
                    (javafx.scene.control.SplitPane) own.getScene().lookup(".split-pane");
            for (double divider = 0.50;
                    divider <= 0.90;
                    divider += 0.01) { // 12 px a step: past the width where they just fit
                double at = divider;
                robot.interact(() -> split.setDividerPositions(at));
                WaitForAsyncUtils.waitForFxEvents();
                assertNothingCut(table, own.getWidth());
                filled |= table.getColumnResizePolicy() != javafx.scene.control.TableView.UNCONSTRAINED_RESIZE_POLICY;
            }
            assertThat(scrolled)
                    .as("some width was too narrow for the columns: the table scrolled")
                    .isTrue();
            assertThat(filled)
                    .as("some width was wide enough for the columns to fill the table")
                    .isTrue();
        } finally {
            robot.interact(own::close);
        }
    }

    private static void assertNothingCut(javafx.scene.control.TableView<CapabilityItem> table, double width) {
        // What is drawn: a label cut by its width shows "…" in place of the end of its text.
        for (Node header : table.lookupAll(".column-header .label")) {
            Label label = (Label) header;
            assertThat(dev.gpudoctor.testing.Truncation.shown(label))
                    .as("heading '%s' at %s px", label.getText(), width)
                    .isEqualTo(label.getText());
        }
        for (Node cell : table.lookupAll(".table-row-cell .table-cell")) {
            javafx.scene.control.TableCell<?, ?> tableCell = (javafx.scene.control.TableCell<?, ?>) cell;
            if (tableCell.getTableColumn() == table.getColumns().get(0) && tableCell.getText() != null) {
                assertThat(dev.gpudoctor.testing.Truncation.shown(tableCell))
                        .as("capability name at %s px", width)
                        .isEqualTo(tableCell.getText());
            }
        }
        for (Node button : table.lookupAll(".table-row-cell .button")) {
            javafx.scene.control.Button again = (javafx.scene.control.Button) button;
            assertThat(dev.gpudoctor.testing.Truncation.shown(again))
                    .as("the row's button at %s px", width)
                    .isEqualTo(again.getText());
            javafx.scene.Parent cell = again.getParent();
            assertThat(again.getBoundsInParent().getMaxX())
                    .as("the row's button inside its column at %s px", width)
                    .isLessThanOrEqualTo(((javafx.scene.layout.Region) cell).getWidth() + 0.5);
        }
    }

    private static double right(Node node) {
        Bounds bounds = node.localToScene(node.getBoundsInLocal());
        return bounds.getMaxX();
    }
}
