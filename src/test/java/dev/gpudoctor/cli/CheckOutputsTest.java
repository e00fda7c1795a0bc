package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.history.CheckHistory;
import dev.gpudoctor.host.CommandRunner;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 41, items 4, 5, 13 and 14: check's (and bundle's) outputs never replace what they point at, its modes exclude each other, a stray file in its history ends nothing. */
class CheckOutputsTest {

    private final ChecklistService checklist = new ChecklistService(Map.of(), new CommandRunner(), request -> null);

    @TempDir
    Path dir;

    private Path tree;

    @BeforeEach
    void host() throws Exception {
        tree = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("host")));
    }

    private record Answer(int code, String out, String err) {}

    private Answer check(CheckHistory history, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = Stream.concat(Stream.of("--level", "quick", "--host-root", tree.toString()), Stream.of(args))
                .toList();
        int code = CliExecution.execute(
                new picocli.CommandLine(new CheckCommand(checklist, history)),
                all.toArray(String[]::new),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
        return new Answer(code, out.toString(), err.toString());
    }

    private Answer check(String... args) {
        return check(null, args);
    }

    @Test
    void aPrometheusFileThatIsALinkIsRefusedAndTheLinkStays() throws Exception {
        Path real = Files.writeString(dir.resolve("real.prom"), "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("gpu.prom"), real);
        Answer answer = check("--prometheus", link.toString());
        assertThat(answer.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(answer.err()).contains("is a symbolic link").contains("'-' for stdout");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(real).hasContent("old");
    }

    @Test
    void aPrometheusFileThatIsAFifoIsRefusedWithoutOpeningIt() throws Exception {
        Path fifo = dir.resolve("gpu.prom");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Answer answer = check("--json", "--prometheus", fifo.toString());
        assertThat(answer.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        JsonNode json = new ObjectMapper().readTree(answer.out());
        assertThat(json.path("error").path("message").asText()).contains("FIFO");
        assertThat(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS)).isFalse();
        assertThat(Files.exists(fifo, LinkOption.NOFOLLOW_LINKS)).isTrue();
    }

    @Test
    void aLongValidNameIsWrittenAndOnePastTheLimitIsRefusedInWords() throws Exception {
        Path long245 = dir.resolve("m".repeat(240) + ".prom");
        Answer written = check("--prometheus", long245.toString());
        assertThat(written.code()).as(written.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
        assertThat(Files.readString(long245)).contains("gpu_doctor_check_status");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
        }

        Answer refused =
                check("--prometheus", dir.resolve("é".repeat(126) + ".prom").toString()); // 257 bytes
        assertThat(refused.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(refused.err()).contains("257 bytes long; a file name may have at most 255");
    }

    @Test
    void outputModesExcludeEachOtherAndJsonStaysOneObject() throws Exception {
        for (List<String> mix :
                List.of(List.of("--json", "--prometheus", "-"), List.of("--npd", "--exit-code", "--json"))) {
            Answer answer = check(mix.toArray(String[]::new));
            assertThat(answer.code()).as(mix.toString()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
            JsonNode json = new ObjectMapper().readTree(answer.out());
            assertThat(json.path("ok").asBoolean(true)).isFalse();
            assertThat(json.path("error").path("kind").asText()).isEqualTo("usage");
            assertThat(json.path("error").path("message").asText()).contains("choose one");
            try (var values = new ObjectMapper().readerFor(JsonNode.class).readValues(answer.out())) {
                assertThat(values.readAll())
                        .as("one JSON object and nothing else on stdout")
                        .hasSize(1);
            }
        }
        Answer drain = check("--drain-reason", "--prometheus", "-");
        assertThat(drain.code()).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(drain.out()).isEmpty();
        assertThat(drain.err()).contains("--drain-reason and --prometheus - each decide what stdout carries");
        // One mode, and --prometheus FILE beside it, is still fine.
        Answer json = check("--json", "--prometheus", dir.resolve("ok.prom").toString());
        assertThat(new ObjectMapper().readTree(json.out()).has("checks")).isTrue();
    }

    @Test
    void aStraySnapshotOfTwentyDigitsInTheHistoryEndsNoCheck() throws Exception {
        CheckHistory history = new CheckHistory(dir.resolve("checks"));
        assertThat(check(history, "--since-last").code()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
        Path folder;
        try (Stream<Path> list = Files.list(history.directory())) {
            folder = list.filter(Files::isDirectory).findFirst().orElseThrow();
        }
        Files.writeString(folder.resolve("check-" + "1".repeat(20) + ".json"), "{}");
        for (String mode : List.of("--npd", "--drain-reason", "--json")) {
            Answer answer = check(history, "--since-last", mode);
            assertThat(answer.code()).as(mode + ": " + answer.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
            assertThat(answer.err()).doesNotContain("internal error");
        }
    }

    @Test
    void aBundleOutputThatIsALinkIsRefusedAndALongValidNameIsWritten() throws Exception {
        Path real = Files.writeString(dir.resolve("real.zip"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("b.zip"), real);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CliMain.run(
                new String[] {"bundle", "--host-root", tree.toString(), "-o", link.toString()},
                HostileInputCampaignTest.services(dir, Map.of()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(err.toString()).contains("is a symbolic link");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(real).hasContent("old");

        Path long245 = dir.resolve("b".repeat(241) + ".zip");
        code = CliMain.run(
                new String[] {"bundle", "--host-root", tree.toString(), "-o", long245.toString()},
                HostileInputCampaignTest.services(dir, Map.of()),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
        assertThat(code).as(err.toString()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
        assertThat(long245).isRegularFile();
    }
}
