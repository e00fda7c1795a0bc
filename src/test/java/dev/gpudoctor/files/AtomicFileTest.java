package dev.gpudoctor.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

    @TempDir
    Path dir;

    /** Run in a JVM of its own by the crash test: writes half the new content into the temp file, then waits to be killed. */
    public static void main(String[] args) throws Exception {
        AtomicFile.at(Path.of(args[0])).write(temp -> {
            Files.writeString(temp, "half of the new cont");
            System.out.println("temp written");
            System.out.flush();
            try {
                Thread.sleep(TimeUnit.MINUTES.toMillis(5));
            } catch (InterruptedException e) {
                throw new java.io.InterruptedIOException("interrupted");
            }
        });
    }

    @Test
    void aProcessKilledBetweenTheTempFileAndTheRenameLeavesTheOldFileWhole() throws Exception {
        Path target = Files.writeString(dir.resolve("state.json"), "the old content, whole");
        Process writer = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        AtomicFileTest.class.getName(),
                        target.toString())
                .redirectErrorStream(true)
                .start();
        try {
            // The child says when its temp file holds half the content: it is killed there, before any rename.
            String line =
                    new String(writer.getInputStream().readNBytes("temp written".length()), StandardCharsets.UTF_8);
            assertThat(line).isEqualTo("temp written");
            writer.destroyForcibly();
            assertThat(writer.waitFor(60, TimeUnit.SECONDS)).isTrue();
        } finally {
            writer.destroyForcibly();
        }

        assertThat(target).hasContent("the old content, whole");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString()))
                    .as("the abandoned temp file beside it")
                    .anyMatch(name -> name.startsWith(".gpu-doctor-") && name.endsWith(".tmp"));
        }
    }

    @Test
    void aWriteThatFailsHalfWayLeavesTheOldFileAndNoTemp() throws Exception {
        Path target = Files.writeString(dir.resolve("state.json"), "old");

        assertThatThrownBy(() -> AtomicFile.at(target).writeText(out -> {
                    out.write("half");
                    throw new IOException("disk full");
                }))
                .hasMessage("disk full");

        assertThat(target).hasContent("old");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void theNewContentReplacesTheOldWithThePermissionsAsked() throws Exception {
        Path target = Files.writeString(dir.resolve("metrics.prom"), "old");

        AtomicFile.at(target).synced().permissions("rw-r--r--").write("new".getBytes(StandardCharsets.UTF_8));

        assertThat(target).hasContent("new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target)))
                .isEqualTo("rw-r--r--");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void aLinkAtTheTargetIsRefusedAndWhatItNamesIsUntouched() throws Exception {
        Path elsewhere = Files.writeString(dir.resolve("elsewhere"), "not ours");
        Path link = Files.createSymbolicLink(dir.resolve("state.json"), elsewhere);

        assertThatThrownBy(() -> AtomicFile.at(link).write("new".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("is a symbolic link");

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(elsewhere).hasContent("not ours");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactlyInAnyOrder(link, elsewhere);
        }
    }

    @Test
    void aFifoAtTheTargetIsRefused() throws Exception {
        Path fifo = dir.resolve("state.json");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(mkfifo.exitValue()).isZero();

        assertThatThrownBy(() -> AtomicFile.at(fifo).write(new byte[] {1}))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("is a device, FIFO or socket");
        assertThat(Files.isRegularFile(fifo)).isFalse();
    }
}
