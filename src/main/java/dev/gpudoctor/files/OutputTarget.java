package dev.gpudoctor.files;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

/**
 * Whether a file we are asked to write may be replaced: an output never replaces what it points at.
 * A rename over a symbolic link replaces the link (as root, {@code /dev/stdout} became a regular
 * file), and a device or a FIFO is not a file to replace; each is refused with a sentence. Names are
 * checked against Linux's limits (255 bytes a name, 4095 a path) before anything runs, so a long name
 * is refused in words rather than failing half way; the temp file beside it has a short name of its own.
 */
public final class OutputTarget {

    /** NAME_MAX on ext4, XFS, btrfs, tmpfs. */
    public static final int NAME_MAX_BYTES = 255;
    /** PATH_MAX less the terminating NUL. */
    public static final int PATH_MAX_BYTES = 4095;

    private OutputTarget() {}

    /** Why {@code file} must not be written, or empty when it is a regular file or does not exist yet. */
    public static Optional<String> problem(Path file) {
        Path absolute = file.toAbsolutePath();
        Path name = absolute.getFileName();
        if (name == null) {
            return Optional.of(file + " names no file.");
        }
        int nameBytes = name.toString().getBytes(StandardCharsets.UTF_8).length;
        if (nameBytes > NAME_MAX_BYTES) {
            return Optional.of("the name " + shortened(name.toString()) + " is " + nameBytes
                    + " bytes long; a file name may have at most " + NAME_MAX_BYTES + ".");
        }
        if (absolute.toString().getBytes(StandardCharsets.UTF_8).length > PATH_MAX_BYTES) {
            return Optional.of("the path is longer than " + PATH_MAX_BYTES + " bytes.");
        }
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(absolute, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException | NotDirectoryException e) {
            // Not there yet (or under a file): whether its folder takes it is the writer's question.
            return Optional.empty();
        } catch (IOException e) {
            if (underAFile(absolute)) {
                return Optional.empty(); // ENOTDIR comes as a plain FileSystemException: the folder check words it
            }
            return Optional.of(file + " cannot be examined: " + e.getMessage());
        }
        if (attributes.isSymbolicLink()) {
            return Optional.of(file
                    + " is a symbolic link; writing would replace the link, not what it points to. Name the file itself"
                    + " (or '-' for stdout).");
        }
        if (attributes.isDirectory()) {
            return Optional.of(file + " is a folder; name a file in it.");
        }
        if (!attributes.isRegularFile()) {
            return Optional.of(
                    file
                            + " is a device, FIFO or socket, not a file this can replace; name a regular file (or '-' for stdout).");
        }
        return Optional.empty();
    }

    /** Refuses, as an {@link IOException} with the sentence, a target {@link #problem} objects to. */
    public static void check(Path file) throws IOException {
        Optional<String> problem = problem(file);
        if (problem.isPresent()) {
            throw new IOException(problem.get());
        }
    }

    private static boolean underAFile(Path absolute) {
        for (Path folder = absolute.getParent(); folder != null; folder = folder.getParent()) {
            if (Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
                return !Files.isDirectory(folder);
            }
        }
        return false;
    }

    private static String shortened(String name) {
        return name.length() <= 40 ? "'" + name + "'" : "'" + name.substring(0, 37) + "...'";
    }
}
