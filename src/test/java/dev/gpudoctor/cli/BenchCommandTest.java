package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.run.MaceRunService;
import dev.gpudoctor.testing.TestPython;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `gpu-doctor bench` through CliMain. The sweep test is real: arch:small on h2o and water-8 on CPU in
 * the python-bridge test venv, which the build makes before the tests.
 */
class BenchCommandTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(MaceRunService runs, String... args) {
        CliServices services = new CliServices(
                shots -> List.of(),
                dev.gpudoctor.parts.Parts.builder()
                        .maceRuns(runs)
                        .interpreters(new PythonInterpreters(Map.of(), dir))
                        .history(new RunHistory(dir.resolve("runs")))
                        .build());
        return CliMain.run(args, services, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void aRealCpuSweepOverTwoSizesPrintsThePointsWritesThePngAndKeepsTheRuns() throws Exception {
        Path python = TestPython.withMace();
        Path png = dir.resolve("charts/scaling.png");
        Path svg = dir.resolve("scaling.svg");

        int code = run(
                new MaceRunService(
                        new dev.gpudoctor.bridge.ChildOpRunner(System.getenv(), BridgeHome::locate),
                        new PythonInterpreters(Map.of(), dir)),
                "bench",
                "--json",
                "--python",
                python.toString(),
                "--configs",
                "cpu",
                "--device",
                "cuda",
                "--model",
                "arch:small",
                "--structures",
                "h2o,water-8",
                "--repeats",
                "2",
                "--warmup",
                "1",
                "--threads",
                "1",
                "--png",
                png.toString(),
                "--svg",
                svg.toString());

        assertThat(code).as(err.toString()).isEqualTo(ExitCodes.OK);
        JsonNode points = new ObjectMapper().readTree(out.toString()).get("points");
        assertThat(points).hasSize(2);
        assertThat(points.get(0).get("config").asText()).isEqualTo("cpu");
        assertThat(points.get(0).get("atoms").asInt()).isEqualTo(3);
        assertThat(points.get(1).get("atoms").asInt()).isEqualTo(24);
        for (JsonNode point : points) {
            assertThat(point.get("ok").asBoolean()).isTrue();
            assertThat(point.at("/step_s/median").asDouble()).isPositive();
            assertThat(point.at("/step_s/p10").asDouble())
                    .isLessThanOrEqualTo(point.at("/step_s/p90").asDouble());
            assertThat(point.get("throughput_atom_steps_per_s").asDouble()).isPositive();
            assertThat(point.get("first_call_s").asDouble()).isPositive();
            // --threads 1: what torch reported using in the child, and the variable the child was started with
            assertThat(point.at("/conditions/torch_threads").asInt())
                    .as(point.toString())
                    .isEqualTo(1);
            assertThat(point.at("/conditions/thread_variables/OMP_NUM_THREADS").asText())
                    .isEqualTo("1");
        }
        assertThat(Files.readAllBytes(png)).startsWith(0x89, 'P', 'N', 'G');
        assertThat(Files.readString(svg)).contains("<svg", "Scaling");
        assertThat(new RunHistory(dir.resolve("runs")).list().runs())
                .hasSize(2)
                .allSatisfy(run -> assertThat(run.sweepId()).isNotNull())
                .allSatisfy(run ->
                        assertThat(run.point().conditions().torchThreads()).isEqualTo(1));
    }

    @Test
    void aMissingPythonMarksTheFirstSizeAndTheRestNotAttempted() throws Exception {
        int code = run(
                new MaceRunService(
                        new dev.gpudoctor.bridge.ChildOpRunner(System.getenv(), BridgeHome::locate),
                        new PythonInterpreters(Map.of(), dir)),
                "bench",
                "--json",
                "--python",
                dir.resolve("nope").toString(),
                "--device",
                "cpu",
                "--model",
                "arch:small",
                "--structures",
                "h2o,water-8");

        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        JsonNode points = new ObjectMapper().readTree(out.toString()).get("points");
        assertThat(points.at("/0/failure_reason").asText()).isEqualTo("python-not-found");
        assertThat(points.at("/1/failure_reason").asText()).isEqualTo("not-attempted");
        assertThat(points.at("/1/atoms").isNull()).isTrue();
    }

    @Test
    void aChartPathThatCannotBeWrittenIsSaidBeforeTheSweep() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");

        int code = run(
                RunCommandTest.runServiceWithoutBridge(),
                "bench",
                "--json",
                "--device",
                "cpu",
                "--model",
                "arch:small",
                "--structures",
                "h2o",
                "--png",
                notAFolder.resolve("scaling.png").toString());

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString())
                .contains("cannot be written", "is a file, not a folder")
                .doesNotContain("\tat ");
        assertThat(new RunHistory(dir.resolve("runs")).list().runs()).isEmpty();
    }

    @Test
    void anExistingFolderIsNeverReplacedByTheChart() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("charts"));

        int code = run(
                RunCommandTest.runServiceWithoutBridge(),
                "bench",
                "--device",
                "cpu",
                "--model",
                "arch:small",
                "--structures",
                "h2o",
                "--svg",
                folder.toString());

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("is a folder: name the chart file");
        assertThat(folder).isDirectory();
    }

    @Test
    void anExistingChartFileIsKeptUnlessForceIsGiven() throws Exception {
        Path earlier = Files.writeString(dir.resolve("scaling.svg"), "the user's earlier chart");

        int code = run(
                RunCommandTest.runServiceWithoutBridge(),
                "bench",
                "--device",
                "cpu",
                "--model",
                "arch:small",
                "--structures",
                "h2o",
                "--svg",
                earlier.toString());

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("already exists: name another file, or add --force to replace it.");
        assertThat(Files.readString(earlier)).isEqualTo("the user's earlier chart");
    }

    @Test
    void badConfigurationsAreUsageErrorsInWords() {
        int code = run(
                RunCommandTest.runServiceWithoutBridge(),
                "bench",
                "--configs",
                "cpu,tpu",
                "--model",
                "arch:small",
                "--structures",
                "h2o");

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString())
                .contains("gpu-doctor bench: A set-up is DEVICE[:DTYPE][+cueq]", "'tpu'")
                .doesNotContain("\tat ");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void withoutDeviceOrConfigsItSaysWhatToAdd() {
        int code =
                run(RunCommandTest.runServiceWithoutBridge(), "bench", "--model", "arch:small", "--structures", "h2o");

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("--device D or --configs");
    }
}
