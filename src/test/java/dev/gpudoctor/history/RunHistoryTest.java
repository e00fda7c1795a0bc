package dev.gpudoctor.history;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.bench.RecordedBenchRunner;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.run.MaceRunOutcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunHistoryTest {

    @TempDir
    Path dir;

    static MaceRunSpec spec(String device, String structure) {
        return new MaceRunSpec(
                device,
                false,
                "float32",
                "arch:small",
                structure,
                5,
                1,
                0,
                60,
                false,
                false,
                false,
                "/venv/bin/python");
    }

    static RunRecord succeeded(String device, String structure, Instant at) throws Exception {
        return RunRecords.of(
                spec(device, structure),
                new MaceRunOutcome.Succeeded(
                        RecordedBenchRunner.result(device, false, structure, RecordedBenchRunner.atoms(structure))),
                at,
                null);
    }

    @Test
    void aRunRoundTripsAndTheListIsNewestFirst() throws Exception {
        RunHistory history = new RunHistory(dir.resolve("runs"));
        RunRecord older = succeeded("cpu", "water-8", Instant.parse("2026-01-01T10:00:00Z"));
        RunRecord newer = succeeded("cuda", "water-8", Instant.parse("2026-01-02T10:00:00Z"));
        history.save(older);
        history.save(newer);

        RunHistory.Listing listing = history.list();

        assertThat(listing.notices()).isEmpty();
        assertThat(listing.runs()).containsExactly(newer, older);
        assertThat(listing.runs().get(1).point().atoms()).isEqualTo(24);
        assertThat(listing.runs().get(1).timingsS()).containsEntry("imports", 4.0);
        try (var files = Files.list(dir.resolve("runs"))) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder(older.id() + ".json", newer.id() + ".json");
        }
    }

    @Test
    void aRunIsWrittenInTheOneShapeOfItsRecord() throws Exception {
        RunHistory history = new RunHistory(dir.resolve("runs"));
        RunRecord run = succeeded("cuda", "water-8", Instant.parse("2026-01-02T10:00:00Z"));
        history.save(run);
        String text = Files.readString(dir.resolve("runs").resolve(run.id() + ".json"));
        assertThat(text)
                .contains("\"timings_s\"", "\"created_at\"", "\"first_call_s\"")
                .doesNotContain("timingsS", "createdAt");
        var json = dev.gpudoctor.json.JsonMappers.records();
        assertThat(json.writeValueAsString(json.readTree(text)))
                .as("the record as the mapper writes it anywhere")
                .isEqualTo(json.writeValueAsString(run));
    }

    @Test
    void historyFilesOfEarlierVersionsStillRead() throws Exception {
        // The runs a schema-1 bundle carries are the history files of that version, camelCase keys and all.
        Path zip = dir.resolve("v1.zip");
        try (var in = RunHistoryTest.class.getResourceAsStream("/bundles/schema-v1-wsl2.zip")) {
            Files.copy(in, zip);
        }
        com.fasterxml.jackson.databind.JsonNode runs;
        try (var zipFile = new java.util.zip.ZipFile(zip.toFile())) {
            runs = dev.gpudoctor.json.JsonMappers.records()
                    .readTree(zipFile.getInputStream(zipFile.getEntry("report.json")))
                    .path("runs");
        }
        assertThat(runs.get(0).has("timingsS"))
                .as("the fixture is in the old shape")
                .isTrue();
        Path folder = Files.createDirectories(dir.resolve("old-runs"));
        for (com.fasterxml.jackson.databind.JsonNode run : runs) {
            Files.writeString(folder.resolve(run.path("id").asText() + ".json"), run.toPrettyString());
        }

        RunHistory.Listing listing = new RunHistory(folder).list();

        assertThat(listing.notices()).isEmpty();
        assertThat(listing.runs()).hasSize(runs.size());
        assertThat(listing.runs())
                .anyMatch(run -> !run.timingsS().isEmpty()
                        && run.point().conditions() != null
                        && run.point().conditions().gpuName() != null);
        assertThat(listing.runs()).anyMatch(run -> !run.ok() && run.point().failureReason() != null);
    }

    @Test
    void aFailedRunIsKeptWithItsReason() throws Exception {
        RunHistory history = new RunHistory(dir);
        RunRecord crashed = RunRecords.of(
                spec("cuda", "water-64"),
                new MaceRunOutcome.Failed(BridgeFailure.of(
                        FailureReason.CRASHED_BY_SIGNAL,
                        "The Python interpreter crashed with SIGSEGV.",
                        List.of("Segmentation fault"))),
                Instant.now(),
                null);
        history.save(crashed);

        RunRecord back = history.list().runs().get(0);

        assertThat(back).isEqualTo(crashed);
        assertThat(back.ok()).isFalse();
        assertThat(back.point().failureReason()).isEqualTo("crashed-by-signal");
        assertThat(back.point().stepS().known()).isFalse();
    }

    @Test
    void aCorruptFileIsMovedAsideWithANoticeNeverDeleted() throws Exception {
        RunHistory history = new RunHistory(dir);
        history.save(succeeded("cpu", "h2o", Instant.now()));
        Files.writeString(dir.resolve("half.json"), "{\"id\": \"half\", \"createdAt\": \"2026-");
        Files.writeString(dir.resolve(".tmp-x-1.part"), "{");

        RunHistory.Listing listing = history.list();

        assertThat(listing.runs()).hasSize(1);
        assertThat(listing.notices()).singleElement().asString().contains("half.json", "could not be read", "corrupt");
        assertThat(dir.resolve("half.json")).doesNotExist();
        assertThat(dir.resolve("corrupt/half.json")).hasContent("{\"id\": \"half\", \"createdAt\": \"2026-");
        assertThat(history.list().notices()).isEmpty();
    }

    @Test
    void labelsAndDeletes() throws Exception {
        RunHistory history = new RunHistory(dir);
        RunRecord run = succeeded("cpu", "h2o", Instant.now());
        history.save(run);

        history.relabel(run.id(), "  laptop, before the driver update ");
        assertThat(history.list().runs().get(0).label()).isEqualTo("laptop, before the driver update");
        assertThat(history.delete(run.id())).isTrue();
        assertThat(history.list().runs()).isEmpty();
        assertThat(history.delete(run.id())).isFalse();
    }

    @Test
    void theDefaultFolderFollowsXdgDataHome() {
        Path home = Path.of("/home/u");
        assertThat(RunHistory.defaultDirectory(Map.of("XDG_DATA_HOME", "/data"), home))
                .isEqualTo(Path.of("/data/gpu-doctor/runs"));
        assertThat(RunHistory.defaultDirectory(Map.of(), home))
                .isEqualTo(Path.of("/home/u/.local/share/gpu-doctor/runs"));
        assertThat(RunHistory.defaultDirectory(Map.of("XDG_DATA_HOME", "relative"), home))
                .isEqualTo(Path.of("/home/u/.local/share/gpu-doctor/runs"));
    }

    @Test
    void aSecondCorruptFileOfTheSameNameKeepsTheFirst() throws Exception {
        RunHistory history = new RunHistory(dir);
        Files.writeString(dir.resolve("half.json"), "first broken");
        history.list();
        Files.writeString(dir.resolve("half.json"), "second broken");
        history.list();
        Files.writeString(dir.resolve("half.json"), "third broken");

        assertThat(history.list().notices()).singleElement().asString().contains("half.2.json");

        assertThat(dir.resolve("corrupt/half.json")).hasContent("first broken");
        assertThat(dir.resolve("corrupt/half.1.json")).hasContent("second broken");
        assertThat(dir.resolve("corrupt/half.2.json")).hasContent("third broken");
    }

    @Test
    void tempFilesOfKilledWritersGoOnceADayOldAndFreshOnesStay() throws Exception {
        Files.createDirectories(dir);
        Path stale = Files.writeString(dir.resolve(".tmp-run-a-123.part"), "{");
        Path fresh = Files.writeString(dir.resolve(".tmp-run-b-456.part"), "{");
        Path notOurs = Files.writeString(dir.resolve("notes.part"), "mine");
        Instant now = Instant.now();
        Files.setLastModifiedTime(
                stale, java.nio.file.attribute.FileTime.from(now.minus(java.time.Duration.ofHours(25))));
        Files.setLastModifiedTime(
                notOurs, java.nio.file.attribute.FileTime.from(now.minus(java.time.Duration.ofDays(9))));

        new RunHistory(dir).list(); // the first use of the history sweeps

        assertThat(stale).doesNotExist();
        assertThat(fresh).exists();
        assertThat(notOurs).exists();
    }
}
