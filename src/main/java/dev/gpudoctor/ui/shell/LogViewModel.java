package dev.gpudoctor.ui.shell;

import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.LogEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The log pane's state: the newest entries of the shared {@link LogBuffer}, bounded. Entries arrive
 * on any thread; they are queued and handed to the UI thread in batches, so a burst of log lines
 * costs one UI update rather than one per line.
 */
public final class LogViewModel implements AutoCloseable {

    public static final int MAX_ROWS = 1_000;

    private final LogBuffer buffer;
    private final Executor uiExecutor;
    private final int maxRows;
    private final ObservableList<LogEntry> entries = FXCollections.observableArrayList();
    private final ObservableList<LogEntry> readOnlyEntries = FXCollections.unmodifiableObservableList(entries);
    private final ConcurrentLinkedQueue<LogEntry> pending = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean flushScheduled = new AtomicBoolean();
    private final Consumer<LogEntry> listener = this::enqueue;

    public LogViewModel(LogBuffer buffer, Executor uiExecutor) {
        this(buffer, uiExecutor, MAX_ROWS);
    }

    LogViewModel(LogBuffer buffer, Executor uiExecutor, int maxRows) {
        this.buffer = Objects.requireNonNull(buffer);
        this.uiExecutor = Objects.requireNonNull(uiExecutor);
        this.maxRows = maxRows;
        List<LogEntry> existing = buffer.subscribe(listener);
        pending.addAll(existing);
        scheduleFlush();
    }

    public ObservableList<LogEntry> entries() {
        return readOnlyEntries;
    }

    public void clear() {
        entries.clear();
    }

    /** The visible log as plain text, for "Copy". */
    public String asText() {
        StringBuilder text = new StringBuilder();
        for (LogEntry entry : entries) {
            text.append(entry.time())
                    .append(' ')
                    .append(entry.level())
                    .append(' ')
                    .append(entry.shortLogger())
                    .append(" - ")
                    .append(entry.message())
                    .append('\n');
            if (entry.hasDetails()) {
                text.append(entry.details()).append('\n');
            }
        }
        return text.toString();
    }

    private void enqueue(LogEntry entry) {
        pending.add(entry);
        scheduleFlush();
    }

    private void scheduleFlush() {
        if (flushScheduled.compareAndSet(false, true)) {
            try {
                uiExecutor.execute(this::flush);
            } catch (IllegalStateException toolkitGone) {
                flushScheduled.set(false);
            }
        }
    }

    private void flush() {
        flushScheduled.set(false);
        List<LogEntry> batch = new ArrayList<>();
        for (LogEntry entry; (entry = pending.poll()) != null; ) {
            batch.add(entry);
        }
        if (batch.isEmpty()) {
            return;
        }
        int overflow = entries.size() + batch.size() - maxRows;
        if (overflow > 0) {
            int fromExisting = Math.min(overflow, entries.size());
            entries.remove(0, fromExisting);
            if (batch.size() > maxRows) {
                batch = batch.subList(batch.size() - maxRows, batch.size());
            }
        }
        entries.addAll(batch);
    }

    @Override
    public void close() {
        buffer.unsubscribe(listener);
    }
}
