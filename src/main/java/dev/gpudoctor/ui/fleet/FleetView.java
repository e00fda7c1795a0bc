package dev.gpudoctor.ui.fleet;

import dev.gpudoctor.fleet.FleetLevel;
import dev.gpudoctor.ui.common.ReadableColumns;
import dev.gpudoctor.ui.common.TabView;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;

import java.io.File;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.util.StringConverter;

/**
 * The Fleet tab: on the left, a fleet run over ssh or as Slurm jobs with a row per machine; on the right, the
 * N-machine comparison ({@link FleetComparisonTable}) of that run or of a fleet.json opened or dropped
 * here, with the selected machine's details and its bundle.
 */
public final class FleetView implements TabView {

    public static final String ID = "fleet";
    public static final String TITLE = "Fleet";

    private final BorderPane content = new BorderPane();

    public FleetView(FleetViewModel viewModel) {
        content.setId("fleet-content");
        URL css = FleetView.class.getResource("/dev/gpudoctor/ui/fleet.css");
        if (css != null) {
            content.getStylesheets().add(css.toExternalForm());
        }
        SplitPane split = new SplitPane(runPane(viewModel), comparePane(viewModel));
        split.setDividerPositions(0.28);
        SplitPane.setResizableWithParent(split.getItems().get(0), false);
        content.setCenter(split);
        content.setOnDragOver(event -> {
            if (fleetFile(event) != null) {
                event.acceptTransferModes(TransferMode.COPY);
            }
            event.consume();
        });
        content.setOnDragDropped(event -> {
            File file = fleetFile(event);
            if (file != null) {
                viewModel.open(file.toPath());
            }
            event.setDropCompleted(file != null);
            event.consume();
        });
    }

    private static File fleetFile(DragEvent event) {
        if (!event.getDragboard().hasFiles()) {
            return null;
        }
        return event.getDragboard().getFiles().stream()
                .filter(f -> f.getName().toLowerCase(Locale.ROOT).endsWith(".json")).findFirst().orElse(null);
    }

