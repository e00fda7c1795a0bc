package dev.gpudoctor.ui.compare;

import dev.gpudoctor.ui.common.PlannedFeaturePane;
import dev.gpudoctor.ui.common.TabView;
import javafx.scene.Node;

/** The Compare tab. */
public final class CompareView implements TabView {

    private final Node content;

    public CompareView(CompareViewModel viewModel) {
        this.content = new PlannedFeaturePane(id(), viewModel.intro());
    }

    @Override
    public String id() {
        return "compare";
    }

    @Override
    public String title() {
        return "Compare";
    }

    @Override
    public Node content() {
        return content;
    }
}
