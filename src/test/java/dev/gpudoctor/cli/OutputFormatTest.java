package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.host.CommandRunner;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 42 item 3: one --format option, the old flags its aliases. Every old flag and the matching --format
 * give the same bytes and exit code, through picocli as a user runs them; two formats are a usage error; a
 * format a command does not print is refused in a sentence; --json and --format json are one JSON object on
 * every exit.
 */
class OutputFormatTest {

    private final ChecklistService checklist = new ChecklistService(Map.of(), new CommandRunner(), request -> null);

    @TempDir
    Path dir;

    private Path tree;

    @BeforeEach
    void host() throws Exception {
        // A tree with a failing check (an Xid), so that every format has something to say and a non-zero exit.
        tree = HostTreesAccess.materialise("native-xid", Files.createDirectories(dir.resolve("host")));
    }

    private record Answer(int code, String out, String err) {
        /** The run's own times (how long each check or probe took, when it finished) are the only bytes two runs may differ in. */
        String stable() {
            return out.replaceAll("\"(duration_ms|op_ms)\" : \\d+", "\"$1\" : 0")
                    .replaceAll("(?m)^(gpu_doctor_[a-z_]*(timestamp|seconds)[a-z_]*(\\{[^}]*\\})?) \\S+$", "$1 <time>");
        }
    }

