package dev.gpudoctor.ui.common;

import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Notices what another process (a {@code gpu-doctor run}, {@code check} or {@code bundle} in a terminal)
 * wrote into the folders the window shows: every {@code period} it reads each folder's modification time
 * and number of entries (one stat and one listing of names, nothing parsed) on a daemon thread of its
 * own, and where either changed it runs that folder's action on the UI thread. Our writers move whole
 * files into place, which changes both. A poll rather than a WatchService: the same on every file
 * system (WSL2's /mnt/c included), and a folder made after the window opened is noticed too.
 */
public final class FolderPoll implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(FolderPoll.class);

    private record Stamp(FileTime modified, long entries) {}

    private final Map<Path, Runnable> actions;
    private final Map<Path, Stamp> seen = new HashMap<>();
    private final Executor uiExecutor;
    private final ScheduledExecutorService timer;

    private FolderPoll(Map<Path, Runnable> actions, Executor uiExecutor) {
        this.actions = new LinkedHashMap<>(actions);
        this.uiExecutor = uiExecutor;
        this.timer = Executors.newSingleThreadScheduledExecutor(new NamedDaemonThreadFactory("folder-poll"));
    }

    /**
     * Starts polling. The first poll runs each action once, so whatever landed between the window's first
     * read and this start is not missed (the actions read nothing before their tab did).
     */
    public static FolderPoll start(Duration period, Map<Path, Runnable> actions, Executor uiExecutor) {
        FolderPoll poll = new FolderPoll(actions, uiExecutor);
        poll.timer.scheduleWithFixedDelay(poll::pollOnce, 0, period.toMillis(), TimeUnit.MILLISECONDS);
        return poll;
    }

    private void pollOnce() {
        try {
            actions.forEach((folder, action) -> {
                Stamp now = stamp(folder);
                if (!seen.containsKey(folder) || !Objects.equals(seen.get(folder), now)) {
                    seen.put(folder, now);
                    uiExecutor.execute(action);
                }
            });
        } catch (RuntimeException e) {
            // A scheduled task that throws is never run again: log and poll on.
            LOG.warn("Could not look for new history entries: {}", e.toString());
        }
    }

    private static Stamp stamp(Path folder) {
        if (!Files.isDirectory(folder)) {
            return new Stamp(null, -1);
        }
        long entries = 0;
        try (DirectoryStream<Path> names = Files.newDirectoryStream(folder)) {
            for (Path ignored : names) {
                entries++;
            }
            return new Stamp(Files.getLastModifiedTime(folder), entries);
        } catch (IOException e) {
            LOG.debug("Cannot read {}: {}", folder, e.getMessage());
            return new Stamp(null, -2);
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
