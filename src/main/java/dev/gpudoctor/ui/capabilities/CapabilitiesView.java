package dev.gpudoctor.ui.capabilities;

import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.GpuDevice;
import dev.gpudoctor.ui.common.CutTextTooltip;
import dev.gpudoctor.ui.common.Icons;
import dev.gpudoctor.ui.common.ReadableColumns;
import dev.gpudoctor.ui.common.TabView;
import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The Capabilities tab: the matrix (rows = capabilities, columns = this host's devices) with a
 * "Probe again" button per row, and the selected row explained on the right: each device's detail,
 * evidence and the known mitigation.
 */
public final class CapabilitiesView implements TabView {

    public static final String ID = "capabilities";
    public static final String TITLE = "Capabilities";

    private static final List<String> STATE_STYLES =
            List.of("cap-supported", "cap-reported-only", "cap-unsupported", "cap-failed", "cap-not-probed");

    private final CapabilitiesViewModel viewModel;
    private final BorderPane content = new BorderPane();
    private final TableView<CapabilityItem> table;
    private final Label detailTitle = new Label("Select a capability to see what was measured.");
    private final Label detailCells = new Label();
    private final TextArea evidence = new TextArea();
    private final Label mitigation = new Label();
    private final Label diagnosis = new Label();
    private final Label about = new Label();
    private CapabilityItem shown;
    private final ChangeListener<Object> refresh = (obs, old, now) -> showDetails(shown);

    public CapabilitiesView(CapabilitiesViewModel viewModel) {
        this.viewModel = viewModel;
        content.setId("capabilities-content");
        table = table();
        content.setTop(toolbar());
        SplitPane split = new SplitPane(table, details());
        split.setDividerPositions(0.62);
        content.setCenter(split);
        rebuildDeviceColumns();
        viewModel.devices().addListener((ListChangeListener<GpuDevice>) change -> rebuildDeviceColumns());
        viewModel.importedHosts().addListener((ListChangeListener<ImportedHost>) change -> {
            rebuildDeviceColumns();
            showDetails(shown);
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> {
            if (old != null) {
                old.rowProperty().removeListener(refresh);
                old.probingProperty().removeListener(refresh);
            }
            shown = item;
            if (item != null) {
                item.rowProperty().addListener(refresh);
                item.probingProperty().addListener(refresh);
            }
            showDetails(item);
        });
    }

    private Node toolbar() {
        Button probeAll = new Button("Probe all");
        probeAll.setId("capabilities-probe-all");
        probeAll.disableProperty().bind(viewModel.runningProperty());
        probeAll.setOnAction(e -> viewModel.probeAll());
        Icons.run(probeAll);
        Button cancel = new Button("Cancel");
        cancel.setId("capabilities-cancel");
        cancel.disableProperty().bind(viewModel.runningProperty().not());
        cancel.setOnAction(e -> viewModel.cancel());
        Icons.cancel(cancel);
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setId("capabilities-spinner");
        spinner.setPrefSize(18, 18);
        spinner.visibleProperty().bind(viewModel.runningProperty());
        spinner.managedProperty().bind(viewModel.runningProperty());
        Label progress = new Label();
        progress.setId("capabilities-progress");
        progress.textProperty().bind(viewModel.progressProperty());
        Button addBundle = new Button("Add a bundle's column…");
        addBundle.setId("capabilities-add-bundle");
        addBundle.setTooltip(
                new Tooltip("Put another machine's capabilities (a GPU Doctor bundle) beside this host's"));
        addBundle.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Add another machine's capabilities from its GPU Doctor bundle");
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("GPU Doctor bundles", "*.zip"));
            File file = chooser.showOpenDialog(addBundle.getScene().getWindow());
            if (file != null) {
                viewModel.addBundle(file.toPath());
            }
        });
        Button removeBundles = new Button("Remove bundle columns");
        removeBundles.setId("capabilities-remove-bundles");
        removeBundles.disableProperty().bind(Bindings.isEmpty(viewModel.importedHosts()));
        removeBundles.setOnAction(e -> viewModel.removeBundles());
        Label bundleNotice = new Label();
        bundleNotice.setId("capabilities-bundle-notice");
        bundleNotice.textProperty().bind(viewModel.bundleNoticeProperty());
        // A refused bundle's reason, cut at the bar's end, shows whole as a tooltip.
        CutTextTooltip.install(bundleNotice);
        FlowPane bar = new FlowPane(8, 6, probeAll, cancel, spinner, progress, addBundle, removeBundles, bundleNotice);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(8, 10, 8, 10));
        // A long summary (every capability's reason) wraps within the window instead of widening the
        // tab past it, which pushed the detail pane off the right edge.
        for (Label line : List.of(progress, bundleNotice)) {
            line.setWrapText(true);
            line.maxWidthProperty().bind(bar.widthProperty().subtract(24));
        }
        bar.setMinWidth(0);
        bar.setPrefWidth(0);
        return bar;
    }

    private TableView<CapabilityItem> table() {
        TableView<CapabilityItem> view = new TableView<>(viewModel.items());
        view.setId("capabilities-table");
        // Columns keep their headings whole; a narrow window (1024 px at 2x) scrolls sideways instead.
        ReadableColumns.scrollWhenNarrow(view);
        return view;
    }

    /** Columns: the capability, one per device (or one "no device" column), then "Probe again". */
    private void rebuildDeviceColumns() {
        List<TableColumn<CapabilityItem, ?>> columns = new ArrayList<>();
        TableColumn<CapabilityItem, String> title = new TableColumn<>("Capability");
        title.setCellValueFactory(cell ->
                Bindings.createStringBinding(() -> cell.getValue().capability().title()));
        title.setPrefWidth(290);
        ReadableColumns.fitting(title, longestTitle());
        columns.add(title);
        if (viewModel.devices().isEmpty()) {
            columns.add(deviceColumn(null, "This host (no device listed)"));
        } else {
            viewModel.devices().forEach(device -> columns.add(deviceColumn(device.index(), device.label())));
        }
        for (ImportedHost host : viewModel.importedHosts()) {
            for (Integer device : host.columns()) {
                columns.add(importedColumn(host, device));
            }
        }
        TableColumn<CapabilityItem, CapabilityItem> again = new TableColumn<>("");
        again.setCellValueFactory(cell -> new SimpleObjectProperty<>(cell.getValue()));
        again.setCellFactory(column -> new ProbeAgainCell());
        again.setPrefWidth(120);
        again.setMaxWidth(140);
        // At least its button: the text, the button's padding and border, the cell's padding.
        ReadableColumns.fitting(again, "Probe again");
        again.setMinWidth(again.getMinWidth() + 12);
        columns.add(again);
        table.getColumns().setAll(columns);
    }

    private TableColumn<CapabilityItem, CapabilityItem> deviceColumn(Integer device, String heading) {
        TableColumn<CapabilityItem, CapabilityItem> column = new TableColumn<>(heading);
        column.setId("capabilities-device-" + (device == null ? "none" : device));
        column.setCellValueFactory(cell -> new SimpleObjectProperty<>(cell.getValue()));
        column.setCellFactory(c -> new StateCell(device));
        column.setPrefWidth(200);
        return ReadableColumns.header(column);
    }

    private static TableColumn<CapabilityItem, CapabilityItem> importedColumn(ImportedHost host, Integer device) {
        TableColumn<CapabilityItem, CapabilityItem> column = new TableColumn<>(host.heading(device));
        column.setId("capabilities-imported-" + host.source() + "-" + (device == null ? "none" : device));
        column.setCellValueFactory(cell -> new SimpleObjectProperty<>(cell.getValue()));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(CapabilityItem item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll(STATE_STYLES);
                if (empty || item == null) {
                    setText(null);
                    return;
                }
                setText(host.cellText(item.capability(), device));
                setTooltip(null);
                host.cell(item.capability(), device).ifPresent(cell -> {
                    getStyleClass().add("cap-" + cell.state().jsonName());
                    setTooltip(new Tooltip(cell.detail()));
                });
            }
        });
        column.setPrefWidth(200);
        return ReadableColumns.header(column);
    }

    private static String longestTitle() {
        return Arrays.stream(Capability.values())
                .map(Capability::title)
                .max(Comparator.comparingInt(String::length))
                .orElse("Capability");
    }

    /** Icon and word of one cell, coloured by state, refreshed while the row is probed again. */
    private static final class StateCell extends TableCell<CapabilityItem, CapabilityItem> {
        private final Integer device;
        private final ChangeListener<Object> redraw = (obs, old, now) -> draw();
        private CapabilityItem watched;

        StateCell(Integer device) {
            this.device = device;
        }

        @Override
        protected void updateItem(CapabilityItem item, boolean empty) {
            super.updateItem(item, empty);
            if (watched != null) {
                watched.rowProperty().removeListener(redraw);
                watched.probingProperty().removeListener(redraw);
            }
            watched = empty ? null : item;
            if (watched != null) {
                watched.rowProperty().addListener(redraw);
                watched.probingProperty().addListener(redraw);
            }
            draw();
        }

        private void draw() {
            getStyleClass().removeAll(STATE_STYLES);
            if (watched == null) {
                setText(null);
                setGraphic(null);
                setTooltip(null);
                return;
            }
            setText(watched.cellText(device));
            setTooltip(null);
            setGraphic(null);
            if (!watched.probingProperty().get()) {
                watched.cell(device).ifPresent(cell -> {
                    // The icon stands in for the text's glyph: the word stays, so colour is never alone.
                    setText(cell.state().jsonName());
                    setGraphic(Icons.of(Icons.capability(cell.state())));
                    getStyleClass().add("cap-" + cell.state().jsonName());
                    // The reason at a glance (no driver, package missing…) without selecting the row.
                    setTooltip(new Tooltip(cell.detail()));
                });
            }
        }
    }

    private final class ProbeAgainCell extends TableCell<CapabilityItem, CapabilityItem> {
        private final Button button = new Button("Probe again");

        ProbeAgainCell() {
            button.setMinWidth(Region.USE_PREF_SIZE);
            button.disableProperty().bind(viewModel.runningProperty());
            button.setOnAction(e -> {
                if (getItem() != null) {
                    viewModel.probeAgain(getItem().capability());
                }
            });
        }

        @Override
        protected void updateItem(CapabilityItem item, boolean empty) {
            super.updateItem(item, empty);
            setGraphic(empty || item == null ? null : button);
            if (item != null) {
                button.setId("capabilities-probe-again-" + item.capability().id());
            }
        }
    }

    private Node details() {
        detailTitle.getStyleClass().add("feature-heading");
        detailTitle.setWrapText(true);
        detailTitle.setMinHeight(Region.USE_PREF_SIZE); // wrap, never "…"
        detailCells.setId("capabilities-detail-cells");
        detailCells.setWrapText(true);
        detailCells.setMinHeight(Region.USE_PREF_SIZE);
        mitigation.setId("capabilities-detail-mitigation");
        mitigation.setWrapText(true);
        mitigation.setMinHeight(Region.USE_PREF_SIZE);
        evidence.setId("capabilities-detail-evidence");
        evidence.setEditable(false);
        evidence.getStyleClass().add("evidence");
        evidence.setMinHeight(90); // a short window scrolls the details rather than squeezing the evidence shut
        VBox.setVgrow(evidence, Priority.ALWAYS);
        diagnosis.setId("capabilities-detail-diagnosis");
        diagnosis.setWrapText(true);
        diagnosis.setMinHeight(Region.USE_PREF_SIZE);
        diagnosis.getStyleClass().add("run-diagnosis");
        diagnosis.managedProperty().bind(diagnosis.visibleProperty());
        diagnosis.setVisible(false);
        about.setId("capabilities-detail-about");
        about.setWrapText(true);
        about.setMinHeight(Region.USE_PREF_SIZE);
        about.getStyleClass().add("hint");
        about.managedProperty().bind(about.visibleProperty());
        about.visibleProperty().bind(about.textProperty().isNotEmpty());
        VBox box = new VBox(
                8,
                detailTitle,
                about,
                detailCells,
                diagnosis,
                new Label("Known mitigation"),
                mitigation,
                new Label("Evidence"),
                evidence);
        box.setPadding(new Insets(12));
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setId("capabilities-details");
        return scroll;
    }

    private void showDetails(CapabilityItem item) {
        if (item == null) {
            diagnosis.setText("");
            diagnosis.setVisible(false);
            detailTitle.setText("Select a capability to see what was measured.");
            about.setText("");
            detailCells.setText("");
            mitigation.setText("");
            evidence.setText("");
            return;
        }
        detailTitle.setText(
                item.capability().title() + "  (" + item.capability().id() + ")");
        about.setText(item.capability().explanation());
        mitigation.setText(item.capability().mitigation());
        CapabilityRow row = item.rowProperty().get();
        diagnosis.setText(item.probingProperty().get() ? "" : viewModel.likelyCauses(row));
        diagnosis.setVisible(!diagnosis.getText().isEmpty());
        if (item.probingProperty().get()) {
            detailCells.setText("⟳ probing…");
            evidence.setText("");
        } else if (row == null) {
            StringBuilder cells =
                    new StringBuilder("This host: · not probed yet. Probe all, or probe this row again.\n");
            appendImported(item, cells);
            detailCells.setText(cells.toString().strip());
            evidence.setText("");
        } else {
            StringBuilder cells = new StringBuilder();
            StringBuilder lines = new StringBuilder();
            for (CapabilityCell cell : row.cells()) {
                String where = cell.device() == null ? "This host" : "Device " + cell.device();
                cells.append(where)
                        .append(": ")
                        .append(cell.state().icon())
                        .append(' ')
                        .append(cell.state().jsonName())
                        .append(" — ")
                        .append(cell.detail())
                        .append('\n');
                lines.append("[").append(where).append("]\n");
                for (Map.Entry<String, Object> entry : cell.evidence().entrySet()) {
                    lines.append(entry.getKey())
                            .append(": ")
                            .append(entry.getValue())
                            .append('\n');
                }
            }
            appendImported(item, cells);
            detailCells.setText(cells.toString().strip());
            evidence.setText(lines.toString().strip());
        }
    }

    /** The same capability on the machines of the bundles added, one line each. */
    private void appendImported(CapabilityItem item, StringBuilder cells) {
        for (ImportedHost host : viewModel.importedHosts()) {
            host.row(item.capability())
                    .ifPresent(row -> row.cells()
                            .forEach(cell -> cells.append(host.heading(cell.device()))
                                    .append(": ")
                                    .append(cell.state().icon())
                                    .append(' ')
                                    .append(cell.state().jsonName())
                                    .append(" — ")
                                    .append(cell.detail())
                                    .append('\n')));
        }
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public Node content() {
        return content;
    }
}