    private Answer check(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = Stream.concat(Stream.of("--level", "quick", "--host-root", tree.toString()), Stream.of(args))
                .toList();
        int code = CliExecution.execute(
                new picocli.CommandLine(new CheckCommand(checklist)),
                all.toArray(String[]::new),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
        return new Answer(code, out.toString(), err.toString());
    }

    private static Answer gpuDoctor(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CliMain.run(
                args,
                new CliServices(
                        shots -> List.of(),
                        dev.gpudoctor.parts.Parts.builder()
                                .maceRuns(RunCommandTest.runServiceWithoutBridge())
                                .build()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
        return new Answer(code, out.toString(), err.toString());
    }

    @Test
    void everyOldFlagOfCheckAndItsFormatGiveTheSameBytesAndExitCode() {
        List<List<List<String>>> pairs = List.of(
                List.of(List.of(), List.of("--format", "text")),
                List.of(List.of("--json"), List.of("--format", "json")),
                List.of(List.of("--exit-code"), List.of("--format", "exit-code")),
                List.of(List.of("--drain-reason"), List.of("--format=drain-reason")),
                List.of(List.of("--npd"), List.of("--format", "npd")),
                List.of(List.of("--prometheus", "-"), List.of("--format", "prometheus")));
        List<String> firstLines = new ArrayList<>();
        for (List<List<String>> pair : pairs) {
            Answer old = check(pair.get(0).toArray(String[]::new));
            Answer now = check(pair.get(1).toArray(String[]::new));
            assertThat(now.stable()).as(pair.toString()).isEqualTo(old.stable()).isNotEmpty();
            assertThat(now.code()).as(pair.toString()).isEqualTo(old.code());
            assertThat(now.err()).as(pair.toString()).isEqualTo(old.err());
            firstLines.add(now.out().lines().findFirst().orElseThrow());
        }
        // Six different answers, not one answer six times.
        assertThat(firstLines).doesNotHaveDuplicates();
        assertThat(check("--npd").code()).as("npd's own exit status: NonOK").isEqualTo(1);
        assertThat(check("--format", "exit-code").code()).isEqualTo(ExitCodes.FAILURES);
    }

    @Test
    void anAliasAndTheFormatItStandsForMayBothBeGiven() {
        Answer both = check("--npd", "--format", "npd");
        assertThat(both.stable()).isEqualTo(check("--npd").stable());
        assertThat(both.code()).isEqualTo(1);
        assertThat(check("--json", "--format", "json").stable())
                .isEqualTo(check("--json").stable());
    }

    @Test
    void twoFormatsAreAUsageErrorInTheSameSentenceAndJsonStaysOneObject() throws Exception {
        for (List<String> mix : List.of(
                List.of("--json", "--format", "npd"),
                List.of("--format", "json", "--exit-code"),
                List.of("--json", "--npd"),
                List.of("--format=json", "--prometheus", "-"))) {
            Answer answer = check(mix.toArray(String[]::new));
            assertThat(answer.code()).as(mix.toString()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
            assertThat(answer.err())
                    .as(mix.toString())
                    .contains("each decide what stdout carries; choose one")
                    .contains("Try 'gpu-doctor check --help'.");
            assertOneErrorObject(answer, "usage");
        }
        Answer answer = check("--json", "--format", "npd");
        assertThat(answer.err())
                .startsWith("gpu-doctor check: --json and --format npd each decide what stdout carries; choose one"
                        + " (--prometheus FILE, writing a file, goes with any of them).");
        Answer text = check("--format", "text", "--npd");
        assertThat(text.out()).isEmpty();
        assertThat(text.err()).contains("--npd and --format text each decide what stdout carries");
    }

    @Test
    void aFormatTheCommandDoesNotPrintIsRefusedInASentenceBeforeAnythingRuns() throws Exception {
        Answer npd = gpuDoctor("capabilities", "--format", "npd", "--python", "/nonexistent/python3");
        assertThat(npd.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(npd.out()).isEmpty();
        assertThat(npd.err())
                .contains("--format npd is not one this command prints; choose text, json or prometheus.")
                .contains("Try 'gpu-doctor capabilities --help'.")
                .doesNotContain("\tat ");

        Answer unknown = gpuDoctor("diagnose", "--format", "xml", "--json", "-");
        assertThat(unknown.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(unknown.err()).contains("--format xml is not one this command prints; choose text or json.");
        assertOneErrorObject(unknown, "usage");

        // A command that prints only text or JSON refuses the two together too, before it reads anything.
        Answer mixed = gpuDoctor("diagnose", "--json", "--format", "text", "/nonexistent/log.txt");
        assertThat(mixed.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(mixed.err())
                .contains("gpu-doctor diagnose: --json and --format text each decide what stdout carries; choose one")
                .doesNotContain("nonexistent");
        assertOneErrorObject(mixed, "usage");
    }

    @Test
    void formatJsonAnswersInJsonOnAUsageErrorLikeJsonDoes() throws Exception {
        for (String[] args : List.of(
                new String[] {"check", "--format", "json", "--no-such-option"},
                new String[] {"check", "--format=json", "--level", "slow"},
                new String[] {"check", "--json", "--no-such-option"})) {
            Answer answer = gpuDoctor(args);
            assertThat(answer.code()).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
            assertOneErrorObject(answer, "usage");
        }
    }

    @Test
    void aTextOrJsonCommandGivesTheSameBytesForJsonAndFormatJson() throws Exception {
        Path log = Files.writeString(
                dir.resolve("log.txt"),
                "RuntimeError: CUDA error: no kernel image is available for execution on the device\n");
        Answer old = gpuDoctor("diagnose", "--json", log.toString());
        Answer now = gpuDoctor("diagnose", "--format", "json", log.toString());
        assertThat(now.out()).isEqualTo(old.out());
        assertThat(now.code()).isEqualTo(old.code()).isEqualTo(ExitCodes.FINDINGS);
        assertThat(new ObjectMapper().readTree(now.out()).path("findings").size())
                .isPositive();
        Answer text = gpuDoctor("diagnose", "--format", "text", log.toString());
        assertThat(text.out())
                .isEqualTo(gpuDoctor("diagnose", log.toString()).out())
                .doesNotStartWith("{");
    }

    @Test
    void capabilitiesMetricsAndJsonAreTheSameBytesByEitherName() {
        String[] probe = {"capabilities", "--only", "triton", "--python", "/nonexistent/python3"};
        Answer oldJson = gpuDoctor(concat(probe, "--json"));
        Answer newJson = gpuDoctor(concat(probe, "--format", "json"));
        assertThat(newJson.stable()).isEqualTo(oldJson.stable()).startsWith("{");
        assertThat(newJson.code()).isEqualTo(oldJson.code());
        Answer oldMetrics = gpuDoctor(concat(probe, "--prometheus", "-"));
        Answer newMetrics = gpuDoctor(concat(probe, "--format", "prometheus"));
        assertThat(newMetrics.stable()).isEqualTo(oldMetrics.stable()).contains("# TYPE");
        assertThat(newMetrics.code()).isEqualTo(oldMetrics.code());
    }

    private static String[] concat(String[] first, String... more) {
        return Stream.concat(Stream.of(first), Stream.of(more)).toArray(String[]::new);
    }

    private static void assertOneErrorObject(Answer answer, String kind) throws Exception {
        try (com.fasterxml.jackson.databind.MappingIterator<JsonNode> values =
                new ObjectMapper().readerFor(JsonNode.class).readValues(answer.out())) {
            List<JsonNode> all = values.readAll();
            assertThat(all)
                    .as("one JSON object and nothing else on stdout: " + answer.out())
                    .hasSize(1);
            assertThat(all.get(0).path("ok").asBoolean(true)).isFalse();
            assertThat(all.get(0).path("error").path("kind").asText()).isEqualTo(kind);
        }
    }
}
