package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.model.CheckId;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bundle made with planted secrets holds none of them, and everything the issue lists. */
class BundleWriterTest {

    @TempDir
    static Path temp;

    static BundleWriter.Written written;
    static Path unpacked;
    static JsonNode report;
    static BundleFixture fixture;

    @BeforeAll
    static void writeOneBundle() throws Exception {
        fixture = new BundleFixture(temp, "wsl2-linux-driver");
        List<String> steps = new ArrayList<>();
        written = fixture.service.create(fixture.options(temp.resolve("out/bundle.zip")), (f, s) -> steps.add(s));
        unpacked = Zips.unpack(written.file(), Files.createDirectories(temp.resolve("unpacked")));
        report = new ObjectMapper().readTree(unpacked.resolve("report.json").toFile());
        assertThat(steps)
                .contains("Running the checklist: 0 of " + CheckId.values().length + " checks…", "Writing the zip…");
    }

    @Test
    void noPlantedSecretIsInAnyFileOfTheUnpackedTree() throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(unpacked)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        assertThat(files).hasSizeGreaterThan(15);
        for (Path file : files) {
            String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
            for (String secret : BundleFixture.PLANTED) {
                assertThat(text)
                        .as("%s must not contain %s", unpacked.relativize(file), secret)
                        .doesNotContain(secret);
            }
            assertThat(text)
                    .as("GPU UUID in %s", file)
                    .doesNotContainIgnoringCase("b5e386b4-3e71-5837-aca5-80c5914cf07f");
        }
    }

    @Test
    void containsEverythingTheIssueLists() {
        for (String path : List.of(
                "summary.md",
                "report.json",
                "manifest.json",
                "raw/proc/version",
                "raw/etc/os-release",
                "raw/etc/ld.so.conf",
                "raw/etc/ld.so.conf.d/ld.wsl.conf",
                "raw/.gpu-doctor/commands/nvidia-smi-q-x.txt",
                "raw/.gpu-doctor/commands/nvidia-smi.txt",
                "raw/.gpu-doctor/commands/pip-freeze.txt",
                "raw/.gpu-doctor/bridge-env.json",
                "raw/.gpu-doctor/environ.txt",
                "raw/dev/dxg",
                "logs/app.log",
                "charts/scaling.png",
                "charts/throughput.png",
                "charts/timing-latest.png")) {
            assertThat(unpacked.resolve(path)).as(path).isRegularFile();
        }
        for (String key : List.of(
                "schema_version",
                "app_version",
                "timestamps",
                "host",
                "checklist",
                "python",
                "runs",
                "diagnoses",
                "sections",
                "redactions")) {
            assertThat(report.has(key)).as(key).isTrue();
        }
        assertThat(report.path("runs")).hasSize(5);
        assertThat(report.path("checklist").path("checks").size()).isEqualTo(CheckId.values().length);
    }

    @Test
    void theCapabilityMatrixIsInTheReportAndTheSummaryProbedWithTheBundlesInterpreter() throws Exception {
        assertThat(report.path("capabilities").path("capabilities")).hasSize(10);
        assertThat(report.path("capabilities").path("capabilities").findValuesAsText("state"))
                .contains("supported", "unsupported", "failed", "not-probed");
        assertThat(report.path("sections").toString()).contains("\"section\":\"capabilities\",\"state\":\"included\"");
        assertThat(fixture.probedWith).isEqualTo(BundleFixture.HOME + "/venv/bin/python");
        String summary = Files.readString(unpacked.resolve("summary.md"));
        assertThat(summary)
                .contains("## Capabilities (measured by doing each operation)")
                .contains("| `concurrent-managed-access` | GPU 0: unsupported")
                .contains("## Checklist: FAIL")
                .contains("check:loader-path");
    }

    @Test
    void runSpeedsAndTheirVerdictsAreInTheReportAndTheSummary() throws Exception {
        JsonNode newest = report.path("run_speeds").get(0);
        assertThat(newest.path("run_id").asText()).isEqualTo("run-0");
        // 96 atoms on an H100 is launch-bound and no ASE-step reference is of that size: not compared (issue 31)
        assertThat(newest.at("/speed/verdict").asText()).isEqualTo("no-reference");
        assertThat(newest.at("/speed/sentence").asText())
                .startsWith("not compared: at 96 atoms a GPU step is launch-bound");
        assertThat(newest.at("/speed/method").asText()).isEqualTo("ase-step");
        assertThat(newest.at("/speed/us_per_atom_step").asDouble())
                .isCloseTo(0.1e6 / 96, org.assertj.core.data.Offset.offset(1e-6));
        // The history kept the conditions through its JSON file: the verdict is made again from them.
        assertThat(report.at("/runs/0/point/conditions/gpu_name").asText()).isEqualTo("NVIDIA H100 80GB HBM3");
        assertThat(report.path("run_speeds").get(1).at("/speed/sentence").asText())
                .startsWith("no verdict");
        String summary = Files.readString(unpacked.resolve("summary.md"));
        assertThat(summary)
                .contains("## MACE speed (newest runs)")
                .contains("| 1042 | 0.864 |")
                .contains("Slows this run: CUDA_LAUNCH_BLOCKING=1");
    }

    @Test
    void failuresCarryTheirDiagnoses() {
        assertThat(report.path("diagnoses").toString())
                .contains("run:run-failed")
                .contains("check:");
        assertThat(report.path("diagnoses").findValues("findings").stream().anyMatch(f -> f.size() > 0))
                .isTrue();
    }

    @Test
    void redactionsAreCountedPerKindWithoutValues() {
        JsonNode counts = report.path("redactions");
        for (String kind : List.of(
                "env-secret",
                "token:github",
                "token:huggingface",
                "token:aws",
                "token:sk",
                "token:slack",
                "token:jwt",
                "token:bearer",
                "url-password",
                "home",
                "user",
                "gpu-uuid",
                "hostname")) {
            assertThat(counts.path(kind).asInt()).as(kind).isPositive();
        }
        assertThat(written.redactions()).containsKey("gpu-uuid");
    }

    @Test
    void gpuUuidsBecomeOneStableStandIn() throws Exception {
        String xml = Files.readString(unpacked.resolve("raw/.gpu-doctor/commands/nvidia-smi-q-x.txt"));
        assertThat(xml).contains("GPU-00000000-0000-0000-0000-000000000001");
        assertThat(report.path("host").toString()).contains("GPU-00000000-0000-0000-0000-000000000001");
    }

    @Test
    void theManifestHasTheSha256OfEveryFile() throws Exception {
        JsonNode manifest =
                new ObjectMapper().readTree(unpacked.resolve("manifest.json").toFile());
        Map<String, byte[]> files = Zips.read(written.file());
        assertThat(manifest.path("files")).hasSize(files.size() - 1);
        for (JsonNode entry : manifest.path("files")) {
            assertThat(BundleWriter.sha256(files.get(entry.path("path").asText())))
                    .isEqualTo(entry.path("sha256").asText());
        }
    }

    @Test
    void noPartFileIsLeftBeside() throws Exception {
        try (Stream<Path> list = Files.list(written.file().getParent())) {
            assertThat(list.map(p -> p.getFileName().toString()).toList()).containsExactly("bundle.zip");
        }
    }

    @Test
    void aSectionThatThrowsIsRecordedAsErroredAndTheRestIsWritten() throws Exception {
        BundleFixture fixture = new BundleFixture(Files.createDirectories(temp.resolve("second")), "native-driver");
        BundleInputs inputs = fixture.service.collect(fixture.options(null), null);
        BundleSection broken = new BundleSection() {
            @Override
            public String id() {
                return "broken";
            }

            @Override
            public String description() {
                return "throws";
            }

            @Override
            public List<String> files() {
                return List.of();
            }

            @Override
            public void write(BundleInputs in, BundleDraft draft) {
                throw new IllegalStateException("disk on fire in " + BundleFixture.HOME);
            }
        };
        List<BundleSection> sections = new ArrayList<>(fixture.service.sections());
        sections.add(0, broken);
        BundleWriter.Written result = new BundleWriter()
                .write(
                        inputs,
                        sections,
                        new RedactionPolicy(BundleFixture.HOME, BundleFixture.USER, null, List.of()),
                        temp.resolve("second.zip"),
                        null);
        assertThat(result.outcomes().get(0).state()).isEqualTo(SectionOutcome.ERRORED);
        assertThat(result.outcomes().get(0).reason()).endsWith("disk on fire in ~");
        assertThat(result.files()).contains("raw/proc/version", "report.json");
    }

    /**
     * The bundle's timing chart stacks the stages in the order they happen, each in the colour the
     * window gives it (issue 30 item 5: a record's map has no order, and colours went by position).
     * Read from the drawn PNG: the bar's colours from left to right.
     */
    @Test
    void theTimingChartDrawsTheStagesInTheOrderAndColoursTheWindowUses() throws Exception {
        java.awt.image.BufferedImage png = javax.imageio.ImageIO.read(
                unpacked.resolve("charts/timing-latest.png").toFile());
        Map<Integer, String> stageOfColour = new java.util.HashMap<>();
        for (String stage : dev.gpudoctor.run.StageNames.TIMED) {
            stageOfColour.put(
                    dev.gpudoctor.charts.TimingBreakdownCharts.colour(stage).getRGB(), stage);
        }
        // The bar is the row with the most pixels in stage colours (the legend's swatches are small).
        int barRow = -1;
        int most = 0;
        for (int y = 0; y < png.getHeight(); y++) {
            int count = 0;
            for (int x = 0; x < png.getWidth(); x++) {
                count += stageOfColour.containsKey(png.getRGB(x, y)) ? 1 : 0;
            }
            if (count > most) {
                most = count;
                barRow = y;
            }
        }
        // Each stage's run of pixels along the bar: its colour says the stage, its width the seconds.
        List<String> drawn = new ArrayList<>();
        Map<String, Integer> widths = new java.util.HashMap<>();
        for (int x = 0; x < png.getWidth(); x++) {
            String stage = stageOfColour.get(png.getRGB(x, barRow));
            if (stage != null
                    && (drawn.isEmpty() || !drawn.get(drawn.size() - 1).equals(stage))) {
                drawn.add(stage);
            }
            if (stage != null) {
                widths.merge(stage, 1, Integer::sum);
            }
        }
        assertThat(drawn).containsExactly("startup", "imports", "model_load", "structure", "first_call", "steps");
        // The newest planted run's seconds (BundleFixture): a colour given by position would still read
        // in order, but over another stage's width.
        Map<String, Double> seconds = Map.of(
                "startup", 0.2, "imports", 5.0, "model_load", 1.0, "structure", 0.3, "first_call", 2.0, "steps", 1.5);
        int bar = widths.values().stream().mapToInt(Integer::intValue).sum();
        for (Map.Entry<String, Double> stage : seconds.entrySet()) {
            assertThat((double) widths.get(stage.getKey()))
                    .as(stage.getKey())
                    .isCloseTo(bar * stage.getValue() / 10.0, org.assertj.core.data.Offset.offset(3.0));
        }
    }
}
