package dev.gpudoctor.ui.fleet;

import static dev.gpudoctor.ui.fleet.FleetLayout.label;
import static dev.gpudoctor.ui.fleet.FleetLayout.spacer;

import dev.gpudoctor.fleet.FleetLevel;
import dev.gpudoctor.ui.common.ReadableColumns;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The left of the Fleet tab, top to bottom: the heading with Start and Cancel, how the machines are reached and
 * at which level (and what that does), the machines, the {@linkplain FleetRunSettings settings}, the run's
 * status and a row per machine. In a small window it scrolls rather than cutting its heading or its rows.
 */
final class FleetRunPane {

    private FleetRunPane() {}

    static Node create(FleetViewModel vm, FleetChoosers choose) {
        VBox box = new VBox(
                6,
                header(vm),
                choices(vm),
                workHint(vm),
                hostsRow(vm, choose),
                hostsArea(vm),
                FleetRunSettings.create(vm, choose),
                status(vm),
                progressTable(vm));
        box.setId("fleet-run-pane");
        box.setPadding(new Insets(12));
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setMinWidth(240);
        return scroll;
    }

    /** Start and Cancel beside the heading: with Slurm's fields the form scrolls at 1280x800, and they stay in sight. */
    private static HBox header(FleetViewModel vm) {
        Label heading = new Label("Run a fleet");
        heading.getStyleClass().add("feature-heading");
        Button start = new Button("Start");
        start.setId("fleet-start");
        start.setDefaultButton(true);
        start.disableProperty().bind(vm.runningProperty());
        start.setOnAction(e -> vm.start());
        Button cancel = new Button("Cancel");
        cancel.setId("fleet-cancel");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        HBox top = new HBox(8, heading, spacer(), start, cancel);
        top.setAlignment(Pos.CENTER_LEFT);
        heading.setMinWidth(Region.USE_PREF_SIZE);
        start.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        return top;
    }

    /** Reach and Level, one a row as the settings below: side by side they overflowed the pane at 1024x700. */
    private static GridPane choices(FleetViewModel vm) {
        GridPane choices = new GridPane();
        choices.setHgap(6);
        choices.setVgap(6);
        choices.addRow(0, label("Reach"), viaChoice(vm));
        choices.addRow(1, label("Level"), levelChoice(vm));
        return choices;
    }

    private static ChoiceBox<FleetViewModel.Via> viaChoice(FleetViewModel vm) {
        ChoiceBox<FleetViewModel.Via> via = new ChoiceBox<>();
        via.setId("fleet-via");
        via.getItems().add(FleetViewModel.Via.SSH);
        if (vm.offersSlurm()) {
            via.getItems().add(FleetViewModel.Via.SLURM);
        }
        via.setConverter(new StringConverter<>() {
            @Override
            public String toString(FleetViewModel.Via value) {
                return value == FleetViewModel.Via.SLURM ? "as Slurm jobs" : "over ssh";
            }

            @Override
            public FleetViewModel.Via fromString(String text) {
                return null;
            }
        });
        via.valueProperty().bindBidirectional(vm.viaProperty());
        via.setTooltip(new Tooltip("How the machines are reached: ssh to each host, or one Slurm job a node"));
        return via;
    }

    private static ChoiceBox<FleetLevel> levelChoice(FleetViewModel vm) {
        ChoiceBox<FleetLevel> level = new ChoiceBox<>(FXCollections.observableArrayList(FleetLevel.values()));
        level.setId("fleet-level");
        level.setConverter(new StringConverter<>() {
            @Override
            public String toString(FleetLevel value) {
                return value == null ? "" : value.word();
            }

            @Override
            public FleetLevel fromString(String text) {
                return FleetLevel.of(text).orElse(null);
            }
        });
        level.valueProperty().bindBidirectional(vm.levelProperty());
        level.setTooltip(
                new Tooltip(
                        "quick: host checks, no Python; standard: + Python checks and capability probes; full: + a short MACE run"));
        return level;
    }

    /** What the chosen reach and level will do on each machine. */
    private static Label workHint(FleetViewModel vm) {
        Label hint = new Label();
        hint.setId("fleet-work");
        hint.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> FleetViewModel.workSentence(
                                vm.viaProperty().get(), vm.levelProperty().get()),
                        vm.viaProperty(),
                        vm.levelProperty()));
        hint.getStyleClass().add("hint");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        return hint;
    }

    /** "Machines" (or "Nodes" for Slurm) with, over ssh, a button that reads them from a hosts file. */
    private static HBox hostsRow(FleetViewModel vm, FleetChoosers choose) {
        Button hostsFile = new Button("Hosts file…");
        hostsFile.setId("fleet-hosts-file");
        hostsFile.setOnAction(e -> choose.file("Open a hosts file (one machine a line)", null, vm::loadHostsFile));
        Label hostsLabel = new Label();
        hostsLabel
                .textProperty()
                .bind(Bindings.createStringBinding(
                        () -> vm.viaProperty().get() == FleetViewModel.Via.SLURM ? "Nodes" : "Machines",
                        vm.viaProperty()));
        hostsFile.visibleProperty().bind(vm.viaProperty().isEqualTo(FleetViewModel.Via.SSH));
        HBox hostsRow = new HBox(8, hostsLabel, spacer(), hostsFile);
        hostsRow.setAlignment(Pos.CENTER_LEFT);
        return hostsRow;
    }

    private static TextArea hostsArea(FleetViewModel vm) {
        TextArea hosts = new TextArea();
        hosts.setId("fleet-hosts");
        hosts.promptTextProperty()
                .bind(Bindings.createStringBinding(
                        () -> vm.viaProperty().get() == FleetViewModel.Via.SLURM
                                ? "node lists, one a line: gpu[01-16], gpu20 (or none, and a partition below)"
                                : "one per line: gpu01, user@lab-box, an ssh alias…",
                        vm.viaProperty()));
        hosts.setPrefRowCount(4);
        hosts.setMinHeight(80);
        hosts.textProperty().bindBidirectional(vm.hostsProperty());
        return hosts;
    }

    private static Label status(FleetViewModel vm) {
        Label status = new Label();
        status.setId("fleet-run-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(vm.runStatusProperty());
        return status;
    }

    /** A row per machine: its name, state and the last thing it said. */
    private static TableView<TargetProgress> progressTable(FleetViewModel vm) {
        TableView<TargetProgress> progress = new TableView<>(vm.progress());
        progress.setId("fleet-progress");
        progress.setPlaceholder(new Label("No run yet."));
        progress.getColumns()
                .add(ReadableColumns.header(
                        FleetComparisonTable.textColumn("Machine", 80, row -> new ReadOnlyStringWrapper(row.name()))));
        progress.getColumns()
                .add(ReadableColumns.header(FleetComparisonTable.textColumn(
                        "State", 90, row -> Bindings.createStringBinding(row::stateText, row.stateProperty()))));
        progress.getColumns()
                .add(ReadableColumns.header(
                        FleetComparisonTable.textColumn("Detail", 120, TargetProgress::detailProperty)));
        // Headings stay whole; a narrow pane scrolls the table sideways.
        ReadableColumns.scrollWhenNarrow(progress);
        progress.setMinHeight(110);
        VBox.setVgrow(progress, Priority.ALWAYS);
        return progress;
    }
}
