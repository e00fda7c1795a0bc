package dev.gpudoctor.ui.common;

import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** The plain "not built yet" page shared by tabs whose feature is still to come. */
public final class PlannedFeaturePane extends VBox {

    public PlannedFeaturePane(String idPrefix, PlannedFeature feature) {
        super(10);
        setPadding(new Insets(20, 24, 20, 24));
        getStyleClass().add("planned-feature");
        setId(idPrefix + "-planned");

        Label heading = new Label(feature.heading());
        heading.getStyleClass().add("feature-heading");

        Label purpose = wrapping(feature.purpose());
        purpose.getStyleClass().add("feature-purpose");

        VBox items = new VBox(4);
        for (String item : feature.willDo()) {
            items.getChildren().add(wrapping("•  " + item));
        }

        Label status = wrapping(feature.statusLine());
        status.getStyleClass().add("feature-status");
        status.setId(idPrefix + "-status");

        getChildren().addAll(heading, purpose, items, status);
    }

    private static Label wrapping(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setMaxWidth(900);
        return label;
    }
}
