package dev.gpudoctor.fleet;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * How a fleet run creates files under its output folder: never through a link someone planted
 * there. A folder must be a real folder (a link in its place is refused, not followed); a file is
 * created new ({@code O_CREAT|O_EXCL}, {@code O_NOFOLLOW}) after whatever had its name is removed
 * (a link is removed itself, its target untouched), so remote content never lands outside the folder.
 */
public final class OutputFiles {

    private static final SecureRandom RANDOM = new SecureRandom();

    private OutputFiles() {}

    /** Creates {@code folder}, or accepts it when it already is a real folder (not a link to one). */
    public static Path folder(Path folder) throws IOException {
        if (Files.isSymbolicLink(folder)) {
            throw new FileSystemException(
                    folder.toString(), null, "is a symbolic link; GPU Doctor does not write through links");
        }
        if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return folder;
        }
        return Files.createDirectory(folder);
    }

    /**
     * A new folder for a fleet run in {@code parent}, named by the time and 8 random hex digits and
     * created here (never one that already exists, so nobody can have planted links in it first);
     * readable by this user only, since the bundles in it describe the machines.
     */
    public static Path freshFolder(Path parent, String prefix) throws IOException {
        String time = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT));
        for (int attempt = 0; ; attempt++) {
            byte[] random = new byte[4];
            RANDOM.nextBytes(random);
            Path folder = parent.resolve(prefix + time + "-" + HexFormat.of().formatHex(random));
            try {
                if (parent.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                    return Files.createDirectory(
                            folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
                }
                return Files.createDirectory(folder);
            } catch (FileAlreadyExistsException e) {
                if (attempt == 9) {
                    throw e;
                }
            }
        }
    }

    /** A new file at {@code file}, replacing what had its name; never follows a link. */
    public static OutputStream create(Path file) throws IOException {
        Files.deleteIfExists(file);
        return Files.newOutputStream(
                file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
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
