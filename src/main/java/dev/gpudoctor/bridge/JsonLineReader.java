package dev.gpudoctor.bridge;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Splits the child's stdout into lines, refusing one longer than the cap: BufferedReader.readLine
 * would happily grow a runaway line until the heap is gone.
 */
final class JsonLineReader {

    /** The stream broke the line rules: a line over the cap, or text cut off by the end of the stream. */
    static final class LineViolation extends IOException {

        /** Which rule: an oversize line is a protocol error however the child ends; a cut line depends on how it ended. */
        enum Kind {
            OVERSIZE_LINE,
            CUT_LINE
        }

        private final Kind kind;

        LineViolation(Kind kind, String message) {
            super(message);
            this.kind = kind;
        }

        Kind kind() {
            return kind;
        }
    }

    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer = new byte[64 * 1024];
    private final ByteArrayOutputStream line = new ByteArrayOutputStream(1024);
    private int position;
    private int limit;

    JsonLineReader(InputStream in, int maxLineBytes) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
    }

    /** The next line without its terminator, or null at the end of the stream. */
    String readLine() throws IOException {
        line.reset();
        while (true) {
            if (position == limit) {
                limit = in.read(buffer);
                position = 0;
                if (limit < 0) {
                    limit = 0;
                    if (line.size() > 0) {
                        throw new LineViolation(
                                LineViolation.Kind.CUT_LINE,
                                "the output ended in the middle of a line (" + line.size()
                                        + " bytes without a newline)");
                    }
                    return null;
                }
            }
            int start = position;
            while (position < limit && buffer[position] != '\n') {
                position++;
            }
            line.write(buffer, start, position - start);
            if (line.size() > maxLineBytes) {
                throw new LineViolation(
                        LineViolation.Kind.OVERSIZE_LINE,
                        "it wrote a line longer than " + size(maxLineBytes)
                                + ", the limit for one message; the rest was not read");
            }
            if (position < limit) {
                position++; // the newline
                return line.toString(StandardCharsets.UTF_8);
            }
        }
    }

    private static String size(int bytes) {
        return bytes % (1024 * 1024) == 0 ? (bytes >> 20) + " MiB" : (bytes >> 10) + " KiB";
    }
}
