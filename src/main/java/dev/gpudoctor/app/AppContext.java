package dev.gpudoctor.app;

import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.build.BuildInfo;
import dev.gpudoctor.checklist.ChangeTracker;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistRun;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.DesktopColorScheme;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.parts.Parts;
import dev.gpudoctor.run.MaceRunService;
import dev.gpudoctor.settings.SettingsFile;
import dev.gpudoctor.ui.capabilities.CapabilitiesView;
import dev.gpudoctor.ui.capabilities.CapabilitiesViewModel;
import dev.gpudoctor.ui.checklist.ChecklistRunner;
import dev.gpudoctor.ui.checklist.ChecklistView;
import dev.gpudoctor.ui.checklist.ChecklistViewModel;
import dev.gpudoctor.ui.common.ActivityTrackingTaskExecutor;
import dev.gpudoctor.ui.common.ChartExport;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.common.FolderPoll;
import dev.gpudoctor.ui.common.LazyTabView;
import dev.gpudoctor.ui.common.TabView;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.compare.CompareView;
import dev.gpudoctor.ui.compare.CompareViewModel;
import dev.gpudoctor.ui.diagnose.DiagnoseView;
import dev.gpudoctor.ui.diagnose.DiagnoseViewModel;
import dev.gpudoctor.ui.exec.ExecView;
import dev.gpudoctor.ui.exec.ExecViewModel;
import dev.gpudoctor.ui.fleet.FleetView;
import dev.gpudoctor.ui.fleet.FleetViewModel;
import dev.gpudoctor.ui.report.ReportView;
import dev.gpudoctor.ui.report.ReportViewModel;
import dev.gpudoctor.ui.runs.RunHistoryViewModel;
import dev.gpudoctor.ui.runs.RunsView;
import dev.gpudoctor.ui.runs.RunsViewModel;
import dev.gpudoctor.ui.shell.LogViewModel;
import dev.gpudoctor.ui.shell.MainViewModel;
import dev.gpudoctor.ui.shell.UnfinishedWork;
import dev.gpudoctor.ui.start.StartView;
import dev.gpudoctor.ui.start.StartViewModel;
import dev.gpudoctor.ui.theme.ThemeViewModel;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.slf4j.LoggerFactory;

/**
 * The window's composition root: its executors and view models, over the {@link Parts} that the
 * CLI gets too (one set of services built in one place). Tests and the screenshot renderer build it
 * with their own executors (and parts).
 */
public final class AppContext implements AutoCloseable {

    private final AppVersion version;
    private final TaskExecutor tasks;
    private final MainViewModel main;
    private final LogViewModel log;
    private final PythonInterpreters interpreters;
    private final MaceRunService maceRuns;
    private final DebugToggles toggles = new DebugToggles();
    private final RunsViewModel runs;
    private final ChecklistViewModel checklist;
    private final RunHistoryViewModel history;
    /** The parts the CLI gets too: one knowledge base, one platform verdict, one set of interpreters. */
    private final Parts parts;

    private final Executor uiExecutor;
    private final FailureDiagnoser failureDiagnoser;
    private DiagnoseViewModel diagnose;
    private final CompareViewModel compare;
    private final ReportViewModel report;
    private final CapabilitiesViewModel capabilities;
    private final FleetViewModel fleet;
    private final ExecViewModel exec;
    private final StartViewModel start;

    public AppContext(TaskExecutor tasks, Executor uiExecutor, LogBuffer logBuffer) {
        this(tasks, uiExecutor, logBuffer, Parts.ofThisMachine());
    }

    /** With the run history in a folder of the caller's choosing (tests use a temp folder). */
    public AppContext(TaskExecutor tasks, Executor uiExecutor, LogBuffer logBuffer, RunHistory runHistory) {
        this(tasks, uiExecutor, logBuffer, Parts.builder().history(runHistory).build());
    }

