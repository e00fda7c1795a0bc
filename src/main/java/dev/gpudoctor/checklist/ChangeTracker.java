package dev.gpudoctor.checklist;

import dev.gpudoctor.history.CheckHistory;
import dev.gpudoctor.model.CheckSnapshot;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.SinceLast;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * "What changed since last time" as one use case for every front: keeps a checklist run's snapshot
 * in the machine's history and compares it with the one before. Blocking (small file I/O): call it
 * off the FX thread.
 */
public final class ChangeTracker {

    private static final Logger LOG = LoggerFactory.getLogger(ChangeTracker.class);

    private final CheckHistory history;

    public ChangeTracker(CheckHistory history) {
        this.history = Objects.requireNonNull(history, "history");
    }

    /**
     * Keeps this run and says what changed since the machine's previous one.
     *
     * @param hostRoot the captured tree the run read, or null for this machine
     */
    public SinceLast record(ChecklistReport report, Path hostRoot, Instant finished) {
        return keep(report, hostRoot, finished).changes();
    }

    /** This run kept, the machine's previous snapshot (null when none was kept) and what changed since it. */
    public record Kept(CheckSnapshot before, SinceLast changes) {}

    /** As {@link #record}, also handing back the previous snapshot (for {@link XidsSinceLastCheck}). */
    public Kept keep(ChecklistReport report, Path hostRoot, Instant finished) {
        String machine = MachineKey.of(hostRoot);
        CheckSnapshot now = CheckSnapshots.of(report, machine, finished);
        CheckSnapshot before = history.latest(machine, finished).orElse(null);
        try {
            history.save(now);
        } catch (IOException e) {
            LOG.warn("Could not keep this check in {}: {}", history.directory(), e.getMessage());
        }
        return new Kept(before, CheckSnapshots.compare(before, now));
    }
}
