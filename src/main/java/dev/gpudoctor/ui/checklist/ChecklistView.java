package dev.gpudoctor.ui.checklist;

import dev.gpudoctor.ui.common.PlannedFeaturePane;
import dev.gpudoctor.ui.common.TabView;
import javafx.scene.Node;

/** The Checklist tab. */
public final class ChecklistView implements TabView {

    private final Node content;

    public ChecklistView(ChecklistViewModel viewModel) {
        this.content = new PlannedFeaturePane(id(), viewModel.intro());
    }

    @Override
    public String id() {
        return "checklist";
    }

    @Override
    public String title() {
        return "Checklist";
    }

    @Override
    public Node content() {
        return content;
    }
}
