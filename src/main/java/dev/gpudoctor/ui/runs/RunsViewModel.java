package dev.gpudoctor.ui.runs;

import dev.gpudoctor.pyenv.SetupPhases;
import dev.gpudoctor.run.StageNames;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.model.DiagnosisFinding;
import java.util.Optional;
import java.util.function.Function;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.PartialRun;
import dev.gpudoctor.model.PythonInterpreter;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunResult;
import dev.gpudoctor.run.MaceRunSpecProblems;
import dev.gpudoctor.speed.Durations;
import dev.gpudoctor.speed.MeasuredRun;
import dev.gpudoctor.speed.SizeEstimateService;
import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.common.TaskExecutor;
import dev.gpudoctor.ui.common.TaskHandle;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;
import java.util.concurrent.Executor;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import dev.gpudoctor.settings.SettingsFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * State of the Runs tab: the run the user is setting up, the one in flight, and the last outcome.
 * Runs go through {@link MaceRunner} on the task executor; progress arrives on the bridge's reader
 * thread and is handed to the UI thread here.
 */
public final class RunsViewModel {

    public static final List<String> MODELS = List.of("arch:small", "arch:medium", "arch:large", "small", "medium", "large");
    public static final List<String> STRUCTURES = List.of("h2o", "water-32", "water-64", "water-256", "water-1024", "si-64", "cu-108", "c-216", "c-1000");
    public static final List<String> DTYPES = List.of("float32", "float64");

    private static final Logger LOG = LoggerFactory.getLogger(RunsViewModel.class);

    private final MaceRunner runner;
    private final DebugToggles toggles;
    private final BooleanProperty nvmlShim = new SimpleBooleanProperty(false);
    private final Map<String, PythonInterpreter> probed = new HashMap<>();
    /** Interpreters the guided set-up made, or a MACE run succeeded in, this session: they have torch and mace-torch. */
    private final Set<String> setUpHere = new HashSet<>();
    /** Interpreters whose bridge check found torch importing and mace-torch installed: nothing to set up there either. */
    private final Set<String> checkedRunsMace = new HashSet<>();
    private final ReadOnlyStringWrapper interpreterFound = new ReadOnlyStringWrapper("");
    private SettingsFile settings;
    /** True while the window, not the user, picks the interpreter (the default at start): that is not remembered. */
    private boolean choosingDefault;
    private final TaskExecutor tasks;
    private final Executor uiExecutor;

    private final StringProperty python = new SimpleStringProperty("");
    private final ObservableList<String> interpreters = FXCollections.observableArrayList();
    private final ObservableList<String> devices = FXCollections.observableArrayList("cpu", "cuda");
    private final ReadOnlyStringWrapper deviceNote = new ReadOnlyStringWrapper("");
    private DeviceList deviceList = DeviceLists.cpuOnly("");
    private boolean devicesLoading;
    private boolean devicesStale;
    private final StringProperty device = new SimpleStringProperty("cpu");
    private final StringProperty model = new SimpleStringProperty("arch:small");
    private final StringProperty structure = new SimpleStringProperty("water-32");
    private final StringProperty dtype = new SimpleStringProperty(MaceRunSpec.DEFAULT_DTYPE);
    private final BooleanProperty cueq = new SimpleBooleanProperty(false);
    private final IntegerProperty repeats = new SimpleIntegerProperty(MaceRunSpec.DEFAULT_REPEATS);
    private final IntegerProperty warmup = new SimpleIntegerProperty(MaceRunSpec.DEFAULT_WARMUP);
    /** The run's limit: a busy machine needs more than the default, and a run cut by it keeps what it measured. */
    private final IntegerProperty timeoutSeconds = new SimpleIntegerProperty(MaceRunSpec.DEFAULT_TIMEOUT_SECONDS);
    /** CPU threads for the child as typed: empty for torch's own choice (issue 40: 1 is the fix for over-subscribed cores). */
    private final StringProperty threads = new SimpleStringProperty("");

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyDoubleWrapper progressFraction = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("No run yet. Pick a configuration and press Run.");
    private final ReadOnlyStringWrapper failureText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper failureEvidence = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper diagnosis = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper setupPlan = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper setUpSuggested = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper chosenInterpreterWorks = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper failureOffersSetUp = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper testRunOffered = new ReadOnlyBooleanWrapper(false);
    private final Function<BridgeFailure, Optional<DiagnosisFinding>> diagnoser;
    private final ObservableList<TimingSlice> timings = FXCollections.observableArrayList();
    private final ObservableList<ForceRow> forces = FXCollections.observableArrayList();
    private final ObservableList<TimingSlice> readOnlyTimings = FXCollections.unmodifiableObservableList(timings);
    private final ObservableList<ForceRow> readOnlyForces = FXCollections.unmodifiableObservableList(forces);
    private TaskHandle current;
    private final RunHistoryViewModel history;
    private final SizeEstimateViewModel sizeEstimate;

