package dev.gpudoctor.ui.capabilities;

import dev.gpudoctor.ui.common.PlannedFeaturePane;
import dev.gpudoctor.ui.common.TabView;
import javafx.scene.Node;

/** The Capabilities tab. */
public final class CapabilitiesView implements TabView {

    private final Node content;

    public CapabilitiesView(CapabilitiesViewModel viewModel) {
        this.content = new PlannedFeaturePane(id(), viewModel.intro());
    }

    @Override
    public String id() {
        return "capabilities";
    }

    @Override
    public String title() {
        return "Capabilities";
    }

    @Override
    public Node content() {
        return content;
    }
}
