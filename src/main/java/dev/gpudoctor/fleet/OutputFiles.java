package dev.gpudoctor.fleet;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * How a fleet run creates files under its output folder: never through a link someone planted
 * there. A folder must be a real folder (a link in its place is refused, not followed); a file is
 * created new ({@code O_CREAT|O_EXCL}, {@code O_NOFOLLOW}) after whatever had its name is removed
 * (a link is removed itself, its target untouched), so remote content never lands outside the folder.
 */
public final class OutputFiles {

    private OutputFiles() {
    }

    /** Creates {@code folder}, or accepts it when it already is a real folder (not a link to one). */
    public static Path folder(Path folder) throws IOException {
        if (Files.isSymbolicLink(folder)) {
            throw new FileSystemException(folder.toString(), null, "is a symbolic link; GPU Doctor does not write through links");
        }
        if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return folder;
        }
        return Files.createDirectory(folder);
    }

    /** A new file at {@code file}, replacing what had its name; never follows a link. */
    public static OutputStream create(Path file) throws IOException {
        Files.deleteIfExists(file);
        return Files.newOutputStream(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
    }

    public static void write(Path file, byte[] bytes) throws IOException {
        try (OutputStream out = create(file)) {
            out.write(bytes);
        }
    }

    public static void writeString(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    public static void writeLines(Path file, List<String> lines) throws IOException {
        StringBuilder text = new StringBuilder();
        lines.forEach(line -> text.append(line).append('\n'));
        writeString(file, text.toString());
    }
}
