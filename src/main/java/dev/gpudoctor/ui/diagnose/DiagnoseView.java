package dev.gpudoctor.ui.diagnose;

import dev.gpudoctor.ui.common.PlannedFeaturePane;
import dev.gpudoctor.ui.common.TabView;
import javafx.scene.Node;

/** The Diagnose tab. */
public final class DiagnoseView implements TabView {

    private final Node content;

    public DiagnoseView(DiagnoseViewModel viewModel) {
        this.content = new PlannedFeaturePane(id(), viewModel.intro());
    }

    @Override
    public String id() {
        return "diagnose";
    }

    @Override
    public String title() {
        return "Diagnose";
    }

    @Override
    public Node content() {
        return content;
    }
}
