package dev.gpudoctor.ui.fleet;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;

/**
 * The comparison table: a row per fact (drift first), a column per machine. Outliers carry the
 * style class {@code fleet-outlier} and a ≠ mark; a machine that was not reached is a column of its
 * failure word, its reason in the tooltip and the detail pane, so a long message never widens it.
 * A click on a machine's header selects it.
 */
final class FleetComparisonTable {

    static final String OUTLIER = "fleet-outlier";
    static final String FAILED = "fleet-failed";
    static final String DRIFT = "fleet-drift";
    static final String SELECTED = "fleet-selected";
    private static final double MACHINE_WIDTH = 112;
    /** A failed machine's cells hold only its failure word ("✖ unreachable"). */
    private static final double FAILED_WIDTH = 110;

    private final TableView<FactRow> table = new TableView<>();
    private final FleetViewModel vm;
    private final Map<String, Label> headers = new HashMap<>();

    FleetComparisonTable(FleetViewModel vm) {
        this.vm = vm;
        table.setId("fleet-table");
        table.setPlaceholder(new Label("No fleet yet: open a fleet.json (or drop one here), or run a fleet."));
        table.setRowFactory(view -> new TableRow<>() {
            @Override
            protected void updateItem(FactRow item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().remove(DRIFT);
                if (item != null && !empty && item.drift()) {
                    getStyleClass().add(DRIFT);
                }
            }
        });
        vm.tableProperty().addListener((obs, was, now) -> show(now));
        vm.selectedProperty()
                .addListener((obs, was, now) -> headers.forEach((name, header) -> {
                    header.getStyleClass().remove(SELECTED);
                    if (now != null && now.name().equals(name)) {
                        header.getStyleClass().add(SELECTED);
                    }
                }));
        show(vm.tableProperty().get());
    }

    TableView<FactRow> node() {
        return table;
    }

    private void show(FleetTable shown) {
        table.getColumns().clear();
        headers.clear();
        TableColumn<FactRow, String> fact =
                textColumn("Fact", 125, row -> new ReadOnlyStringWrapper((row.drift() ? "≠ " : "") + row.fact()));
        fact.setId("fleet-col-fact");
        fact.getStyleClass().add("fleet-fact");
        TableColumn<FactRow, String> majority =
                textColumn("Majority", 120, row -> new ReadOnlyStringWrapper(row.majorityText()));
        majority.setId("fleet-col-majority");
        table.getColumns().add(fact);
        table.getColumns().add(majority);
        for (FleetMachine machine : shown.machines()) {
            table.getColumns().add(machineColumn(machine));
        }
        table.getItems().setAll(shown.rows());
    }

    private TableColumn<FactRow, FactRow> machineColumn(FleetMachine machine) {
        TableColumn<FactRow, FactRow> column = new TableColumn<>();
        column.setId("fleet-col-" + machine.name());
        column.setSortable(false);
        column.setPrefWidth(machine.reached() ? MACHINE_WIDTH : FAILED_WIDTH);
        Label header = new Label(machine.header());
        header.setId("fleet-header-" + machine.name());
        header.setMaxWidth(Double.MAX_VALUE);
        header.setTooltip(tooltip(machine.detail()));
        if (!machine.reached()) {
            header.getStyleClass().add(FAILED);
        }
        header.setOnMouseClicked(event -> vm.select(machine.name()));
        headers.put(machine.name(), header);
        column.setGraphic(header);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue()));
        column.setCellFactory(c -> new MachineCell(machine));
        return column;
    }

    /** One machine's value of one fact: plain, an outlier (marked ≠), or the machine's failure word. */
    private static final class MachineCell extends TableCell<FactRow, FactRow> {

        private final FleetMachine machine;

        MachineCell(FleetMachine machine) {
            this.machine = machine;
        }

        @Override
        protected void updateItem(FactRow row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().removeAll(OUTLIER, FAILED);
            setTooltip(null);
            if (empty || row == null) {
                setText(null);
                return;
            }
            if (!machine.reached()) {
                setText(machine.failureWord());
                getStyleClass().add(FAILED);
                setTooltip(tooltip(machine.name() + " was not reached: " + machine.reason()));
                return;
            }
            String value = row.values().get(machine.name());
            if (row.isOutlier(machine.name())) {
                setText("≠ " + value);
                getStyleClass().add(OUTLIER);
                setTooltip(tooltip(machine.name() + ": " + value + "\n"
                        + (row.majority() == null
                                ? "No value is held by most machines."
                                : "Most machines: " + row.majority())));
            } else {
                setText(value);
                setTooltip(tooltip(value));
            }
        }
    }

    private static Tooltip tooltip(String text) {
        Tooltip tooltip = new Tooltip(text);
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(520);
        tooltip.setShowDelay(Duration.millis(300));
        return tooltip;
    }

    static <S> TableColumn<S, String> textColumn(
            String title, double width, Function<S, ObservableValue<String>> value) {
        TableColumn<S, String> column = new TableColumn<>(title);
        column.setCellValueFactory(cell -> value.apply(cell.getValue()));
        // A value cut by the column's width is read whole in its tooltip.
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                setTooltip(empty || text == null || text.isBlank() ? null : tooltip(text));
            }
        });
        column.setPrefWidth(width);
        column.setSortable(false);
        return column;
    }
}
