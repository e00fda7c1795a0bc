package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one hosts-file grammar, and a hosts file read bounded: what is not a small text file is refused at once (issue 27 item 9). */
class HostsFileTest {

    /** A guard against a hang (a FIFO blocks its open until a writer comes), not a speed goal: the refusal needs no reading at all. */
    private static final Duration HANG = Duration.ofSeconds(20);

    @TempDir
    Path dir;

    @Test
    void namesAreSeparatedByLinesSpacesAndCommasWithCommentsAndNoRepeats() {
        assertThat(HostsFile.parse(
                        "gpu1\n  gpu2, gpu3 # the new ones\n# all commented\n\ngpu1\r\nuser@gpu4,gpu5\tgpu6"))
                .containsExactly("gpu1", "gpu2", "gpu3", "user@gpu4", "gpu5", "gpu6");
        assertThat(HostsFile.parse("# nothing\n\n  ,\n")).isEmpty();
        assertThat(HostsFile.parse(null)).isEmpty();
    }

    @Test
    void devZeroIsRefusedWithoutReadingIt() {
        assertTimeoutPreemptively(
                HANG,
                () -> assertThatThrownBy(() -> HostsFile.read(Path.of("/dev/zero")))
                        .isInstanceOf(HostsFile.Refused.class)
                        .hasMessageContaining("not a regular file"));
    }

    @Test
    void aFifoIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path fifo = dir.resolve("hosts.fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(mkfifo.exitValue()).isZero();

        assertTimeoutPreemptively(
                HANG,
                () -> assertThatThrownBy(() -> HostsFile.read(fifo))
                        .isInstanceOf(HostsFile.Refused.class)
                        .hasMessageContaining("not a regular file"));
    }

    @Test
    void aFileWithOneLineOfOneAndAHalfGigabytesIsRefusedByItsSize() throws Exception {
        Path huge = dir.resolve("hosts.huge");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            // Sparse: 1.5 GB of one line (no newline) without writing it to the disk.
            file.setLength(1536L << 20);
        }
        long before = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();

        assertTimeoutPreemptively(
                HANG,
                () -> assertThatThrownBy(() -> HostsFile.read(huge))
                        .isInstanceOf(HostsFile.Refused.class)
                        .hasMessageContaining("larger than 1 MiB"));
        assertThat(Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory() - before)
                .as("nothing of it was read into memory")
                .isLessThan(64L << 20);
    }

    @Test
    void aFolderAMissingFileAndNonTextAreRefusedWithASentence() throws Exception {
        assertThatThrownBy(() -> HostsFile.read(dir)).hasMessageContaining("is a folder");
        assertThatThrownBy(() -> HostsFile.read(dir.resolve("missing"))).hasMessage("there is no such file.");
        Path binary = Files.write(dir.resolve("hosts.bin"), new byte[] {(byte) 0xff, (byte) 0xfe, 0x00, 'a'});
        assertThatThrownBy(() -> HostsFile.read(binary)).hasMessageContaining("not UTF-8 text");
    }

    @Test
    void aFileOfExactlyTheBoundIsRead() throws Exception {
        StringBuilder text = new StringBuilder();
        while (text.length() + 7 <= HostsFile.MAX_BYTES) {
            text.append("gpu")
                    .append(String.format("%03d", text.length() % 1000))
                    .append('\n');
        }
        text.append("x".repeat(HostsFile.MAX_BYTES - text.length()));
        Path file = Files.writeString(dir.resolve("hosts.big"), text, StandardCharsets.UTF_8);
        assertThat(Files.size(file)).isEqualTo(HostsFile.MAX_BYTES);

        assertThat(HostsFile.read(file)).contains("gpu000").hasSizeGreaterThan(100);
    }
}
