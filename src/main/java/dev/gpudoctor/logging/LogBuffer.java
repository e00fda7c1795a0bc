package dev.gpudoctor.logging;

import dev.gpudoctor.model.LogEntry;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The last N log entries, kept in memory for the log pane and for bug-report bundles.
 * Bounded so that a chatty child process cannot grow the GUI's heap without limit.
 */
public final class LogBuffer {

    public static final int DEFAULT_CAPACITY = 2_000;

    private static final LogBuffer SHARED = new LogBuffer(DEFAULT_CAPACITY);

    private final int capacity;
    private final ArrayDeque<LogEntry> entries;
    private final List<Consumer<LogEntry>> listeners = new CopyOnWriteArrayList<>();
    private long dropped;

    public LogBuffer(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.entries = new ArrayDeque<>(Math.min(capacity, 256));
    }

    /** The buffer the logging appender writes into; logback creates appenders, so it cannot be injected. */
    public static LogBuffer shared() {
        return SHARED;
    }

    public int capacity() {
        return capacity;
    }

    public void add(LogEntry entry) {
        synchronized (entries) {
            if (entries.size() == capacity) {
                entries.removeFirst();
                dropped++;
            }
            entries.addLast(entry);
        }
        for (Consumer<LogEntry> listener : listeners) {
            try {
                listener.accept(entry);
            } catch (RuntimeException e) {
                // A broken listener must not break logging for everyone else; it would log recursively.
            }
        }
    }

    public List<LogEntry> snapshot() {
        synchronized (entries) {
            return new ArrayList<>(entries);
        }
    }

    /** How many entries fell off the front since start-up, so a reader knows the log is partial. */
    public long droppedCount() {
        synchronized (entries) {
            return dropped;
        }
    }

    /**
     * Listens to new entries and returns the current ones, atomically, so no entry is missed or
     * seen twice between the snapshot and the subscription.
     */
    public List<LogEntry> subscribe(Consumer<LogEntry> listener) {
        synchronized (entries) {
            listeners.add(listener);
            return new ArrayList<>(entries);
        }
    }

    public void unsubscribe(Consumer<LogEntry> listener) {
        listeners.remove(listener);
    }
}
