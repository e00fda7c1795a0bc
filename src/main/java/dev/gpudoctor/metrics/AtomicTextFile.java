package dev.gpudoctor.metrics;

import dev.gpudoctor.files.OutputTarget;

import java.io.IOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writes a text file so that a reader sees the old content or the new, never half of it: into a
 * temp file in the same directory (a rename is atomic only within one file system), flushed to disk,
 * then renamed over the target. The temp name ends in ".tmp", which node_exporter's textfile
 * collector ignores (it reads only *.prom). A failed write deletes the temp file and leaves the old
 * file as it was. A target that is a link, a device or a FIFO is refused ({@link OutputTarget}): the
 * rename would replace the link itself.
 */
public final class AtomicTextFile {

    /** What writes the content; may fail half way. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicTextFile() {
    }

    public static void write(Path target, String text) throws IOException {
        write(target, out -> out.write(text));
    }

    public static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        OutputTarget.check(absolute);
        Path dir = absolute.getParent();
        // A short name of its own: the target's name plus a prefix and suffix would pass 255 bytes for a long valid name.
        Path temp = Files.createTempFile(dir, ".gpu-doctor-", ".tmp");
        try {
            try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                content.writeTo(out);
            }
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            // The temp file is created 0600; a collector running as another user must read it.
            Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot replace " + absolute + " atomically: " + e.getMessage(), e);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
