package dev.gpudoctor.ui.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.fleet.FleetFile;
import dev.gpudoctor.fleet.FleetLevel;
import dev.gpudoctor.fleet.FleetRequest;
import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.HostsFile;
import dev.gpudoctor.fleet.SlurmEngine;
import dev.gpudoctor.fleet.SshEngine;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.fleet.TargetFailure;
import dev.gpudoctor.fleet.TargetResult;
import dev.gpudoctor.settings.SettingsFile;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The view model over a scripted engine, on the current thread: no toolkit, no ssh. */
class FleetViewModelTest {

    @TempDir
    Path dir;

    private final List<Path> opened = new ArrayList<>();
    private final List<String> statesSeenDuringRun = new ArrayList<>();
    private SshFleet.Options optionsSeen;
    private FleetViewModel vm;

    private FleetViewModel viewModel(SshEngine engine) {
        vm = new FleetViewModel(
                new FleetService(engine, null), new CurrentThreadTaskExecutor(), Runnable::run, opened::add, dir);
        return vm;
    }

    /** Answers each target in order: names starting with "down" fail, "wsl" ones differ; records the rows' states as it goes. */
    private List<TargetResult> scripted(
            List<String> targets, SshFleet.Options options, Path out, Consumer<TargetResult> onDone)
            throws java.io.IOException {
        optionsSeen = options;
        Files.createDirectories(out);
        List<TargetResult> results = new ArrayList<>();
        for (String target : targets) {
            statesSeenDuringRun.add(states());
            TargetResult result = target.startsWith("down")
                    ? TargetResult.failed(
                            target,
                            TargetFailure.UNREACHABLE,
                            "The target could not be reached: Connection refused",
                            List.of(),
                            5)
                    : FleetTableTest.machine(target, target.startsWith("wsl") ? "WSL2" : "NONE", "550.54");
            onDone.accept(result);
            results.add(result);
        }
        return results;
    }

    private String states() {
        return String.join(
                ",",
                vm.progress().stream()
                        .map(row -> row.name() + "=" + row.stateProperty().get())
                        .toList());
    }

    @Test
    void slurmNodeListsAreJoinedAsSlurmWritesThemKeepingCommasInBrackets() {
        assertThat(FleetRequest.nodeListOf("gpu[01-04]\n  gpu20 # the new one\n# gpu99\ngpu[30,32] gpu40,\n"))
                .isEqualTo("gpu[01-04],gpu20,gpu[30,32],gpu40");
        assertThat(FleetRequest.nodeListOf("  \n# none\n")).isEmpty();
    }

    @Test
    void theChosenLevelGoesToEveryMachineAndTheFullLevelGetsTheLongerLimit() {
        viewModel(this::scripted);
        vm.hostsProperty().set("a");
        vm.levelProperty().set(dev.gpudoctor.fleet.FleetLevel.STANDARD);
        vm.start();
        assertThat(optionsSeen.level()).isEqualTo(dev.gpudoctor.fleet.FleetLevel.STANDARD);
        assertThat(optionsSeen.timeLimit()).hasSeconds(120);

        vm.levelProperty().set(dev.gpudoctor.fleet.FleetLevel.FULL);
        vm.start();
        assertThat(optionsSeen.level()).isEqualTo(dev.gpudoctor.fleet.FleetLevel.FULL);
        assertThat(optionsSeen.timeLimit()).hasSeconds(600);
        assertThat(FleetViewModel.workSentence(FleetViewModel.Via.SSH, dev.gpudoctor.fleet.FleetLevel.FULL))
                .contains("MACE run");
    }

    /** A Slurm engine that expands "gpu[1-3]" and answers each node as {@link #scripted} does. */
    private final class ScriptedSlurm implements SlurmEngine {
        String listAsked;
        String partitionAsked;
        dev.gpudoctor.fleet.SlurmFleet.Options slurmOptions;

        @Override
        public List<String> nodes(String nodeList, String partition)
                throws dev.gpudoctor.fleet.SlurmFleet.SlurmUnavailable {
            listAsked = nodeList;
            partitionAsked = partition;
            if ("down".equals(partition)) {
                throw new dev.gpudoctor.fleet.SlurmFleet.SlurmUnavailable(
                        "Slurm lists no node in partition 'down' (sinfo -p down is empty).");
            }
            return List.of("gpu1", "gpu2", "wsl3");
        }

        @Override
        public List<TargetResult> run(
                List<String> nodes,
                dev.gpudoctor.fleet.SlurmFleet.Options options,
                Path out,
                Consumer<TargetResult> onDone)
                throws java.io.IOException {
            slurmOptions = options;
            return scripted(nodes, null, out, onDone);
        }
    }