    /** Over parts of the caller's choosing; the window's services are all taken from them. */
    public AppContext(TaskExecutor baseTasks, Executor uiExecutor, LogBuffer logBuffer, Parts parts) {
        this.parts = parts;
        this.uiExecutor = uiExecutor;
        // Native Linux, WSL1 or WSL2, decided once: for the likely causes beside failures and the capability matrix.
        this.failureDiagnoser = parts.failureDiagnoser();
        this.version = BuildInfo.current();
        this.main = new MainViewModel(version);
        this.tasks = new ActivityTrackingTaskExecutor(baseTasks, uiExecutor, main::showStatus);
        this.log = new LogViewModel(logBuffer, uiExecutor);
        this.interpreters = parts.interpreters();
        this.maceRuns = parts.maceRuns();
        this.history = new RunHistoryViewModel(parts.history(), tasks);
        this.runs = new RunsViewModel(
                new ServiceMaceRunner(maceRuns, interpreters, parts.children(), parts.managedEnvironment()),
                tasks,
                uiExecutor,
                toggles,
                history,
                failureDiagnoser::diagnose);
        this.compare =
                new CompareViewModel(history, parts.benchRunner(), parts.bundleReader()::open, tasks, uiExecutor);
        compare.pythonProperty().bindBidirectional(runs.interpreter().pythonProperty());
        ChecklistService checks = parts.checklist();
        this.checklist = new ChecklistViewModel(
                new ChecklistRunner() {
                    @Override
                    public List<CheckInfo> checks() {
                        return checks.checks();
                    }

                    @Override
                    public ChecklistReport run(ChecklistRequest request, Consumer<CheckResult> onResult)
                            throws InterruptedException {
                        return checks.run(request, onResult);
                    }

                    @Override
                    public Optional<ChecklistRun> lastKept() {
                        return checks.kept();
                    }
                },
                tasks,
                uiExecutor,
                toggles,
                failureDiagnoser::diagnose);
        // One interpreter choice for the whole window: the checklist examines what the runs use.
        checklist.pythonProperty().bindBidirectional(runs.interpreter().pythonProperty());
        this.report =
                new ReportViewModel(parts.bundles(), parts.bundleReader(), tasks, uiExecutor, parts.userHome(), null);
        // The bundle's interpreter is its own setting (it once was the Runs tab's, and a bundle switched Runs to a
        // Python without torch).
        report.followRunsInterpreter(
                runs.interpreter().interpreters(), runs.interpreter().pythonProperty());
        // The service is made on the first probe: the matrix is probed on demand, not at start-up.
        this.capabilities = new CapabilitiesViewModel(
                (request, onRow) -> parts.capabilities().probe(request, onRow),
                parts.bundleReader()::open,
                tasks,
                uiExecutor,
                failureDiagnoser::diagnose);
        capabilities.pythonProperty().bindBidirectional(runs.interpreter().pythonProperty());
        // The user's own command: the same switches as the checklist and the runs.
        this.exec = new ExecViewModel(parts::exec, tasks, uiExecutor, toggles);
        // "Add to bug report": the Report tab's service, folder and interpreter, as `bundle --exec` uses.
        exec.offerBugReport(parts.bundles(), parts.userHome(), null, report::interpreter);
        this.fleet = new FleetViewModel(parts.fleet(), tasks, uiExecutor, this::openBundleInTabs, parts.userHome());
        // Every place that finds no torch leads to the same guided set-up: the Runs tab with its plan.
        Runnable setUpMace = () -> {
            main.showTab(RunsView.ID);
            runs.setUp().askSetUp();
        };
        checklist.offerSetUpWith(setUpMace);
        // The window's whole checklists join the machine's check history as `check` does, for "what changed".
        ChangeTracker changeTracker = new ChangeTracker(parts.checkHistory());
        checklist.trackChangesWith(finished -> changeTracker.record(finished, null, Instant.now()));
        this.start = new StartViewModel(checklist, capabilities, setUpMace, () -> main.showTab("report"));
        LoggerFactory.getLogger(AppContext.class).info("{} started", version.oneLine());
    }

    public AppVersion version() {
        return version;
    }

    public TaskExecutor tasks() {
        return tasks;
    }

    public MainViewModel mainViewModel() {
        return main;
    }

    private ThemeViewModel theme;
    private SettingsFile settings;

    /** The user's remembered choices, read on first use (tests do without); one instance, so no writer drops another's keys. */
    public synchronized SettingsFile settings() {
        if (settings == null) {
            settings = SettingsFile.ofThisUser();
        }
        return settings;
    }

    /** Made on first use: it reads the user's settings and asks the desktop, which tests do without. */
    public synchronized ThemeViewModel themeViewModel() {
        if (theme == null) {
            theme = new ThemeViewModel(settings(), DesktopColorScheme.ofThisSession()::read, tasks);
        }
        return theme;
    }

    public LogViewModel logViewModel() {
        return log;
    }

    public PythonInterpreters interpreters() {
        return interpreters;
    }

    public MaceRunService maceRuns() {
        return maceRuns;
    }

    public DebugToggles debugToggles() {
        return toggles;
    }

