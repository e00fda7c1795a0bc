package dev.gpudoctor.ui.runs;

import dev.gpudoctor.pyenv.SetupPhases;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.TaskExecutor;
import java.nio.file.Path;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The guided MACE set-up from the Runs tab: first what it will install and where (it downloads gigabytes),
 * then, when confirmed, GPU Doctor's own environment built in the background; on success the runs use it.
 * It shares the progress line with the runs, so neither starts while the other works.
 */
public final class MaceSetUpViewModel {

    private final MaceRunner runner;
    private final TaskExecutor tasks;
    private final RunProgressViewModel progress;
    private final RunOutcomeViewModel outcome;
    private final InterpreterViewModel interpreter;
    private final ReadOnlyStringWrapper setupPlan = new ReadOnlyStringWrapper("");

    MaceSetUpViewModel(
            MaceRunner runner,
            TaskExecutor tasks,
            RunProgressViewModel progress,
            RunOutcomeViewModel outcome,
            InterpreterViewModel interpreter) {
        this.runner = runner;
        this.tasks = tasks;
        this.progress = progress;
        this.outcome = outcome;
        this.interpreter = interpreter;
    }

    /**
     * What the set-up will do, said before it starts: it downloads gigabytes (measured: the test venv
     * is 6.9 GB, 4.1 GB nvidia-*). {@code folder} is where it really goes (XDG_DATA_HOME counts), shown
     * as ~/… only when it is under {@code home}.
     */
    static String setUpPlan(Path folder, Path home) {
        Path normal = folder.toAbsolutePath().normalize();
        String where = home != null && normal.startsWith(home.toAbsolutePath().normalize()) && !normal.equals(home)
                ? "~/" + home.toAbsolutePath().normalize().relativize(normal)
                : normal.toString();
        return "Set up MACE: GPU Doctor creates its own Python environment "
                + "(" + where + "; your other environments are not touched) and installs mace-torch "
                + "and the torch it works with (python-bridge/requirements-mace.txt) from PyPI: several GB to download and about 7 GB on disk. "
                + "PyPI's torch brings NVIDIA's CUDA libraries (about 4 GB of the 7) even on a machine without an NVIDIA GPU; "
                + "CPU runs work with them. Expect 5 to 20 minutes.";
    }

    /** First step of the set-up: show what it will install; {@link #confirmSetUp()} starts it. */
    public void askSetUp() {
        if (!progress.isRunning()) {
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

    /** Builds GPU Doctor's own environment with mace-torch; on success the runs use it. */
    public void setUpEnvironment() {
        if (progress.isRunning()) {
            return;
        }
        outcome.clear();
        progress.start("Setting up the managed Python environment (torch is several GB: minutes)…");
        progress.track(tasks.submit(BackgroundTask.shown(
                "setting up Python for MACE",
                () -> runner.setUpManagedEnvironment(step -> progress.sayLater(SetupPhases.describe(step))),
                made -> {
                    progress.finish();
                    if (made.ok()) {
                        interpreter.madeBySetUp(made.python().toString());
                    }
                    outcome.showSetUp(made);
                },
                outcome::showError)));
    }

    /** The plan shown before the set-up starts; empty when none is asked for. */
    public ReadOnlyStringProperty setupPlanProperty() {
        return setupPlan.getReadOnlyProperty();
    }
}
