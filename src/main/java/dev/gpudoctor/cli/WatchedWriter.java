package dev.gpudoctor.cli;

import java.io.IOException;
import java.io.Writer;

/**
 * Passes text on and remembers whether any was written (stdout: has the command answered?) and the
 * first few kilobytes of it (stderr: the sentence the JSON error repeats).
 */
final class WatchedWriter extends Writer {

    private static final int KEPT_CHARS = 8192;

    private final Writer target;
    private final StringBuilder kept = new StringBuilder();
    private boolean wroteText;

    WatchedWriter(Writer target) {
        this.target = target;
    }

    @Override
    public void write(char[] buffer, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length && !wroteText; i++) {
            wroteText = !Character.isWhitespace(buffer[i]);
        }
        int room = KEPT_CHARS - kept.length();
        if (room > 0) {
            kept.append(buffer, offset, Math.min(room, length));
        }
        target.write(buffer, offset, length);
    }

    boolean wroteText() {
        return wroteText;
    }

    String text() {
        return kept.toString();
    }

    @Override
    public void flush() throws IOException {
        target.flush();
    }

    @Override
    public void close() throws IOException {
        target.flush();
    }
}
