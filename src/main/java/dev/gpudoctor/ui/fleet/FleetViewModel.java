package dev.gpudoctor.ui.fleet;

import dev.gpudoctor.fleet.FleetFile;
import dev.gpudoctor.fleet.FleetLevel;
import dev.gpudoctor.fleet.FleetReport;
import dev.gpudoctor.fleet.FleetRequest;
import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.HostsFile;
import dev.gpudoctor.fleet.TargetFailure;
import dev.gpudoctor.fleet.TargetResult;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.settings.SettingsFile;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * State of the Fleet tab: a fleet.json opened from disk, or a fleet run here over ssh or as Slurm
 * jobs through {@link FleetService}, the use case {@code gpu-doctor fleet} runs, at a level the user picks (one row per machine with its progress),
 * shown as one N-machine comparison table. A machine's bundle, when the fleet collected one, opens
 * in the other tabs.
 */
public final class FleetViewModel {

    /** How the machines are reached. */
    public enum Via {
        SSH,
        SLURM
    }

    private final FleetService service;
    private final TaskExecutor tasks;
    private final Executor uiExecutor;
    private final Consumer<Path> bundleOpener;
    private final Path defaultFolder;

    private final StringProperty hosts = new SimpleStringProperty("");
    private final StringProperty sshConfig = new SimpleStringProperty("");
    private final StringProperty remoteCommand = new SimpleStringProperty(FleetRequest.DEFAULT_REMOTE_COMMAND);
    private final StringProperty agent = new SimpleStringProperty("");
    private final StringProperty outFolder = new SimpleStringProperty("");
    private final ObjectProperty<Via> via = new SimpleObjectProperty<>(Via.SSH);
    private final ObjectProperty<FleetLevel> level = new SimpleObjectProperty<>(FleetRequest.DEFAULT_LEVEL);
    private final StringProperty partition = new SimpleStringProperty("");
    private final StringProperty gres = new SimpleStringProperty("");
    private final StringProperty account = new SimpleStringProperty("");
    private Via runningVia = Via.SSH;
    private Duration runningLimit = FleetRequest.DEFAULT_TIME_LIMIT;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper runStatus =
            new ReadOnlyStringWrapper("Name the machines (host names or ssh aliases, one per line), then Start.");
    private final ObservableList<TargetProgress> progress = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<FleetTable> table = new ReadOnlyObjectWrapper<>(FleetTable.EMPTY);
    private final ReadOnlyObjectWrapper<Path> folder = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper tableStatus =
            new ReadOnlyStringWrapper("Open a fleet.json that gpu-doctor fleet wrote, or run a fleet on the left.");
    private final ReadOnlyObjectWrapper<FleetMachine> selected = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper exclude = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper excludeHostlist = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper detail = new ReadOnlyStringWrapper(NO_SELECTION);
    private TaskHandle current;
    private SettingsFile settings;

    private static final String NO_SELECTION =
            "Click a machine's column header to see how it answered, or why it did not.";

    /**
     * @param service       the fleet use case, the one {@code gpu-doctor fleet} runs
     * @param bundleOpener  opens a machine's bundle in the other tabs (Capabilities, Compare, Diagnose)
     * @param defaultFolder where a run from the window keeps its answers when no folder is chosen, in a new folder per run
     */
    public FleetViewModel(
            FleetService service,
            TaskExecutor tasks,
            Executor uiExecutor,
            Consumer<Path> bundleOpener,
            Path defaultFolder) {
        this.service = service;
        this.tasks = tasks;
        this.uiExecutor = uiExecutor;
        this.bundleOpener = bundleOpener;
        this.defaultFolder = defaultFolder;
        outFolder.set(defaultFolder.toString());
    }

    /** How this tab names each field of a fleet request in its messages (the CLI names its options). */
    static String label(FleetRequest.Field field) {
        return switch (field) {
            case HOSTS -> "a host name or ssh alias per line under Machines";
            case HOSTS_FILE -> "the hosts file";
            case NODES -> "a list a line under Nodes";
            case PARTITION -> "The partition";
            case GRES -> "The gres";
            case ACCOUNT -> "The account";
            case REMOTE_COMMAND -> "The remote command";
            case SSH_CONFIG -> "The ssh config";
            case AGENT -> "The agent archive (Copy agent)";
            case PARALLEL -> "The number of machines at once";
            case CONNECT_TIMEOUT -> "The connect timeout";
            case TIME_LIMIT -> "The time limit";
            case PENDING_TIMEOUT -> "The pending timeout";
            case OUT -> "The output folder (Keep in)";
        };
    }

