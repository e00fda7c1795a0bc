package dev.gpudoctor.bundle;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The zip's central directory, read by hand because java.util.zip hides the external attributes
 * where a symbolic link is marked. Only what the reader checks: names and whether an entry is a link.
 */
final class CentralDirectory {

    record Entry(String name, boolean symlink) {}

    private static final int EOCD_SIGNATURE = 0x06054b50;
    private static final int HEADER_SIGNATURE = 0x02014b50;
    private static final int EOCD_MIN = 22;
    private static final int S_IFMT = 0170000;
    private static final int S_IFLNK = 0120000;

    private CentralDirectory() {}

    static List<Entry> read(Path zip, int maxEntries) throws IOException, BundleRefusedException {
        try (SeekableByteChannel channel = Files.newByteChannel(zip)) {
            long size = channel.size();
            if (size < EOCD_MIN) {
                throw new BundleRefusedException(
                        "the file is too short to be a zip (" + size + " bytes): truncated or not a bundle");
            }
            int tailLength = (int) Math.min(size, EOCD_MIN + 65_535);
            ByteBuffer tail = readAt(channel, size - tailLength, tailLength);
            int eocd = -1;
            for (int i = tailLength - EOCD_MIN; i >= 0; i--) {
                if (tail.getInt(i) == EOCD_SIGNATURE) {
                    eocd = i;
                    break;
                }
            }
            if (eocd < 0) {
                throw new BundleRefusedException("the zip's end record is missing: the file is truncated or not a zip");
            }
            int count = Short.toUnsignedInt(tail.getShort(eocd + 10));
            long dirSize = Integer.toUnsignedLong(tail.getInt(eocd + 12));
            long dirOffset = Integer.toUnsignedLong(tail.getInt(eocd + 16));
            if (count == 0xFFFF || dirOffset == 0xFFFFFFFFL) {
                throw new BundleRefusedException("the zip uses the zip64 format, which bundles never do");
            }
            if (count > maxEntries) {
                throw new BundleRefusedException(
                        "the zip has " + count + " entries; a bundle has at most " + maxEntries);
            }
            if (dirOffset + dirSize > size - tailLength + eocd) {
                throw new BundleRefusedException("the zip's directory lies outside the file: truncated or corrupt");
            }
            ByteBuffer dir = readAt(channel, dirOffset, (int) dirSize);
            List<Entry> entries = new ArrayList<>();
            int at = 0;
            for (int i = 0; i < count; i++) {
                if (at + 46 > dir.limit() || dir.getInt(at) != HEADER_SIGNATURE) {
                    throw new BundleRefusedException("the zip's directory is corrupt (entry " + (i + 1) + ")");
                }
                int nameLength = Short.toUnsignedInt(dir.getShort(at + 28));
                int extraLength = Short.toUnsignedInt(dir.getShort(at + 30));
                int commentLength = Short.toUnsignedInt(dir.getShort(at + 32));
                int external = dir.getInt(at + 38);
                if (at + 46 + nameLength > dir.limit()) {
                    throw new BundleRefusedException("the zip's directory is corrupt (entry " + (i + 1) + ")");
                }
                byte[] name = new byte[nameLength];
                dir.get(at + 46, name);
                int mode = external >>> 16;
                entries.add(new Entry(new String(name, StandardCharsets.UTF_8), (mode & S_IFMT) == S_IFLNK));
                at += 46 + nameLength + extraLength + commentLength;
            }
            return entries;
        }
    }

    private static ByteBuffer readAt(SeekableByteChannel channel, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        channel.position(position);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                break;
            }
        }
        buffer.flip();
        return buffer.order(ByteOrder.LITTLE_ENDIAN);
    }
}
