package dev.gpudoctor.cli;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
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
import dev.gpudoctor.pyenv.ManagedPythonSetup;
import dev.gpudoctor.run.MaceRunService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

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
    private static final Set<Integer> ANY_VERDICT = Set.of(ExitCodes.OK, ExitCodes.FINDINGS, ExitCodes.FAILURES);
    private static final List<String> STACK_TRACE_SIGNS = List.of("\tat ", "at dev.gpudoctor", "at java.", "Exception in thread",
            "Caused by:");
    private static final Map<String, Integer> COUNTS = new ConcurrentSkipListMap<>();
    private static final Map<String, Long> SLOWEST = new java.util.concurrent.ConcurrentHashMap<>();
    private static final java.util.concurrent.atomic.AtomicInteger FOLDERS = new java.util.concurrent.atomic.AtomicInteger();

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

    record Result(int exit, String out, String err, Path folder, boolean json) {
    }

    @BeforeAll
    static void makeFixtures() throws Exception {
        fixtures = new CampaignFixtures(campaign);
        goodA = bundleOf("wsl2-healthy-a", "wsl2-healthy");
        goodB = bundleOf("native-driver-b", "native-driver");
        fixtures.zips(goodA);
    }

    private static Path bundleOf(String name, String treeName) throws Exception {
        Path tree = dev.gpudoctor.checklist.HostTreesAccess.materialise(treeName, campaign.resolve("good-trees").resolve(name));
        Path zip = campaign.resolve("good").resolve(name + ".zip");
        Files.createDirectories(zip.getParent());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CliMain.run(new String[] {"bundle", "--host-root", tree.toString(), "-o", zip.toString()}, services(campaign.resolve("good"),
                Map.of()), new PrintWriter(out), new PrintWriter(err));
        assertThat(code).as(err.toString()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
        return zip;
    }

    static CliServices services(Path folder, Map<String, String> knobs) {
        Map<String, String> env = new HashMap<>(FakePythons.environment(FakePythons.newMarker(), knobs));
        env.putIfAbsent("FAKE_SIGNAL", "SEGV");
        MaceRunService runs = new MaceRunService(env, BridgeHome::locate, new PythonInterpreters(Map.of(), folder.resolve("no-managed-env")));
        ChecklistService checklist = new ChecklistService(Map.of(), new CommandRunner(), request -> null);
        ScreenshotTaker noWindow = dir -> {
            throw new ScreenshotException("there is no window to render in this test");
        };
        return new CliServices(noWindow, runs, new ManagedPythonSetup(new CommandRunner()), folder.resolve("managed-env"), checklist,
                new RunHistory(folder.resolve("history")), DIAGNOSIS);
    }

    static Stream<Case> cases() {
        List<Case> all = new ArrayList<>();
        CampaignFixtures f = fixtures;
        String fakeOk = f.fake("mace-ok").toString();
        String crash = f.fake("crash-after-hello").toString();

        // The root command.
        text(all, "root: no command prints the usage", Set.of(ExitCodes.OK));
        both(all, "root: unknown option", 3, "--bogus");
        both(all, "root: unknown command", 3, "frobnicate");
        both(all, "root: two unknown words", 3, "frob", "nicate");
        text(all, "root: --version", Set.of(ExitCodes.OK), "--version");
        text(all, "root: --help", Set.of(ExitCodes.OK), "--help");
        all.add(new Case("root: --json alone is a usage error in JSON", List.of("--json"), Set.of(3), Map.of(), r -> { }));

        // run: every option validated before a child starts.
        List<String> run = List.of("run", "--device", "cpu", "--model", "small", "--structure", "water");
        both(all, "run: no options", 3, "run");
        both(all, "run: only --device", 3, "run", "--device", "cpu");
        both(all, "run: unknown option", 3, with(run, "--frobnicate"));
        both(all, "run: extra positional", 3, with(run, "extra"));
        both(all, "run: --device gpu", 3, "run", "--device", "gpu", "--model", "small", "--structure", "water");
        both(all, "run: --device cuda:999", 3, "run", "--device", "cuda:999", "--model", "small", "--structure", "water");
        both(all, "run: --dtype float16", 3, with(run, "--dtype", "float16"));
        both(all, "run: --repeats 0", 3, with(run, "--repeats", "0"));
        both(all, "run: --repeats -5", 3, with(run, "--repeats", "-5"));
        both(all, "run: --repeats abc", 3, with(run, "--repeats", "abc"));
        both(all, "run: --repeats too big for an int", 3, with(run, "--repeats", "99999999999"));
        both(all, "run: --warmup -1", 3, with(run, "--warmup", "-1"));
        both(all, "run: --seed -1", 3, with(run, "--seed", "-1"));
        both(all, "run: --seed not a number", 3, with(run, "--seed", "1e3"));
        both(all, "run: --timeout 0", 3, with(run, "--timeout", "0"));
        both(all, "run: --timeout a week", 3, with(run, "--timeout", "604800"));
        both(all, "run: empty structure", 3, "run", "--device", "cpu", "--model", "small", "--structure", "");
        both(all, "run: empty model", 3, "run", "--device", "cpu", "--model", " ", "--structure", "water");
        both(all, "run: control character in structure", 3, "run", "--device", "cpu", "--model", "small", "--structure", "wa\u0007ter");
        both(all, "run: empty --python", 3, with(run, "--python", ""));
        both(all, "run: --repeats given twice", 3, with(run, "--repeats", "1", "--repeats", "2"));
        both(all, "run: missing option value", 3, "run", "--device", "cpu", "--model", "small", "--structure");
        both(all, "run: python does not exist", 2, with(run, "--python", "/nonexistent/python3"));
        both(all, "run: python is a folder", 2, with(run, "--python", f.input("a-folder").toString()));
        both(all, "run: python is not executable", 2, with(run, "--python", f.input("cuda-error.log").toString()));
        both(all, "run: child crashes by SIGSEGV", 2, with(run, "--python", crash));
        bothKnobs(all, "run: child crashes by SIGBUS", 2, Map.of("FAKE_SIGNAL", "BUS"), with(run, "--python", crash));
        bothKnobs(all, "run: child killed by SIGKILL", 2, Map.of("FAKE_SIGNAL", "KILL"), with(run, "--python", crash));
        both(all, "run: child speaks garbage", 2, with(run, "--python", f.fake("garbage-hello").toString()));
        both(all, "run: child exits before hello", 2, with(run, "--python", f.fake("exit-before-hello").toString()));
        both(all, "run: child has no torch", 2, with(run, "--python", f.fake("missing-torch").toString()));
        both(all, "run: child half a hello", 2, with(run, "--python", f.fake("partial-hello").toString(), "--timeout", "2"));
        both(all, "run: child hangs past --timeout", 2, with(run, "--python", f.fake("hang-after-hello").toString(), "--timeout", "1"));
        bothKnobs(all, "run: NaN energy is a failed run", 2, Map.of("FAKE_ENERGY", "null"), with(run, "--python", f.fake("mace-echo").toString()));
        both(all, "run: success", 0, with(run, "--python", fakeOk));
        both(all, "run: structure path with spaces and å", 0, "run", "--device", "cpu", "--model", "small", "--structure",
                f.input("structure with spaces å.xyz").toString(), "--python", fakeOk);
        both(all, "run: --no-history success", 0, with(run, "--python", fakeOk, "--no-history"));

        // bench
        List<String> bench = List.of("bench", "--device", "cpu", "--model", "small", "--structures", "h2o,water-8");
        both(all, "bench: no options", 3, "bench");
        both(all, "bench: no device or configs", 3, "bench", "--model", "small", "--structures", "h2o");
        both(all, "bench: bad config", 3, "bench", "--configs", "cpu,tpu", "--model", "small", "--structures", "h2o");
        both(all, "bench: empty structure in the list", 3, "bench", "--device", "cpu", "--model", "small", "--structures", "h2o,,water-8");
        both(all, "bench: --repeats 0", 3, with(bench, "--repeats", "0"));
        both(all, "bench: --timeout -1", 3, with(bench, "--timeout", "-1"));
        both(all, "bench: --png is a folder", 3, with(bench, "--png", f.input("a-folder").toString()));
        both(all, "bench: --png under a file", 3, with(bench, "--png", f.input("cuda-error.log").resolve("x.png").toString()));
        both(all, "bench: --svg in /proc", 3, with(bench, "--svg", "/proc/gpu-doctor-campaign.svg"));
        both(all, "bench: unknown option", 3, with(bench, "--frobnicate"));
        both(all, "bench: every point crashes", 2, with(bench, "--python", crash));
        both(all, "bench: python does not exist", 2, with(bench, "--python", "/nonexistent/python3"));
        both(all, "bench: success with a chart in its folder", 0, "bench", "--device", "cpu", "--model", "small", "--structures", "h2o",
                "--python", fakeOk, "--png", "OUT/scaling.png");

        // consistency
        both(all, "consistency: unknown option", 3, "consistency", "--frobnicate");
        both(all, "consistency: bad set-up a", 3, "consistency", "--a", "gpu:float32");
        both(all, "consistency: bad dtype in b", 3, "consistency", "--b", "cpu:float16:cueq");
        both(all, "consistency: --seed -1", 3, "consistency", "--seed", "-1");
        both(all, "consistency: --timeout 0", 3, "consistency", "--timeout", "0");
        both(all, "consistency: empty model", 3, "consistency", "--model", "");
        both(all, "consistency: extra positional", 3, "consistency", "extra");
        both(all, "consistency: child crashes", 2, "consistency", "--a", "cpu:float64", "--b", "cpu:float32", "--python", crash);
        both(all, "consistency: python does not exist", 2, "consistency", "--a", "cpu:float64", "--b", "cpu:float32", "--python",
                "/nonexistent/python3");
        both(all, "consistency: child speaks garbage", 2, "consistency", "--a", "cpu:float64", "--b", "cpu:float32", "--python",
                f.fake("garbage-hello").toString());

        // check: usage, then hostile host trees (read offline: no command, no Python child).
        both(all, "check: unknown check id", 3, "check", "--only", "gpu-visible,bogus");
        both(all, "check: empty --only", 3, "check", "--only", "");
        both(all, "check: host root missing", 3, "check", "--host-root", "/nonexistent/tree");
        both(all, "check: host root is a file", 3, "check", "--host-root", f.input("cuda-error.log").toString());
        both(all, "check: unknown option", 3, "check", "--frobnicate");
        both(all, "check: extra positional", 3, "check", "extra");
        for (Map.Entry<String, Path> tree : f.hostileTrees.entrySet()) {
            bothAny(all, "check: hostile tree " + tree.getKey(), ANY_VERDICT, r -> assertThat(r.out() + r.err())
                    .doesNotContain(CampaignFixtures.SECRET), "check", "--host-root", tree.getValue().toString());
            bothAny(all, "check: hostile tree " + tree.getKey() + " memory and loader only", ANY_VERDICT, r -> { }, "check",
                    "--host-root", tree.getValue().toString(), "--only", "memory,loader-path,wsl");
        }

        // bundle: hostile trees go in, nothing secret comes out, nothing is written but the zip.
        both(all, "bundle: host root missing", 3, "bundle", "--host-root", "/nonexistent/tree", "-o", "OUT/b.zip");
        both(all, "bundle: output under a file", 2, "bundle", "--host-root", f.hostileTrees.get("empty-tree").toString(),
                "-o", f.input("cuda-error.log").resolve("b.zip").toString());
        both(all, "bundle: output in /proc", 2, "bundle", "--host-root", f.hostileTrees.get("empty-tree").toString(),
                "-o", "/proc/gpu-doctor-campaign.zip");
        both(all, "bundle: missing -o value", 3, "bundle", "-o");
        both(all, "bundle: unknown option", 3, "bundle", "--frobnicate");
        for (Map.Entry<String, Path> tree : f.hostileTrees.entrySet()) {
            bothAny(all, "bundle: hostile tree " + tree.getKey(), Set.of(ExitCodes.OK, ExitCodes.FINDINGS),
                    HostileInputCampaignTest::noSecretInTheZip, "bundle", "--host-root", tree.getValue().toString(), "-o", "OUT/b.zip");
        }
        bothAny(all, "bundle: output is a folder (the zip goes inside)", Set.of(ExitCodes.OK, ExitCodes.FINDINGS),
                HostileInputCampaignTest::noSecretInTheZip, "bundle", "--host-root", f.hostileTrees.get("planted-secrets").toString(),
                "-o", "OUT");

        // compare: every refused zip, as either side.
        both(all, "compare: no bundles", 3, "compare");
        both(all, "compare: one bundle", 3, "compare", goodA.toString());
        both(all, "compare: three bundles", 3, "compare", goodA.toString(), goodB.toString(), goodA.toString());
        both(all, "compare: a bundle with itself", 0, "compare", goodA.toString(), goodA.toString());
        both(all, "compare: two hosts", 1, "compare", goodA.toString(), goodB.toString());
        for (Map.Entry<String, Path> zip : f.zips.entrySet()) {
            both(all, "compare: refused " + zip.getKey() + " as A", 2, "compare", zip.getValue().toString(), goodB.toString());
            both(all, "compare: refused " + zip.getKey() + " as B", 2, "compare", goodA.toString(), zip.getValue().toString());
        }

        // diagnose: files that are not what they claim.
        both(all, "diagnose: no file", 3, "diagnose");
        both(all, "diagnose: two files", 3, "diagnose", f.input("cuda-error.log").toString(), f.input("empty.txt").toString());
        both(all, "diagnose: both platforms", 3, "diagnose", "--wsl2", "--native-linux", f.input("cuda-error.log").toString());
        both(all, "diagnose: missing file", 2, "diagnose", f.input("missing.log").toString());
        both(all, "diagnose: a folder", 2, "diagnose", f.input("a-folder").toString());
        both(all, "diagnose: a recognised failure", 1, "diagnose", f.input("cuda-error.log").toString());
        both(all, "diagnose: empty file", 0, "diagnose", f.input("empty.txt").toString());
        bothAny(all, "diagnose: random bytes", Set.of(ExitCodes.OK, ExitCodes.FINDINGS), r -> { }, "diagnose",
                f.input("noise.bin").toString());
        bothAny(all, "diagnose: garbage JSON", Set.of(ExitCodes.OK, ExitCodes.FINDINGS), r -> { }, "diagnose",
                f.input("garbage.json").toString());
        // Root reads a file without permissions; anyone else is refused.
        bothAny(all, "diagnose: unreadable file", Files.isReadable(f.input("unreadable.log"))
                ? Set.of(ExitCodes.OK, ExitCodes.FINDINGS) : Set.of(ExitCodes.FAILURES), r -> { }, "diagnose",
                f.input("unreadable.log").toString());
        both(all, "diagnose: a good bundle", 0, "diagnose", goodB.toString());
        for (Map.Entry<String, Path> zip : f.zips.entrySet()) {
            if (!zip.getKey().equals("folder-named-zip") && !zip.getKey().equals("missing")) {
                both(all, "diagnose: refused " + zip.getKey(), 2, "diagnose", zip.getValue().toString());
            }
        }

        // capabilities, setup-python, screenshots: what can go wrong before anything is probed or installed.
        both(all, "capabilities: --device -1", 3, "capabilities", "--device", "-1");
        both(all, "capabilities: --device abc", 3, "capabilities", "--device", "abc");
        both(all, "capabilities: extra positional", 3, "capabilities", "extra");
        both(all, "capabilities: unknown option", 3, "capabilities", "--frobnicate");
        both(all, "setup-python: unknown option", 3, "setup-python", "--frobnicate");
        both(all, "setup-python: requirements missing", 2, "setup-python", "--requirements", f.input("missing.txt").toString(),
                "--target", "OUT/env");
        both(all, "setup-python: python does not exist", 2, "setup-python", "--python", "/nonexistent/python3", "--requirements",
                f.input("requirements.txt").toString(), "--target", "OUT/env");
        both(all, "screenshots: no window", 2, "screenshots", "--out", "OUT/shots");
        both(all, "screenshots: missing --out value", 3, "screenshots", "--out");
        return all.stream();
    }

    private static List<String> with(List<String> base, String... more) {
        List<String> args = new ArrayList<>(base);
        args.addAll(List.of(more));
        return args;
    }

    private static void text(List<Case> all, String name, Set<Integer> exits, String... args) {
        all.add(new Case(name, List.of(args), exits, Map.of(), r -> { }));
    }

    private static void both(List<Case> all, String name, int exit, String... args) {
        bothAny(all, name, Set.of(exit), r -> { }, args);
    }

    private static void both(List<Case> all, String name, int exit, List<String> args) {
        both(all, name, exit, args.toArray(String[]::new));
    }

    private static void bothKnobs(List<Case> all, String name, int exit, Map<String, String> knobs, List<String> args) {
        all.add(new Case(name, args, Set.of(exit), knobs, r -> { }));
        all.add(new Case(name + " --json", withJson(args), Set.of(exit), knobs, r -> { }));
    }

    private static void bothAny(List<Case> all, String name, Set<Integer> exits, Consumer<Result> more, String... args) {
        all.add(new Case(name, List.of(args), exits, Map.of(), more));
        all.add(new Case(name + " --json", withJson(List.of(args)), exits, Map.of(), more));
    }

    /** --json goes after the command name, or first when there is none. */
    private static List<String> withJson(List<String> args) {
        List<String> json = new ArrayList<>(args);
        json.add(json.isEmpty() || json.get(0).startsWith("-") ? 0 : 1, "--json");
        return json;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    @Timeout(60)
    void holdsUp(Case c) throws Exception {
        long started = System.nanoTime();
        Path folder = Files.createDirectories(campaign.resolve("out").resolve(String.format("%03d", FOLDERS.incrementAndGet())));
        Map<String, String> before = snapshot();
        List<String> args = c.args().stream().map(a -> a.replace("OUT", folder.toString())).toList();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        // What the console would show at the CLI's level (WARN): a logged throwable is a stack trace on stderr.
        ch.qos.logback.classic.Logger rootLogger = (ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger(
                org.slf4j.Logger.ROOT_LOGGER_NAME);
        ch.qos.logback.core.read.ListAppender<ch.qos.logback.classic.spi.ILoggingEvent> logged = new ch.qos.logback.core.read.ListAppender<>();
        logged.start();
        rootLogger.addAppender(logged);
        int exit;
        try {
            exit = CliMain.run(args.toArray(String[]::new), services(folder, c.knobs()), new PrintWriter(out, true),
                    new PrintWriter(err, true));
        } finally {
            rootLogger.detachAppender(logged);
        }
        List<String> tracesOnTheConsole = logged.list.stream()
                .filter(e -> e.getLevel().isGreaterOrEqual(ch.qos.logback.classic.Level.WARN) && e.getThrowableProxy() != null)
                .map(e -> e.getFormattedMessage() + " <- " + e.getThrowableProxy().getClassName()).toList();

        Result result = new Result(exit, out.toString(), err.toString(), folder, args.contains("--json"));
        String shown = c.name() + ": exit " + exit + "\n--- stdout\n" + result.out() + "\n--- stderr\n" + result.err();
        assertThat(exit).as(shown).isIn(c.exits());
        for (String sign : STACK_TRACE_SIGNS) {
            assertThat(result.out() + result.err()).as(shown).doesNotContain(sign);
        }
        assertThat(tracesOnTheConsole).as("warnings logged with a stack trace (the console prints it)\n" + shown).isEmpty();
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
            assertThat(parser.nextToken()).as("nothing after the one object\n" + shown).isNull();
            if (result.exit() != ExitCodes.OK && answer.has("error")) {
                JsonNode error = answer.get("error");
                assertThat(answer.path("ok").asBoolean(true)).as(shown).isFalse();
                assertThat(error.path("kind").asText()).as(shown).isNotBlank();
                String message = error.path("message").asText();
                assertThat(message).as(shown).isNotBlank();
                String first = message.split("(?<=\\.) ")[0];
                assertThat(result.err()).as("the same sentence on stderr\n" + shown).contains(first.substring(0, Math.min(60, first.length())));
            }
        }
    }

    private static void noSecretInTheZip(Result result) {
        try (Stream<Path> files = Files.walk(result.folder())) {
            List<Path> zips = files.filter(p -> p.toString().endsWith(".zip")).toList();
            assertThat(zips).as("the bundle was written").hasSize(1);
            for (Map.Entry<String, byte[]> entry : CampaignFixtures.read(zips.get(0)).entrySet()) {
                String text = new String(entry.getValue(), java.nio.charset.StandardCharsets.ISO_8859_1);
                for (String secret : List.of(CampaignFixtures.SECRET, CampaignFixtures.PLANTED_PASSWORD, CampaignFixtures.PLANTED_KEY_LINE)) {
                    assertThat(text).as(entry.getKey() + " holds a secret").doesNotContain(secret);
                }
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Every file of the campaign folder but the cases' own folders, and the working directory's top level. */
    private static Map<String, String> snapshot() throws IOException {
        Map<String, String> seen = new TreeMap<>();
        try (Stream<Path> files = Files.walk(campaign)) {
            for (Path p : files.filter(p -> !p.startsWith(campaign.resolve("out"))).toList()) {
                seen.put(p.toString(), Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) ? Files.size(p) + "@"
                        + Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS) : "entry");
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
        String perCommand = COUNTS.entrySet().stream().map(e -> e.getKey().strip() + " " + e.getValue())
                .collect(Collectors.joining(", "));
        System.out.println("Hostile-input campaign: " + total + " cases held (" + perCommand + ")");
        System.out.println("Slowest: " + SLOWEST.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(5)
                .map(e -> e.getKey() + " " + e.getValue() / 1_000_000 + " ms").collect(Collectors.joining("; ")));
        assertThat(total).as("cases run").isGreaterThanOrEqualTo(200);
    }
}
