package dev.gpudoctor.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.gpudoctor.model.CheckSnapshot;
import dev.gpudoctor.model.CheckStatus;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 41, items 5, 10, 11, 12: the check history is read bounded and without following links, and survives what is planted in it. */
class CheckHistoryTest {

    private static final Instant T = Instant.parse("2026-11-27T09:00:00Z");

    @TempDir
    Path dir;

    private static CheckSnapshot snapshot(String machine, Instant at, String driver) {
        return new CheckSnapshot(at, machine, Map.of("driver", driver), Map.of("loader-path", CheckStatus.PASS));
    }

    private Path machineFolder(CheckHistory history) throws Exception {
        try (Stream<Path> list = Files.list(history.directory())) {
            return list.filter(Files::isDirectory).findFirst().orElseThrow();
        }
    }

    @Test
    void aStraySnapshotNameOfTwentyDigitsIsNotOursAndEndsNothing() throws Exception {
        CheckHistory history = new CheckHistory(dir.resolve("checks"));
        history.save(snapshot("lab-1", T, "535"));
        Files.writeString(machineFolder(history).resolve("check-" + "9".repeat(20) + ".json"), "{}");

        assertThat(history.latest("lab-1", T.plusSeconds(60)))
                .map(CheckSnapshot::at)
                .contains(T);
        history.save(snapshot("lab-1", T.plusSeconds(60), "550"));
        assertThat(history.latest("lab-1", T.plusSeconds(120)))
                .map(s -> s.versions().get("driver"))
                .contains("550");
    }

    @Test
    void aFifoOrAHugeFileNamedAsTheNewestSnapshotIsSkippedAtOnce() throws Exception {
        CheckHistory history = new CheckHistory(dir.resolve("checks"));
        history.save(snapshot("lab-1", T, "535"));
        Path folder = machineFolder(history);
        Process mkfifo = new ProcessBuilder(
                        "mkfifo",
                        folder.resolve("check-" + T.plusSeconds(10).toEpochMilli() + ".json")
                                .toString())
                .start();
        assertThat(mkfifo.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(mkfifo.exitValue()).isZero();
        try (RandomAccessFile huge = new RandomAccessFile(
                folder.resolve("check-" + T.plusSeconds(20).toEpochMilli() + ".json")
                        .toFile(),
                "rw")) {
            huge.setLength(CheckHistory.MAX_SNAPSHOT_BYTES
                    + 1L); // sparse: no disk, but a reader that trusts it would take the heap
        }
        // Opening a FIFO for reading blocks until a writer comes: before the fix this never returned.
        CheckSnapshot latest = assertTimeoutPreemptively(
                Duration.ofSeconds(30),
                () -> history.latest("lab-1", T.plusSeconds(60)).orElseThrow());
        assertThat(latest.at()).isEqualTo(T);
    }

    @Test
    void aSnapshotFromAClockSetAheadHidesNoNewCheckAndIsPrunedFirst() throws Exception {
        CheckHistory history = new CheckHistory(dir.resolve("checks"));
        Instant ahead = T.plus(Duration.ofDays(365));
        history.save(snapshot("lab-1", ahead, "999"));
        history.save(snapshot("lab-1", T, "535"));
        assertThat(history.latest("lab-1", T.plusSeconds(60)))
                .map(s -> s.versions().get("driver"))
                .contains("535");

        history.save(snapshot("lab-1", T.plusSeconds(60), "550"));
        assertThat(history.latest("lab-1", T.plusSeconds(120)))
                .map(s -> s.versions().get("driver"))
                .contains("550");
        for (int i = 2; i <= CheckHistory.PER_MACHINE + 1; i++) {
            history.save(snapshot("lab-1", T.plusSeconds(60L * i), "550"));
        }
        assertThat(machineFolder(history).resolve("check-" + ahead.toEpochMilli() + ".json"))
                .doesNotExist();
        assertThat(machineFolder(history)
                        .resolve("check-"
                                + T.plusSeconds(60L * (CheckHistory.PER_MACHINE + 1))
                                        .toEpochMilli() + ".json"))
                .exists();
    }

    @Test
    void pruningOldMachinesNeverFollowsAPlantedLink() throws Exception {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("precious.txt"), "keep me");
        Files.writeString(outside.resolve("check-1.json"), "{}");
        Files.setLastModifiedTime(outside, FileTime.fromMillis(0)); // the oldest "machine" of all, first to be dropped
        Path checks = Files.createDirectories(dir.resolve("checks"));
        Files.createSymbolicLink(checks.resolve("aaa-planted"), outside);
        CheckHistory history = new CheckHistory(checks);
        for (int i = 0; i <= CheckHistory.MACHINES + 1; i++) {
            history.save(snapshot("machine-" + i, T.plusSeconds(i), "535"));
        }
        assertThat(outside.resolve("precious.txt")).hasContent("keep me");
        assertThat(outside.resolve("check-1.json")).exists();

        // A link planted where a machine's folder goes keeps nothing there either.
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Files.createSymbolicLink(checks.resolve("lab-9"), elsewhere);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> history.save(snapshot("lab-9", T, "535")))
                .hasMessageContaining("not a folder of its own");
        try (Stream<Path> files = Files.list(elsewhere)) {
            assertThat(files).isEmpty();
        }
    }
}
