package dev.gpudoctor.cli;

import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.run.MaceRunOutcome;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;

/** Keeps a finished run in the history for {@code run} and {@code bench}; a history that cannot be written costs a warning, never the run. */
final class HistoryKeeping {

    private HistoryKeeping() {}

    static void keep(
            RunHistory history,
            MaceRunSpec spec,
            MaceRunOutcome outcome,
            String sweepId,
            String command,
            PrintWriter err) {
        try {
            history.save(RunRecords.of(spec, outcome, Instant.now(), sweepId));
        } catch (IOException | RuntimeException e) {
            err.println("gpu-doctor " + command + ": could not keep the run in " + history.directory() + ": "
                    + e.getMessage());
        }
    }
}