    private record InterpreterChoices(String fallback, List<PythonInterpreter> usable) {
        List<String> found() {
            return usable.stream().map(PythonInterpreter::path).distinct().toList();
        }
    }

    public RunsViewModel(MaceRunner runner, TaskExecutor tasks, Executor uiExecutor) {
        this(runner, tasks, uiExecutor, new DebugToggles());
    }

    public RunsViewModel(MaceRunner runner, TaskExecutor tasks, Executor uiExecutor, DebugToggles toggles) {
        this(runner, tasks, uiExecutor, toggles, null);
    }

    /** With a run history: every run that ends, ok or failed, is kept there. */
    public RunsViewModel(MaceRunner runner, TaskExecutor tasks, Executor uiExecutor, DebugToggles toggles, RunHistoryViewModel history) {
        this(runner, tasks, uiExecutor, toggles, history, failure -> Optional.empty());
    }

    /** With a diagnoser: a failed run shows what it most likely means beside the raw error. */
    public RunsViewModel(MaceRunner runner, TaskExecutor tasks, Executor uiExecutor, DebugToggles toggles, RunHistoryViewModel history,
                         Function<BridgeFailure, Optional<DiagnosisFinding>> diagnoser) {
        this.diagnoser = diagnoser;
        this.history = history;
        this.sizeEstimate = new SizeEstimateViewModel(tasks, new SizeEstimateService());
        this.runner = runner;
        this.toggles = toggles;
        this.tasks = tasks;
        this.uiExecutor = uiExecutor;
        this.python.set(runner.defaultPython());
        this.device.addListener((obs, old, now) -> {
            if (!settingDevice) {
                deviceChosenByUser = true;
            }
        });
        // Each interpreter has its own torch: ask the new one which devices it can use.
        this.python.addListener((obs, old, now) -> {
            chosenInterpreterWorks.set(works(now));
            // A typed interpreter stays in the list, to be picked again (and the Report tab offers it too).
            if (now != null && !now.isBlank() && !interpreters.contains(now)) {
                interpreters.add(now);
            }
            if (interpretersLoaded) {
                refreshDevices();
            }
            remember(now);
        });
    }

    static final String PYTHON_SETTING = "runs.python";

    /**
     * Remembers the user's interpreter in {@code settings} (written off the FX thread): the next window
     * opens with it chosen. The default the window picks by itself is not written, so a managed env set
     * up later by {@code gpu-doctor setup-python} still becomes the default.
     */
    public void keepInterpreterIn(SettingsFile settings) {
        settings.get(PYTHON_SETTING).filter(path -> !path.isBlank()).ifPresent(python::set);
        this.settings = settings;
    }

    private void remember(String path) {
        SettingsFile into = settings;
        if (into == null || choosingDefault || path == null || path.isBlank()) {
            return;
        }
        tasks.submit(new BackgroundTask<>("remember the Runs interpreter", () -> {
            into.put(PYTHON_SETTING, path);
            return null;
        }, saved -> { }, error -> LOG.debug("Interpreter not remembered: {}", error.message())));
    }

    /**
     * The user picked {@code path} (the file chooser, or Enter in the Python field): it is chosen and
     * checked through the bridge at once, even before the discovery finished; never a run.
     */
    public void useInterpreter(String path) {
        if (path == null || path.isBlank()) {
            return;
        }
        String chosen = path.strip();
        boolean same = chosen.equals(python.get());
        choose(chosen);
        if (same || !interpretersLoaded) {
            refreshDevices();
        }
    }

    /** What the bridge found in the chosen interpreter: torch and its CUDA, mace-torch or its absence; empty until it answered. */
    public ReadOnlyStringProperty interpreterFoundProperty() {
        return interpreterFound.getReadOnlyProperty();
    }

    private boolean interpretersLoaded;
    private boolean deviceChosenByUser;
    private boolean settingDevice;

