package dev.gpudoctor.history;

import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.CheckSnapshot;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The last few {@code check} snapshots per machine ({@code $XDG_DATA_HOME/gpu-doctor/checks/<machine>/}),
 * one small JSON file each, written temp + rename. Bounded twice: {@link #PER_MACHINE} snapshots per
 * machine and {@link #MACHINES} machines (captured trees read with --host-root count as machines), the
 * oldest dropped first. A file that does not parse is skipped with a warning: history is a hint.
 */
public final class CheckHistory {

    static final int PER_MACHINE = 20;
    static final int MACHINES = 32;
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
        for (Path file : files(folder(machine))) {
            try {
                return Optional.of(JsonMappers.records().readValue(file.toFile(), CheckSnapshot.class));
            } catch (IOException | RuntimeException e) {
                LOG.warn("Skipping unreadable check snapshot {}: {}", file, e.getMessage());
            }
        }
        return Optional.empty();
    }

    public synchronized void save(CheckSnapshot snapshot) throws IOException {
        Path folder = folder(snapshot.machine());
        Files.createDirectories(folder);
        Path target = folder.resolve("check-" + snapshot.at().toEpochMilli() + ".json");
        Path temp = Files.createTempFile(folder, ".tmp-", ".part");
        try {
            JsonMappers.records().writeValue(temp.toFile(), snapshot);
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
        Files.setLastModifiedTime(folder, FileTime.from(snapshot.at()));
        List<Path> files = files(folder);
        for (Path old : files.subList(Math.min(PER_MACHINE, files.size()), files.size())) {
            Files.deleteIfExists(old);
        }
        dropOldMachines();
    }

    private void dropOldMachines() throws IOException {
        List<Path> machines;
        try (Stream<Path> list = Files.list(directory)) {
            machines = list.filter(Files::isDirectory).sorted(Comparator.comparing(CheckHistory::modified).reversed()).toList();
        }
        for (Path old : machines.subList(Math.min(MACHINES, machines.size()), machines.size())) {
            try (Stream<Path> files = Files.list(old)) {
                for (Path file : files.toList()) {
                    Files.deleteIfExists(file);
                }
            }
            Files.deleteIfExists(old);
        }
    }

    /** The snapshot files of a folder, newest first. */
    private static List<Path> files(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(folder)) {
            return list.filter(p -> p.getFileName().toString().matches("check-\\d+\\.json"))
                    .sorted(Comparator.comparingLong(CheckHistory::millis).reversed()).toList();
        } catch (IOException e) {
            LOG.warn("Cannot list {}: {}", folder, e.getMessage());
            return List.of();
        }
    }

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
