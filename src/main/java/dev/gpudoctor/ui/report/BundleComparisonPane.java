package dev.gpudoctor.ui.report;

import dev.gpudoctor.bundle.ComparisonRow;
import dev.gpudoctor.ui.common.CutTextTooltip;
import dev.gpudoctor.ui.common.Icons;
import dev.gpudoctor.ui.common.ReadableColumns;
import java.io.File;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * Two bundles side by side, differences first and marked. A pane of its own so the Compare tab can
 * host it too.
 */
public final class BundleComparisonPane {

    private final VBox root;

    public BundleComparisonPane(ReportViewModel vm) {
        Label heading = new Label("Compare two machines");
        heading.getStyleClass().add("feature-heading");
        Label hint = new Label("Open two bundles (say a WSL2 laptop and a native Linux server). Unsafe or damaged"
                + " bundles are refused; nothing is unpacked to disk.");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        Button compare = new Button("Compare");
        compare.setId("report-compare");
        compare.disableProperty().bind(vm.comparingProperty());
        compare.setOnAction(e -> vm.compare());
        Label status = new Label();
        status.setId("report-compare-status");
        status.setWrapText(true);
        status.textProperty().bind(vm.compareStatusProperty());
        // A refusal reason is read whole: wrapped at full height beside a button that keeps its words
        // (it collapsed to "…" beside a long message), and a tooltip if it is cut anyway.
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(status, Priority.ALWAYS);
        compare.setMinWidth(Region.USE_PREF_SIZE);
        CutTextTooltip.install(status);
        TableView<ComparisonRow> table = new TableView<>(vm.comparison());
        table.setId("report-comparison");
        table.setPlaceholder(new Label("No comparison yet."));
        table.getColumns()
                .addAll(List.of(
                        column("Section", 90, ComparisonRow::section),
                        column("Item", 170, ComparisonRow::item),
                        column("A", 220, ComparisonRow::a),
                        column("B", 220, ComparisonRow::b)));
        // Headings stay whole (at 1024x700 "Section" read "Secti…"); a narrow pane scrolls sideways.
        ReadableColumns.scrollWhenNarrow(table);
        table.setRowFactory(view -> new TableRow<>() {
            @Override
            protected void updateItem(ComparisonRow item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().remove("check-warn");
                if (item != null && !empty && item.differs()) {
                    getStyleClass().add("check-warn");
                }
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        root = new VBox(
                8,
                heading,
                hint,
                chooser("A", "report-compare-a", vm.bundleAProperty()),
                chooser("B", "report-compare-b", vm.bundleBProperty()),
                new HBox(8, compare, status),
                table);
        root.setPadding(new Insets(12));
    }

    private HBox chooser(String name, String id, StringProperty path) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText("bundle " + name + " (.zip)");
        field.textProperty().bindBidirectional(path);
        HBox.setHgrow(field, Priority.ALWAYS);
        Button open = new Button("Open…");
        Icons.open(open);
        open.setId(id + "-browse");
        open.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Open bundle " + name);
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("GPU Doctor bundle", "*.zip"));
            File chosen = chooser.showOpenDialog(
                    root.getScene() == null ? null : root.getScene().getWindow());
            if (chosen != null) {
                path.set(chosen.getPath());
            }
        });
        HBox row = new HBox(6, new Label(name), field, open);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static TableColumn<ComparisonRow, String> column(
            String title, double width, Function<ComparisonRow, String> value) {
        TableColumn<ComparisonRow, String> column = new TableColumn<>(title);
        column.setCellValueFactory(
                cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())).getReadOnlyProperty());
        column.setPrefWidth(width);
        // Items are told apart by their ends ("cuequivariance-ops-torch-cu12" and "…-cu13" both read
        // "cuequivariance-ops-…" cut at the end): cut them in the middle. A cut cell's tooltip is its whole text.
        OverrunStyle overrun = title.equals("Item") ? OverrunStyle.CENTER_ELLIPSIS : OverrunStyle.ELLIPSIS;
        column.setCellFactory(c -> {
            TableCell<ComparisonRow, String> cell = new TableCell<>() {
                @Override
                protected void updateItem(String text, boolean empty) {
                    super.updateItem(text, empty);
                    setText(empty ? null : text);
                }
            };
            cell.setTextOverrun(overrun);
            return CutTextTooltip.install(cell);
        });
        return ReadableColumns.header(column);
    }

    public Node node() {
        return root;
    }
}
