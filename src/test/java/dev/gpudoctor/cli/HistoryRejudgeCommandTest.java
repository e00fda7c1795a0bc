package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.parts.Parts;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 40 item 3: a kept run file judged again from the CLI with today's rules. */
class HistoryRejudgeCommandTest {

    /** The H200's medium cuEq run on c-5832, kept with "kernels": "naive" by the bridge of 2026-11-26. */
    private static final Path H200_MEDIUM_CUEQ =
            Path.of("docs/gpu-results/2026-11-26-h200/runs/20261126-062126-006-1dce.json");

    private record Answer(int code, String out) {}

    private static Answer cli(String... args) {
        StringWriter out = new StringWriter();
        int code = CliMain.run(
                args,
                new CliServices(
                        dir -> List.of(),
                        Parts.builder()
                                .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        return new Answer(code, out.toString());
    }

    @Test
    void theRecordedH200CueqRunReadsFastTodayThoughItWasKeptAsNaive() throws Exception {
        Answer answer = cli("history", "rejudge", "--json", H200_MEDIUM_CUEQ.toString());

        assertThat(answer.code()).isEqualTo(ExitCodes.OK);
        JsonNode run = new ObjectMapper().readTree(answer.out()).get("runs").get(0);
        assertThat(run.get("cueq_kernels").get("recorded").asText()).isEqualTo("naive");
        assertThat(run.get("cueq_kernels").get("today").asText()).isEqualTo("fast");
        assertThat(run.get("speed").get("sentence").asText()).doesNotContain("naive");
        assertThat(run.get("speed").get("method").asText()).isEqualTo("model-only");

        Answer text = cli("history", "rejudge", H200_MEDIUM_CUEQ.toString());
        assertThat(text.out())
                .contains(
                        "cuEq kernels: fast (cuequivariance-ops 0.13.0 imported with no fallback warning; kept as naive)")
                .doesNotContain("naive kernels");
    }

    /** Real CPU runs kept on the 2-core Intel Xeon development machine, 2026-11-27, back to back at load 18–19. */
    private static final Path XEON_BUSY_DEFAULT =
            Path.of("docs/cpu-results/2026-11-27-xeon2/runs/20261127-154213-562-76c8.json");

    private static final Path XEON_BUSY_ONE_THREAD =
            Path.of("docs/cpu-results/2026-11-27-xeon2/runs/20261127-154344-221-2b34.json");

    /** The same machine at 16:34, load 1.5 → 2.2 on its 2 cores: the quiet run. */
    private static final Path XEON_QUIET_DEFAULT =
            Path.of("docs/cpu-results/2026-11-27-xeon2/runs/20261127-163439-990-460a.json");

    @Test
    void thisMachinesQuietCpuRunNamesTheTwoCoreRowAndReadsInLineWithTheCpuDifferenceSaid() throws Exception {
        Answer answer = cli("history", "rejudge", "--json", XEON_QUIET_DEFAULT.toString());

        assertThat(answer.code()).isEqualTo(ExitCodes.OK);
        JsonNode speed = new ObjectMapper().readTree(answer.out()).at("/runs/0/speed");
        assertThat(speed.get("verdict").asText()).isEqualTo("in-line");
        assertThat(speed.at("/reference/id").asText()).isEqualTo("gpudoctor-cpu-epyc2-small-96");
        assertThat(speed.get("ratio").asDouble()).isBetween(1.0, 1.5); // 5,642 µs/atom against the row's 4,896
        assertThat(speed.get("differences").toString())
                .contains("CPU AMD EPYC, 2 cores (the development machine) vs Intel(R) " + "Xeon(R) Processor");
        assertThat(speed.get("sentence").asText())
                .startsWith("in line with GPU Doctor's own CPU figure (AMD EPYC, 2 cores");
    }

    @Test
    void thisMachinesBusyCpuRunsCarryNoRatioAndTheDefaultThreadsRunIsToldToUseOneThread() throws Exception {
        Answer answer =
                cli("history", "rejudge", "--json", XEON_BUSY_DEFAULT.toString(), XEON_BUSY_ONE_THREAD.toString());

        assertThat(answer.code()).isEqualTo(ExitCodes.OK);
        JsonNode runs = new ObjectMapper().readTree(answer.out()).get("runs");
        JsonNode defaults = runs.get(0).get("speed");
        assertThat(defaults.get("verdict").asText()).isEqualTo("not-judged");
        assertThat(defaults.get("ratio").isNull()).isTrue();
        assertThat(defaults.get("reference").isNull()).isTrue();
        assertThat(defaults.get("slow_part").asText()).isEqualTo("threads");
        assertThat(defaults.get("sentence").asText())
                .startsWith("not judged: this host was busy (load 19.5 on 2 cores")
                .contains(
                        "torch's 2 threads per process compete for 2 cores with other work",
                        "run with --threads 1 (OMP_NUM_THREADS=1 per process)",
                        "gpu-doctor run --threads 1 took 5.08 s a step against 11.6 s");

        // the --threads 1 run beside it: busy too, so no ratio; and no advice to use more threads on a loaded host
        JsonNode one = runs.get(1).get("speed");
        assertThat(one.get("verdict").asText()).isEqualTo("not-judged");
        assertThat(one.get("ratio").isNull()).isTrue();
        assertThat(one.get("slow_part").asText()).isEqualTo("host");
        assertThat(one.get("sentence").asText()).doesNotContain("over-subscribed", "torch used 1 of 2");
    }

    @Test
    void aFileThatIsNotARunIsSaidInItsEntryAndTheExitCodeIsTwo(@TempDir Path dir) throws Exception {
        Path garbage = Files.writeString(dir.resolve("not-a-run.json"), "[1, 2");
        Answer answer = cli("history", "rejudge", "--json", garbage.toString(), H200_MEDIUM_CUEQ.toString());

        assertThat(answer.code()).isEqualTo(ExitCodes.FAILURES);
        JsonNode runs = new ObjectMapper().readTree(answer.out()).get("runs");
        assertThat(runs).hasSize(2);
        assertThat(runs.get(0).get("error").asText()).startsWith("not a run file GPU Doctor can read");
        assertThat(runs.get(1).get("error").isNull()).isTrue();
    }

    @Test
    void aRunKeptBeforeConditionsWereRecordedGetsNoVerdictWithItsReasonNotAnError() throws Exception {
        Answer answer = cli(
                "history", "rejudge", "--json", "docs/gpu-results/2026-11-23-h100/runs/20261123-094447-774-8f9f.json");

        assertThat(answer.code()).isEqualTo(ExitCodes.OK);
        JsonNode run = new ObjectMapper().readTree(answer.out()).get("runs").get(0);
        assertThat(run.get("cueq_kernels").isNull()).isTrue();
        assertThat(run.get("speed").get("sentence").asText())
                .startsWith("no verdict: this run was kept before GPU Doctor recorded");
    }
}
