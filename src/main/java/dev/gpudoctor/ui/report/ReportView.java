package dev.gpudoctor.ui.report;

import dev.gpudoctor.ui.common.PlannedFeaturePane;
import dev.gpudoctor.ui.common.TabView;
import javafx.scene.Node;

/** The Report tab. */
public final class ReportView implements TabView {

    private final Node content;

    public ReportView(ReportViewModel viewModel) {
        this.content = new PlannedFeaturePane(id(), viewModel.intro());
    }

    @Override
    public String id() {
        return "report";
    }

    @Override
    public String title() {
        return "Report";
    }

    @Override
    public Node content() {
        return content;
    }
}
