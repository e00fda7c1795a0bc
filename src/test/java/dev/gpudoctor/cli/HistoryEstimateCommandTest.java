package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.parts.Parts;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 40, "your system, estimated", from the CLI: {@code history estimate RUN.json… --atoms N} on the H100's kept sweep. */
class HistoryEstimateCommandTest {

    private record Answer(int code, String out, String err) {}

    private static Answer cli(List<String> args) {
        return cli(args, RunCommandTest.runServiceWithoutBridge());
    }

    private static Answer cli(List<String> args, dev.gpudoctor.run.MaceRunService runs) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CliMain.run(
                args.toArray(String[]::new),
                new CliServices(dir -> List.of(), Parts.builder().maceRuns(runs).build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
        return new Answer(code, out.toString(), err.toString());
    }

    /** The H100's small-model sweep on CPU and CUDA (2026-11-23), every file of it. */
    private static List<String> h100SmallSweep() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("docs/gpu-results/2026-11-23-h100/runs"))) {
            return files.sorted()
                    .map(Path::toString)
                    .filter(f -> {
                        try {
                            String text = Files.readString(Path.of(f));
                            return text.contains("\"arch:small\"")
                                    && text.contains("\"sweepId\" : \"20261123-094516-3");
                        } catch (IOException e) {
                            return false;
                        }
                    })
                    .toList();
        }
    }

    @Test
    void aSweepGivesOneEstimatePerSetUpWithItsBandAsOneJsonObject() throws IOException {
        List<String> args = new ArrayList<>(List.of("history", "estimate", "--json", "--atoms", "3000"));
        List<String> sweep = h100SmallSweep();
        assertThat(sweep).hasSizeGreaterThan(10);
        args.addAll(sweep);

        Answer answer = cli(args);

        assertThat(answer.code()).as(answer.err()).isEqualTo(ExitCodes.OK);
        JsonNode json = new ObjectMapper().readTree(answer.out());
        assertThat(json.get("unread")).isEmpty();
        JsonNode cuda = null;
        JsonNode cpu = null;
        for (JsonNode estimate : json.get("estimates")) {
            cuda = estimate.get("setup").asText().equals("arch:small float32 cuda") ? estimate : cuda;
            cpu = estimate.get("setup").asText().equals("arch:small float32 cpu") ? estimate : cpu;
        }
        assertThat(cuda.get("basis").asText()).isEqualTo("interpolated");
        assertThat(cuda.get("step_s").asDouble()).isBetween(0.167, 0.338); // between its 1,536 and 3,072-atom steps
        assertThat(cuda.get("outside_by").isNull()).isTrue();
        assertThat(cuda.get("measured_atoms").size()).isEqualTo(9);
        // the CPU sweep stopped at 1,536 atoms: 3,000 is past it, and says by how much
        assertThat(cpu.get("basis").asText()).isEqualTo("extrapolated");
        assertThat(cpu.get("outside_by").asDouble())
                .isCloseTo(3000 / 1536.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(cpu.get("sentence").asText())
                .contains("extrapolated 2.0× above the largest measured size (1,536 atoms) at its "
                        + "cost per edge; edges per atom")
                .doesNotContain("GPU");
    }

    @Test
    void asTextEachSetUpSaysItsStepItsBandAndItsEdges() throws IOException {
        List<String> args = new ArrayList<>(List.of("history", "estimate", "--atoms", "6144"));
        args.addAll(h100SmallSweep());

        Answer answer = cli(args);

        assertThat(answer.code()).isEqualTo(ExitCodes.OK);
        assertThat(answer.out())
                .contains(
                        "arch:small float32 cuda\n  6,144 atoms: about 561 ms a step, 0.154 ns/day at 1 fs",
                        "  measured at this very size; measured 3–20,001 atoms (9 sizes)",
                        "  edges per atom not recorded by these runs: the step is scaled per atom");
    }

    @Test
    void aStructureIsCountedInARealChildAndItsDensityReplacesTheRunsOwn(@TempDir Path dir) throws IOException {
        Path python = dev.gpudoctor.testing.TestPython.withMace();
        dev.gpudoctor.run.MaceRunService runs = new dev.gpudoctor.run.MaceRunService(
                new dev.gpudoctor.bridge.ChildOpRunner(System.getenv(), dev.gpudoctor.bridge.BridgeHome::locate),
                new dev.gpudoctor.bridge.PythonInterpreters(java.util.Map.of(), dir));
        // the H200's small e3nn water box (6,144 atoms at 87.9 edges/atom), estimated for diamond c-216 (158
        // edges/atom)
        String water = "docs/gpu-results/2026-11-26-h200/runs/20261126-061151-328-a459.json";

        Answer answer = cli(
                List.of("history", "estimate", "--json", "--structure", "c-216", "--python", python.toString(), water),
                runs);

        assertThat(answer.code()).as(answer.err()).isEqualTo(ExitCodes.OK);
        JsonNode estimate = new ObjectMapper().readTree(answer.out()).at("/estimates/0");
        assertThat(estimate.get("atoms").asInt()).isEqualTo(216);
        assertThat(estimate.get("edges_per_atom").asDouble()).isEqualTo(158.0);
        assertThat(estimate.get("edges_from").asText()).isEqualTo("c-216, counted by MACE's neighbour list at 6 Å");
        // 216 atoms at the water run's cost per edge, at diamond's density
        double waterStep = RunHistoryReads.step(Path.of(water));
        assertThat(estimate.get("step_s").asDouble())
                .isCloseTo(
                        waterStep * (216 / 6144.0) * (158.0 / 87.87565104166667),
                        org.assertj.core.api.Assertions.within(1e-9));

        Answer both = cli(List.of("history", "estimate", "--atoms", "5", "--structure", "c-216", water), runs);
        assertThat(both.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(both.err()).contains("one of them, not both");
    }

    /** The kept run's median step, read as the history reads it. */
    private static final class RunHistoryReads {
        static double step(Path file) throws IOException {
            return dev.gpudoctor.history.RunHistory.readFile(file)
                    .point()
                    .stepS()
                    .median();
        }
    }

    @Test
    void anUnreadableFileIsListedAndExitsTwoAndNoSizeIsAUsageError(@TempDir Path dir) throws IOException {
        Path garbage = Files.writeString(dir.resolve("not-a-run.json"), "{\"id\": 3");
        String run = h100SmallSweep().get(0);

        Answer partly = cli(List.of("history", "estimate", "--json", "--atoms", "100", garbage.toString(), run));
        assertThat(partly.code()).isEqualTo(ExitCodes.FAILURES);
        JsonNode json = new ObjectMapper().readTree(partly.out());
        assertThat(json.at("/unread/0/error").asText()).startsWith("not a run file GPU Doctor can read");
        assertThat(json.get("estimates")).hasSize(1);

        Answer none = cli(List.of("history", "estimate", "--json", "--atoms", "0", run));
        assertThat(none.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(new ObjectMapper().readTree(none.out()).toString() + none.err())
                .contains("The size must be between 1 and 100,000,000 atoms, not 0.");
    }

    @Test
    void whenNoNamedRunCanBeReadEachIsSaidAndTheUserIsNotToldToNameOne(@TempDir Path dir) throws IOException {
        Path garbage = Files.writeString(dir.resolve("not-a-run.json"), "{\"id\": 3");

        Answer answer = cli(List.of("history", "estimate", "--json", "--atoms", "100", garbage.toString()));

        assertThat(answer.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        JsonNode json = new ObjectMapper().readTree(answer.out());
        assertThat(json.at("/error/message").asText())
                .startsWith(garbage + ": not a run file GPU Doctor can read")
                .doesNotContain("Name at least one");
        assertThat(cli(List.of("history", "estimate", "--json", "--atoms", "100"))
                        .out())
                .contains("Missing required parameter: 'RUN.json'");
    }
}