    /** The request the form makes, or null with the run status saying what is wrong with a path in it. */
    FleetRequest request() {
        List<String> problems = new ArrayList<>();
        Path config = path(sshConfig.get(), "The ssh config", problems);
        Path archive = path(agent.get(), "The agent archive", problems);
        Path parent = path(outFolder.get(), "The output folder", problems);
        if (!problems.isEmpty()) {
            runStatus.set(String.join(" ", problems));
            return null;
        }
        Path out = FleetRequest.newFolderIn(parent == null ? defaultFolder : parent, LocalDateTime.now());
        FleetRequest.Builder request = FleetRequest.builder(
                        via.get() == Via.SLURM ? FleetRequest.Reach.SLURM : FleetRequest.Reach.SSH, out)
                .level(level.get())
                .remoteCommand(remoteCommand.get());
        if (via.get() == Via.SLURM) {
            request.nodes(FleetRequest.nodeListOf(hosts.get()))
                    .partition(partition.get())
                    .gres(gres.get())
                    .account(account.get());
        } else {
            request.hosts(HostsFile.parse(hosts.get())).sshConfig(config).agent(archive);
        }
        return request.build();
    }

    private static Path path(String text, String name, List<String> problems) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            String stripped = text.strip();
            return stripped.equals("~") || stripped.startsWith("~/")
                    ? Path.of(System.getProperty("user.home"))
                            .resolve(stripped.substring(Math.min(2, stripped.length())))
                    : Path.of(stripped);
        } catch (InvalidPathException e) {
            problems.add(name + " is not a file name: " + e.getMessage());
            return null;
        }
    }

    /**
     * Keeps the form in {@code settings}: filled from what it holds now, and written (off the FX
     * thread) at each Start, so the next window opens with the machines and fields of the last run.
     */
    public void keepFormIn(SettingsFile settings) {
        this.settings = settings;
        form().forEach((key, field) -> settings.get(FORM_KEY + key).ifPresent(field::set));
        settings.get(FORM_KEY + "via")
                .flatMap(word -> Arrays.stream(Via.values())
                        .filter(value -> value.name().equals(word))
                        .findFirst())
                .filter(value -> value == Via.SSH || offersSlurm())
                .ifPresent(via::set);
        settings.get(FORM_KEY + "level").flatMap(FleetLevel::of).ifPresent(level::set);
    }

    private static final String FORM_KEY = "fleet.";

    /** The form's text fields by their settings key. */
    private Map<String, StringProperty> form() {
        Map<String, StringProperty> fields = new LinkedHashMap<>();
        fields.put("hosts", hosts);
        fields.put("ssh_config", sshConfig);
        fields.put("agent", agent);
        fields.put("remote_command", remoteCommand);
        fields.put("out", outFolder);
        fields.put("partition", partition);
        fields.put("gres", gres);
        fields.put("account", account);
        return fields;
    }

    private void saveForm() {
        if (settings == null) {
            return;
        }
        Map<String, String> values = new LinkedHashMap<>();
        form().forEach((key, field) -> values.put(FORM_KEY + key, field.get() == null ? "" : field.get()));
        values.put(FORM_KEY + "via", via.get().name());
        values.put(FORM_KEY + "level", level.get().word());
        SettingsFile into = settings;
        tasks.submit(new BackgroundTask<>(
                "keep the fleet form",
                () -> {
                    into.putAll(values);
                    return null;
                },
                saved -> {},
                error -> {}));
    }

    public void start() {
        if (running.get()) {
            return;
        }
        saveForm();
        FleetRequest request = request();
        if (request == null) {
            return;
        }
        List<FleetRequest.Problem> problems = request.problems();
        if (!problems.isEmpty()) {
            runStatus.set(String.join(
                    " ",
                    problems.stream()
                            .map(problem -> problem.in(FleetViewModel::label))
                            .toList()));
            return;
        }
        progress.clear();
        running.set(true);
        runningVia = via.get();
        runningLimit = request.timeLimit();
        runStatus.set(runningVia == Via.SLURM ? "Asking Slurm for the nodes…" : "Starting…");
        long started = System.nanoTime();
        current = tasks.submit(BackgroundTask.shown(
                runningVia == Via.SLURM ? "running the fleet as Slurm jobs" : "running the fleet over ssh",
                () -> run(request),
                ran -> ran(ran, started),
                this::runFailed));
    }

    /** A finished run, or the sentence saying why it did not start. */
    private record Ran(FleetTable table, Path folder, String refusal, long withoutGpuDoctor) {
        Ran(String refusal) {
            this(null, null, refusal, 0);
        }
    }

    private Ran run(FleetRequest request) throws InterruptedException {
        FleetService.Ran ran;
        try {
            ran = service.run(
                    request,
                    targets -> uiExecutor.execute(() -> targetsKnown(targets, request)),
                    result -> uiExecutor.execute(() -> targetDone(result)));
        } catch (FleetService.Refused e) {
            return new Ran(String.join(
                    " ",
                    e.problems().stream()
                            .map(problem -> problem.in(FleetViewModel::label))
                            .toList()));
        } catch (FleetService.Failed e) {
            return new Ran(e.getMessage());
        }
        return new Ran(
                FleetTable.of(ran.report(), ran.folder(), FleetFile::bundleOf),
                ran.folder(),
                null,
                ran.report().failedWith(TargetFailure.REMOTE_COMMAND_MISSING));
    }

    /** Each machine's row, before any starts (same executor as their ends, so in order). */
    private void targetsKnown(List<String> targets, FleetRequest request) {
        progress.setAll(targets.stream().map(TargetProgress::new).toList());
        // The fleet's pool takes targets in the order given, so many at a time: the first ones run now,
        // and each one that ends lets the next pending one start (see targetDone).
        progress.stream().limit(request.parallel()).forEach(TargetProgress::start);
        String count = targets.size()
                + (request.reach() == FleetRequest.Reach.SLURM
                        ? " Slurm job" + (targets.size() == 1 ? "" : "s") + ", one a node"
                        : " machine" + (targets.size() == 1 ? "" : "s"));
        runStatus.set("Running " + count + " (at most " + request.parallel() + " at once)…");
    }

    private void targetDone(TargetResult result) {
        progress.stream()
                .filter(row -> row.name().equals(result.name()))
                .findFirst()
                .ifPresent(row -> row.finish(result));
        progress.stream()
                .filter(row -> row.stateProperty().get() == TargetProgress.State.PENDING)
                .findFirst()
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
        // The window's own words for a machine without GPU Doctor: its Agent field, not the CLI's --agent.
        String missing = ran.withoutGpuDoctor() == 0
                ? ""
                : " GPU Doctor is not on " + ran.withoutGpuDoctor() + " of them under the Remote"
                        + " command: choose its agent archive under Agent (gpu-doctor-agent-*-linux-x64.tar.gz) and it is copied there,"
                        + " or set Remote to where it is.";
        runStatus.set(String.format(
                Locale.ROOT,
                "Done in %.0f s: %d reached%s. Wrote %s.%s",
                (System.nanoTime() - started) / 1e9,
                shown.reachedCount(),
                failed == 0 ? "" : ", " + failed + " not reached",
                ran.folder().resolve(FleetFile.NAME),
                missing));
        show(shown, ran.folder(), "This run: ");
    }

    private void runFailed(ErrorSummary error) {
        running.set(false);
        current = null;
        progress.forEach(TargetProgress::cancel);
        String cancelled = runningVia == Via.SLURM
                ? "Cancelled: the Slurm jobs of this run were cancelled (scancel)."
                : "Cancelled: ssh was stopped here; what it started on a machine ends there at the time limit ("
                        + runningLimit.toSeconds() + " s).";
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
        String name = file.getFileName() == null
                ? file.toString()
                : file.getFileName().toString();
        tableStatus.set("Opening " + name + "…");
        tasks.submit(BackgroundTask.shown(
                "opening a fleet.json",
                () -> read(file),
                opened -> {
                    if (opened.refusal() != null) {
                        show(FleetTable.EMPTY, null, "");
                        tableStatus.set("Could not open " + name + ": " + opened.refusal());
                        return;
                    }
                    show(opened.table(), opened.folder(), file + ": ");
                },
                error -> {
                    show(FleetTable.EMPTY, null, "");
                    tableStatus.set("Could not open " + name + ": " + error.message());
                }));
    }

    private Ran read(Path file) {
        try {
            FleetReport report = FleetFile.read(file);
            Path where = file.toAbsolutePath().getParent();
            return new Ran(FleetTable.of(report, where, FleetFile::bundleOf), where, null, 0);
        } catch (FleetFile.Refused e) {
            return new Ran(e.getMessage());
        }
    }

    /** Shows a fleet that was not read from disk (the screenshots' sample); {@code origin} says what it is. */
    public void show(FleetReport report, String origin) {
        show(FleetTable.of(report, null, (where, name) -> Optional.empty()), null, origin);
    }

    private void show(FleetTable shown, Path where, String origin) {
        table.set(shown);
        exclude.set(shown.excludeLines());
        excludeHostlist.set(shown.excludeHostlist());
        folder.set(where);
        selected.set(null);
        detail.set(NO_SELECTION);
        tableStatus.set(shown.machines().isEmpty() ? "" : origin + shown.summary());
    }

    /** Fills the hosts from a file (the {@link HostsFile} grammar), read bounded off the FX thread; a file that cannot be read says why. */
    public void loadHostsFile(Path file) {
        tasks.submit(BackgroundTask.shown(
                "reading a hosts file",
                () -> readHosts(file),
                read -> {
                    if (read.refusal() != null) {
                        runStatus.set("Could not read " + file + ": " + read.refusal());
                        return;
                    }
                    hosts.set(read.text());
                    runStatus.set("Read " + HostsFile.parse(read.text()).size() + " machines from " + file + ".");
                },
                error -> runStatus.set("Could not read " + file + ": " + error.message())));
    }

    private record HostsText(String text, String refusal) {}

    private static HostsText readHosts(Path file) {
        try {
            return new HostsText(HostsFile.text(file), null);
        } catch (HostsFile.Refused e) {
            return new HostsText(null, e.getMessage());
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
        tableStatus.set("Opening the bundle of " + machine.name() + " in Capabilities, Compare and Diagnose: "
                + machine.bundle());
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

    /** The agent archive copied to each machine over ssh (as the CLI's --agent), or blank to use the remote command. */
    public StringProperty agentProperty() {
        return agent;
    }

    /** The folder in which each run makes its own gpu-doctor-fleet-&lt;time&gt; folder. */
    public StringProperty outFolderProperty() {
        return outFolder;
    }

    /** Whether Slurm can be picked here. */
    public boolean offersSlurm() {
        return service.offersSlurm();
    }

    /** What each machine will run, in a sentence for the run pane. */
    public static String workSentence(Via via, FleetLevel level) {
        String reach = via == Via.SLURM
                ? "One single-node Slurm job a node (srun -w NODE -N1). "
                : "Your ssh config, agent and host keys apply; never a password prompt. ";
        String work = switch (level) {
            case QUICK ->
                "Each machine runs gpu-doctor check --level quick: host facts and checks, no Python, seconds.";
            case STANDARD ->
                "Each machine runs the checklist with its Python checks and the capability probes: a minute or two.";
            case FULL ->
                "Each machine runs the standard checks and a short MACE run on its GPU (its CPU without one): minutes.";
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

    /** The machines to keep jobs off, one a line with why, as fleet.json lists them under exclude ("" when none). */
    public ReadOnlyStringProperty excludeProperty() {
        return exclude.getReadOnlyProperty();
    }

    /** The same machines as one Slurm hostlist, fleet.json's exclude_hostlist, for sbatch --exclude= ("" when none). */
    public ReadOnlyStringProperty excludeHostlistProperty() {
        return excludeHostlist.getReadOnlyProperty();
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
