package dev.gpudoctor.ui.runs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The progress line and bar shared by the runs and the set-up. */
class RunProgressViewModelTest {

    private final List<Runnable> uiQueue = new ArrayList<>();
    private final RunProgressViewModel progress = new RunProgressViewModel(uiQueue::add);

    private void drainUi() {
        List<Runnable> now = List.copyOf(uiQueue);
        uiQueue.clear();
        now.forEach(Runnable::run);
    }

    @Test
    void aStageReachesTheUiThreadInWordsAndALateOneCannotReopenAFinishedRun() {
        progress.start("Starting Python…");
        assertThat(progress.runningProperty().get()).isTrue();
        assertThat(progress.progressFractionProperty().get()).isEqualTo(-1);

        progress.onStage("steps 5/10", 0.8);
        assertThat(progress.progressTextProperty().get())
                .as("not before the UI thread runs it")
                .isEqualTo("Starting Python…");
        drainUi();
        assertThat(progress.progressTextProperty().get()).isEqualTo("Timed step 5 of 10");
        assertThat(progress.progressFractionProperty().get()).isEqualTo(0.8);

        progress.onStage("imports", null);
        progress.finish();
        progress.say("Done.");
        drainUi();
        assertThat(progress.progressTextProperty().get()).isEqualTo("Done.");
        assertThat(progress.progressFractionProperty().get()).isZero();
        assertThat(progress.runningProperty().get()).isFalse();
    }

    @Test
    void cancelReachesTheWorkOnlyWhileItRuns() {
        int[] cancels = {0};
        progress.cancel();
        progress.start("Starting Python…");
        progress.track(() -> cancels[0]++);

        progress.cancel();
        assertThat(cancels[0]).isEqualTo(1);
        assertThat(progress.progressTextProperty().get()).isEqualTo("Cancelling…");

        progress.finish();
        progress.cancel();
        assertThat(cancels[0]).as("a finished run is not cancelled again").isEqualTo(1);
    }
}
