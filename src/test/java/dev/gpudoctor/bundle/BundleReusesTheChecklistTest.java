package dev.gpudoctor.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.KeptChecklistRun;
import dev.gpudoctor.checklist.PythonOps;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.CheckLevel;
import dev.gpudoctor.model.FailureReason;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Checklist, then bundle" collects each fact once (issue 26, issue 30 item 8): nvidia-smi runs once (a real
 * process, a script that counts its calls) and the env op is asked once (Python ops that count), and the bundle's
 * raw nvidia-smi file is the very text the checklist judged. Without a run to reuse, the bundle's progress is
 * the checks done of the checks to run.
 */
class BundleReusesTheChecklistTest {

    private static final String ENV_ANSWER = """
            {"python": {"version": "3.11.9", "executable": "/fake/venv/bin/python"},
             "versions": {"torch": "2.3.1", "mace-torch": "0.3.6"},
             "torch": {"version": "2.3.1", "cuda": "12.1", "cuda_available": false}, "env_vars": {}}""";

    @TempDir
    Path temp;

    Path smiCalls;
    Path pythonCalls;
    String xml;
    Path python;
    final AtomicInteger envCalls = new AtomicInteger();
    ChecklistService checklist;
    BundleService bundles;

    @BeforeEach
    void fakeNvidiaSmiAndPython() throws Exception {
        Path bin = Files.createDirectories(temp.resolve("bin"));
        smiCalls = temp.resolve("nvidia-smi.calls");
        pythonCalls = temp.resolve("python.calls");
        try (InputStream in =
                getClass().getResourceAsStream("/hosts/native-driver/.gpu-doctor/commands/nvidia-smi-q-x.txt")) {
            xml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path xmlFile = Files.writeString(temp.resolve("smi.xml"), xml);
        executable(bin.resolve("nvidia-smi"), "#!/bin/sh\necho \"$*\" >> '" + smiCalls + "'\ncat '" + xmlFile + "'\n");
        // Stands for the interpreter: pip freeze answers; anything else (a bridge child) is only counted.
        python = executable(
                bin.resolve("python"),
                "#!/bin/sh\necho \"$*\" >> '" + pythonCalls + "'\n"
                        + "case \"$*\" in *pip*freeze*) echo torch==2.3.1 ;; esac\n");
        environment = Map.of("PATH", bin + ":/usr/bin:/bin", "NVIDIA_API_KEY", "nvapi-kept-nowhere-0123456789");
        checklist = checklist(null);
        bundles = bundles(checklist);
    }

    Map<String, String> environment;

    private ChecklistService checklist(KeptChecklistRun kept) {
        PythonOps ops = new PythonOps() {
            @Override
            public String python() {
                return python.toString();
            }

            @Override
            public Answer call(String op, JsonNode params, Duration timeout) {
                if (op.equals("env")) {
                    envCalls.incrementAndGet();
                    try {
                        return new Answer(JsonMappers.records().readTree(ENV_ANSWER), null, 1);
                    } catch (IOException e) {
                        throw new IllegalStateException(e);
                    }
                }
                return new Answer(
                        null, BridgeFailure.of(FailureReason.MISSING_PACKAGE, "not in this test", List.of()), 1);
            }
        };
        return new ChecklistService(environment, new CommandRunner(), request -> ops, kept);
    }

    private BundleService bundles(ChecklistService service) {
        return new BundleService(
                service,
                new RunHistory(temp.resolve("runs")),
                DiagnosisService.standard(),
                new LogBuffer(10),
                python::toString,
                new ChildOpRunner(environment, () -> Path.of("python-bridge")),
                new CommandRunner(),
                environment,
                "/home/nobody",
                "nobody",
                new AppVersion("test", "21", "17", "Linux"),
                List.of(new CapabilitiesSection(interpreter -> BundleFixture.RECORDED_CAPABILITIES)));
    }

    /** {@code gpu-doctor check}, then {@code gpu-doctor bundle}: two processes, the second includes the first's run. */
    @Test
    void aBundleCommandAfterACheckCommandIncludesTheKeptRun() throws Exception {
        KeptChecklistRun kept = new KeptChecklistRun(temp.resolve("checks"));
        checklist(kept).run(ChecklistRequest.all(), result -> {});
        assertThat(Files.getPosixFilePermissions(kept.file())).isEqualTo(PosixFilePermissions.fromString("rw-------"));
        assertThat(Files.readString(kept.file()))
                .contains("NVIDIA_API_KEY")
                .doesNotContain("nvapi-kept-nowhere-0123456789");

        BundleWriter.Written written =
                bundles(checklist(kept)).create(BundleOptions.defaults(temp.resolve("b.zip")), null);

        assertThat(lines(smiCalls)).containsExactly("-q -x");
        assertThat(envCalls).hasValue(1);
        assertThat(written.includedChecklist().orElseThrow().reused()).isTrue();
        Path unpacked = Zips.unpack(written.file(), Files.createDirectories(temp.resolve("unpacked")));
        assertThat(Files.readString(unpacked.resolve("raw/.gpu-doctor/commands/nvidia-smi-q-x.txt"))
                        .strip())
                .isEqualTo(xml.strip());
        assertThat(Files.readString(unpacked.resolve("raw/.gpu-doctor/bridge-env.json")))
                .contains("\"cuda\" : \"12.1\"");
    }

    @Test
    void checklistThenBundleRunsNvidiaSmiOnceAndAsksForTheEnvReportOnce() throws Exception {
        checklist.run(ChecklistRequest.all(), result -> {});
        assertThat(lines(smiCalls)).as("the checklist's own nvidia-smi").containsExactly("-q -x");
        assertThat(envCalls).hasValue(1);

        List<String> steps = new ArrayList<>();
        BundleWriter.Written written =
                bundles.create(BundleOptions.defaults(temp.resolve("b.zip")), (f, s) -> steps.add(s));
        Path zip = written.file();
        assertThat(written.includedChecklist().orElseThrow().sentence())
                .startsWith("It includes the checklist you ran ("
                        + checklist.checks().size() + " checks, finished at ");

        assertThat(lines(smiCalls))
                .as("nvidia-smi calls for checklist + bundle")
                .containsExactly("-q -x");
        assertThat(envCalls).as("env op calls for checklist + bundle").hasValue(1);
        assertThat(lines(pythonCalls))
                .as("the interpreter ran pip freeze and no bridge child")
                .singleElement()
                .asString()
                .contains("pip freeze");
        assertThat(steps)
                .noneMatch(step -> step.startsWith("Running the checklist"))
                .anyMatch(step -> step.startsWith("Including the checklist that finished at "));

        OpenedBundle opened = new BundleReader().open(zip);
        JsonNode run = opened.report().path("checklist").path("run");
        assertThat(run.path("reused").asBoolean()).isTrue();
        assertThat(run.path("checks").asInt()).isEqualTo(checklist.checks().size());
        assertThat(run.path("finished_at").asText())
                .isEqualTo(checklist.latest().orElseThrow().finishedAt().toString());
        assertThat(opened.report()
                        .path("python")
                        .path("env")
                        .path("torch")
                        .path("cuda")
                        .asText())
                .isEqualTo("12.1");
        Path unpacked = Zips.unpack(zip, Files.createDirectories(temp.resolve("unpacked")));
        assertThat(Files.readString(unpacked.resolve("raw/.gpu-doctor/commands/nvidia-smi-q-x.txt"))
                        .strip())
                .as("the raw file is the text the checklist judged")
                .isEqualTo(xml.strip());
        assertThat(Files.readString(unpacked.resolve("summary.md")))
                .contains("The checklist run made just before this bundle (not run again), "
                        + checklist.checks().size() + " checks");
    }

    @Test
    void withoutARunToReuseTheBundleRunsItOnceAndItsProgressIsTheChecksDone() throws Exception {
        List<Double> fractions = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        Path zip = bundles.create(BundleOptions.defaults(temp.resolve("b.zip")), (f, s) -> {
                    fractions.add(f);
                    steps.add(s);
                })
                .file();

        int total = checklist.checks().size();
        assertThat(lines(smiCalls)).containsExactly("-q -x");
        assertThat(envCalls).hasValue(1);
        assertThat(steps)
                .contains("Running the checklist: 0 of " + total + " checks…")
                .anyMatch(step -> step.startsWith("Running the checklist: " + total / 2 + " of " + total + " checks ("))
                .anyMatch(step -> step.startsWith("Running the checklist: " + total + " of " + total + " checks ("));
        assertThat(fractions).isSorted().last().isEqualTo(1.0);
        long checkSteps = steps.stream()
                .filter(step -> step.matches("Running the checklist: [1-9][0-9]* of .*"))
                .count();
        assertThat(checkSteps).as("one step per check").isEqualTo(total);
        JsonNode run = new BundleReader().open(zip).report().path("checklist").path("run");
        assertThat(run.path("reused").asBoolean()).isFalse();
    }

    @Test
    void aFreshChecklistAskedForRunsItAgain() throws Exception {
        checklist.run(ChecklistRequest.all(), result -> {});
        BundleOptions fresh =
                new BundleOptions(temp.resolve("b.zip"), true, null, null, true, CheckLevel.STANDARD, false);
        bundles.create(fresh, null);
        assertThat(lines(smiCalls)).containsExactly("-q -x", "-q -x");
        assertThat(envCalls).hasValue(2);
    }

    private static List<String> lines(Path file) throws IOException {
        return Files.exists(file) ? Files.readAllLines(file) : List.of();
    }

    private static Path executable(Path file, String text) throws IOException {
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }
}
