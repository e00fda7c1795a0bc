package dev.gpudoctor.ui.diagnose;

import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.ui.common.CutTextTooltip;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;

/** How a list of findings draws its rows, wherever findings are listed (Diagnose, Your program). */
public final class FindingListCells {

    private FindingListCells() {}

    /** One row per finding; a title cut to "…" in a narrow list shows whole as its tooltip. */
    public static void install(ListView<DiagnosisFinding> list) {
        list.setCellFactory(view -> CutTextTooltip.install(new ListCell<>() {
            @Override
            protected void updateItem(DiagnosisFinding finding, boolean empty) {
                super.updateItem(finding, empty);
                setText(empty || finding == null ? null : DiagnoseViewModel.findingRow(finding));
            }
        }));
    }
}
