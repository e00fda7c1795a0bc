package dev.gpudoctor.metrics;

import dev.gpudoctor.files.AtomicFile;
import dev.gpudoctor.files.OutputTarget;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;

/**
 * Writes a text file so that a reader sees the old content or the new, never half of it: into a
 * temp file in the same directory (a rename is atomic only within one file system), flushed to disk,
 * then renamed over the target. The temp name ends in ".tmp", which node_exporter's textfile
 * collector ignores (it reads only *.prom). A failed write deletes the temp file and leaves the old
 * file as it was. A target that is a link, a device or a FIFO is refused ({@link OutputTarget}): the
 * rename would replace the link itself. The writing is {@link AtomicFile}'s; this names its choices for a textfile.
 */
public final class AtomicTextFile {

    /** What writes the content; may fail half way. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicTextFile() {}

    public static void write(Path target, String text) throws IOException {
        write(target, out -> out.write(text));
    }

    public static void write(Path target, Content content) throws IOException {
        // The temp file is created 0600; a collector running as another user must read it.
        AtomicFile.at(target).synced().permissions("rw-r--r--").atomicOnly().writeText(content::writeTo);
    }
}
