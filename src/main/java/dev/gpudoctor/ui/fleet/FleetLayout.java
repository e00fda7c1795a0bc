package dev.gpudoctor.ui.fleet;

import javafx.beans.binding.BooleanBinding;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** Small layout pieces the Fleet tab's panes share. */
final class FleetLayout {

    private FleetLayout() {}

    /** A text field (or any node) that takes the width, with its "…" chooser beside it. */
    static HBox fieldRow(String id, Node field, Button browse) {
        HBox.setHgrow(field, Priority.ALWAYS);
        browse.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(6, field, browse);
        row.setId(id);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    /** A label that keeps its whole text however narrow the pane. */
    static Label label(String text) {
        Label label = new Label(text);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    /** Shows (and lays out) {@code nodes} only while {@code when} holds. */
    static void showOnlyWhen(BooleanBinding when, Node... nodes) {
        for (Node node : nodes) {
            node.visibleProperty().bind(when);
            node.managedProperty().bind(when);
        }
    }

    static Region spacer() {
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return spacer;
    }
}