    @Test
    void aSlurmRunAsksForTheNodesThenShowsOneRowANode() {
        ScriptedSlurm slurm = new ScriptedSlurm();
        vm = new FleetViewModel(
                new FleetService(this::scripted, slurm),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                opened::add,
                dir);
        vm.viaProperty().set(FleetViewModel.Via.SLURM);
        vm.hostsProperty().set("gpu[1-2]\nwsl3");
        vm.partitionProperty().set("gpu");
        vm.gresProperty().set("gpu:1");
        vm.remoteCommandProperty().set("/shared/gpu-doctor-agent/bin/gpu-doctor-agent");

        vm.start();

        assertThat(slurm.listAsked).isEqualTo("gpu[1-2],wsl3");
        assertThat(slurm.partitionAsked).isEqualTo("gpu");
        assertThat(statesSeenDuringRun.get(0)).isEqualTo("gpu1=RUNNING,gpu2=RUNNING,wsl3=RUNNING");
        assertThat(states()).isEqualTo("gpu1=DONE,gpu2=DONE,wsl3=DONE");
        assertThat(slurm.slurmOptions.gres()).isEqualTo("gpu:1");
        assertThat(slurm.slurmOptions.account()).isNull();
        assertThat(slurm.slurmOptions.remoteCommand()).isEqualTo("/shared/gpu-doctor-agent/bin/gpu-doctor-agent");
        assertThat(vm.tableProperty().get().machines()).hasSize(3);
        assertThat(vm.folderProperty().get().resolve(FleetFile.NAME)).isRegularFile();
    }

    @Test
    void aSlurmRunWithNothingToReachOrBadNamesSaysWhyAndStartsNothing() {
        ScriptedSlurm slurm = new ScriptedSlurm();
        vm = new FleetViewModel(
                new FleetService(this::scripted, slurm),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                opened::add,
                dir);
        vm.viaProperty().set(FleetViewModel.Via.SLURM);

        vm.start();
        assertThat(vm.runStatusProperty().get())
                .isEqualTo(
                        "Name the nodes with a list a line under Nodes (as gpu[01-04]), or a partition to take every node of.");

        vm.hostsProperty().set("gpu1;reboot");
        vm.accountProperty().set("lab account");
        vm.start();
        assertThat(vm.runStatusProperty().get())
                .contains(
                        "The node list 'gpu1;reboot'",
                        "is not a Slurm node list",
                        "The account 'lab account' is not a Slurm name.");
        assertThat(slurm.listAsked).isNull();
        assertThat(vm.runningProperty().get()).isFalse();

        vm.hostsProperty().set("");
        vm.accountProperty().set("");
        vm.partitionProperty().set("down");
        vm.start();
        assertThat(vm.runStatusProperty().get())
                .isEqualTo(
                        "Could not list the nodes: Slurm lists no node in partition 'down' (sinfo -p down is empty).");
        assertThat(vm.progress()).isEmpty();

        FleetViewModel sshOnly = new FleetViewModel(
                new FleetService(this::scripted, null),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                opened::add,
                dir);
        sshOnly.viaProperty().set(FleetViewModel.Via.SLURM);
        sshOnly.hostsProperty().set("gpu1");
        sshOnly.start();
        assertThat(sshOnly.runStatusProperty().get()).startsWith("Slurm is not available here");
        assertThat(sshOnly.offersSlurm()).isFalse();
    }

    @Test
    void aRunShowsEachMachinesProgressThenTheTable() {
        viewModel(this::scripted);
        vm.hostsProperty().set("a\nb\nwsl1\ndown1");
        vm.remoteCommandProperty().set("/opt/gpu-doctor/bin/gpu-doctor");

        vm.start();

        // All four fit in the parallelism bound, so all run at once; each ends as done or failed.
        assertThat(statesSeenDuringRun.get(0)).isEqualTo("a=RUNNING,b=RUNNING,wsl1=RUNNING,down1=RUNNING");
        assertThat(statesSeenDuringRun.get(3)).isEqualTo("a=DONE,b=DONE,wsl1=DONE,down1=RUNNING");
        assertThat(states()).isEqualTo("a=DONE,b=DONE,wsl1=DONE,down1=FAILED");
        assertThat(vm.progress().get(3).detailProperty().get())
                .isEqualTo("unreachable: The target could not be reached: Connection refused");
        assertThat(vm.progress().get(3).stateText()).isEqualTo("✖  failed");
        assertThat(optionsSeen.remoteCommand()).isEqualTo("/opt/gpu-doctor/bin/gpu-doctor");
        assertThat(optionsSeen.sshConfig()).isNull();
        assertThat(optionsSeen.parallelism()).isEqualTo(8);
        Path folder = vm.folderProperty().get();
        assertThat(folder.getParent()).isEqualTo(dir);
        assertThat(folder.resolve("fleet.json")).isRegularFile();
        assertThat(vm.runStatusProperty().get())
                .startsWith("Done in")
                .contains("3 reached, 1 not reached. Wrote " + folder.resolve("fleet.json"));
        assertThat(vm.tableProperty().get().rows().get(0).fact()).isEqualTo("wsl");
        assertThat(vm.tableProperty().get().rows().get(0).outliers()).containsExactly("wsl1");
        assertThat(vm.tableStatusProperty().get())
                .startsWith("This run: 4 machines, 3 reached, 1 not reached; 1 fact differs");
        assertThat(vm.runningProperty().get()).isFalse();
    }

