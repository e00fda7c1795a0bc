package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A captured host tree is read inside itself and within a byte limit, however its files are made. */
class HostRootContainmentTest {

    private static final String SECRET = "the-secret-outside-the-tree";

    @TempDir
    Path temp;

    private Path tree() throws IOException {
        Path tree = Files.createDirectories(temp.resolve("tree"));
        Files.createDirectories(tree.resolve("proc"));
        Files.createDirectories(tree.resolve("etc"));
        return tree;
    }

    private Path secretOutside() throws IOException {
        Path outside = Files.createDirectories(temp.resolve("elsewhere"));
        return Files.writeString(outside.resolve("secret.txt"), SECRET);
    }

    @Test
    void anAbsoluteLinkIsTakenInsideTheTreeNotOnThisMachine() throws IOException {
        Path tree = tree();
        Path secret = secretOutside();
        Files.createSymbolicLink(tree.resolve("proc/version"), secret);

        HostRoot root = HostRoot.of(tree);

        assertThat(root.readString("/proc/version")).isEmpty();
        // The same target inside the tree is what the host would have seen.
        Files.createDirectories(tree.resolve(secret.getParent().toString().substring(1)));
        Files.writeString(tree.resolve(secret.toString().substring(1)), "inside");
        assertThat(root.readString("/proc/version")).contains("inside");
    }

    @Test
    void aRelativeLinkCannotClimbAboveTheTop() throws IOException {
        Path tree = tree();
        secretOutside();
        Files.createSymbolicLink(tree.resolve("etc/os-release"), Path.of("../../../../../elsewhere/secret.txt"));

        assertThat(HostRoot.of(tree).readString("/etc/os-release")).isEmpty();
    }

    @Test
    void aFolderLinkedOutOfTheTreeIsNotListedOrRead() throws IOException {
        Path tree = tree();
        Path secret = secretOutside();
        Files.createDirectories(tree.resolve("etc/ld.so.conf.d").getParent());
        Files.createSymbolicLink(tree.resolve("etc/ld.so.conf.d"), secret.getParent());

        HostRoot root = HostRoot.of(tree);

        assertThat(root.list("/etc/ld.so.conf.d")).isEmpty();
        assertThat(root.readString("/etc/ld.so.conf.d/secret.txt")).isEmpty();
        assertThat(root.isDirectory("/etc/ld.so.conf.d")).isFalse();
    }

    @Test
    void linksInsideTheTreeStillWork() throws IOException {
        Path tree = tree();
        Files.createDirectories(tree.resolve("usr/lib"));
        Files.writeString(tree.resolve("usr/lib/os-release"), "NAME=Inside\n");
        Files.createSymbolicLink(tree.resolve("etc/os-release"), Path.of("../usr/lib/os-release"));
        Files.createSymbolicLink(tree.resolve("etc/absolute"), Path.of("/usr/lib/os-release"));

        HostRoot root = HostRoot.of(tree);

        assertThat(root.readString("/etc/os-release")).contains("NAME=Inside\n");
        assertThat(root.readString("/etc/absolute")).contains("NAME=Inside\n");
        assertThat(root.resolveLinks("/etc/absolute")).isEqualTo("/usr/lib/os-release");
    }

    @Test
    @Timeout(10)
    void aLinkLoopReadsAsAbsentWithoutHanging() throws IOException {
        Path tree = tree();
        Files.createSymbolicLink(tree.resolve("proc/a"), Path.of("/proc/b"));
        Files.createSymbolicLink(tree.resolve("proc/b"), Path.of("a"));

        HostRoot root = HostRoot.of(tree);

        assertThat(root.readString("/proc/a")).isEmpty();
        assertThat(root.readString("/proc/a/x")).isEmpty();
        assertThat(root.isDirectory("/proc/a")).isFalse();
    }

    @Test
    @Timeout(20)
    void aThreeGigabyteFileIsReadAsItsHeadAndTailWithTheCutSaid() throws IOException {
        Path tree = tree();
        Path meminfo = tree.resolve("proc/meminfo");
        Files.writeString(meminfo, "MemTotal:       16318412 kB\nMemAvailable:   12000000 kB\n");
        try (RandomAccessFile file = new RandomAccessFile(meminfo.toFile(), "rw")) {
            file.setLength(3L << 30); // sparse: no disk, but 3 GB to a reader
            file.seek((3L << 30) - 16);
            file.writeBytes("SwapTotal: 0 kB\n");
        }

        String text = HostRoot.of(tree).readString("/proc/meminfo").orElseThrow();

        assertThat(text.length()).isLessThanOrEqualTo(HeadAndTail.DEFAULT_LIMIT + 200);
        assertThat(text)
                .startsWith("MemTotal:       16318412 kB\n")
                .endsWith("SwapTotal: 0 kB\n")
                .contains("bytes cut from the middle of this file");
    }

    @Test
    void aStreamWithoutASizeKeepsItsHeadAndTail() throws IOException {
        byte[] bytes = new byte[10_000];
        java.util.Arrays.fill(bytes, (byte) 'x');
        bytes[0] = 'A';
        bytes[bytes.length - 1] = 'Z';

        String text = HeadAndTail.stream(new java.io.ByteArrayInputStream(bytes), 100, 50);

        assertThat(text).startsWith("A").endsWith("xZ").contains("[gpu-doctor: 9850 of 10000 bytes cut");
    }
}
