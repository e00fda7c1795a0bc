package dev.gpudoctor.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The one way our own state (check snapshots, history) is read back: a regular file only, never
 * through a symbolic link, and never more than a stated number of bytes. A FIFO would block the
 * open until someone writes, a link planted in our folder would make us read (or prune) elsewhere,
 * and a 1 GB file would take twice that in heap: each is refused with an {@link IOException}.
 * The kind is checked before the open because opening a FIFO for reading blocks.
 */
public final class BoundedFile {

    private BoundedFile() {}

    /** Whether {@code file} is a regular file itself (a link to one is not). */
    public static boolean isPlainFile(Path file) {
        return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS);
    }

    /** Whether {@code dir} is a directory itself (a link to one is not). */
    public static boolean isPlainDirectory(Path dir) {
        return Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS);
    }

    public static byte[] read(Path file, int maxBytes) throws IOException {
        BasicFileAttributes attributes =
                Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (!attributes.isRegularFile()) {
            throw new IOException(file + " is not a regular file ("
                    + (attributes.isSymbolicLink()
                            ? "a symbolic link"
                            : attributes.isDirectory() ? "a folder" : "a device, FIFO or socket")
                    + "); not read");
        }
        if (attributes.size() > maxBytes) {
            throw new IOException(
                    file + " is " + attributes.size() + " bytes, more than the " + maxBytes + " it may have; not read");
        }
        try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
            byte[] bytes = in.readNBytes(maxBytes + 1);
            if (bytes.length > maxBytes) {
                throw new IOException(file + " grew past " + maxBytes + " bytes while it was read; not read");
            }
            return bytes;
        }
    }
}
