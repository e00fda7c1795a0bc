package dev.gpudoctor.exec;

import dev.gpudoctor.files.AtomicFile;
import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Every {@code exec} run, one JSON file each ({@code $XDG_DATA_HOME/gpu-doctor/exec/}), written by the one mapper
 * to a temp file in the same folder and moved into place, as the run history does, so a kill never leaves half
 * a file.
 */
public final class ExecHistory {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,120}");
    /** A result keeps at most a few hundred lines and an hour of timeline: a file far past this is not one. */
    static final long MAX_FILE_BYTES = 32L << 20;

    private final Path directory;

    public ExecHistory(Path directory) {
        this.directory = directory.toAbsolutePath();
    }

    /** {@code $XDG_DATA_HOME/gpu-doctor/exec}, else {@code ~/.local/share/gpu-doctor/exec}. */
    public static Path defaultDirectory(Map<String, String> environment, Path home) {
        String xdg = environment.get("XDG_DATA_HOME");
        Path data = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()
                ? Path.of(xdg)
                : home.resolve(".local/share");
        return data.resolve("gpu-doctor").resolve("exec");
    }

    public Path directory() {
        return directory;
    }

    /** Writes the result's file atomically; returns where it is. */
    public synchronized Path save(ExecResult result) throws IOException {
        if (!ID.matcher(result.id()).matches()) {
            throw new IOException("not a result id: " + result.id());
        }
        Files.createDirectories(directory);
        Path target = directory.resolve(result.id() + ".json");
        AtomicFile.at(target)
                .tempNamed(".tmp-", ".part")
                .write(part ->
                        JsonMappers.records().writerWithDefaultPrettyPrinter().writeValue(part.toFile(), result));
        return target;
    }

    /** Reads one result file (this history's or one a user hands in, e.g. to a bug report). */
    public static ExecResult read(Path file) throws IOException {
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(file + " is not a regular file");
        }
        if (Files.size(file) > MAX_FILE_BYTES) {
            throw new IOException(file + " is larger than an exec result can be (" + (MAX_FILE_BYTES >> 20) + " MiB)");
        }
        ExecResult result;
        try {
            result = JsonMappers.records().readValue(file.toFile(), ExecResult.class);
        } catch (IOException | RuntimeException e) {
            throw new IOException(file + " is not an exec result ("
                    + e.getMessage().lines().findFirst().orElse("") + ")");
        }
        // Its id names files in a bundle: a crafted one ("../x") is refused here, not written.
        if (result == null
                || result.id() == null
                || !ID.matcher(result.id()).matches()
                || result.exit() == null
                || result.output() == null) {
            throw new IOException(file + " is not an exec result (no id, exit or output)");
        }
        return result;
    }

    /** The kept results' files, newest first (the ids start with the time). */
    public synchronized List<Path> files() throws IOException {
        List<Path> files = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return files;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory, "exec-*.json")) {
            entries.forEach(files::add);
        }
        files.sort(Comparator.comparing((Path p) -> p.getFileName().toString()).reversed());
        return files;
    }
}
