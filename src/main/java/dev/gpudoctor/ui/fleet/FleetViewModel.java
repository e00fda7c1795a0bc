package dev.gpudoctor.ui.fleet;

import dev.gpudoctor.fleet.FleetFile;
import dev.gpudoctor.fleet.FleetReport;
import dev.gpudoctor.fleet.FleetLevel;
import dev.gpudoctor.fleet.SlurmFleet;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.fleet.TargetResult;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * State of the Fleet tab: a fleet.json opened from disk, or a fleet run here over ssh or as Slurm
 * jobs with the CLI's engines, at a level the user picks (one row per machine with its progress),
 * shown as one N-machine comparison table. A machine's bundle, when the fleet collected one, opens
 * in the other tabs.
 */
public final class FleetViewModel {

    /** How the machines are reached. */
    public enum Via {
        SSH, SLURM
    }

    /** The CLI's defaults, so a fleet run from the window behaves as {@code gpu-doctor fleet} does. */
    static final int PARALLELISM = 8;
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);
    static final Duration TIME_LIMIT = Duration.ofSeconds(120);
    static final Duration FULL_TIME_LIMIT = Duration.ofSeconds(600);
    static final Duration PENDING_TIMEOUT = Duration.ofSeconds(300);
    private static final long MAX_HOSTS_FILE_BYTES = 1L << 20;

    private final FleetEngine engine;
    private final SlurmEngine slurm;
    private final TaskExecutor tasks;
    private final Executor uiExecutor;
    private final Consumer<Path> bundleOpener;
    private final Path defaultFolder;

    private final StringProperty hosts = new SimpleStringProperty("");
    private final StringProperty sshConfig = new SimpleStringProperty("");
    private final StringProperty remoteCommand = new SimpleStringProperty("gpu-doctor");
    private final ObjectProperty<Via> via = new SimpleObjectProperty<>(Via.SSH);
    private final ObjectProperty<FleetLevel> level = new SimpleObjectProperty<>(FleetLevel.QUICK);
    private final StringProperty partition = new SimpleStringProperty("");
    private final StringProperty gres = new SimpleStringProperty("");
    private final StringProperty account = new SimpleStringProperty("");
    private Via runningVia = Via.SSH;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper runStatus = new ReadOnlyStringWrapper(
            "Name the machines (host names or ssh aliases, one per line), then Start.");
    private final ObservableList<TargetProgress> progress = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<FleetTable> table = new ReadOnlyObjectWrapper<>(FleetTable.EMPTY);
    private final ReadOnlyObjectWrapper<Path> folder = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper tableStatus = new ReadOnlyStringWrapper(
            "Open a fleet.json that gpu-doctor fleet wrote, or run a fleet on the left.");
    private final ReadOnlyObjectWrapper<FleetMachine> selected = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper detail = new ReadOnlyStringWrapper(NO_SELECTION);
    private TaskHandle current;

    private static final String NO_SELECTION = "Click a machine's column header to see how it answered, or why it did not.";

    /**
     * @param bundleOpener opens a machine's bundle in the other tabs (Capabilities, Compare, Diagnose)
     * @param defaultFolder where a run from the window keeps its answers, in a new folder per run
     */
    public FleetViewModel(FleetEngine engine, TaskExecutor tasks, Executor uiExecutor, Consumer<Path> bundleOpener, Path defaultFolder) {
        this(engine, null, tasks, uiExecutor, bundleOpener, defaultFolder);
    }

    /** @param slurm the Slurm engine, or null where the window offers ssh only */
    public FleetViewModel(FleetEngine engine, SlurmEngine slurm, TaskExecutor tasks, Executor uiExecutor, Consumer<Path> bundleOpener,
                          Path defaultFolder) {
        this.engine = engine;
        this.slurm = slurm;
        this.tasks = tasks;
        this.uiExecutor = uiExecutor;
        this.bundleOpener = bundleOpener;
        this.defaultFolder = defaultFolder;
    }

    /** Host names from free text: one or more a line, separated by spaces or commas; '#' starts a comment. */
    static List<String> parseHosts(String text) {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        for (String line : (text == null ? "" : text).split("\\R")) {
            for (String name : line.replaceFirst("#.*", "").split("[\\s,]+")) {
                if (!name.isBlank()) {
                    names.add(name.strip());
                }
            }
        }
        return List.copyOf(names);
    }

    public void start() {
        if (running.get()) {
            return;
        }
        if (via.get() == Via.SLURM) {
            startSlurm();
            return;
        }
        List<String> targets = parseHosts(hosts.get());
        List<String> problems = new ArrayList<>();
        targets.stream().filter(name -> !SshFleet.isValidTarget(name))
                .forEach(name -> problems.add("'" + name + "' is not a host name or ssh alias."));
        if (targets.isEmpty()) {
            problems.add("Name at least one machine: a host name or ssh alias per line.");
        }
        String remote = remoteCommand.get() == null ? "" : remoteCommand.get().strip();
        if (remote.isEmpty()) {
            problems.add("The remote command must not be empty (it is how GPU Doctor starts on the machines).");
        }
        Path config;
        try {
            config = sshConfig.get() == null || sshConfig.get().isBlank() ? null : Path.of(sshConfig.get().strip());
        } catch (InvalidPathException e) {
            problems.add("The ssh config is not a file name: " + e.getMessage());
            config = null;
        }
        if (!problems.isEmpty()) {
            runStatus.set(String.join(" ", problems));
            return;
        }
        Path out = defaultFolder.resolve("gpu-doctor-fleet-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)));
        progress.setAll(targets.stream().map(TargetProgress::new).toList());
        // SshFleet's pool takes targets in the order given, PARALLELISM at a time: the first ones run now,
        // and each one that ends lets the next pending one start (see targetDone).
        progress.stream().limit(PARALLELISM).forEach(TargetProgress::start);
        running.set(true);
        runningVia = Via.SSH;
        runStatus.set("Running on " + targets.size() + " machine" + (targets.size() == 1 ? "" : "s")
                + " (at most " + PARALLELISM + " at once)…");
        SshFleet.Options options = new SshFleet.Options(config, remote, CONNECT_TIMEOUT, timeLimit(), PARALLELISM, null, level.get());
        long started = System.nanoTime();
        current = tasks.submit(new BackgroundTask<>("fleet over ssh", () -> run(targets, options, out),
                ran -> ran(ran, started), this::runFailed));
    }

    /** As the CLI: two minutes a machine, ten at the full level (its MACE run). */
    private Duration timeLimit() {
        return level.get() == FleetLevel.FULL ? FULL_TIME_LIMIT : TIME_LIMIT;
    }

    /**
     * Slurm's node lists from free text: one or more a line, joined with commas as Slurm writes a
     * list ({@code gpu[01-04]}, {@code gpu20}); '#' starts a comment. Commas inside brackets stay.
     */
    static String slurmNodeList(String text) {
        List<String> parts = new ArrayList<>();
        for (String line : (text == null ? "" : text).split("\\R")) {
            for (String part : line.replaceFirst("#.*", "").strip().split("\\s+")) {
                if (!part.isBlank()) {
                    parts.add(part.replaceAll("^,+|,+$", ""));
                }
            }
        }
        return String.join(",", parts.stream().filter(part -> !part.isEmpty()).toList());
    }

    private void startSlurm() {
        List<String> problems = new ArrayList<>();
        String nodeList = slurmNodeList(hosts.get());
        String inPartition = blankToNull(partition.get());
        if (slurm == null) {
            problems.add("Slurm is not available in this window; run gpu-doctor fleet --via slurm on a login node.");
        }
        if (!nodeList.isEmpty() && !SlurmFleet.isValidNodeList(nodeList)) {
            problems.add("'" + nodeList + "' is not a Slurm node list (names, commas and [1-4] ranges).");
        }
        if (nodeList.isEmpty() && inPartition == null) {
            problems.add("Name the nodes (gpu[01-16], a list a line) or a partition to take every node of.");
        }
        String[][] names = {{"The partition", inPartition}, {"The gres", blankToNull(gres.get())}, {"The account", blankToNull(account.get())}};
        for (String[] named : names) {
            if (named[1] != null && !SlurmFleet.isValidName(named[1])) {
                problems.add(named[0] + " '" + named[1] + "' is not a Slurm name.");
            }
        }
        String remote = remoteCommand.get() == null ? "" : remoteCommand.get().strip();
        if (remote.isEmpty()) {
            problems.add("The remote command must not be empty (it is how GPU Doctor starts on the nodes).");
        }
        if (!problems.isEmpty()) {
            runStatus.set(String.join(" ", problems));
            return;
        }
        Path out = defaultFolder.resolve("gpu-doctor-fleet-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)));
        progress.clear();
        running.set(true);
        runningVia = Via.SLURM;
        runStatus.set("Asking Slurm for the nodes…");
        SlurmFleet.Options options = new SlurmFleet.Options(inPartition, names[1][1], names[2][1], remote, timeLimit(), PENDING_TIMEOUT,
                PARALLELISM, level.get());
        String list = nodeList.isEmpty() ? null : nodeList;
        long started = System.nanoTime();
        current = tasks.submit(new BackgroundTask<>("fleet as Slurm jobs", () -> runSlurm(list, inPartition, options, out),
                ran -> ran(ran, started), this::runFailed));
    }

    private Ran runSlurm(String nodeList, String inPartition, SlurmFleet.Options options, Path out) throws InterruptedException {
        List<String> nodes;
        try {
            nodes = slurm.nodes(nodeList, inPartition);
        } catch (SlurmFleet.SlurmUnavailable e) {
            return new Ran(null, null, e.getMessage());
        }
        // Before the run, so each node's row is there when its end is reported (same executor, in order).
        uiExecutor.execute(() -> {
            progress.setAll(nodes.stream().map(TargetProgress::new).toList());
            progress.stream().limit(PARALLELISM).forEach(TargetProgress::start);
            runStatus.set("Running " + nodes.size() + " Slurm job" + (nodes.size() == 1 ? "" : "s") + ", one a node (at most "
                    + PARALLELISM + " at once)…");
        });
        try {
            FleetReport report = FleetReport.of(slurm.run(nodes, options, out, result -> uiExecutor.execute(() -> targetDone(result))));
            FleetFile.write(out, report);
            return new Ran(FleetTable.of(report, out, FleetFile::bundleOf), out, null);
        } catch (IOException e) {
            return new Ran(null, null, "Could not write under " + out + ": " + e.getMessage());
        }
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }

    /** A finished run, or the sentence saying why it did not start. */
    private record Ran(FleetTable table, Path folder, String refusal) {
    }

    private Ran run(List<String> targets, SshFleet.Options options, Path out) throws InterruptedException {
        if (options.sshConfig() != null && !Files.isRegularFile(options.sshConfig())) {
            return new Ran(null, null, "The ssh config " + options.sshConfig() + " is not a file.");
        }
        FleetReport report;
        try {
            report = FleetReport.of(engine.run(targets, options, out, result -> uiExecutor.execute(() -> targetDone(result))));
            FleetFile.write(out, report);
        } catch (IOException e) {
            return new Ran(null, null, "Could not write under " + out + ": " + e.getMessage());
        }
        return new Ran(FleetTable.of(report, out, FleetFile::bundleOf), out, null);
    }

    private void targetDone(TargetResult result) {
        progress.stream().filter(row -> row.name().equals(result.name())).findFirst().ifPresent(row -> row.finish(result));
        progress.stream().filter(row -> row.stateProperty().get() == TargetProgress.State.PENDING).findFirst()
                .ifPresent(TargetProgress::start);
    }

    private void ran(Ran ran, long started) {
        running.set(false);
        current = null;
        if (ran.refusal() != null) {
            progress.clear();
            runStatus.set(ran.refusal());
            return;
        }
        FleetTable shown = ran.table();
        long failed = shown.machines().size() - shown.reachedCount();
        runStatus.set(String.format(Locale.ROOT, "Done in %.0f s: %d reached%s. Wrote %s.", (System.nanoTime() - started) / 1e9,
                shown.reachedCount(), failed == 0 ? "" : ", " + failed + " not reached", ran.folder().resolve(FleetFile.NAME)));
        show(shown, ran.folder(), "This run: ");
    }

    private void runFailed(ErrorSummary error) {
        running.set(false);
        current = null;
        progress.forEach(TargetProgress::cancel);
        String cancelled = runningVia == Via.SLURM
                ? "Cancelled: the Slurm jobs of this run were cancelled (scancel)."
                : "Cancelled: ssh was stopped here; what it started on a machine ends there at the time limit ("
                        + timeLimit().toSeconds() + " s).";
        runStatus.set(error.isCancellation() ? cancelled : "The fleet run failed: " + error.message());
    }

    public void cancel() {
        if (current != null && running.get()) {
            current.cancel();
            runStatus.set("Cancelling…");
        }
    }

    /** Reads a fleet.json off the FX thread; a file that is not one says why and leaves the table empty. */
    public void open(Path file) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        tableStatus.set("Opening " + name + "…");
        tasks.submit(new BackgroundTask<>("open a fleet.json", () -> read(file), opened -> {
            if (opened.refusal() != null) {
                show(FleetTable.EMPTY, null, "");
                tableStatus.set("Could not open " + name + ": " + opened.refusal());
                return;
            }
            show(opened.table(), opened.folder(), file + ": ");
        }, error -> {
            show(FleetTable.EMPTY, null, "");
            tableStatus.set("Could not open " + name + ": " + error.message());
        }));
    }

    private Ran read(Path file) {
        try {
            FleetReport report = FleetFile.read(file);
            Path where = file.toAbsolutePath().getParent();
            return new Ran(FleetTable.of(report, where, FleetFile::bundleOf), where, null);
        } catch (FleetFile.Refused e) {
            return new Ran(null, null, e.getMessage());
        }
    }

    /** Shows a fleet that was not read from disk (the screenshots' sample); {@code origin} says what it is. */
    public void show(FleetReport report, String origin) {
        show(FleetTable.of(report, null, (where, name) -> java.util.Optional.empty()), null, origin);
    }

    private void show(FleetTable shown, Path where, String origin) {
        table.set(shown);
        folder.set(where);
        selected.set(null);
        detail.set(NO_SELECTION);
        tableStatus.set(shown.machines().isEmpty() ? "" : origin + shown.summary());
    }

    /** Fills the hosts from a file (one a line, '#' comments), read off the FX thread; a file that cannot be read says why. */
    public void loadHostsFile(Path file) {
        tasks.submit(new BackgroundTask<>("read a hosts file", () -> readHosts(file), read -> {
            if (read.refusal() != null) {
                runStatus.set("Could not read " + file + ": " + read.refusal());
                return;
            }
            hosts.set(read.text());
            runStatus.set("Read " + parseHosts(read.text()).size() + " machines from " + file + ".");
        }, error -> runStatus.set("Could not read " + file + ": " + error.message())));
    }

    private record HostsText(String text, String refusal) {
    }

    private static HostsText readHosts(Path file) {
        try {
            if (Files.size(file) > MAX_HOSTS_FILE_BYTES) {
                return new HostsText(null, "it is larger than 1 MiB; that is not a list of hosts.");
            }
            return new HostsText(Files.readString(file, StandardCharsets.UTF_8), null);
        } catch (java.nio.file.NoSuchFileException e) {
            return new HostsText(null, "there is no such file.");
        } catch (IOException e) {
            return new HostsText(null, e.getMessage() + ".");
        }
    }

    public void select(String machine) {
        FleetMachine found = table.get().machine(machine).orElse(null);
        selected.set(found);
        detail.set(found == null ? NO_SELECTION : found.detail());
    }

    /** Opens the selected machine's bundle in the other tabs, or says plainly that it has none. */
    public void openBundle() {
        FleetMachine machine = selected.get();
        if (machine == null) {
            tableStatus.set("Click a machine's column header first.");
            return;
        }
        if (machine.bundle() == null) {
            tableStatus.set(machine.bundleSentence());
            return;
        }
        bundleOpener.accept(machine.bundle());
        tableStatus.set("Opening the bundle of " + machine.name() + " in Capabilities, Compare and Diagnose: " + machine.bundle());
    }

    public StringProperty hostsProperty() {
        return hosts;
    }

    public StringProperty sshConfigProperty() {
        return sshConfig;
    }

    public StringProperty remoteCommandProperty() {
        return remoteCommand;
    }

    public ObjectProperty<Via> viaProperty() {
        return via;
    }

    public ObjectProperty<FleetLevel> levelProperty() {
        return level;
    }

    public StringProperty partitionProperty() {
        return partition;
    }

    public StringProperty gresProperty() {
        return gres;
    }

    public StringProperty accountProperty() {
        return account;
    }

    /** Whether Slurm can be picked here. */
    public boolean offersSlurm() {
        return slurm != null;
    }

    /** What each machine will run, in a sentence for the run pane. */
    public static String workSentence(Via via, FleetLevel level) {
        String reach = via == Via.SLURM ? "One single-node Slurm job a node (srun -w NODE -N1). " : "Your ssh config, agent and host keys apply; never a password prompt. ";
        String work = switch (level) {
            case QUICK -> "Each machine runs gpu-doctor check --level quick: host facts and checks, no Python, seconds.";
            case STANDARD -> "Each machine runs the checklist with its Python checks and the capability probes: a minute or two.";
            case FULL -> "Each machine runs the standard checks and a short MACE run on its GPU (its CPU without one): minutes.";
        };
        return reach + work + " Its bundle comes back here.";
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty runStatusProperty() {
        return runStatus.getReadOnlyProperty();
    }

    public ObservableList<TargetProgress> progress() {
        return progress;
    }

    public ReadOnlyObjectProperty<FleetTable> tableProperty() {
        return table.getReadOnlyProperty();
    }

    /** The folder of the fleet on show (its per-machine folders and fleet.json), or null. */
    public ReadOnlyObjectProperty<Path> folderProperty() {
        return folder.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty tableStatusProperty() {
        return tableStatus.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<FleetMachine> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty detailProperty() {
        return detail.getReadOnlyProperty();
    }
}
