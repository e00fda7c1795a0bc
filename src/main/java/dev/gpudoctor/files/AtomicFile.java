package dev.gpudoctor.files;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Objects;

/**
 * The one way a file of ours is replaced whole: the content goes into a temp file beside the target
 * (a rename is atomic only within one file system), then the temp file is renamed over the target, so
 * a reader, or a crash between the two, sees the old file or the new one, never half of either. The
 * target is refused as {@link OutputTarget} refuses it (a symbolic link, a folder, a device or FIFO):
 * a rename over a link replaces the link, not the file it names. The temp file is created new
 * ({@code O_EXCL}) with its own short name, so nothing is ever written through a link we did not make;
 * a failed write deletes it and leaves the old file as it was.
 *
 * <p>Each caller keeps its temp names (some sweep their own abandoned temps by that name), and says
 * whether the file is flushed to disk before the rename, which permissions it ends with, and whether a
 * file system without atomic renames may have a plain replace instead.
 */
public final class AtomicFile {

    /** Fills the temp file, given its path; may fail half way. */
    @FunctionalInterface
    public interface Filler {
        void fill(Path temp) throws IOException;
    }

    /** Writes the content as a stream. */
    @FunctionalInterface
    public interface StreamContent {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Writes the content as UTF-8 text. */
    @FunctionalInterface
    public interface TextContent {
        void writeTo(Writer out) throws IOException;
    }

    private final Path target;
    private String prefix = ".gpu-doctor-";
    private String suffix = ".tmp";
    private String permissions;
    private boolean createdOwnerOnly;
    private boolean synced;
    private boolean atomicOnly;

    private AtomicFile(Path target) {
        this.target = Objects.requireNonNull(target, "target").toAbsolutePath();
    }

    /** A writer for {@code target}; nothing is touched until a {@code write}. */
    public static AtomicFile at(Path target) {
        return new AtomicFile(target);
    }

    /** The temp file's name: {@code prefix}, a random part, {@code suffix}. */
    public AtomicFile tempNamed(String prefix, String suffix) {
        this.prefix = prefix;
        this.suffix = suffix;
        return this;
    }

    /** The permissions the file ends with ("rw-r--r--"), set on the temp file before the rename. */
    public AtomicFile permissions(String rwx) {
        this.permissions = rwx;
        return this;
    }

    /** The temp file is created readable by its owner only (where the file system has POSIX permissions). */
    public AtomicFile ownerOnly() {
        this.createdOwnerOnly = true;
        return this;
    }

    /** The content is forced to disk before the rename, so a power cut cannot leave the new name on empty blocks. */
    public AtomicFile synced() {
        this.synced = true;
        return this;
    }

    /**
     * Where the file system cannot rename atomically, fail with "cannot replace … atomically" instead of
     * replacing the file with a plain move (a reader might then see it missing for an instant).
     */
    public AtomicFile atomicOnly() {
        this.atomicOnly = true;
        return this;
    }

    public Path target() {
        return target;
    }

    public void write(byte[] bytes) throws IOException {
        write(temp -> Files.write(temp, bytes));
    }

    public void writeStream(StreamContent content) throws IOException {
        write(temp -> {
            try (OutputStream out = Files.newOutputStream(temp)) {
                content.writeTo(out);
            }
        });
    }

    public void writeText(TextContent content) throws IOException {
        write(temp -> {
            try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                content.writeTo(out);
            }
        });
    }

    /** Fills a new temp file beside the target and renames it over the target. */
    public void write(Filler filler) throws IOException {
        OutputTarget.check(target);
        Path temp = Files.createTempFile(target.getParent(), prefix, suffix, createAttributes());
        try {
            filler.fill(temp);
            if (synced) {
                try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                    channel.force(true);
                }
            }
            if (permissions != null) {
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString(permissions));
            }
            // Checked again at the rename: a link or FIFO put there while the content was written is not replaced
            // either.
            OutputTarget.check(target);
            rename(temp);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private void rename(Path temp) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            if (atomicOnly) {
                throw new IOException("cannot replace " + target + " atomically: " + e.getMessage(), e);
            }
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private FileAttribute<?>[] createAttributes() {
        if (createdOwnerOnly
                && FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return new FileAttribute<?>[] {
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))
            };
        }
        return new FileAttribute<?>[0];
    }
}