    private Node runPane(FleetViewModel vm) {
        Label heading = new Label("Run a fleet");
        heading.getStyleClass().add("feature-heading");
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
        level.setTooltip(new Tooltip("quick: host checks, no Python; standard: + Python checks and capability probes; full: + a short MACE run"));
        Label viaLabel = new Label("Reach");
        Label levelLabel = new Label("Level");
        viaLabel.setMinWidth(Region.USE_PREF_SIZE);
        levelLabel.setMinWidth(Region.USE_PREF_SIZE);
        // One a row, as the settings below: side by side they overflowed the pane at 1024x700.
        GridPane choices = new GridPane();
        choices.setHgap(6);
        choices.setVgap(6);
        choices.addRow(0, viaLabel, via);
        choices.addRow(1, levelLabel, level);
        Label hint = new Label();
        hint.setId("fleet-work");
        hint.textProperty().bind(Bindings.createStringBinding(
                () -> FleetViewModel.workSentence(vm.viaProperty().get(), vm.levelProperty().get()), vm.viaProperty(), vm.levelProperty()));
        hint.getStyleClass().add("hint");
        hint.setWrapText(true);
        hint.setMinHeight(Region.USE_PREF_SIZE);
        TextArea hosts = new TextArea();
        hosts.setId("fleet-hosts");
        hosts.promptTextProperty().bind(Bindings.createStringBinding(() -> vm.viaProperty().get() == FleetViewModel.Via.SLURM
                ? "node lists, one a line: gpu[01-16], gpu20 (or none, and a partition below)"
                : "one per line: gpu01, user@lab-box, an ssh alias…", vm.viaProperty()));
        hosts.setPrefRowCount(4);
        hosts.setMinHeight(80);
        hosts.textProperty().bindBidirectional(vm.hostsProperty());
        Button hostsFile = new Button("Hosts file…");
        hostsFile.setId("fleet-hosts-file");
        hostsFile.setOnAction(e -> choose("Open a hosts file (one machine a line)", null, vm::loadHostsFile));
        Label hostsLabel = new Label();
        hostsLabel.textProperty().bind(Bindings.createStringBinding(
                () -> vm.viaProperty().get() == FleetViewModel.Via.SLURM ? "Nodes" : "Machines", vm.viaProperty()));
        hostsFile.visibleProperty().bind(vm.viaProperty().isEqualTo(FleetViewModel.Via.SSH));
        HBox hostsRow = new HBox(8, hostsLabel, spacer(), hostsFile);
        hostsRow.setAlignment(Pos.CENTER_LEFT);

        TextField config = new TextField();
        config.setId("fleet-ssh-config");
        config.setPromptText("~/.ssh/config");
        config.setTooltip(new Tooltip("Optional: an ssh config file passed to ssh -F instead of ~/.ssh/config"));
        config.textProperty().bindBidirectional(vm.sshConfigProperty());
        HBox.setHgrow(config, Priority.ALWAYS);
        Button browse = new Button("…");
        browse.setId("fleet-ssh-config-browse");
        browse.setTooltip(new Tooltip("Choose an ssh config file (passed to ssh -F)"));
        browse.setOnAction(e -> choose("Choose an ssh config", null, file -> vm.sshConfigProperty().set(file.toString())));
        HBox configRow = fieldRow("fleet-ssh-config-row", config, browse);

        TextField agent = new TextField();
        agent.setId("fleet-agent");
        agent.setPromptText("none (installed there)");
        agent.setTooltip(new Tooltip("Optional: the agent archive (gpu-doctor-agent-*-linux-x64.tar.gz), copied once to each machine"
                + " into ~/.cache/gpu-doctor/agent/ and run there instead of Remote"));
        agent.textProperty().bindBidirectional(vm.agentProperty());
        Button agentBrowse = new Button("…");
        agentBrowse.setId("fleet-agent-browse");
        agentBrowse.setTooltip(new Tooltip("Choose the agent archive to copy to each machine"));
        agentBrowse.setOnAction(e -> choose("Choose the agent archive (gpu-doctor-agent-*-linux-x64.tar.gz)",
                new FileChooser.ExtensionFilter("agent archive", "*.tar.gz"), file -> vm.agentProperty().set(file.toString())));
        HBox agentRow = fieldRow("fleet-agent-row", agent, agentBrowse);

        TextField outFolder = new TextField();
        outFolder.setId("fleet-out");
        outFolder.setTooltip(new Tooltip("Each run makes its own gpu-doctor-fleet-<time> folder in here: each machine's answers and fleet.json"));
        outFolder.textProperty().bindBidirectional(vm.outFolderProperty());
        Button outBrowse = new Button("…");
        outBrowse.setId("fleet-out-browse");
        outBrowse.setTooltip(new Tooltip("Choose the folder the runs are kept in"));
        outBrowse.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("Keep each fleet run in a new folder inside…");
            File folder = chooser.showDialog(content.getScene() == null ? null : content.getScene().getWindow());
            if (folder != null) {
                vm.outFolderProperty().set(folder.toString());
            }
        });
        HBox outRow = fieldRow("fleet-out-row", outFolder, outBrowse);

        TextField remote = new TextField();
        remote.setId("fleet-remote-command");
        remote.textProperty().bindBidirectional(vm.remoteCommandProperty());

        Button start = new Button("Start");
        start.setId("fleet-start");
        start.setDefaultButton(true);
        start.disableProperty().bind(vm.runningProperty());
        start.setOnAction(e -> vm.start());
        Button cancel = new Button("Cancel");
        cancel.setId("fleet-cancel");
        cancel.disableProperty().bind(vm.runningProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        Label status = new Label();
        status.setId("fleet-run-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(vm.runStatusProperty());

        TableView<TargetProgress> progress = new TableView<>(vm.progress());
        progress.setId("fleet-progress");
        progress.setPlaceholder(new Label("No run yet."));
        progress.getColumns().add(ReadableColumns.header(
                FleetComparisonTable.textColumn("Machine", 80, row -> new ReadOnlyStringWrapper(row.name()))));
        progress.getColumns().add(ReadableColumns.header(FleetComparisonTable.textColumn("State", 90,
                row -> Bindings.createStringBinding(row::stateText, row.stateProperty()))));
        progress.getColumns().add(ReadableColumns.header(FleetComparisonTable.textColumn("Detail", 120, TargetProgress::detailProperty)));
        // Headings stay whole; a narrow pane scrolls the table sideways.
        ReadableColumns.scrollWhenNarrow(progress);
        progress.setMinHeight(110);
        VBox.setVgrow(progress, Priority.ALWAYS);

        GridPane settings = new GridPane();
        settings.setHgap(6);
        settings.setVgap(6);
        Label configLabel = new Label("ssh config");
        configLabel.setMinWidth(Region.USE_PREF_SIZE);
        Label remoteLabel = new Label("Remote");
        remoteLabel.setMinWidth(Region.USE_PREF_SIZE);
        Label agentLabel = new Label("Agent");
        agentLabel.setMinWidth(Region.USE_PREF_SIZE);
        Label outLabel = new Label("Keep in");
        outLabel.setMinWidth(Region.USE_PREF_SIZE);
        settings.addRow(0, configLabel, configRow);
        settings.addRow(1, agentLabel, agentRow);
        settings.addRow(2, remoteLabel, remote);
        settings.addRow(3, outLabel, outRow);
        BooleanBinding overSsh = vm.viaProperty().isEqualTo(FleetViewModel.Via.SSH);
        for (Node node : List.of(configLabel, configRow, agentLabel, agentRow)) {
            node.visibleProperty().bind(overSsh);
            node.managedProperty().bind(overSsh);
        }
        settings.addRow(4, slurmField("Partition", "fleet-partition", vm.partitionProperty(),
                "e.g. gpu; with no nodes named, every node of it", overSsh));
        settings.addRow(5, slurmField("Gres", "fleet-gres", vm.gresProperty(), "e.g. gpu:1, what each job asks for", overSsh));
        settings.addRow(6, slurmField("Account", "fleet-account", vm.accountProperty(),
                "the account the jobs are charged to, if your site wants one", overSsh));
        GridPane.setHgrow(configRow, Priority.ALWAYS);
        GridPane.setHgrow(agentRow, Priority.ALWAYS);
        GridPane.setHgrow(outRow, Priority.ALWAYS);
        GridPane.setHgrow(remote, Priority.ALWAYS);
        remote.setTooltip(new Tooltip("How GPU Doctor is started on the machines, as their shell reads it"));

        // Start and Cancel beside the heading: with Slurm's fields the form scrolls at 1280x800, and they stay in sight.
        HBox top = new HBox(8, heading, spacer(), start, cancel);
        top.setAlignment(Pos.CENTER_LEFT);
        heading.setMinWidth(Region.USE_PREF_SIZE);
        start.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        VBox box = new VBox(6, top, choices, hint, hostsRow, hosts, settings, status, progress);
        box.setId("fleet-run-pane");
        box.setPadding(new Insets(12));
        // In a small window the run pane scrolls rather than cutting its heading or its rows.
        ScrollPane scroll = new ScrollPane(box);
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setMinWidth(240);
        return scroll;
    }

    private Node comparePane(FleetViewModel vm) {
        Label heading = new Label("Machines side by side");
        heading.getStyleClass().add("feature-heading");
        Button open = new Button("Open fleet.json…");
        open.setId("fleet-open");
        open.setOnAction(e -> choose("Open a fleet.json that gpu-doctor fleet wrote",
                new FileChooser.ExtensionFilter("fleet.json", "*.json"), vm::open));
        Button bundle = new Button("Open its bundle");
        bundle.setId("fleet-open-bundle");
        bundle.setTooltip(new Tooltip("Opens the selected machine's bundle in Capabilities, Compare and Diagnose"));
        bundle.disableProperty().bind(vm.selectedProperty().isNull());
        bundle.setOnAction(e -> vm.openBundle());
        HBox actions = new HBox(8, heading, spacer(), open, bundle);
        actions.setAlignment(Pos.CENTER_LEFT);
        Label status = new Label();
        status.setId("fleet-table-status");
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(vm.tableStatusProperty());

        TableView<FactRow> table = new FleetComparisonTable(vm).node();
        VBox.setVgrow(table, Priority.ALWAYS);

        TextArea detail = new TextArea();
        detail.setId("fleet-detail");
        detail.setEditable(false);
        detail.setWrapText(true);
        detail.setPrefRowCount(4);
        detail.setMinHeight(70);
        detail.textProperty().bind(vm.detailProperty());

        VBox box = new VBox(8, actions, status, table, excludePane(vm), detail);
        box.setPadding(new Insets(12));
        return box;
    }

    /**
     * The machines fleet.json says to keep jobs off, with why, and their Slurm hostlist with a button that
     * copies it for {@code sbatch --exclude=}; shown only when there is one.
     */
    private static Node excludePane(FleetViewModel vm) {
        Label heading = new Label("Keep jobs off");
        heading.setMinWidth(Region.USE_PREF_SIZE);
        TextField hostlist = new TextField();
        hostlist.setId("fleet-exclude-hostlist");
        hostlist.setEditable(false);
        hostlist.textProperty().bind(vm.excludeHostlistProperty());
        hostlist.setTooltip(new Tooltip("A Slurm hostlist of these machines: sbatch --exclude=<this>"));
        HBox.setHgrow(hostlist, Priority.ALWAYS);
        Button copy = new Button("Copy --exclude");
        copy.setId("fleet-exclude-copy");
        copy.setMinWidth(Region.USE_PREF_SIZE);
        copy.setTooltip(new Tooltip("Copies --exclude=<hostlist>, ready for sbatch or srun"));
        copy.setOnAction(e -> {
            ClipboardContent clip = new ClipboardContent();
            clip.putString("--exclude=" + vm.excludeHostlistProperty().get());
            Clipboard.getSystemClipboard().setContent(clip);
        });
        HBox row = new HBox(8, heading, hostlist, copy);
        row.setAlignment(Pos.CENTER_LEFT);
        TextArea why = new TextArea();
        why.setId("fleet-exclude");
        why.setEditable(false);
        why.setWrapText(true);
        why.setPrefRowCount(2);
        why.setMinHeight(50);
        why.textProperty().bind(vm.excludeProperty());
        VBox pane = new VBox(4, row, why);
        pane.setId("fleet-exclude-pane");
        BooleanBinding any = vm.excludeHostlistProperty().isNotEmpty();
        pane.visibleProperty().bind(any);
        pane.managedProperty().bind(any);
        return pane;
    }

    private void choose(String title, FileChooser.ExtensionFilter filter, Consumer<Path> chosen) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        if (filter != null) {
            chooser.getExtensionFilters().add(filter);
        }
        File file = chooser.showOpenDialog(content.getScene() == null ? null : content.getScene().getWindow());
        if (file != null) {
            chosen.accept(file.toPath());
        }
    }

    /** A label and its text field, shown only when the fleet runs as Slurm jobs. */
    private static Node[] slurmField(String name, String id, StringProperty value, String prompt, BooleanBinding overSsh) {
        Label label = new Label(name);
        label.setMinWidth(Region.USE_PREF_SIZE);
        TextField text = new TextField();
        text.setId(id);
        text.textProperty().bindBidirectional(value);
        text.setPromptText(prompt);
        GridPane.setHgrow(text, Priority.ALWAYS);
        Node[] row = {label, text};
        for (Node node : row) {
            node.visibleProperty().bind(overSsh.not());
            node.managedProperty().bind(overSsh.not());
        }
        return row;
    }

    /** A text field that takes the width, with its "…" chooser beside it. */
    private static HBox fieldRow(String id, TextField field, Button browse) {
        HBox.setHgrow(field, Priority.ALWAYS);
        browse.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(6, field, browse);
        row.setId(id);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static Region spacer() {
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return spacer;
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
