package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.bridge.FakePythons;
import dev.gpudoctor.bridge.LeakCheck;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.run.MaceRunService;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `gpu-doctor run` end to end through CliMain, with fake interpreters standing in for python. */
class RunCommandTest {

    @TempDir
    Path dir;

    private final String marker = FakePythons.newMarker();
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** For tests that never run anything: the bridge folder lookup fails if they do. */
    static MaceRunService runServiceWithoutBridge() {
        return new MaceRunService(
                new dev.gpudoctor.bridge.ChildOpRunner(Map.of(), () -> {
                    throw new BridgeSetupException("no bridge in this test");
                }),
                new PythonInterpreters(Map.of(), Path.of("/nonexistent")));
    }

    @AfterEach
    void nothingIsLeftBehind() throws InterruptedException {
        LeakCheck.assertNothingLeft(marker);
    }

    private int run(String fake, String... args) throws IOException {
        return runWith(Map.of(), fake, args);
    }

    private int runWith(Map<String, String> knobs, String fake, String... args) throws IOException {
        Map<String, String> all = new java.util.HashMap<>(knobs);
        all.put("FAKE_SIGNAL", "SEGV");
        MaceRunService runs = new MaceRunService(
                new dev.gpudoctor.bridge.ChildOpRunner(FakePythons.environment(marker, all), BridgeHome::locate),
                new PythonInterpreters(Map.of(), dir));
        List<String> command = new ArrayList<>(List.of(
                "run",
                "--python",
                FakePythons.install(dir, fake).toString(),
                "--device",
                "cpu",
                "--model",
                "small",
                "--structure",
                "water-8"));
        command.addAll(List.of(args));
        return CliMain.run(
                command.toArray(String[]::new),
                new CliServices(
                                shots -> List.of(),
                                dev.gpudoctor.parts.Parts.builder()
                                        .maceRuns(runs)
                                        .build())
                        .withHistory(history()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    private RunHistory history() {
        return new RunHistory(dir.resolve("runs"));
    }

    private JsonNode json() throws IOException {
        return new ObjectMapper().readTree(out.toString());
    }

    @Test
    void aCrashIsOneJsonFailureObjectAndExitTwo() throws IOException {
        assertThat(run("crash-after-hello", "--json")).isEqualTo(ExitCodes.FAILURES);

        JsonNode json = json();
        assertThat(json.get("ok").asBoolean()).isFalse();
        JsonNode failure = json.get("failure");
        assertThat(failure.get("reason").asText()).isEqualTo("crashed-by-signal");
        assertThat(failure.get("signal").asText()).isEqualTo("SIGSEGV");
        assertThat(failure.get("exit_code").asInt()).isEqualTo(139);
        assertThat(failure.get("message").asText()).contains("SIGSEGV while running 'mace_run'");
        assertThat(failure.get("stderr_tail").isArray()).isTrue();
        assertThat(failure.get("stderr_tail").toString()).contains("crashing by SIGSEGV");
    }

    @Test
    void everyRunIsKeptInTheHistorySuccessOrClassifiedFailureUnlessToldNot() throws IOException {
        run("mace-ok", "--json");
        run("crash-after-hello", "--json");
        run("mace-ok", "--json", "--no-history");

        assertThat(history().list().runs())
                .extracting(r -> r.ok() ? "ok" : r.point().failureReason())
                .containsExactlyInAnyOrder("ok", "crashed-by-signal");
        assertThat(history().list().runs())
                .allSatisfy(r -> assertThat(r.sweepId()).isNull());
    }

    @Test
    void aRecognisedFailureCarriesItsDiagnosisAndAnUnrecognisedOneNone() throws IOException {
        assertThat(run("nvml-abort-after-hello", "--json")).isEqualTo(ExitCodes.FAILURES);
        JsonNode failure = json().get("failure");
        assertThat(failure.get("reason").asText()).isEqualTo("crashed-by-signal");
        assertThat(failure.at("/diagnosis/id").asText()).isEqualTo("nvml-not-supported");
        assertThat(failure.at("/diagnosis/remedy").asText()).contains("NotSupported");

        out.getBuffer().setLength(0);
        assertThat(run("crash-after-hello", "--json")).isEqualTo(ExitCodes.FAILURES);
        assertThat(json().get("failure").has("diagnosis")).isFalse();
    }

    @Test
    void aRecognisedFailureAsTextEndsWithTheLikelyCause() throws IOException {
        run("nvml-abort-after-hello");

        assertThat(err.toString())
                .contains(
                        "pynvml.NVMLError_NotSupported: Not Supported",
                        "Likely cause (85 %): NVML query not supported (typical under WSL2). First: cuEquivariance in the traceback")
                .doesNotContain("\tat ");
    }

    @Test
    void aCrashAsTextIsASentenceAndTheStderrTailWithoutAStackTrace() throws IOException {
        assertThat(run("crash-after-hello")).isEqualTo(ExitCodes.FAILURES);

        assertThat(err.toString())
                .startsWith("gpu-doctor run: crashed-by-signal: The Python interpreter crashed with SIGSEGV")
                .contains("Last lines on stderr:", "  | loading model... crashing by SIGSEGV")
                .doesNotContain("\tat ");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void aMissingPackageNamesThePackageAndTheInterpreter() throws IOException {
        assertThat(run("missing-torch", "--json")).isEqualTo(ExitCodes.FAILURES);

        JsonNode failure = json().get("failure");
        assertThat(failure.get("reason").asText()).isEqualTo("missing-package");
        assertThat(failure.get("package").asText()).isEqualTo("torch");
        assertThat(failure.get("interpreter").asText()).isEqualTo("/fake/python");
        assertThat(failure.get("message").asText())
                .isEqualTo(
                        "The interpreter /fake/python has no 'torch' package. gpu-doctor setup-python makes GPU Doctor's own environment"
                                + " with mace-torch and the torch it works with; or install it there, or choose an interpreter that has it.");
    }

    @Test
    void aMissingTorchAsTextNamesTheSetUpCommand() throws IOException {
        assertThat(run("missing-torch")).isEqualTo(ExitCodes.FAILURES);

        assertThat(err.toString()).contains("has no 'torch' package. gpu-doctor setup-python makes");
    }

    @Test
    void aMissingInterpreterIsPythonNotFound() throws IOException {
        int code = CliMain.run(
                new String[] {
                    "run",
                    "--json",
                    "--python",
                    dir.resolve("nope").toString(),
                    "--device",
                    "cpu",
                    "--model",
                    "small",
                    "--structure",
                    "water-8"
                },
                new CliServices(
                        shots -> List.of(),
                        dev.gpudoctor.parts.Parts.builder()
                                .interpreters(new PythonInterpreters(Map.of(), dir))
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));

        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(json().at("/failure/reason").asText()).isEqualTo("python-not-found");
    }

    @Test
    void aRunCutByTimeoutKeepsItsMeasuredStepsInTheJsonAndTheHistory() throws IOException {
        assertThat(run("steps-then-hang", "--json", "--timeout", "3")).isEqualTo(ExitCodes.FAILURES);

        JsonNode json = json();
        assertThat(json.get("ok").asBoolean()).isFalse();
        assertThat(json.at("/failure/reason").asText()).isEqualTo("timed-out");
        JsonNode partial = json.get("partial");
        assertThat(partial.get("steps_done").asInt()).isEqualTo(3);
        assertThat(partial.get("steps_planned").asInt()).isEqualTo(20);
        assertThat(partial.get("cut_during").asText()).isEqualTo("steps 3/20");
        assertThat(partial.at("/step_s/min").asDouble()).isEqualTo(0.1);
        assertThat(partial.at("/step_s/median").asDouble())
                .isCloseTo(0.2, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(partial.at("/step_s/max").asDouble()).isEqualTo(0.3);
        assertThat(partial.at("/step_s/p10").isNumber()).isTrue();
        assertThat(partial.at("/step_s/p90").isNumber()).isTrue();
        assertThat(partial.get("verdict").asText()).startsWith("Partial: 3 of 20 timed steps");

        var kept = history().list().runs();
        assertThat(kept).hasSize(1);
        assertThat(kept.get(0).point().failureReason()).isEqualTo("timed-out");
        assertThat(kept.get(0).partial().stepsDone()).isEqualTo(3);
        assertThat(kept.get(0).partial().stepS().max()).isEqualTo(0.3);
    }

    @Test
    void aRunCutByTimeoutSaysWhatItMeasuredInWordsToo() throws IOException {
        assertThat(run("steps-then-hang", "--timeout", "2")).isEqualTo(ExitCodes.FAILURES);

        assertThat(err.toString())
                .contains("timed-out", "Partial: 3 of 20 timed steps finished, median 200 ms per step");
    }

    @Test
    void threadsReachTheChildAsItsEnvironmentAndTheOpsParameter() throws IOException {
        Path request = dir.resolve("request.json");
        Path environment = dir.resolve("environment.txt");

        assertThat(runWith(
                        Map.of(
                                "FAKE_REQUEST_FILE",
                                request.toString(),
                                "FAKE_ENV_FILE",
                                environment.toString(),
                                "OMP_NUM_THREADS",
                                "8"),
                        "mace-echo",
                        "--json",
                        "--threads",
                        "1"))
                .as(err.toString())
                .isEqualTo(ExitCodes.OK);

        assertThat(new ObjectMapper()
                        .readTree(java.nio.file.Files.readString(request))
                        .at("/params/threads")
                        .asInt())
                .isEqualTo(1);
        assertThat(java.nio.file.Files.readAllLines(environment)).contains("OMP_NUM_THREADS=1", "MKL_NUM_THREADS=1");
    }

    @Test
    void withoutThreadsTheChildKeepsTheEnvironmentsAndTheOpGetsNone() throws IOException {
        Path request = dir.resolve("request.json");
        Path environment = dir.resolve("environment.txt");

        assertThat(runWith(
                        Map.of(
                                "FAKE_REQUEST_FILE",
                                request.toString(),
                                "FAKE_ENV_FILE",
                                environment.toString(),
                                "OMP_NUM_THREADS",
                                "8"),
                        "mace-echo",
                        "--json"))
                .as(err.toString())
                .isEqualTo(ExitCodes.OK);

        assertThat(new ObjectMapper()
                        .readTree(java.nio.file.Files.readString(request))
                        .at("/params")
                        .has("threads"))
                .isFalse();
        assertThat(java.nio.file.Files.readAllLines(environment)).contains("OMP_NUM_THREADS=8");
    }

    @Test
    void threadsOutsideOneToTheMaximumAreAUsageErrorBeforeAnyChild() throws IOException {
        assertThat(run("crash-after-hello", "--json", "--threads", "0")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);

        assertThat(json().at("/failure/message").asText() + err).contains("Threads must be between 1 and 1024, not 0.");
        assertThat(history().list().runs()).isEmpty();
    }

    @Test
    void aSuccessIsTheResultWithOkAndTheStartupTime() throws IOException {
        assertThat(run("mace-ok", "--json")).isEqualTo(ExitCodes.OK);

        JsonNode json = json();
        assertThat(json.get("ok").asBoolean()).isTrue();
        assertThat(json.get("energy_eV").asDouble()).isEqualTo(-12.345678);
        assertThat(json.at("/timings_s/startup").isNumber()).isTrue();
        assertThat(json.at("/timings_s/startup").asDouble()).isBetween(0.0, 10.0);
        assertThat(json.at("/timings_s/imports").asDouble()).isEqualTo(1.5);
    }

    @Test
    void aSuccessAsTextIsAShortSummaryWithTheRandomWeightsWarning() throws IOException {
        assertThat(run("mace-ok")).isEqualTo(ExitCodes.OK);

        assertThat(out.toString())
                .contains(
                        "energy       -12.345678 eV",
                        "atoms        3 (6 edges)",
                        "median step  1.20 ms (p10 1.10 ms, p90 1.30 ms, n=20)",
                        "throughput   2,500 atom-steps/s",
                        "imports 1.5 s",
                        "model load 250 ms",
                        "first call 500 ms",
                        "peak memory  host RSS 100 MiB, device ?",
                        "random weights: energies are meaningless");
        assertThat(err.toString()).contains("loading model");
    }

    @Test
    void aResultWithoutItsEnergyIsAProtocolErrorWithExitTwoNeverASuccess() throws IOException {
        String noEnergy = RunCommandFixtures.COMPLETE_RESULT.replace("\"energy_eV\":-12.345678,", "");

        assertThat(runWith(Map.of("FAKE_RESULT", noEnergy), "mace-answer", "--json"))
                .isEqualTo(ExitCodes.FAILURES);

        JsonNode failure = json().get("failure");
        assertThat(json().get("ok").asBoolean()).isFalse();
        assertThat(failure.get("reason").asText()).isEqualTo("protocol-error");
        assertThat(failure.get("message").asText())
                .startsWith(
                        "The bridge broke the protocol in its 'mace_run' answer: the field 'energy_eV' is missing.");
        assertThat(history().list().runs())
                .singleElement()
                .satisfies(r -> assertThat(r.point().failureReason()).isEqualTo("protocol-error"));
    }

    @Test
    void aResultWithoutTimingsIsAProtocolErrorInWordsToo() throws IOException {
        String noTimings = RunCommandFixtures.COMPLETE_RESULT.replaceAll("\"timings_s\":\\{.*\\}\\},", "");
        assertThat(noTimings).doesNotContain("timings_s").contains("throughput");

        assertThat(runWith(Map.of("FAKE_RESULT", noTimings), "mace-answer")).isEqualTo(ExitCodes.FAILURES);

        assertThat(err.toString())
                .startsWith("gpu-doctor run: protocol-error: The bridge broke the protocol in its 'mace_run'"
                        + " answer: the field 'timings_s' is missing.")
                .doesNotContain("\tat ", "Exception");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void aFieldOfTheWrongTypeIsAProtocolErrorNamingIt() throws IOException {
        String textAtoms = RunCommandFixtures.COMPLETE_RESULT.replace("\"atoms\":3", "\"atoms\":\"three\"");

        assertThat(runWith(Map.of("FAKE_RESULT", textAtoms), "mace-answer", "--json"))
                .isEqualTo(ExitCodes.FAILURES);

        assertThat(json().at("/failure/reason").asText()).isEqualTo("protocol-error");
        assertThat(json().at("/failure/message").asText())
                .contains("the field 'structure.atoms' has the wrong type or value");
    }

    @Test
    void theCompleteResultOfTheseTestsIsASuccess() throws IOException {
        assertThat(runWith(Map.of("FAKE_RESULT", RunCommandFixtures.COMPLETE_RESULT), "mace-answer", "--json"))
                .isEqualTo(ExitCodes.OK);
        assertThat(json().get("energy_eV").asDouble()).isEqualTo(-12.345678);
    }

    @Test
    void badValuesAreAUsageErrorWithSentences() {
        int code = CliMain.run(
                new String[] {"run", "--device", "gpu", "--model", "small", "--structure", "water-8", "--repeats", "0"},
                new CliServices(
                        shots -> List.of(),
                        dev.gpudoctor.parts.Parts.builder()
                                .maceRuns(runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);

        assertThat(err.toString())
                .contains(
                        "The device must be cpu, cuda or cuda:N, not 'gpu'.",
                        "Repeats must be between 1 and 100000, not 0.",
                        "Try 'gpu-doctor run --help'.");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void aMissingRequiredOptionIsAUsageError() {
        int code = CliMain.run(
                new String[] {"run", "--device", "cpu"},
                new CliServices(
                        shots -> List.of(),
                        dev.gpudoctor.parts.Parts.builder()
                                .maceRuns(runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("Missing required options", "--model", "--structure");
    }

    @Test
    void aMissingBridgeFolderIsASentenceAndExitThree() {
        int code = CliMain.run(
                new String[] {"run", "--device", "cpu", "--model", "arch:small", "--structure", "h2o"},
                new CliServices(
                        shots -> List.of(),
                        dev.gpudoctor.parts.Parts.builder()
                                .maceRuns(runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("gpu-doctor run: no bridge in this test");
    }
}