    @Test
    void pastTheParallelismBoundTheRestWaitAsPending() {
        viewModel(this::scripted);
        vm.hostsProperty().set(String.join("\n", List.of("n1", "n2", "n3", "n4", "n5", "n6", "n7", "n8", "n9", "n10")));

        vm.start();

        assertThat(statesSeenDuringRun.get(0)).endsWith("n8=RUNNING,n9=PENDING,n10=PENDING");
        // n1 ended, so n9 took its place.
        assertThat(statesSeenDuringRun.get(1)).startsWith("n1=DONE,n2=RUNNING").endsWith("n9=RUNNING,n10=PENDING");
    }

    @Test
    void badInputIsASentenceAndNothingStarts() {
        viewModel((targets, options, out, onDone) -> {
            throw new AssertionError("must not run");
        });
        vm.hostsProperty().set("gpu1\n-oProxyCommand=evil");
        vm.start();
        assertThat(vm.runStatusProperty().get()).isEqualTo("'-oProxyCommand=evil' is not a host name or ssh alias.");

        vm.hostsProperty().set("  # nothing\n");
        vm.start();
        assertThat(vm.runStatusProperty().get())
                .isEqualTo("Name at least one host: a host name or ssh alias per line under Machines.");
        assertThat(vm.progress()).isEmpty();
    }

    @Test
    void aMissingSshConfigIsSaidBeforeSshRuns() {
        viewModel((targets, options, out, onDone) -> {
            throw new AssertionError("must not run");
        });
        vm.hostsProperty().set("gpu1");
        vm.sshConfigProperty().set(dir.resolve("no-such-config").toString());

        vm.start();

        assertThat(vm.runStatusProperty().get())
                .isEqualTo("The ssh config " + dir.resolve("no-such-config") + " is not a file.");
        assertThat(vm.progress()).isEmpty();
        assertThat(vm.runningProperty().get()).isFalse();
    }

    @Test
    void aCancelledRunMarksTheUnfinishedMachines() {
        viewModel((targets, options, out, onDone) -> {
            onDone.accept(FleetTableTest.machine(targets.get(0), "NONE", "1"));
            throw new InterruptedException("cancelled");
        });
        vm.hostsProperty().set("a\nb");

        vm.start();

        assertThat(states()).isEqualTo("a=DONE,b=CANCELLED");
        assertThat(vm.runStatusProperty().get()).startsWith("Cancelled: ssh was stopped here");
        assertThat(vm.runningProperty().get()).isFalse();
    }

    @Test
    void aMachineWithABundleOpensItAndOneWithoutSaysSo() throws Exception {
        viewModel(this::scripted);
        Path fleet = Files.createDirectories(dir.resolve("lab"));
        FleetFile.write(
                fleet,
                dev.gpudoctor.fleet.FleetReport.of(
                        List.of(FleetTableTest.machine("a", "NONE", "1"), FleetTableTest.machine("b", "NONE", "1"))));
        Files.createDirectories(fleet.resolve("b"));
        Path bundle = Files.writeString(fleet.resolve("b/gpu-doctor-bundle-b.zip"), "zip");

        vm.open(fleet.resolve("fleet.json"));
        vm.openBundle();
        assertThat(vm.tableStatusProperty().get()).isEqualTo("Click a machine's column header first.");

        vm.select("a");
        vm.openBundle();
        assertThat(vm.tableStatusProperty().get()).startsWith("No bundle came back from a");
        assertThat(opened).isEmpty();

        vm.select("b");
        vm.openBundle();
        assertThat(opened).containsExactly(bundle);
        assertThat(vm.tableStatusProperty().get())
                .isEqualTo("Opening the bundle of b in Capabilities, Compare and Diagnose: " + bundle);
        assertThat(vm.detailProperty().get())
                .startsWith("b: reached, answered in 2.0 s.")
                .endsWith("Bundle: " + bundle);
    }

