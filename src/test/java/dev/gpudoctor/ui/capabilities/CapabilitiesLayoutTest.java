package dev.gpudoctor.ui.capabilities;

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

import static org.assertj.core.api.Assertions.assertThat;

/** On a machine without a driver the summary names every reason: on a narrow window it wraps, and the detail pane stays on screen. */
@ExtendWith(ApplicationExtension.class)
class CapabilitiesLayoutTest {

    private Scene scene;

    @Start
    void start(Stage stage) {
        CapabilitiesViewModel vm = new CapabilitiesViewModel(new RecordedProber("/capabilities/no-driver-sample.json"),
                new CurrentThreadTaskExecutor(), Runnable::run);
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
        assertThat(oneLine.getLayoutBounds().getWidth()).as("a summary longer than the window is wide").isGreaterThan(scene.getWidth());

        assertThat(right(progress)).isLessThanOrEqualTo(scene.getWidth());
        Node details = robot.lookup("#capabilities-detail-evidence").query();
        assertThat(right(details)).as("the detail pane's right edge").isLessThanOrEqualTo(scene.getWidth());
        assertThat(details.localToScene(details.getBoundsInLocal()).getMinX()).isLessThan(scene.getWidth() - 150);
    }

    @Test
    void onANarrowWindowNoHeadingOrCapabilityNameIsCutTheTableScrollsSidewaysInstead(FxRobot robot) {
        robot.clickOn("#capabilities-probe-all");
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        javafx.scene.control.TableView<CapabilityItem> table = robot.lookup("#capabilities-table").queryAs(javafx.scene.control.TableView.class);
        for (javafx.scene.control.TableColumn<CapabilityItem, ?> column : table.getColumns()) {
            assertThat(column.getWidth()).as("column '%s'", column.getText()).isGreaterThanOrEqualTo(textWidth(column.getText()));
        }
        String longest = java.util.Arrays.stream(dev.gpudoctor.model.Capability.values()).map(dev.gpudoctor.model.Capability::title)
                .max(java.util.Comparator.comparingInt(String::length)).orElseThrow();
        assertThat(table.getColumns().get(0).getWidth()).as("the capability column holds '%s'", longest)
                .isGreaterThanOrEqualTo(textWidth(longest));
        double columns = table.getColumns().stream().mapToDouble(javafx.scene.control.TableColumn::getWidth).sum();
        assertThat(columns).as("more than the table shows: it must scroll").isGreaterThan(table.getWidth());
        assertThat(table.getColumnResizePolicy()).isEqualTo(javafx.scene.control.TableView.UNCONSTRAINED_RESIZE_POLICY);
    }

    private static double textWidth(String text) {
        javafx.scene.text.Text measure = new javafx.scene.text.Text(text);
        measure.setFont(javafx.scene.text.Font.font(13));
        return measure.getLayoutBounds().getWidth();
    }

    private static double right(Node node) {
        Bounds bounds = node.localToScene(node.getBoundsInLocal());
        return bounds.getMaxX();
    }
}