    public CapabilitiesViewModel capabilitiesViewModel() {
        return capabilities;
    }

    public StartViewModel startViewModel() {
        return start;
    }

    public ChecklistViewModel checklistViewModel() {
        return checklist;
    }

    public RunHistoryViewModel runHistoryViewModel() {
        return history;
    }

    public CompareViewModel compareViewModel() {
        return compare;
    }

    public RunsViewModel runsViewModel() {
        return runs;
    }

    /** The interpreters the Runs and Report tabs were last given, read from and kept in {@code settings}. */
    public void keepInterpretersIn(SettingsFile settings) {
        runs.interpreter().keepInterpreterIn(settings);
        report.keepInterpreterIn(settings);
    }

    /**
     * Work that would compete with the first frame for the CPU (a small machine has two cores, and
     * the toolkit and its renderer need both): probing the interpreters, reading the knowledge base.
     */
    public void afterFirstFrame() {
        runs.interpreter().loadInterpreters();
        parts.diagnosis().preload();
        watchHistoryFolders();
    }

    private FolderPoll historyPoll;

    /**
     * Runs and checklists made outside the window (the CLI in a terminal) show up in it within seconds: the run
     * history gains their rows, the start page and the Checklist tab the last kept checklist.
     */
    public synchronized void watchHistoryFolders() {
        if (historyPoll == null) {
            historyPoll = FolderPoll.start(
                    HISTORY_POLL,
                    Map.of(
                            history.directory(), history::refresh,
                            parts.checkHistory().directory(), checklist::showKept),
                    uiExecutor);
        }
    }

    /** Often enough that a run made in a terminal is in the window by the time the user looks; a stat and a listing each. */
    static final Duration HISTORY_POLL = Duration.ofSeconds(2);

    /** The long work closing the window would lose, each with its tab's own Cancel. */
    public UnfinishedWork unfinishedWork() {
        return new UnfinishedWork()
                .add("a MACE run or set-up (Runs)", runs.progress().runningProperty(), runs::cancel)
                .add("a sweep (Compare)", compare.runningProperty(), compare::cancel)
                .add("a fleet run (Fleet)", fleet.runningProperty(), fleet::cancel)
                .add("a bundle (Report)", report.runningProperty(), report::cancel);
    }

    public FleetViewModel fleetViewModel() {
        return fleet;
    }

    /** A fleet machine's bundle, opened where each tab reads bundles: its capabilities, its runs, its logs. */
    private void openBundleInTabs(Path bundle) {
        capabilities.addBundle(bundle);
        compare.importBundle(bundle);
        if (diagnose != null) {
            diagnose.open(bundle);
        }
    }

    public ExecViewModel execViewModel() {
        return exec;
    }

    /** Exists once {@link #createTabViews()} has run. */
    public DiagnoseViewModel diagnoseViewModel() {
        return diagnose;
    }

    /**
     * The tabs in the order the window shows them. Must be called on the FX thread. Only the Start
     * page is built before the first frame; every other tab builds its view when first shown (their
     * tables and forms were a third of the FX thread's start-up work).
     */
    public List<TabView> createTabViews() {
        diagnose = new DiagnoseViewModel(parts.diagnosis(), parts.diagnosisInput()::read, tasks);
        return List.of(
                new StartView(start),
                new LazyTabView(ChecklistView.ID, ChecklistView.TITLE, () -> new ChecklistView(checklist)),
                new LazyTabView(CapabilitiesView.ID, CapabilitiesView.TITLE, () -> new CapabilitiesView(capabilities)),
                new LazyTabView(RunsView.ID, RunsView.TITLE, () -> {
                    history.loadOnce();
                    return new RunsView(runs);
                }),
                new LazyTabView(CompareView.ID, CompareView.TITLE, () -> {
                    history.loadOnce();
                    return new CompareView(compare, new ChartExport(tasks, parts.userHome()));
                }),
                new LazyTabView(DiagnoseView.ID, DiagnoseView.TITLE, () -> new DiagnoseView(diagnose)),
                new LazyTabView(ExecView.ID, ExecView.TITLE, () -> new ExecView(exec)),
                new LazyTabView(ReportView.ID, ReportView.TITLE, () -> new ReportView(report)),
                new LazyTabView(FleetView.ID, FleetView.TITLE, () -> new FleetView(fleet)));
    }

    @Override
    public void close() {
        synchronized (this) {
            if (historyPoll != null) {
                historyPoll.close();
            }
        }
        log.close();
        tasks.close();
    }
}
