package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.diagnosis.FailureDiagnoser;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.ErrorSummary;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.PartialRun;
import dev.gpudoctor.pyenv.SetupOutcome;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.speed.SizeEstimateService;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The result pane's words for each way a run or the set-up ends. */
class RunOutcomeViewModelTest {

    private final RunProgressViewModel progress = new RunProgressViewModel(Runnable::run);
    private final RunOutcomeViewModel outcome = new RunOutcomeViewModel(
            progress,
            new SizeEstimateViewModel(new CurrentThreadTaskExecutor(), new SizeEstimateService()),
            failure -> Optional.empty());

    @Test
    void aDeadlineReachedReadsDidNotFinishAndKeepsWhatWasMeasured() {
        progress.start("Starting Python…");
        PartialRun partial = PartialRun.of(List.of(0.5, 0.6, 0.7), 10, "steps 3/10", FailureReason.TIMED_OUT, 60);

        outcome.show(
                new MaceRunOutcome.Failed(
                        BridgeFailure.of(FailureReason.TIMED_OUT, "no answer in 60 s", List.of()), partial),
                60);

        assertThat(outcome.summaryProperty().get())
                .startsWith("The run did not finish within its 60 s timeout; a longer timeout (left) lets it finish.\n")
                .endsWith(partial.verdict())
                .doesNotContain("The run failed");
        assertThat(progress.progressTextProperty().get()).isEqualTo("Did not finish in time.");
        assertThat(progress.runningProperty().get()).isFalse();
        assertThat(outcome.failureOffersSetUpProperty().get()).isFalse();
    }

    @Test
    void aMissingMaceOffersTheSetUpAndSaysSoWhenNothingKnownMatched() {
        BridgeFailure missing = new BridgeFailure(
                FailureReason.MISSING_PACKAGE,
                null,
                1,
                null,
                "No module named 'mace'",
                List.of("ModuleNotFoundError: No module named 'mace'"),
                "pip list: torch 2.8.0",
                Map.of("package", "mace-torch"));

        outcome.show(new MaceRunOutcome.Failed(missing), 600);

        assertThat(outcome.summaryProperty().get()).isEqualTo("The run failed.");
        assertThat(outcome.failureTextProperty().get()).isEqualTo("Package missing: No module named 'mace'");
        assertThat(outcome.failureEvidenceProperty().get())
                .isEqualTo("ModuleNotFoundError: No module named 'mace'\n\npip list: torch 2.8.0");
        assertThat(outcome.diagnosisProperty().get())
                .startsWith("This Python cannot run MACE. Press \u201cSet up MACE\u2026\u201d");
        assertThat(outcome.failureOffersSetUpProperty().get()).isTrue();
        assertThat(progress.progressTextProperty().get()).isEqualTo("Failed.");
    }

    @Test
    void aKnownCauseIsSaidInsteadOfTheSetUpHint() {
        RunOutcomeViewModel diagnosed = new RunOutcomeViewModel(
                progress,
                new SizeEstimateViewModel(new CurrentThreadTaskExecutor(), new SizeEstimateService()),
                FailureDiagnoser.standard()::diagnose);

        diagnosed.show(FakeMaceRunner.crashing().outcome, 600);

        assertThat(diagnosed.diagnosisProperty().get())
                .startsWith("Likely cause (60 %): SIGBUS in a process using the GPU. First: ");
        assertThat(diagnosed.failureOffersSetUpProperty().get()).isFalse();
    }

    @Test
    void aMissingCuequivarianceOffersNoSetUpForTheSetUpDoesNotInstallIt() {
        BridgeFailure cueq = new BridgeFailure(
                FailureReason.MISSING_PACKAGE,
                null,
                1,
                null,
                "No module named 'cuequivariance_torch'",
                List.of(),
                "",
                Map.of("package", "cuequivariance-torch"));

        outcome.show(new MaceRunOutcome.Failed(cueq), 600);

        assertThat(outcome.diagnosisProperty().get()).isEmpty();
        assertThat(outcome.failureOffersSetUpProperty().get()).isFalse();
    }

    @Test
    void aCancellationBeforeTheChildAnsweredReadsCancelledAndAnErrorCouldNotStart() {
        outcome.showError(ErrorSummary.cancelled());
        assertThat(outcome.summaryProperty().get()).isEqualTo("Cancelled. The Python child was stopped.");
        assertThat(outcome.failureTextProperty().get()).isEmpty();
        assertThat(progress.progressTextProperty().get()).isEqualTo("Cancelled.");

        outcome.clear();
        outcome.showError(new ErrorSummary("Cannot run program \"/nope/python\"", "java.io.IOException: error=2"));
        assertThat(outcome.summaryProperty().get()).isEqualTo("The run could not start.");
        assertThat(outcome.failureTextProperty().get()).isEqualTo("Cannot run program \"/nope/python\"");
        assertThat(outcome.failureEvidenceProperty().get()).isEqualTo("java.io.IOException: error=2");
    }

    @Test
    void aSetUpThatWorkedOffersATestRunAndOneThatFailedShowsPipsLastLines() {
        outcome.showSetUp(new SetupOutcome(true, false, Path.of("/data/env/bin/python"), "set up", List.of(), 1000));
        assertThat(outcome.testRunOfferedProperty().get()).isTrue();
        assertThat(progress.progressTextProperty().get()).isEqualTo("Managed environment ready: /data/env/bin/python");

        outcome.clear();
        assertThat(outcome.testRunOfferedProperty().get())
                .as("cleared before the next run")
                .isFalse();
        outcome.showSetUp(new SetupOutcome(
                false,
                false,
                Path.of("/data/env/bin/python"),
                "pip install failed (exit 1)",
                List.of("ERROR: No matching distribution found for torch==2.8.0"),
                1000));
        assertThat(outcome.testRunOfferedProperty().get()).isFalse();
        assertThat(outcome.failureTextProperty().get()).isEqualTo("pip install failed (exit 1)");
        assertThat(outcome.failureEvidenceProperty().get())
                .isEqualTo("ERROR: No matching distribution found for torch==2.8.0");
        assertThat(progress.progressTextProperty().get()).isEqualTo("Set-up failed.");
    }
}
