package dev.gpudoctor.ui.runs;

import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.PartialRun;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.pyenv.SetupOutcome;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunResult;
import dev.gpudoctor.speed.Durations;
import dev.gpudoctor.speed.MeasuredRun;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The result pane of the Runs tab: the summary of the last run (or of one picked in the history), its timing
 * breakdown and forces, or why it failed, what that most likely means and the child's own words. A deadline
 * reached reads "did not finish", never "failed", and what a run cut short measured stays in the summary.
 */
public final class RunOutcomeViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(RunOutcomeViewModel.class);
    static final String NO_RUN_YET = "No run yet. Pick a configuration and press Run.";

    private final RunProgressViewModel progress;
    private final SizeEstimateViewModel sizeEstimate;
    private final Function<BridgeFailure, Optional<DiagnosisFinding>> diagnoser;
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(NO_RUN_YET);
    private final ReadOnlyStringWrapper failureText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper failureEvidence = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper diagnosis = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failureOffersSetUp = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper testRunOffered = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<TimingSlice> timings = FXCollections.observableArrayList();
    private final ObservableList<ForceRow> forces = FXCollections.observableArrayList();
    private final ObservableList<TimingSlice> readOnlyTimings = FXCollections.unmodifiableObservableList(timings);
    private final ObservableList<ForceRow> readOnlyForces = FXCollections.unmodifiableObservableList(forces);

    RunOutcomeViewModel(
            RunProgressViewModel progress,
            SizeEstimateViewModel sizeEstimate,
            Function<BridgeFailure, Optional<DiagnosisFinding>> diagnoser) {
        this.progress = progress;
        this.sizeEstimate = sizeEstimate;
        this.diagnoser = diagnoser;
    }

    /** Before a run, a set-up or a record is shown: nothing of the last one stays. */
    void clear() {
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

    /** The form's problems, each a sentence: the run did not start. */
    void refuse(List<String> problems) {
        failureText.set(String.join(" ", problems));
    }

    /** How a run ended, with the timeout it ran under (said when it was reached). */
    void show(MaceRunOutcome outcome, int timeoutSeconds) {
        progress.finish();
        if (outcome instanceof MaceRunOutcome.Succeeded success) {
            MaceRunResult result = success.result();
            LOG.info(
                    "MACE run finished: {} atoms, median step {}",
                    result.atoms(),
                    Durations.seconds(result.medianStepSeconds()));
            summary.set(RunResultView.summary(result));
            timings.setAll(RunResultView.timings(result));
            forces.setAll(RunResultView.forces(result));
            progress.say("Done.");
        } else if (outcome instanceof MaceRunOutcome.Failed failed
                && failed.failure().reason() == FailureReason.CANCELLED) {
            LOG.info("MACE run cancelled");
            summary.set("Cancelled. The Python child was stopped." + partial(failed.partial()));
            progress.say("Cancelled.");
        } else if (outcome instanceof MaceRunOutcome.Failed failed) {
            showFailure(failed.failure());
            if (failed.failure().reason() == FailureReason.TIMED_OUT) {
                // a deadline reached on a busy machine is not the machine failing
                summary.set("The run did not finish within its " + timeoutSeconds
                        + " s timeout; a longer timeout (left) lets it finish." + partial(failed.partial()));
                progress.say("Did not finish in time.");
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
        failureOffersSetUp.set(failure.fixedByMaceSetUp());
        progress.say("Failed.");
    }

    /**
     * Where the interpreter lacks torch or mace-torch (or there is none), the way out is the set-up button.
     * cuEquivariance is not among what it installs, so a run asking for it gets no such hint.
     */
    private static String setUpHint(BridgeFailure failure) {
        return failure.fixedByMaceSetUp()
                ? "This Python cannot run MACE. Press \u201cSet up MACE\u2026\u201d to install mace-torch and torch "
                        + "into GPU Doctor's own environment, or pick another Python above."
                : "";
    }

    /** The work could not start, or was cancelled before the child answered. */
    void showError(ErrorSummary error) {
        progress.finish();
        if (error.isCancellation()) {
            summary.set("Cancelled. The Python child was stopped.");
            progress.say("Cancelled.");
            return;
        }
        summary.set("The run could not start.");
        failureText.set(error.message());
        failureEvidence.set(error.details());
        progress.say("Failed.");
    }

    /** How the guided set-up ended: ready (a first test run is offered) or failed with pip's last lines. */
    void showSetUp(SetupOutcome outcome) {
        if (outcome.ok()) {
            progress.say("Managed environment ready: " + outcome.python());
            summary.set(
                    "The MACE environment is ready and chosen above, with a device. Press Run for a first test run.");
            testRunOffered.set(true);
        } else {
            progress.say("Set-up failed.");
            failureText.set(outcome.message());
            failureEvidence.set(String.join("\n", outcome.outputTail()));
        }
    }

    /** A run picked in the history: its summary and timing breakdown (forces are not kept). */
    void showRecord(RunRecord run) {
        clear();
        summary.set(RunResultView.summary(run));
        timings.setAll(RunResultView.timings(run));
        sizeEstimate.measured(new MeasuredRun(run.model(), run.dtype(), run.point(), run.id()));
        if (!run.ok()) {
            failureText.set(FailureReason.titleOf(run.point().failureReason()) + ": "
                    + run.point().failureMessage());
        }
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

    /** True when the last run failed for want of torch, mace-torch or an interpreter: the failure offers the set-up. */
    public ReadOnlyBooleanProperty failureOffersSetUpProperty() {
        return failureOffersSetUp.getReadOnlyProperty();
    }

    /** True right after a successful set-up: a first test run is offered beside the summary. */
    public ReadOnlyBooleanProperty testRunOfferedProperty() {
        return testRunOffered.getReadOnlyProperty();
    }

    public ObservableList<TimingSlice> timings() {
        return readOnlyTimings;
    }

    public ObservableList<ForceRow> forces() {
        return readOnlyForces;
    }
}