    @Test
    void aBrokenFleetFileIsASentenceAndAnEmptyTable() throws Exception {
        viewModel(this::scripted);
        Path broken = Files.writeString(dir.resolve("fleet.json"), "<html>not json</html>");

        vm.open(broken);

        assertThat(vm.tableStatusProperty().get())
                .isEqualTo("Could not open fleet.json: fleet.json is not JSON (line 1): it is not a "
                        + "fleet.json that gpu-doctor fleet wrote.");
        assertThat(vm.tableProperty().get().machines()).isEmpty();
    }

    @Test
    void aHostsFileFillsTheMachines() throws Exception {
        viewModel(this::scripted);
        Path file = Files.writeString(dir.resolve("hosts"), "# the lab\ngpu01\ngpu02  # spare\n");

        vm.loadHostsFile(file);
        assertThat(HostsFile.parse(vm.hostsProperty().get())).containsExactly("gpu01", "gpu02");
        assertThat(vm.runStatusProperty().get()).isEqualTo("Read 2 machines from " + file + ".");

        vm.loadHostsFile(dir.resolve("missing"));
        assertThat(vm.runStatusProperty().get())
                .isEqualTo("Could not read " + dir.resolve("missing") + ": there is no such file.");
        assertThat(HostsFile.parse(vm.hostsProperty().get())).containsExactly("gpu01", "gpu02");
    }

    /** Issue 30 item 9: the agent copied from the window, runs kept in a chosen folder, the window's own words for a missing GPU Doctor. */
    @Test
    void theAgentAndTheChosenFolderReachTheRunAndAMissingGpuDoctorNamesTheAgentField() throws Exception {
        Path archive = Files.writeString(dir.resolve("gpu-doctor-agent-0.1.0-linux-x64.tar.gz"), "an archive");
        Path chosen = Files.createDirectories(dir.resolve("chosen"));
        viewModel((targets, options, out, onDone) -> {
            optionsSeen = options;
            List<TargetResult> rows = targets.stream()
                    .map(target -> TargetResult.failed(
                            target,
                            TargetFailure.REMOTE_COMMAND_MISSING,
                            "The remote shell could not find the remote command (exit 127): GPU Doctor is not there under that command.",
                            List.of(),
                            5))
                    .toList();
            rows.forEach(onDone);
            return rows;
        });
        vm.hostsProperty().set("gpu1 gpu2");
        vm.agentProperty().set(archive.toString());
        vm.outFolderProperty().set(chosen.toString());

        vm.start();

        assertThat(optionsSeen.agentArchive()).isEqualTo(archive);
        assertThat(vm.folderProperty().get().getParent()).isEqualTo(chosen);
        assertThat(vm.folderProperty().get().getFileName().toString()).startsWith("gpu-doctor-fleet-");
        assertThat(vm.runStatusProperty().get())
                .contains("GPU Doctor is not on 2 of them")
                .contains("under Agent")
                .doesNotContain("--agent")
                .doesNotContain("--remote-command");
    }

    @Test
    void theFormIsKeptForTheNextWindow() {
        SettingsFile settings = new SettingsFile(dir.resolve("settings.properties"));
        viewModel(this::scripted).keepFormIn(settings);
        vm.hostsProperty().set("gpu1\ngpu2 # spare");
        vm.sshConfigProperty().set("/etc/lab/ssh_config");
        vm.remoteCommandProperty().set("/opt/gpu-doctor/bin/gpu-doctor");
        vm.outFolderProperty().set(dir.resolve("runs").toString());
        vm.levelProperty().set(FleetLevel.STANDARD);
        vm.start();

        FleetViewModel next = new FleetViewModel(
                new FleetService(this::scripted, null),
                new CurrentThreadTaskExecutor(),
                Runnable::run,
                opened::add,
                dir);
        next.keepFormIn(new SettingsFile(dir.resolve("settings.properties")));

        assertThat(next.hostsProperty().get()).isEqualTo("gpu1\ngpu2 # spare");
        assertThat(next.sshConfigProperty().get()).isEqualTo("/etc/lab/ssh_config");
        assertThat(next.remoteCommandProperty().get()).isEqualTo("/opt/gpu-doctor/bin/gpu-doctor");
        assertThat(next.outFolderProperty().get()).isEqualTo(dir.resolve("runs").toString());
        assertThat(next.levelProperty().get()).isEqualTo(FleetLevel.STANDARD);
        assertThat(next.viaProperty().get()).isEqualTo(FleetViewModel.Via.SSH);
    }
}
