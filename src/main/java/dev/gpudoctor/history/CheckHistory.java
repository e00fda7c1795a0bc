package dev.gpudoctor.history;

import dev.gpudoctor.files.AtomicFile;
import dev.gpudoctor.files.BoundedFile;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.CheckSnapshot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The last few {@code check} snapshots per machine ({@code $XDG_DATA_HOME/gpu-doctor/checks/<machine>/}),
 * one small JSON file each, written temp + rename. Bounded twice: {@link #PER_MACHINE} snapshots per
 * machine and {@link #MACHINES} machines (captured trees read with --host-root count as machines), the
 * oldest dropped first. A file that does not parse is skipped with a warning: history is a hint. Read
 * through {@link BoundedFile} (regular files only, no links, bounded); pruning never follows a link.
 */
public final class CheckHistory {

    static final int PER_MACHINE = 20;
    static final int MACHINES = 32;
    /** A snapshot is a few KiB; a larger file is not one we wrote. */
    static final int MAX_SNAPSHOT_BYTES = 1 << 20;
    /** At most 18 digits: a name of 19 or more is not ours and would not fit a long (a stray one used to end every check). */
    private static final Pattern SNAPSHOT_NAME = Pattern.compile("check-\\d{1,18}\\.json");

    private static final String TEMP_PREFIX = ".tmp-";
    private static final String TEMP_SUFFIX = ".part";
    private static final Logger LOG = LoggerFactory.getLogger(CheckHistory.class);

    private final Path directory;

    public CheckHistory(Path directory) {
        this.directory = directory.toAbsolutePath();
    }

    /** {@code $XDG_DATA_HOME/gpu-doctor/checks}, else {@code ~/.local/share/gpu-doctor/checks}. */
    public static Path defaultDirectory(Map<String, String> environment, Path home) {
        return RunHistory.defaultDirectory(environment, home).resolveSibling("checks");
    }

    public Path directory() {
        return directory;
    }

    /** The newest snapshot of this machine, if any reads. */
    public synchronized Optional<CheckSnapshot> latest(String machine) {
        return latest(machine, Instant.now());
    }

    /**
     * The newest snapshot of this machine dated no later than {@code notAfter}, if any reads. One
     * written while the clock was set ahead is not "the previous check": it would hide every new one.
     */
    public synchronized Optional<CheckSnapshot> latest(String machine, Instant notAfter) {
        for (Path file : files(folder(machine), notAfter)) {
            if (millis(file) > notAfter.toEpochMilli()) {
                break;
            }
            try {
                return Optional.of(JsonMappers.records()
                        .readValue(BoundedFile.read(file, MAX_SNAPSHOT_BYTES), CheckSnapshot.class));
            } catch (IOException | RuntimeException e) {
                LOG.warn("Skipping unreadable check snapshot {}: {}", file, e.getMessage());
            }
        }
        return Optional.empty();
    }

    public synchronized void save(CheckSnapshot snapshot) throws IOException {
        Path folder = folder(snapshot.machine());
        if (Files.isSymbolicLink(folder)
                || Files.exists(folder, LinkOption.NOFOLLOW_LINKS) && !BoundedFile.isPlainDirectory(folder)) {
            throw new IOException(folder + " is not a folder of its own (a link or a file); nothing is kept there");
        }
        Files.createDirectories(folder);
        Path target = folder.resolve("check-" + snapshot.at().toEpochMilli() + ".json");
        AtomicFile.at(target)
                .tempNamed(TEMP_PREFIX, TEMP_SUFFIX)
                .atomicOnly()
                .write(temp -> JsonMappers.records().writeValue(temp.toFile(), snapshot));
        Files.setLastModifiedTime(folder, FileTime.from(snapshot.at()));
        List<Path> files = files(folder, snapshot.at());
        for (Path old : files.subList(Math.min(PER_MACHINE, files.size()), files.size())) {
            Files.deleteIfExists(old);
        }
        dropOldMachines();
    }

    /** Drops the least recently checked machines' folders: only real folders, and in them only our own files (a link is removed as a link). */
    private void dropOldMachines() throws IOException {
        List<Path> machines;
        try (Stream<Path> list = Files.list(directory)) {
            machines = list.filter(BoundedFile::isPlainDirectory)
                    .sorted(Comparator.comparing(CheckHistory::modified).reversed())
                    .toList();
        }
        for (Path old : machines.subList(Math.min(MACHINES, machines.size()), machines.size())) {
            try (Stream<Path> files = Files.list(old)) {
                for (Path file : files.filter(CheckHistory::ours).toList()) {
                    Files.deleteIfExists(file);
                }
            }
            try {
                Files.deleteIfExists(old);
            } catch (DirectoryNotEmptyException e) {
                LOG.warn("Kept {}: it holds files that are not check snapshots", old);
            }
        }
    }

    private static boolean ours(Path file) {
        String name = file.getFileName().toString();
        return SNAPSHOT_NAME.matcher(name).matches() || name.startsWith(TEMP_PREFIX) && name.endsWith(TEMP_SUFFIX);
    }

    /**
     * The snapshot files of a folder (regular files named check-<millis>.json, no links), newest first;
     * those dated after {@code now} (a clock once set ahead) come last, so they are pruned first.
     */
    private static List<Path> files(Path folder, Instant now) {
        if (!BoundedFile.isPlainDirectory(folder)) {
            return List.of();
        }
        long nowMillis = now.toEpochMilli();
        try (Stream<Path> list = Files.list(folder)) {
            return list.filter(p ->
                            SNAPSHOT_NAME.matcher(p.getFileName().toString()).matches() && BoundedFile.isPlainFile(p))
                    .sorted(Comparator.comparing((Path p) -> millis(p) > nowMillis)
                            .thenComparing(Comparator.comparingLong(CheckHistory::millis)
                                    .reversed()))
                    .toList();
        } catch (IOException | UncheckedIOException e) {
            LOG.warn("Cannot list {}: {}", folder, e.getMessage());
            return List.of();
        }
    }

    /** The time in a snapshot's name; the name pattern allows at most 18 digits, so it always fits a long. */
    private static long millis(Path file) {
        String name = file.getFileName().toString();
        return Long.parseLong(name.substring("check-".length(), name.length() - ".json".length()));
    }

    private static FileTime modified(Path folder) {
        try {
            return Files.getLastModifiedTime(folder);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    private Path folder(String machine) {
        String safe = machine.replaceAll("[^A-Za-z0-9_.-]", "_");
        if (safe.isEmpty() || safe.startsWith(".")) {
            safe = "_" + safe;
        }
        return directory.resolve(safe.length() > 100 ? safe.substring(0, 100) : safe);
    }
}
