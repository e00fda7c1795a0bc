package dev.gpudoctor.ui.fleet;

import dev.gpudoctor.ui.common.TabView;
import java.io.File;
import java.net.URL;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;

/**
 * The Fleet tab: on the left, a fleet run over ssh or as Slurm jobs with a row per machine; on the right, the
 * N-machine comparison ({@link FleetComparisonTable}) of that run or of a fleet.json opened or dropped
 * here, with the selected machine's details and its bundle. Each side is built by its own class
 * ({@link FleetRunPane}, {@link FleetComparePane}); this one lays them side by side and takes a dropped fleet.json.
 */
public final class FleetView implements TabView {

    public static final String ID = "fleet";
    public static final String TITLE = "Fleet";

    private final BorderPane content = new BorderPane();

    public FleetView(FleetViewModel viewModel) {
        content.setId("fleet-content");
        URL css = FleetView.class.getResource("/dev/gpudoctor/ui/fleet.css");
        if (css != null) {
            content.getStylesheets().add(css.toExternalForm());
        }
        FleetChoosers choose = new FleetChoosers(
                () -> content.getScene() == null ? null : content.getScene().getWindow());
        SplitPane split =
                new SplitPane(FleetRunPane.create(viewModel, choose), FleetComparePane.create(viewModel, choose));
        split.setDividerPositions(0.28);
        SplitPane.setResizableWithParent(split.getItems().get(0), false);
        content.setCenter(split);
        content.setOnDragOver(event -> {
            if (fleetFile(event) != null) {
                event.acceptTransferModes(TransferMode.COPY);
            }
            event.consume();
        });
        content.setOnDragDropped(event -> {
            File file = fleetFile(event);
            if (file != null) {
                viewModel.open(file.toPath());
            }
            event.setDropCompleted(file != null);
            event.consume();
        });
    }

    private static File fleetFile(DragEvent event) {
        if (!event.getDragboard().hasFiles()) {
            return null;
        }
        return event.getDragboard().getFiles().stream()
                .filter(f -> f.getName().toLowerCase(Locale.ROOT).endsWith(".json"))
                .findFirst()
                .orElse(null);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public Node content() {
        return content;
    }
}
