package dev.gpudoctor.host;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Splits a child's output into lines while holding at most a fixed number of bytes of any line:
 * {@code BufferedReader.readLine} grows one endless line (a 2.5 GB stderr without a newline) until
 * the heap is gone. A line over the limit keeps its first and last half and says, in the middle,
 * how many bytes were cut; the child is read to the end either way, so it never blocks on a full
 * pipe.
 */
public final class BoundedLineReader {

    private final InputStream in;
    private final byte[] chunk = new byte[64 * 1024];
    private final byte[] head;
    private final byte[] tail;
    private int position;
    private int limit;
    private long lineBytes;
    private long totalBytes;

    /** @param maxLineBytes the most bytes of one line kept (half from its start, half from its end) */
    public BoundedLineReader(InputStream in, int maxLineBytes) {
        if (maxLineBytes < 2) {
            throw new IllegalArgumentException("maxLineBytes must be at least 2");
        }
        this.in = in;
        this.head = new byte[maxLineBytes - maxLineBytes / 2];
        this.tail = new byte[maxLineBytes / 2];
    }

    /** The next line without its terminator (and without a trailing CR), or null at the end of the stream. */
    public String readLine() throws IOException {
        lineBytes = 0;
        while (true) {
            if (position == limit) {
                int read = in.read(chunk);
                if (read < 0) {
                    return lineBytes == 0 ? null : finishLine();
                }
                position = 0;
                limit = read;
                totalBytes += read;
            }
            int start = position;
            while (position < limit && chunk[position] != '\n') {
                position++;
            }
            keep(start, position - start);
            if (position < limit) {
                position++; // the newline
                return finishLine();
            }
        }
    }

    /** Every byte read so far, kept or not. */
    public long totalBytes() {
        return totalBytes;
    }

    private void keep(int from, int length) {
        int toHead = (int) Math.max(0, Math.min(length, head.length - lineBytes));
        if (toHead > 0) {
            System.arraycopy(chunk, from, head, (int) lineBytes, toHead);
            lineBytes += toHead;
        }
        int offset = from + toHead;
        int rest = length - toHead;
        // Of what does not fit the head only the last tail.length bytes can survive.
        int skipped = Math.max(0, rest - tail.length);
        lineBytes += skipped;
        offset += skipped;
        rest -= skipped;
        for (int i = 0; i < rest; i++) {
            tail[(int) ((lineBytes - head.length) % tail.length)] = chunk[offset + i];
            lineBytes++;
        }
    }

    private String finishLine() {
        StringBuilder text = new StringBuilder();
        int headUsed = (int) Math.min(lineBytes, head.length);
        long afterHead = lineBytes - headUsed;
        int tailUsed = (int) Math.min(afterHead, tail.length);
        long cut = afterHead - tailUsed;
        text.append(new String(head, 0, headUsed, StandardCharsets.UTF_8));
        if (cut > 0) {
            text.append(" [... ").append(String.format(Locale.ROOT, "%,d", cut)).append(" bytes cut ...] ");
        }
        if (tailUsed > 0) {
            // The ring's oldest byte sits right after its newest; read it out in order.
            byte[] ordered = new byte[tailUsed];
            long first = afterHead - tailUsed;
            for (int i = 0; i < tailUsed; i++) {
                ordered[i] = tail[(int) ((first + i) % tail.length)];
            }
            text.append(new String(ordered, StandardCharsets.UTF_8));
        }
        int end = text.length();
        if (end > 0 && text.charAt(end - 1) == '\r') {
            text.setLength(end - 1);
        }
        return text.toString();
    }
}
