package dev.gpudoctor.ui.fleet;

import static dev.gpudoctor.ui.fleet.FleetLayout.label;
import static dev.gpudoctor.ui.fleet.FleetLayout.spacer;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The right of the Fleet tab: the N-machine comparison ({@link FleetComparisonTable}) of the run or of a
 * fleet.json opened here, the machines to keep jobs off, and the selected machine's details.
 */
final class FleetComparePane {

    private FleetComparePane() {}

    static Node create(FleetViewModel vm, FleetChoosers choose) {
        TableView<FactRow> table = new FleetComparisonTable(vm).node();
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox box = new VBox(8, actions(vm, choose), status(vm), table, excludePane(vm), detail(vm));
        box.setPadding(new Insets(12));
        return box;
    }

    /** The heading, with opening a fleet.json and the selected machine's bundle. */
    private static HBox actions(FleetViewModel vm, FleetChoosers choose) {
        Label heading = new Label("Machines side by side");
        heading.getStyleClass().add("feature-heading");
        Button open = new Button("Open fleet.json…");
        open.setId("fleet-open");
        open.setOnAction(e -> choose.file(
                "Open a fleet.json that gpu-doctor fleet wrote",
                new FileChooser.ExtensionFilter("fleet.json", "*.json"),
                vm::open));
        Button bundle = new Button("Open its bundle");
        bundle.setId("fleet-open-bundle");
        bundle.setTooltip(new Tooltip("Opens the selected machine's bundle in Capabilities, Compare and Diagnose"));
        bundle.disableProperty().bind(vm.selectedProperty().isNull());
        bundle.setOnAction(e -> vm.openBundle());
        HBox actions = new HBox(8, heading, spacer(), open, bundle);
        actions.setAlignment(Pos.CENTER_LEFT);
        return actions;
    }

    private static Label status(FleetViewModel vm) {
        Label status = new Label();
        status.setId("fleet-table-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(vm.tableStatusProperty());
        return status;
    }

    private static TextArea detail(FleetViewModel vm) {
        TextArea detail = new TextArea();
        detail.setId("fleet-detail");
        detail.setEditable(false);
        detail.setWrapText(true);
        detail.setPrefRowCount(4);
        detail.setMinHeight(70);
        detail.textProperty().bind(vm.detailProperty());
        return detail;
    }

    /**
     * The machines fleet.json says to keep jobs off, with why, and their Slurm hostlist with a button that
     * copies it for {@code sbatch --exclude=}; shown only when there is one.
     */
    private static Node excludePane(FleetViewModel vm) {
        TextField hostlist = new TextField();
        hostlist.setId("fleet-exclude-hostlist");
        hostlist.setEditable(false);
        hostlist.textProperty().bind(vm.excludeHostlistProperty());
        hostlist.setTooltip(new Tooltip("A Slurm hostlist of these machines: sbatch --exclude=<this>"));
        HBox.setHgrow(hostlist, Priority.ALWAYS);
        Button copy = new Button("Copy --exclude");
        copy.setId("fleet-exclude-copy");
        copy.setMinWidth(Region.USE_PREF_SIZE);
        copy.setTooltip(new Tooltip("Copies --exclude=<hostlist>, ready for sbatch or srun"));
        copy.setOnAction(e -> {
            ClipboardContent clip = new ClipboardContent();
            clip.putString("--exclude=" + vm.excludeHostlistProperty().get());
            Clipboard.getSystemClipboard().setContent(clip);
        });
        HBox row = new HBox(8, label("Keep jobs off"), hostlist, copy);
        row.setAlignment(Pos.CENTER_LEFT);
        TextArea why = new TextArea();
        why.setId("fleet-exclude");
        why.setEditable(false);
        why.setWrapText(true);
        why.setPrefRowCount(2);
        why.setMinHeight(50);
        why.textProperty().bind(vm.excludeProperty());
        VBox pane = new VBox(4, row, why);
        pane.setId("fleet-exclude-pane");
        FleetLayout.showOnlyWhen(vm.excludeHostlistProperty().isNotEmpty(), pane);
        return pane;
    }
}