    private static Optional<String> preferredDevice(DeviceList list) {
        return list.devices().stream().filter(d -> d.startsWith("cuda")).findFirst()
                .or(() -> list.devices().stream().findFirst());
    }

    /** Asks the chosen interpreter's torch for its devices, in the background; one question at a time. */
    public void refreshDevices() {
        if (devicesLoading) {
            devicesStale = true;
            return;
        }
        devicesLoading = true;
        devicesStale = false;
        String interpreter = python.get();
        deviceNote.set("Asking " + (interpreter == null || interpreter.isBlank() ? "Python" : interpreter) + " for its devices…");
        interpreterFound.set("");
        tasks.submit(new BackgroundTask<>("list devices", () -> runner.devices(interpreter), list -> {
            devicesLoading = false;
            deviceList = list;
            if (interpreter != null) {
                if (list.runsMace()) {
                    checkedRunsMace.add(interpreter);
                } else {
                    checkedRunsMace.remove(interpreter);
                }
            }
            interpreterFound.set(list.found().isEmpty() ? "" : "Found: " + list.found() + ".");
            chosenInterpreterWorks.set(works(python.get()));
            String chosen = device.get();
            settingDevice = true;
            devices.setAll(list.devices());
            // A device the new interpreter cannot use, or none at all (the list was replaced), is not a choice;
            // until the user picks one, a GPU the interpreter's torch can use is the default, as the user came for it.
            if (!deviceChosenByUser || chosen == null || chosen.isBlank() || !list.devices().contains(chosen)) {
                preferredDevice(list).ifPresent(device::set);
            } else if (!chosen.equals(device.get())) {
                device.set(chosen);
            }
            settingDevice = false;
            deviceNote.set(list.note());
            setUpSuggested.set(list.needsSetUp());
            if (devicesStale) {
                refreshDevices();
            }
        }, failure -> {
            devicesLoading = false;
            deviceNote.set("Could not list devices: " + failure.message());
        }));
    }

    /** What the device list shows for a device string. */
    public String describeDevice(String device) {
        return deviceList.label(device);
    }

    /** Fills the interpreter list in the background; the default one is chosen at once. */
    public void loadInterpreters() {
        tasks.submit(new BackgroundTask<>("find Python interpreters", () -> {
            String fallback = runner.defaultPython();
            List<PythonInterpreter> usable = runner.discoverInterpreters().stream()
                    .filter(PythonInterpreter::usable)
                    .toList();
            return new InterpreterChoices(fallback, usable);
        }, choices -> {
            choices.usable().forEach(interpreter -> probed.putIfAbsent(interpreter.path(), interpreter));
            chosenInterpreterWorks.set(works(python.get()));
            interpreters.setAll(choices.found());
            choosingDefault = python.get() == null || python.get().isBlank();
            choose(choosingDefault ? choices.fallback() : python.get());
            choosingDefault = false;
            interpretersLoaded = true;
            refreshDevices();
        }, failure -> progressText.set("Could not list Python interpreters: " + failure.message())));
    }

    /**
     * Makes {@code path} the interpreter: listed first, then chosen. In that order: inserting above the
     * chosen item makes an editable ComboBox move its value to whatever now sits at the old index.
     */
    private void choose(String path) {
        if (path != null && !interpreters.contains(path)) {
            interpreters.add(0, path);
        }
        python.set(path);
    }

    public MaceRunSpec spec() {
        return new MaceRunSpec(device.get(), cueq.get(), dtype.get(), model.get(), structure.get(), repeats.get(), warmup.get(),
                0, timeoutSeconds.get(), nvmlShim.get(), toggles.cudaLaunchBlockingProperty().get(),
                toggles.torchUseCudaDsaProperty().get(), python.get() == null || python.get().isBlank() ? null : python.get(),
                false, threadCount());
    }

    /** The spec's problem with threads in the words the user typed, when that was not a number at all. */
    private String threadsSaidAsTyped(String problem) {
        String typed = threads.get() == null ? "" : threads.get().strip();
        return problem.startsWith("Threads must") && !typed.matches("-?\\d{1,9}")
                ? "Threads must be a whole number from 1 to " + MaceRunSpec.MAX_THREADS + ", or empty for torch's default, not '"
                        + typed + "'."
                : problem;
    }

