package dev.gpudoctor.ui.runs;

import dev.gpudoctor.ui.common.PlannedFeaturePane;
import dev.gpudoctor.ui.common.TabView;
import javafx.scene.Node;

/** The Runs tab. */
public final class RunsView implements TabView {

    private final Node content;

    public RunsView(RunsViewModel viewModel) {
        this.content = new PlannedFeaturePane(id(), viewModel.intro());
    }

    @Override
    public String id() {
        return "runs";
    }

    @Override
    public String title() {
        return "Runs";
    }

    @Override
    public Node content() {
        return content;
    }
}
