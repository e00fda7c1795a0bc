package dev.gpudoctor.history;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.gpudoctor.model.RunRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Every run, one JSON file each, in a folder ({@code $XDG_DATA_HOME/gpu-doctor/runs/} on a real
 * machine; tests hand in a temp folder). Files are written to a temp file in the same folder and
 * moved into place, so a crash or kill never leaves half a file. A file that does not parse is
 * moved into {@code corrupt/} with a notice, never deleted. Thread-safe: one lock for all.
 */
public final class RunHistory {

    /** What {@link #list()} found: the runs, newest first, and a sentence per file it had to move aside. */
    public record Listing(List<RunRecord> runs, List<String> notices) {
    }

    private static final Logger LOG = LoggerFactory.getLogger(RunHistory.class);
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,120}");
    static final String CORRUPT = "corrupt";

    private final Path directory;
    private final ObjectMapper json = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(SerializationFeature.INDENT_OUTPUT);

    public RunHistory(Path directory) {
        this.directory = directory.toAbsolutePath();
    }

    /** {@code $XDG_DATA_HOME/gpu-doctor/runs}, else {@code ~/.local/share/gpu-doctor/runs}. */
    public static Path defaultDirectory(Map<String, String> environment, Path home) {
        String xdg = environment.get("XDG_DATA_HOME");
        Path data = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg) : home.resolve(".local/share");
        return data.resolve("gpu-doctor").resolve("runs");
    }

    public static RunHistory ofThisUser() {
        return new RunHistory(defaultDirectory(System.getenv(), Path.of(System.getProperty("user.home"))));
    }

    public Path directory() {
        return directory;
    }

    /** Writes (or overwrites) the record's file atomically. */
    public synchronized void save(RunRecord run) throws IOException {
        Path target = file(run.id());
        Files.createDirectories(directory);
        Path temp = Files.createTempFile(directory, ".tmp-" + run.id() + "-", ".part");
        try {
            Files.write(temp, json.writeValueAsBytes(run));
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** All runs, newest first. Unreadable files are moved into {@code corrupt/}, each with a notice. */
    public synchronized Listing list() throws IOException {
        List<RunRecord> runs = new ArrayList<>();
        List<String> notices = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return new Listing(List.of(), List.of());
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "*.json")) {
            for (Path file : files) {
                try {
                    runs.add(json.readValue(file.toFile(), RunRecord.class));
                } catch (IOException | RuntimeException e) {
                    notices.add(moveAside(file, e));
                }
            }
        }
        runs.sort(Comparator.comparing(RunRecord::createdAt).reversed().thenComparing(RunRecord::id));
        return new Listing(List.copyOf(runs), List.copyOf(notices));
    }

    public synchronized Optional<RunRecord> find(String id) throws IOException {
        Path file = file(id);
        return Files.isRegularFile(file) ? Optional.of(json.readValue(file.toFile(), RunRecord.class)) : Optional.empty();
    }

    /** Gives a run a label (empty to clear it). */
    public synchronized RunRecord relabel(String id, String label) throws IOException {
        RunRecord run = find(id).orElseThrow(() -> new IOException("No run " + id + " in " + directory));
        RunRecord labelled = run.withLabel(label == null ? "" : label.strip());
        save(labelled);
        return labelled;
    }

    /** Deletes a run's file; false when there was none. */
    public synchronized boolean delete(String id) throws IOException {
        return Files.deleteIfExists(file(id));
    }

    private String moveAside(Path file, Exception why) {
        Path aside = directory.resolve(CORRUPT).resolve(file.getFileName());
        try {
            Files.createDirectories(aside.getParent());
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            LOG.warn("Run file {} could not be read ({}); moved to {}", file, why.getMessage(), aside);
            return "The run file " + file.getFileName() + " could not be read and was moved to " + aside + ".";
        } catch (IOException e) {
            LOG.warn("Run file {} could not be read and could not be moved aside", file, e);
            return "The run file " + file.getFileName() + " could not be read (" + e.getMessage() + "); it was left in place.";
        }
    }

    private Path file(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("Not a run id: '" + id + "'");
        }
        return directory.resolve(id + ".json");
    }
}