    /** The typed threads: null when empty; a word that is no number reads as 0, which the spec's problems refuse. */
    private Integer threadCount() {
        String typed = threads.get() == null ? "" : threads.get().strip();
        if (typed.isEmpty()) {
            return null;
        }
        try {
            return Integer.valueOf(typed);
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }

    public void run() {
        if (running.get()) {
            return;
        }
        MaceRunSpec spec = spec();
        List<String> problems = MaceRunSpecProblems.of(spec).stream().map(this::threadsSaidAsTyped).toList();
        clearOutcome();
        if (!problems.isEmpty()) {
            failureText.set(String.join(" ", problems));
            return;
        }
        running.set(true);
        LOG.info("MACE run: {} on {} ({}), {} in {}", spec.model(), spec.device(), spec.dtype(), spec.structure(),
                spec.python() == null ? "the default Python" : spec.python());
        progressText.set("Starting " + (spec.python() == null ? "Python" : spec.python()) + "…");
        progressFraction.set(-1);
        current = tasks.submit(BackgroundTask.shown("running MACE", () -> runner.run(spec, this::onProgress), outcome -> {
            // A run that worked proves torch and mace-torch there, probed or typed: nothing to set up.
            if (outcome instanceof MaceRunOutcome.Succeeded && spec.python() != null) {
                setUpHere.add(spec.python());
                chosenInterpreterWorks.set(works(python.get()));
            }
            show(outcome, spec.timeoutSeconds());
            if (outcome instanceof MaceRunOutcome.Succeeded) {
                sizeEstimate.measured(new MeasuredRun(spec.model(), spec.dtype(), RunRecords.point(
                        new RunSetup(spec.device(), spec.enableCueq()).name(), spec.structure(), outcome), "this run"));
            }
            if (history != null) {
                history.record(spec, outcome, null);
            }
        }, this::showError));
    }

    /** "3.11.7 · torch 2.8.0 · mace-torch 0.3.16" for a probed interpreter; the bare path otherwise. */
    public String describeInterpreter(String path) {
        PythonInterpreter interpreter = path == null ? null : probed.get(path);
        if (interpreter == null) {
            return path;
        }
        return path + "   (Python " + interpreter.version()
                + (interpreter.torchVersion() == null ? ", no torch" : ", torch " + interpreter.torchVersion())
                + (interpreter.maceVersion() == null ? ", no mace-torch)" : ", mace-torch " + interpreter.maceVersion() + ")");
    }

    /**
     * What the set-up will do, said before it starts: it downloads gigabytes (measured: the test venv
     * is 6.9 GB, 4.1 GB nvidia-*). {@code folder} is where it really goes (XDG_DATA_HOME counts), shown
     * as ~/… only when it is under {@code home}.
     */
    static String setUpPlan(Path folder, Path home) {
        Path normal = folder.toAbsolutePath().normalize();
        String where = home != null && normal.startsWith(home.toAbsolutePath().normalize()) && !normal.equals(home)
                ? "~/" + home.toAbsolutePath().normalize().relativize(normal) : normal.toString();
        return "Set up MACE: GPU Doctor creates its own Python environment "
                + "(" + where + "; your other environments are not touched) and installs mace-torch "
                + "and the torch it works with (python-bridge/requirements-mace.txt) from PyPI: several GB to download and about 7 GB on disk. "
                + "PyPI's torch brings NVIDIA's CUDA libraries (about 4 GB of the 7) even on a machine without an NVIDIA GPU; "
                + "CPU runs work with them. Expect 5 to 20 minutes.";
    }

    /** First step of the set-up: show what it will install; {@link #confirmSetUp()} starts it. */
    public void askSetUp() {
        if (!running.get()) {
            setupPlan.set(setUpPlan(runner.managedEnvironmentFolder(), Path.of(System.getProperty("user.home"))));
        }
    }

    public void confirmSetUp() {
        setupPlan.set("");
        setUpEnvironment();
    }

    public void declineSetUp() {
        setupPlan.set("");
    }

    /**
     * A probed interpreter with torch and mace-torch, or the one the set-up just made: nothing to set
     * up, so the set-up is not offered under Run.
     */
    private boolean works(String path) {
        PythonInterpreter interpreter = path == null ? null : probed.get(path);
        return interpreter != null && interpreter.usable() && interpreter.torchVersion() != null && interpreter.maceVersion() != null
                || path != null && (setUpHere.contains(path) || checkedRunsMace.contains(path));
    }

    /** True when the chosen interpreter was probed and has torch and mace-torch. */
    public ReadOnlyBooleanProperty chosenInterpreterWorksProperty() {
        return chosenInterpreterWorks.getReadOnlyProperty();
    }

    /** True while the chosen interpreter has no usable torch: the device hint offers the set-up. */
    public ReadOnlyBooleanProperty setUpSuggestedProperty() {
        return setUpSuggested.getReadOnlyProperty();
    }

    /** True when the last run failed for want of torch, mace-torch or an interpreter: the failure offers the set-up. */
    public ReadOnlyBooleanProperty failureOffersSetUpProperty() {
        return failureOffersSetUp.getReadOnlyProperty();
    }

    /** True right after a successful set-up: a first test run is offered beside the summary. */
    public ReadOnlyBooleanProperty testRunOfferedProperty() {
        return testRunOffered.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty setupPlanProperty() {
        return setupPlan.getReadOnlyProperty();
    }

    /** Builds GPU Doctor's own environment with mace-torch; on success the runs use it. */
    public void setUpEnvironment() {
        if (running.get()) {
            return;
        }
        clearOutcome();
        running.set(true);
        progressFraction.set(-1);
        progressText.set("Setting up the managed Python environment (torch is several GB: minutes)…");
        current = tasks.submit(BackgroundTask.shown("setting up Python for MACE", () -> runner.setUpManagedEnvironment(
                step -> uiExecutor.execute(() -> progressText.set(SetupPhases.describe(step)))), outcome -> {
                    finish();
                    if (outcome.ok()) {
                        setUpHere.add(outcome.python().toString());
                        choose(outcome.python().toString());
                        progressText.set("Managed environment ready: " + outcome.python());
                        summary.set("The MACE environment is ready and chosen above, with a device. Press Run for a first test run.");
                        testRunOffered.set(true);
                    } else {
                        progressText.set("Set-up failed.");
                        failureText.set(outcome.message());
                        failureEvidence.set(String.join("\n", outcome.outputTail()));
                    }
                }, this::showError));
    }

    public void cancel() {
        if (current != null && running.get()) {
            current.cancel();
            progressText.set("Cancelling…");
        }
    }

    private void onProgress(String message, Double fraction) {
        uiExecutor.execute(() -> {
            if (running.get()) {
                progressText.set(StageNames.describe(message));
                progressFraction.set(fraction == null ? -1 : fraction);
            }
        });
    }

    private void show(MaceRunOutcome outcome, int timeoutSeconds) {
        finish();
        if (outcome instanceof MaceRunOutcome.Succeeded success) {
            MaceRunResult result = success.result();
            LOG.info("MACE run finished: {} atoms, median step {}", result.atoms(), Durations.seconds(result.medianStepSeconds()));
            summary.set(RunResultView.summary(result));
            timings.setAll(RunResultView.timings(result));
            forces.setAll(RunResultView.forces(result));
            progressText.set("Done.");
        } else if (outcome instanceof MaceRunOutcome.Failed failed && failed.failure().reason() == FailureReason.CANCELLED) {
            LOG.info("MACE run cancelled");
            summary.set("Cancelled. The Python child was stopped." + partial(failed.partial()));
            progressText.set("Cancelled.");
        } else if (outcome instanceof MaceRunOutcome.Failed failed) {
            showFailure(failed.failure());
            if (failed.failure().reason() == FailureReason.TIMED_OUT) {
                // a deadline reached on a busy machine is not the machine failing
                summary.set("The run did not finish within its " + timeoutSeconds + " s timeout; a longer timeout (left) lets it finish."
                        + partial(failed.partial()));
                progressText.set("Did not finish in time.");
            } else {
                summary.set("The run failed." + partial(failed.partial()));
            }
        }
    }

    /** What a run cut short measured, as a paragraph of the summary; empty when it measured nothing. */
    private static String partial(PartialRun partial) {
        return partial == null ? "" : "\n" + partial.verdict();
    }

    private void showFailure(BridgeFailure failure) {
        LOG.warn("MACE run failed: {}: {}", failure.reason().jsonName(), failure.message());
        summary.set("The run failed.");
        String evidence = String.join("\n", failure.stderrTail());
        if (!failure.details().isBlank()) {
            evidence = evidence.isBlank() ? failure.details() : evidence + "\n\n" + failure.details();
        }
        failureText.set(failure.reason().title() + ": " + failure.message());
        failureEvidence.set(evidence);
        diagnosis.set(diagnoser.apply(failure).map(FailureDiagnoser::sentence).orElseGet(() -> setUpHint(failure)));
        failureOffersSetUp.set(offersSetUp(failure));
        progressText.set("Failed.");
    }

    /**
     * Whether the set-up is the way out: no interpreter, or a package it installs is missing (torch,
     * mace-torch, e3nn…). cuEquivariance is not among them, so a run asking for it gets no such offer.
     */
    static boolean offersSetUp(BridgeFailure failure) {
        return failure.fixedByMaceSetUp();
    }

    /** Where the interpreter lacks torch or mace-torch, the way out is the set-up button. */
    private static String setUpHint(BridgeFailure failure) {
        return offersSetUp(failure) ? "This Python cannot run MACE. Press \u201cSet up MACE\u2026\u201d to install mace-torch and torch "
                + "into GPU Doctor's own environment, or pick another Python above." : "";
    }

    private void showError(ErrorSummary error) {
        finish();
        if (error.isCancellation()) {
            summary.set("Cancelled. The Python child was stopped.");
            progressText.set("Cancelled.");
            return;
        }
        summary.set("The run could not start.");
        failureText.set(error.message());
        failureEvidence.set(error.details());
        progressText.set("Failed.");
    }

    private void finish() {
        running.set(false);
        current = null;
        progressFraction.set(0);
    }

    private void clearOutcome() {
        failureOffersSetUp.set(false);
        testRunOffered.set(false);
        failureText.set("");
        failureEvidence.set("");
        diagnosis.set("");
        timings.clear();
        forces.clear();
        summary.set("");
        sizeEstimate.measured(null);
    }

    /** The run history, or null when this tab keeps none. */
    /** Shows a run picked in the history: its summary and timing breakdown (forces are not kept). */
    public void showRecord(RunRecord run) {
        if (running.get() || run == null) {
            return;
        }
        clearOutcome();
        summary.set(RunResultView.summary(run));
        timings.setAll(RunResultView.timings(run));
        sizeEstimate.measured(new MeasuredRun(run.model(), run.dtype(), run.point(), run.id()));
        if (!run.ok()) {
            failureText.set(FailureReason.titleOf(run.point().failureReason()) + ": " + run.point().failureMessage());
        }
    }

    /** "Your system, estimated" from the run shown. */
    public SizeEstimateViewModel sizeEstimate() {
        return sizeEstimate;
    }

    public RunHistoryViewModel history() {
        return history;
    }

    public StringProperty pythonProperty() {
        return python;
    }

    public ObservableList<String> interpreters() {
        return interpreters;
    }

    public ObservableList<String> devices() {
        return devices;
    }

    public ReadOnlyStringProperty deviceNoteProperty() {
        return deviceNote.getReadOnlyProperty();
    }

    public StringProperty deviceProperty() {
        return device;
    }

    public StringProperty modelProperty() {
        return model;
    }

    public StringProperty structureProperty() {
        return structure;
    }

    public StringProperty dtypeProperty() {
        return dtype;
    }

    public BooleanProperty cueqProperty() {
        return cueq;
    }

    public BooleanProperty nvmlShimProperty() {
        return nvmlShim;
    }

    public DebugToggles toggles() {
        return toggles;
    }

    public IntegerProperty repeatsProperty() {
        return repeats;
    }

    public IntegerProperty warmupProperty() {
        return warmup;
    }

    /** CPU threads for the run as typed; empty: torch's own choice. */
    public StringProperty threadsProperty() {
        return threads;
    }

    /** The run's timeout in seconds (1 to 86400; the spec's problems say so otherwise). */
    public IntegerProperty timeoutSecondsProperty() {
        return timeoutSeconds;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty progressFractionProperty() {
        return progressFraction.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty failureTextProperty() {
        return failureText.getReadOnlyProperty();
    }

    /** What the failure most likely means ("Likely cause (80 %): …"), empty when nothing known matched. */
    public ReadOnlyStringProperty diagnosisProperty() {
        return diagnosis.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty failureEvidenceProperty() {
        return failureEvidence.getReadOnlyProperty();
    }

    public ObservableList<TimingSlice> timings() {
        return readOnlyTimings;
    }

    public ObservableList<ForceRow> forces() {
        return readOnlyForces;
    }
}
