package dev.gpudoctor.ui.runs;

import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.speed.Durations;
import dev.gpudoctor.ui.common.ReadableColumns;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The run history as a table with a filter, Label… and Delete. Used by the Runs tab; the Compare tab
 * builds its own picker over the same view model with {@link #table}.
 */
public final class RunHistoryView {

    private static final DateTimeFormatter WHEN =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());

    private RunHistoryView() {}

    /** Filter field, table and buttons; ids start with {@code prefix} ({@code runs-history-filter}...). */
    public static VBox create(RunHistoryViewModel vm, String prefix) {
        return create(vm, prefix, run -> {});
    }

    /** The same, telling {@code onPick} of the run the user selects (one at a time). */
    public static VBox create(RunHistoryViewModel vm, String prefix, Consumer<RunRecord> onPick) {
        TextField filter = new TextField();
        filter.setId(prefix + "-filter");
        filter.setPromptText("Filter: cuda water failed…");
        filter.textProperty().bindBidirectional(vm.filterProperty());
        TableView<RunRecord> table = table(vm, prefix);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, run) -> {
            if (run != null && table.getSelectionModel().getSelectedItems().size() == 1) {
                onPick.accept(run);
            }
        });
        // A click on the row already selected changes no selection (after a new run showed its own result,
        // the row stayed selected and no click brought it back): the click itself picks it too.
        table.addEventHandler(MouseEvent.MOUSE_CLICKED, click -> {
            RunRecord run = table.getSelectionModel().getSelectedItem();
            if (click.getButton() == MouseButton.PRIMARY
                    && run != null
                    && table.getSelectionModel().getSelectedItems().size() == 1
                    && onARow(click.getPickResult().getIntersectedNode())) {
                onPick.accept(run);
            }
        });
        Button label = new Button("Label…");
        label.setId(prefix + "-label");
        label.disableProperty()
                .bind(table.getSelectionModel().selectedItemProperty().isNull());
        label.setOnAction(e -> {
            RunRecord run = table.getSelectionModel().getSelectedItem();
            TextInputDialog dialog = new TextInputDialog(run.label());
            dialog.setTitle("Label the run");
            dialog.setHeaderText(null);
            dialog.setContentText("Label:");
            dialog.showAndWait().ifPresent(text -> vm.relabel(run, text));
        });
        Button delete = new Button("Delete");
        delete.setId(prefix + "-delete");
        delete.disableProperty()
                .bind(table.getSelectionModel().selectedItemProperty().isNull());
        delete.setOnAction(e -> vm.delete(List.copyOf(table.getSelectionModel().getSelectedItems())));
        Label notice = new Label();
        notice.setId(prefix + "-notice");
        notice.setWrapText(true);
        notice.textProperty().bind(vm.noticeProperty());
        notice.visibleProperty().bind(vm.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        VBox box = new VBox(6, new Label("History"), filter, table, new HBox(8, label, delete), notice);
        box.setPadding(new Insets(8, 14, 14, 14));
        VBox.setVgrow(table, Priority.ALWAYS);
        return box;
    }

    /** The history table with multiple selection: when, label, config, structure, atoms, median step, status. */
    public static TableView<RunRecord> table(RunHistoryViewModel vm, String prefix) {
        TableView<RunRecord> table = new TableView<>(vm.filteredRuns());
        table.setId(prefix + "-table");
        table.setPlaceholder(new Label("No runs kept yet."));
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        // The time stamp in full: "2026-11-23 …" could not tell runs of one day apart.
        table.getColumns()
                .add(ReadableColumns.fitting(
                        column("when", run -> WHEN.format(run.createdAt())), "2026-11-23 14:37:24"));
        table.getColumns().add(column("label", RunRecord::label));
        table.getColumns().add(column("config", RunRecord::config));
        table.getColumns().add(column("structure", RunRecord::structure));
        TableColumn<RunRecord, Integer> atoms = new TableColumn<>("atoms");
        atoms.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(
                cell.getValue().point().atoms() < 0
                        ? null
                        : cell.getValue().point().atoms()));
        ReadableColumns.header(atoms);
        table.getColumns().add(atoms);
        table.getColumns()
                .add(column(
                        "median step",
                        run -> run.ok() ? Durations.seconds(run.point().stepS().median()) : ""));
        table.getColumns()
                .add(column(
                        "status",
                        run -> run.ok()
                                ? "ok"
                                : FailureReason.titleOf(run.point().failureReason())));
        ReadableColumns.scrollWhenNarrow(table);
        return table;
    }

    private static TableColumn<RunRecord, String> column(String title, Function<RunRecord, String> value) {
        TableColumn<RunRecord, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        return ReadableColumns.of(column);
    }

    private static boolean onARow(javafx.scene.Node node) {
        for (javafx.scene.Node at = node; at != null; at = at.getParent()) {
            if (at instanceof TableRow<?> row) {
                return !row.isEmpty();
            }
        }
        return false;
    }
}
