package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.FakePythons;
import dev.gpudoctor.bridge.LeakCheck;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.run.MaceRunService;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 15's campaign: every command of the real CLI entry (CliMain, in process, stdout and stderr
 * captured) against bad input — missing, extra and invalid options, wrong paths, folders for files,
 * broken and malicious zips, garbage JSON, hostile host trees, planted secrets, fake interpreters
 * that crash or speak garbage — each case with and without --json. Every case must give its
 * documented exit code, exactly one JSON object on stdout with --json (with the sentence of an error
 * also on stderr), no stack trace, no process left and no file written outside its own folder.
 */
class HostileInputCampaignTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DiagnosisService DIAGNOSIS = DiagnosisService.standard();
    private static final List<String> STACK_TRACE_SIGNS =
            List.of("\tat ", "at dev.gpudoctor", "at java.", "Exception in thread", "Caused by:");
    private static final Map<String, Integer> COUNTS = new ConcurrentSkipListMap<>();
    private static final Map<String, Long> SLOWEST = new java.util.concurrent.ConcurrentHashMap<>();
    private static final java.util.concurrent.atomic.AtomicInteger FOLDERS =
            new java.util.concurrent.atomic.AtomicInteger();

    @TempDir
    static Path campaign;

    static CampaignFixtures fixtures;
    private static Path goodA;
    private static Path goodB;

    /** One case: a command line (with the placeholder OUT for the case's own folder), the exits it may give, more checks. */
    record Case(String name, List<String> args, Set<Integer> exits, Map<String, String> knobs, Consumer<Result> more) {
        @Override
        public String toString() {
            return name;
        }
    }

    record Result(int exit, String out, String err, Path folder, boolean json) {}

    @BeforeAll
    static void makeFixtures() throws Exception {
        fixtures = new CampaignFixtures(campaign);
        goodA = bundleOf("wsl2-healthy-a", "wsl2-healthy");
        goodB = bundleOf("native-driver-b", "native-driver");
        fixtures.zips(goodA);
    }

    private static Path bundleOf(String name, String treeName) throws Exception {
        Path tree = dev.gpudoctor.checklist.HostTreesAccess.materialise(
                treeName, campaign.resolve("good-trees").resolve(name));
        Path zip = campaign.resolve("good").resolve(name + ".zip");
        Files.createDirectories(zip.getParent());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CliMain.run(
                new String[] {"bundle", "--host-root", tree.toString(), "-o", zip.toString()},
                services(campaign.resolve("good"), Map.of()),
                new PrintWriter(out),
                new PrintWriter(err));
        assertThat(code).as(err.toString()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
        return zip;
    }

    static CliServices services(Path folder, Map<String, String> knobs) {
        Map<String, String> env = new HashMap<>(FakePythons.environment(FakePythons.newMarker(), knobs));
        env.putIfAbsent("FAKE_SIGNAL", "SEGV");
        MaceRunService runs = new MaceRunService(
                new dev.gpudoctor.bridge.ChildOpRunner(env, BridgeHome::locate),
                new PythonInterpreters(Map.of(), folder.resolve("no-managed-env")));
        ChecklistService checklist = new ChecklistService(Map.of(), new CommandRunner(), request -> null);
        ScreenshotTaker noWindow = dir -> {
            throw new ScreenshotException("there is no window to render in this test");
        };
        return new CliServices(
                noWindow,
                dev.gpudoctor.parts.Parts.builder()
                        .maceRuns(runs)
                        .managedEnv(folder.resolve("managed-env"))
                        .checklist(checklist)
                        .history(new RunHistory(folder.resolve("history")))
                        .diagnosis(DIAGNOSIS)
                        .build());
    }

    static Stream<Case> cases() {
        return CampaignCases.all(fixtures, goodA, goodB).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    @Timeout(60)
    void holdsUp(Case c) throws Exception {
        long started = System.nanoTime();
        Path folder = Files.createDirectories(
                campaign.resolve("out").resolve(String.format("%03d", FOLDERS.incrementAndGet())));
        Map<String, String> before = snapshot();
        List<String> args =
                c.args().stream().map(a -> a.replace("OUT", folder.toString())).toList();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        // What the console would show at the CLI's level (WARN): a logged throwable is a stack trace on stderr.
        ch.qos.logback.classic.Logger rootLogger =
                (ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        ch.qos.logback.core.read.ListAppender<ch.qos.logback.classic.spi.ILoggingEvent> logged =
                new ch.qos.logback.core.read.ListAppender<>();
        logged.start();
        rootLogger.addAppender(logged);
        int exit;
        try {
            exit = CliMain.run(
                    args.toArray(String[]::new),
                    services(folder, c.knobs()),
                    new PrintWriter(out, true),
                    new PrintWriter(err, true));
        } finally {
            rootLogger.detachAppender(logged);
        }
        List<String> tracesOnTheConsole = logged.list.stream()
                .filter(e -> e.getLevel().isGreaterOrEqual(ch.qos.logback.classic.Level.WARN)
                        && e.getThrowableProxy() != null)
                .map(e ->
                        e.getFormattedMessage() + " <- " + e.getThrowableProxy().getClassName())
                .toList();

        Result result = new Result(exit, out.toString(), err.toString(), folder, args.contains("--json"));
        String shown = c.name() + ": exit " + exit + "\n--- stdout\n" + result.out() + "\n--- stderr\n" + result.err();
        assertThat(exit).as(shown).isIn(c.exits());
        for (String sign : STACK_TRACE_SIGNS) {
            assertThat(result.out() + result.err()).as(shown).doesNotContain(sign);
        }
        assertThat(tracesOnTheConsole)
                .as("warnings logged with a stack trace (the console prints it)\n" + shown)
                .isEmpty();
        if (result.json()) {
            assertOneJsonObject(result, shown);
        }
        assertThat(snapshot()).as("files outside the case's folder").isEqualTo(before);
        LeakCheck.assertNothingLeft(null);
        c.more().accept(result);
        COUNTS.merge(c.name().substring(0, c.name().indexOf(':')), 1, Integer::sum);
        COUNTS.merge(result.json() ? " with --json" : " as text", 1, Integer::sum);
        SLOWEST.merge(c.name(), System.nanoTime() - started, Long::sum);
    }

    private static void assertOneJsonObject(Result result, String shown) throws IOException {
        try (JsonParser parser = JSON.createParser(result.out())) {
            JsonNode answer = parser.readValueAsTree();
            assertThat(answer).as(shown).isNotNull();
            assertThat(answer.isObject()).as(shown).isTrue();
            assertThat(parser.nextToken())
                    .as("nothing after the one object\n" + shown)
                    .isNull();
            if (result.exit() != ExitCodes.OK && answer.has("error")) {
                JsonNode error = answer.get("error");
                assertThat(answer.path("ok").asBoolean(true)).as(shown).isFalse();
                assertThat(error.path("kind").asText()).as(shown).isNotBlank();
                String message = error.path("message").asText();
                assertThat(message).as(shown).isNotBlank();
                String first = message.split("(?<=\\.) ")[0];
                assertThat(result.err())
                        .as("the same sentence on stderr\n" + shown)
                        .contains(first.substring(0, Math.min(60, first.length())));
            }
        }
    }

    /** Every file of the campaign folder but the cases' own folders, and the working directory's top level. */
    private static Map<String, String> snapshot() throws IOException {
        Map<String, String> seen = new TreeMap<>();
        try (Stream<Path> files = Files.walk(campaign)) {
            for (Path p :
                    files.filter(p -> !p.startsWith(campaign.resolve("out"))).toList()) {
                seen.put(
                        p.toString(),
                        Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)
                                ? Files.size(p) + "@" + Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS)
                                : "entry");
            }
        }
        try (Stream<Path> top = Files.list(Path.of("").toAbsolutePath())) {
            top.forEach(p -> seen.put("cwd:" + p.getFileName(), "entry"));
        }
        return seen;
    }

    @AfterAll
    static void printCounts() {
        int total = COUNTS.getOrDefault(" as text", 0) + COUNTS.getOrDefault(" with --json", 0);
        String perCommand = COUNTS.entrySet().stream()
                .map(e -> e.getKey().strip() + " " + e.getValue())
                .collect(Collectors.joining(", "));
        System.out.println("Hostile-input campaign: " + total + " cases held (" + perCommand + ")");
        System.out.println("Slowest: "
                + SLOWEST.entrySet().stream()
                        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                        .limit(5)
                        .map(e -> e.getKey() + " " + e.getValue() / 1_000_000 + " ms")
                        .collect(Collectors.joining("; ")));
        assertThat(total).as("cases run").isGreaterThanOrEqualTo(200);
    }
}
