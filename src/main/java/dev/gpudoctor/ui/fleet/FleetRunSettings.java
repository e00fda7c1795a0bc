package dev.gpudoctor.ui.fleet;

import static dev.gpudoctor.ui.fleet.FleetLayout.fieldRow;
import static dev.gpudoctor.ui.fleet.FleetLayout.label;
import static dev.gpudoctor.ui.fleet.FleetLayout.showOnlyWhen;

import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.FileChooser;

/**
 * The fleet run's settings under the machines, one a row: over ssh the ssh config and the agent archive, as
 * Slurm jobs the partition, gres and account; the remote command and the folder the runs are kept in for both.
 */
final class FleetRunSettings {

    private FleetRunSettings() {}

    static GridPane create(FleetViewModel vm, FleetChoosers choose) {
        HBox configRow = sshConfigRow(vm, choose);
        HBox agentRow = agentRow(vm, choose);
        TextField remote = remoteField(vm);
        HBox outRow = outRow(vm, choose);
        GridPane settings = new GridPane();
        settings.setHgap(6);
        settings.setVgap(6);
        Label configLabel = label("ssh config");
        Label remoteLabel = label("Remote");
        Label agentLabel = label("Agent");
        Label outLabel = label("Keep in");
        settings.addRow(0, configLabel, configRow);
        settings.addRow(1, agentLabel, agentRow);
        settings.addRow(2, remoteLabel, remote);
        settings.addRow(3, outLabel, outRow);
        BooleanBinding overSsh = vm.viaProperty().isEqualTo(FleetViewModel.Via.SSH);
        showOnlyWhen(overSsh, configLabel, configRow, agentLabel, agentRow);
        BooleanBinding asSlurmJobs = overSsh.not();
        settings.addRow(
                4,
                slurmField(
                        "Partition",
                        "fleet-partition",
                        vm.partitionProperty(),
                        "e.g. gpu; with no nodes named, every node of it",
                        asSlurmJobs));
        settings.addRow(
                5,
                slurmField("Gres", "fleet-gres", vm.gresProperty(), "e.g. gpu:1, what each job asks for", asSlurmJobs));
        settings.addRow(
                6,
                slurmField(
                        "Account",
                        "fleet-account",
                        vm.accountProperty(),
                        "the account the jobs are charged to, if your site wants one",
                        asSlurmJobs));
        GridPane.setHgrow(configRow, Priority.ALWAYS);
        GridPane.setHgrow(agentRow, Priority.ALWAYS);
        GridPane.setHgrow(outRow, Priority.ALWAYS);
        GridPane.setHgrow(remote, Priority.ALWAYS);
        return settings;
    }

    private static HBox sshConfigRow(FleetViewModel vm, FleetChoosers choose) {
        TextField config = new TextField();
        config.setId("fleet-ssh-config");
        config.setPromptText("~/.ssh/config");
        config.setTooltip(new Tooltip("Optional: an ssh config file passed to ssh -F instead of ~/.ssh/config"));
        config.textProperty().bindBidirectional(vm.sshConfigProperty());
        Button browse = new Button("…");
        browse.setId("fleet-ssh-config-browse");
        browse.setTooltip(new Tooltip("Choose an ssh config file (passed to ssh -F)"));
        browse.setOnAction(e -> choose.file(
                "Choose an ssh config", null, file -> vm.sshConfigProperty().set(file.toString())));
        return fieldRow("fleet-ssh-config-row", config, browse);
    }

    private static HBox agentRow(FleetViewModel vm, FleetChoosers choose) {
        TextField agent = new TextField();
        agent.setId("fleet-agent");
        agent.setPromptText("none (installed there)");
        agent.setTooltip(new Tooltip(
                "Optional: the agent archive (gpu-doctor-agent-*-linux-x64.tar.gz), copied once to each machine"
                        + " into ~/.cache/gpu-doctor/agent/ and run there instead of Remote"));
        agent.textProperty().bindBidirectional(vm.agentProperty());
        Button browse = new Button("…");
        browse.setId("fleet-agent-browse");
        browse.setTooltip(new Tooltip("Choose the agent archive to copy to each machine"));
        browse.setOnAction(e -> choose.file(
                "Choose the agent archive (gpu-doctor-agent-*-linux-x64.tar.gz)",
                new FileChooser.ExtensionFilter("agent archive", "*.tar.gz"),
                file -> vm.agentProperty().set(file.toString())));
        return fieldRow("fleet-agent-row", agent, browse);
    }

    private static TextField remoteField(FleetViewModel vm) {
        TextField remote = new TextField();
        remote.setId("fleet-remote-command");
        remote.textProperty().bindBidirectional(vm.remoteCommandProperty());
        remote.setTooltip(new Tooltip("How GPU Doctor is started on the machines, as their shell reads it"));
        return remote;
    }

    private static HBox outRow(FleetViewModel vm, FleetChoosers choose) {
        TextField outFolder = new TextField();
        outFolder.setId("fleet-out");
        outFolder.setTooltip(
                new Tooltip(
                        "Each run makes its own gpu-doctor-fleet-<time> folder in here: each machine's answers and fleet.json"));
        outFolder.textProperty().bindBidirectional(vm.outFolderProperty());
        Button browse = new Button("…");
        browse.setId("fleet-out-browse");
        browse.setTooltip(new Tooltip("Choose the folder the runs are kept in"));
        browse.setOnAction(e -> choose.folder(
                "Keep each fleet run in a new folder inside…",
                folder -> vm.outFolderProperty().set(folder.toString())));
        return fieldRow("fleet-out-row", outFolder, browse);
    }

    /** A label and its text field, shown only when the fleet runs as Slurm jobs. */
    private static Node[] slurmField(
            String name, String id, StringProperty value, String prompt, BooleanBinding asSlurmJobs) {
        Label label = label(name);
        TextField text = new TextField();
        text.setId(id);
        text.textProperty().bindBidirectional(value);
        text.setPromptText(prompt);
        GridPane.setHgrow(text, Priority.ALWAYS);
        showOnlyWhen(asSlurmJobs, label, text);
        return new Node[] {label, text};
    }
}
