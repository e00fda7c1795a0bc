package dev.gpudoctor.history;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.files.AtomicFile;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.json.OlderShapes;
import dev.gpudoctor.model.RunRecord;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every run, one JSON file each, in a folder ({@code $XDG_DATA_HOME/gpu-doctor/runs/} on a real
 * machine; tests hand in a temp folder). Files are written to a temp file in the same folder and
 * moved into place, so a crash or kill never leaves half a file. A file that does not parse is
 * moved into {@code corrupt/} under a name no earlier one has, with a notice, never deleted. Temp
 * files a killed writer left behind are removed once they are a day old, on first use. Thread-safe:
 * one lock for all.
 */
public final class RunHistory {

    /** What {@link #list()} found: the runs, newest first, and a sentence per file it had to move aside. */
    public record Listing(List<RunRecord> runs, List<String> notices) {}

    private static final Logger LOG = LoggerFactory.getLogger(RunHistory.class);
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,120}");
    static final String CORRUPT = "corrupt";
    /** A run record is a few kB (a sweep's a few hundred); a file far past this is not one. */
    static final long MAX_RUN_FILE_BYTES = 16L << 20;
    /** A writer still at work is seconds old; a day-old temp file is a killed writer's leftover. */
    static final Duration STALE_PART_AGE = Duration.ofDays(1);

    private static final String PART_GLOB = ".tmp-*.part";

    private boolean swept;

    private final Path directory;

    public RunHistory(Path directory) {
        this.directory = directory.toAbsolutePath();
    }

    /** {@code $XDG_DATA_HOME/gpu-doctor/runs}, else {@code ~/.local/share/gpu-doctor/runs}. */
    public static Path defaultDirectory(Map<String, String> environment, Path home) {
        String xdg = environment.get("XDG_DATA_HOME");
        Path data = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()
                ? Path.of(xdg)
                : home.resolve(".local/share");
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
        sweepOnce();
        Path target = file(run.id());
        Files.createDirectories(directory);
        AtomicFile.at(target)
                .tempNamed(".tmp-" + run.id() + "-", ".part")
                .write(JsonMappers.records().writerWithDefaultPrettyPrinter().writeValueAsBytes(run));
    }

    /** All runs, newest first. Unreadable files are moved into {@code corrupt/}, each with a notice. */
    public synchronized Listing list() throws IOException {
        List<RunRecord> runs = new ArrayList<>();
        List<String> notices = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return new Listing(List.of(), List.of());
        }
        sweepOnce();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "*.json")) {
            for (Path file : files) {
                if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    // A FIFO would block the reader for ever, a link may point anywhere: neither is read nor moved.
                    LOG.warn(
                            "{} in the run history is not a regular file (a link, pipe, device or folder); left alone",
                            file);
                    notices.add("The run file " + file.getFileName()
                            + " is not a regular file (a link, pipe, device or folder); it was left alone.");
                    continue;
                }
                try {
                    runs.add(read(file));
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
        return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) ? Optional.of(read(file)) : Optional.empty();
    }

    /**
     * One kept run file read on its own, anywhere (a copy from another machine, a bundle's folder), by the
     * same reader as the history: {@code history rejudge} judges it again with today's rules.
     */
    public static RunRecord readFile(Path file) throws IOException {
        return read(file);
    }

    /** A run's file, in today's shape or the camelCase one files had before GPU Doctor wrote one shape per record. */
    private static RunRecord read(Path file) throws IOException {
        JsonNode tree;
        // Opened without following a link, and only a regular file of a run's size: nothing here can block or fill
        // memory.
        try (SeekableByteChannel channel =
                Files.newByteChannel(file, Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS))) {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || channel.size() > MAX_RUN_FILE_BYTES) {
                throw new IOException(file.getFileName() + " is not a run file (not a regular file, or larger than "
                        + (MAX_RUN_FILE_BYTES >> 20) + " MiB)");
            }
            tree = JsonMappers.records().readTree(Channels.newInputStream(channel));
        }
        if (tree == null || !tree.isObject()) {
            throw new IOException(file.getFileName() + " holds no JSON object");
        }
        return JsonMappers.records().treeToValue(OlderShapes.snakeCaseKeys(tree, RunRecord.class), RunRecord.class);
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

    /** Removes temp files older than {@link #STALE_PART_AGE} the first time the history is used. */
    private void sweepOnce() {
        if (swept) {
            return;
        }
        swept = true;
        removeStaleParts(Instant.now());
    }

    /** The number of leftover temp files removed: those last written before {@code now} minus a day. */
    synchronized int removeStaleParts(Instant now) {
        if (!Files.isDirectory(directory)) {
            return 0;
        }
        int removed = 0;
        try (DirectoryStream<Path> parts = Files.newDirectoryStream(directory, PART_GLOB)) {
            for (Path part : parts) {
                try {
                    if (Files.isRegularFile(part, LinkOption.NOFOLLOW_LINKS)
                            && Files.getLastModifiedTime(part).toInstant().isBefore(now.minus(STALE_PART_AGE))) {
                        Files.delete(part);
                        removed++;
                    }
                } catch (IOException e) {
                    LOG.debug("Could not remove the leftover {}: {}", part, e.getMessage());
                }
            }
        } catch (IOException e) {
            LOG.debug("Could not look for leftover temp files in {}: {}", directory, e.getMessage());
        }
        if (removed > 0) {
            LOG.info("Removed {} temp file(s) left in {} by writers that were killed", removed, directory);
        }
        return removed;
    }

    /** Moves an unreadable file into corrupt/ under a name no earlier file there has: run.json, run.1.json, run.2.json... */
    private String moveAside(Path file, Exception why) {
        String name = file.getFileName().toString();
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
        try {
            Path corrupt = directory.resolve(CORRUPT);
            if (Files.isSymbolicLink(corrupt)
                    || (Files.exists(corrupt, LinkOption.NOFOLLOW_LINKS)
                            && !Files.isDirectory(corrupt, LinkOption.NOFOLLOW_LINKS))) {
                // A corrupt/ that is a link would move runs out of the history to wherever it points.
                throw new IOException(corrupt + " is not a real folder (a link or a file is in its place)");
            }
            Files.createDirectories(corrupt);
            for (int n = 0; n < 10_000; n++) {
                Path aside = directory.resolve(CORRUPT).resolve(n == 0 ? name : stem + "." + n + ".json");
                try {
                    Files.move(file, aside);
                    LOG.warn("Run file {} could not be read ({}); moved to {}", file, why.getMessage(), aside);
                    return "The run file " + name + " could not be read and was moved to " + aside + ".";
                } catch (FileAlreadyExistsException taken) {
                    // an earlier corrupt file has this name: try the next
                }
            }
            throw new IOException("no free name in " + directory.resolve(CORRUPT));
        } catch (IOException e) {
            LOG.warn("Run file {} could not be read and could not be moved aside: {}", file, e.getMessage());
            return "The run file " + name + " could not be read (" + e.getMessage() + "); it was left in place.";
        }
    }

    private Path file(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("Not a run id: '" + id + "'");
        }
        return directory.resolve(id + ".json");
    }
}
