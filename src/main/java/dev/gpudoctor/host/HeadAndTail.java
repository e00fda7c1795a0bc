package dev.gpudoctor.host;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * Reads a text file with its size limit enforced while reading: a file larger than the limit keeps
 * its head and its tail, and a line between them says how much was cut. A captured host tree may
 * hold a 3 GB proc/meminfo; what is read never grows with it.
 */
public final class HeadAndTail {

    /** Host files GPU Doctor reads are a few KiB; 1 MiB leaves room and bounds a hostile one. */
    public static final int DEFAULT_LIMIT = 1 << 20;

    private HeadAndTail() {}

    /** The text of {@code file}, cut to {@code limit} bytes; the last component must not be a link. */
    public static String read(Path file, int limit) throws IOException {
        int head = limit - limit / 4;
        int tail = limit / 4;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            long size = channel.size();
            if (size > limit) {
                // A regular file says its size: read both ends and skip the middle.
                byte[] first = fill(channel, head);
                channel.position(size - tail);
                byte[] last = fill(channel, tail);
                return joined(first, last, size - first.length - last.length, size);
            }
            // Files of /proc say 0; read as a stream, keeping the head and a ring of the last bytes.
            return stream(Channels.newInputStream(channel), head, tail);
        }
    }

    /** A file that says size 0 and never ends (a device, a pipe made to look like a file) is read this far only. */
    private static final long MAX_STREAMED = 64L << 20;

    static String stream(InputStream in, int head, int tail) throws IOException {
        byte[] first = new byte[head];
        int firstLength = 0;
        byte[] ring = new byte[Math.max(tail, 1)];
        long ringWritten = 0;
        long total = 0;
        byte[] buffer = new byte[64 * 1024];
        for (int n; total < MAX_STREAMED && (n = in.read(buffer)) != -1; ) {
            total += n;
            int offset = 0;
            if (firstLength < head) {
                int take = Math.min(n, head - firstLength);
                System.arraycopy(buffer, 0, first, firstLength, take);
                firstLength += take;
                offset = take;
            }
            for (int i = offset; i < n; i++) {
                ring[(int) (ringWritten++ % ring.length)] = buffer[i];
            }
        }
        int kept = (int) Math.min(ringWritten, tail);
        byte[] last = new byte[kept];
        for (int i = 0; i < kept; i++) {
            last[i] = ring[(int) ((ringWritten - kept + i) % ring.length)];
        }
        byte[] headBytes = Arrays.copyOf(first, firstLength);
        return joined(headBytes, last, total - firstLength - kept, total);
    }

    private static String joined(byte[] first, byte[] last, long cut, long total) {
        String text = new String(first, StandardCharsets.UTF_8);
        if (cut <= 0) {
            return text + new String(last, StandardCharsets.UTF_8);
        }
        return text + "\n[gpu-doctor: " + cut + " of " + total + " bytes cut from the middle of this file]\n"
                + new String(last, StandardCharsets.UTF_8);
    }

    private static byte[] fill(FileChannel channel, int count) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(count);
        while (buffer.hasRemaining() && channel.read(buffer) > 0) {
            // keep reading: a channel may return fewer bytes than asked
        }
        return Arrays.copyOf(buffer.array(), buffer.position());
    }
}
