package dev.gpudoctor.ui.runs;

import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.speed.MeasuredRun;
import dev.gpudoctor.speed.SizeEstimateService;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.DebugToggles;
import dev.gpudoctor.ui.common.TaskExecutor;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Runs tab, composed of one view model per pane (as JabRef's preferences dialog holds one per tab): the
 * form ({@link RunFormViewModel}), the Python ({@link InterpreterViewModel}) and its devices
 * ({@link DeviceChoiceViewModel}), the guided set-up ({@link MaceSetUpViewModel}), the progress line
 * ({@link RunProgressViewModel}), the result ({@link RunOutcomeViewModel}), "your system, estimated"
 * ({@link SizeEstimateViewModel}) and the history ({@link RunHistoryViewModel}). What is left here is the one
 * thing that needs them all: a run, from the form to its record.
 */
public final class RunsViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(RunsViewModel.class);

    private final MaceRunner runner;
    private final TaskExecutor tasks;
    private final RunFormViewModel form;
    private final DeviceChoiceViewModel deviceChoice = new DeviceChoiceViewModel();
    private final InterpreterViewModel interpreter;
    private final RunProgressViewModel progress;
    private final SizeEstimateViewModel sizeEstimate;
    private final RunOutcomeViewModel outcome;
    private final MaceSetUpViewModel setUp;
    private final RunHistoryViewModel history;

    public RunsViewModel(MaceRunner runner, TaskExecutor tasks, Executor uiExecutor) {
        this(runner, tasks, uiExecutor, new DebugToggles());
    }

    public RunsViewModel(MaceRunner runner, TaskExecutor tasks, Executor uiExecutor, DebugToggles toggles) {
        this(runner, tasks, uiExecutor, toggles, null);
    }

    /** With a run history: every run that ends, ok or failed, is kept there. */
    public RunsViewModel(
            MaceRunner runner,
            TaskExecutor tasks,
            Executor uiExecutor,
            DebugToggles toggles,
            RunHistoryViewModel history) {
        this(runner, tasks, uiExecutor, toggles, history, failure -> Optional.empty());
    }

    /** With a diagnoser: a failed run shows what it most likely means beside the raw error. */
    public RunsViewModel(
            MaceRunner runner,
            TaskExecutor tasks,
            Executor uiExecutor,
            DebugToggles toggles,
            RunHistoryViewModel history,
            Function<BridgeFailure, Optional<DiagnosisFinding>> diagnoser) {
        this.runner = runner;
        this.tasks = tasks;
        this.history = history;
        this.form = new RunFormViewModel(toggles);
        this.progress = new RunProgressViewModel(uiExecutor);
        this.interpreter = new InterpreterViewModel(runner, tasks, deviceChoice, progress::say);
        this.sizeEstimate = new SizeEstimateViewModel(tasks, new SizeEstimateService());
        this.outcome = new RunOutcomeViewModel(progress, sizeEstimate, diagnoser);
        this.setUp = new MaceSetUpViewModel(runner, tasks, progress, outcome, interpreter);
    }

    /** The form as a spec, on the chosen device in the chosen interpreter. */
    public MaceRunSpec spec() {
        return form.spec(
                deviceChoice.deviceProperty().get(),
                interpreter.pythonProperty().get());
    }

    /** Runs the form's spec in the background, unless something runs already or the form has problems. */
    public void run() {
        if (progress.isRunning()) {
            return;
        }
        MaceRunSpec spec = spec();
        List<String> problems = form.problems(spec);
        outcome.clear();
        if (!problems.isEmpty()) {
            outcome.refuse(problems);
            return;
        }
        LOG.info(
                "MACE run: {} on {} ({}), {} in {}",
                spec.model(),
                spec.device(),
                spec.dtype(),
                spec.structure(),
                spec.python() == null ? "the default Python" : spec.python());
        progress.start("Starting " + (spec.python() == null ? "Python" : spec.python()) + "…");
        progress.track(tasks.submit(BackgroundTask.shown(
                "running MACE",
                () -> runner.run(spec, progress::onStage),
                ended -> {
                    // A run that worked proves torch and mace-torch there, probed or typed: nothing to set up.
                    if (ended instanceof MaceRunOutcome.Succeeded && spec.python() != null) {
                        interpreter.ranMace(spec.python());
                    }
                    outcome.show(ended, spec.timeoutSeconds());
                    if (ended instanceof MaceRunOutcome.Succeeded) {
                        sizeEstimate.measured(new MeasuredRun(
                                spec.model(),
                                spec.dtype(),
                                RunRecords.point(
                                        new RunSetup(spec.device(), spec.enableCueq()).name(), spec.structure(), ended),
                                "this run"));
                    }
                    if (history != null) {
                        history.record(spec, ended, null);
                    }
                },
                outcome::showError)));
    }

    /** Shows a run picked in the history: its summary and timing breakdown; nothing while a run is in flight. */
    public void showRecord(RunRecord run) {
        if (progress.isRunning() || run == null) {
            return;
        }
        outcome.showRecord(run);
    }

    /** Cancels the run or the set-up in flight. */
    public void cancel() {
        progress.cancel();
    }

    public RunFormViewModel form() {
        return form;
    }

    public InterpreterViewModel interpreter() {
        return interpreter;
    }

    public DeviceChoiceViewModel deviceChoice() {
        return deviceChoice;
    }

    public MaceSetUpViewModel setUp() {
        return setUp;
    }

    public RunProgressViewModel progress() {
        return progress;
    }

    public RunOutcomeViewModel outcome() {
        return outcome;
    }

    /** "Your system, estimated" from the run shown. */
    public SizeEstimateViewModel sizeEstimate() {
        return sizeEstimate;
    }

    /** The run history, or null when this tab keeps none. */
    public RunHistoryViewModel history() {
        return history;
    }
}
