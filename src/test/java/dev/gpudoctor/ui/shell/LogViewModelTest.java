package dev.gpudoctor.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.LogLevel;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LogViewModelTest {

    private static LogEntry entry(String message) {
        return new LogEntry(Instant.EPOCH, LogLevel.INFO, "a.B", "main", message, "");
    }

    /** Collects UI work instead of running it, so the test decides when the "UI thread" runs. */
    private static final class QueuedUi implements java.util.concurrent.Executor {
        final List<Runnable> queued = new ArrayList<>();

        @Override
        public void execute(Runnable command) {
            queued.add(command);
        }

        void runAll() {
            List<Runnable> batch = new ArrayList<>(queued);
            queued.clear();
            batch.forEach(Runnable::run);
        }
    }

    @Test
    void showsTheBacklogAndNewEntriesAfterTheUiRuns() {
        LogBuffer buffer = new LogBuffer(100);
        buffer.add(entry("old"));
        QueuedUi ui = new QueuedUi();
        LogViewModel viewModel = new LogViewModel(buffer, ui, 10);

        buffer.add(entry("new"));
        assertThat(viewModel.entries()).isEmpty();
        ui.runAll();

        assertThat(viewModel.entries()).extracting(LogEntry::message).containsExactly("old", "new");
    }

    @Test
    void aBurstOfEntriesCostsOneUiUpdate() {
        LogBuffer buffer = new LogBuffer(1_000);
        QueuedUi ui = new QueuedUi();
        LogViewModel viewModel = new LogViewModel(buffer, ui, 1_000);
        ui.runAll();

        for (int i = 0; i < 500; i++) {
            buffer.add(entry("line " + i));
        }

        assertThat(ui.queued).hasSize(1);
        ui.runAll();
        assertThat(viewModel.entries()).hasSize(500);
    }

    @Test
    void rowsAreBoundedKeepingTheNewest() {
        LogBuffer buffer = new LogBuffer(1_000);
        LogViewModel viewModel = new LogViewModel(buffer, Runnable::run, 5);

        for (int i = 0; i < 12; i++) {
            buffer.add(entry("line " + i));
        }

        assertThat(viewModel.entries())
                .extracting(LogEntry::message)
                .containsExactly("line 7", "line 8", "line 9", "line 10", "line 11");
    }

    @Test
    void closeStopsListeningAndCopyTextIncludesDetails() {
        LogBuffer buffer = new LogBuffer(10);
        LogViewModel viewModel = new LogViewModel(buffer, Runnable::run, 10);
        buffer.add(new LogEntry(Instant.EPOCH, LogLevel.ERROR, "x.Y", "t", "failed", "trace line"));
        viewModel.close();
        buffer.add(entry("ignored"));

        assertThat(viewModel.entries()).hasSize(1);
        assertThat(viewModel.asText()).contains("ERROR Y - failed", "trace line");
    }
}
