package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.cli.HostileInputCampaignTest.Case;
import dev.gpudoctor.cli.HostileInputCampaignTest.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/** The command lines of {@link HostileInputCampaignTest}: each command against bad input, most as text and with --json. */
final class CampaignCases {

    private static final Set<Integer> ANY_VERDICT = Set.of(ExitCodes.OK, ExitCodes.FINDINGS, ExitCodes.FAILURES);

    private CampaignCases() {}

    static List<Case> all(CampaignFixtures f, Path goodA, Path goodB) {
        List<Case> all = new ArrayList<>();
        String fakeOk = f.fake("mace-ok").toString();
        String crash = f.fake("crash-after-hello").toString();

        // The root command.
        text(all, "root: no command prints the usage", Set.of(ExitCodes.OK));
        both(all, "root: unknown option", 3, "--bogus");
        both(all, "root: unknown command", 3, "frobnicate");
        both(all, "root: two unknown words", 3, "frob", "nicate");
        text(all, "root: --version", Set.of(ExitCodes.OK), "--version");
        text(all, "root: --help", Set.of(ExitCodes.OK), "--help");
        all.add(new Case(
                "root: --json alone is a usage error in JSON", List.of("--json"), Set.of(3), Map.of(), r -> {}));

        // run: every option validated before a child starts.
        List<String> run = List.of("run", "--device", "cpu", "--model", "small", "--structure", "water-8");
        both(all, "run: no options", 3, "run");
        both(all, "run: only --device", 3, "run", "--device", "cpu");
        both(all, "run: unknown option", 3, with(run, "--frobnicate"));
        both(all, "run: extra positional", 3, with(run, "extra"));
        both(all, "run: --device gpu", 3, "run", "--device", "gpu", "--model", "small", "--structure", "water-8");
        both(
                all,
                "run: --device cuda:999",
                3,
                "run",
                "--device",
                "cuda:999",
                "--model",
                "small",
                "--structure",
                "water-8");
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
        both(all, "run: empty model", 3, "run", "--device", "cpu", "--model", " ", "--structure", "water-8");
        both(
                all,
                "run: control character in structure",
                3,
                "run",
                "--device",
                "cpu",
                "--model",
                "small",
                "--structure",
                "wa\u0007ter");
        both(all, "run: empty --python", 3, with(run, "--python", ""));
        both(all, "run: --repeats given twice", 3, with(run, "--repeats", "1", "--repeats", "2"));
        both(all, "run: missing option value", 3, "run", "--device", "cpu", "--model", "small", "--structure");
        both(all, "run: python does not exist", 2, with(run, "--python", "/nonexistent/python3"));
        both(
                all,
                "run: python is a folder",
                2,
                with(run, "--python", f.input("a-folder").toString()));
        both(
                all,
                "run: python is not executable",
                2,
                with(run, "--python", f.input("cuda-error.log").toString()));
        both(all, "run: child crashes by SIGSEGV", 2, with(run, "--python", crash));
        bothKnobs(all, "run: child crashes by SIGBUS", 2, Map.of("FAKE_SIGNAL", "BUS"), with(run, "--python", crash));
        bothKnobs(all, "run: child killed by SIGKILL", 2, Map.of("FAKE_SIGNAL", "KILL"), with(run, "--python", crash));
        both(
                all,
                "run: child speaks garbage",
                2,
                with(run, "--python", f.fake("garbage-hello").toString()));
        both(
                all,
                "run: child exits before hello",
                2,
                with(run, "--python", f.fake("exit-before-hello").toString()));
        both(
                all,
                "run: child has no torch",
                2,
                with(run, "--python", f.fake("missing-torch").toString()));
        both(
                all,
                "run: child half a hello",
                2,
                with(run, "--python", f.fake("partial-hello").toString(), "--timeout", "2"));
        both(
                all,
                "run: child hangs past --timeout",
                2,
                with(run, "--python", f.fake("hang-after-hello").toString(), "--timeout", "1"));
        bothKnobs(
                all,
                "run: NaN energy is a failed run",
                2,
                Map.of("FAKE_ENERGY", "null"),
                with(run, "--python", f.fake("mace-echo").toString()));
        both(all, "run: success", 0, with(run, "--python", fakeOk));
        both(
                all,
                "run: structure path with spaces and å",
                0,
                "run",
                "--device",
                "cpu",
                "--model",
                "small",
                "--structure",
                f.input("structure with spaces å.xyz").toString(),
                "--python",
                fakeOk);
        both(all, "run: --no-history success", 0, with(run, "--python", fakeOk, "--no-history"));

        // Issue 27 item 10: every name and number validated before any child starts, by the bridge's own grammar
        // (names.json).
        String echo = f.fake("mace-echo").toString();
        for (String[] bad : new String[][] {
            {"water-0", "zero molecules"},
            {"water-1e9", "an exponent"},
            {"water-\u0663", "an Arabic-Indic digit"},
            {"water\u202e-8", "an RTL override"},
            {"/dev/zero", "a device"},
            {f.fifo().toString(), "a FIFO"}
        }) {
            both(
                    all,
                    "run: structure with " + bad[1] + " is a usage error",
                    3,
                    "run",
                    "--device",
                    "cpu",
                    "--model",
                    "small",
                    "--structure",
                    bad[0],
                    "--python",
                    echo);
        }
        both(
                all,
                "run: --model arch:SMALL is a usage error",
                3,
                "run",
                "--device",
                "cpu",
                "--model",
                "arch:SMALL",
                "--structure",
                "h2o",
                "--python",
                echo);
        both(all, "run: --seed past the generators' range", 3, with(run, "--seed", "99999999999", "--python", echo));
        both(
                all,
                "run: a model FIFO is a usage error",
                3,
                "run",
                "--device",
                "cpu",
                "--model",
                f.fifo().toString(),
                "--structure",
                "h2o",
                "--python",
                echo);
        // Issue 27 item 6: finite, plausible numbers at the boundary, else a classified failure (exit 2), never ok.
        for (String[] bad : new String[][] {{"1e999", "an infinite energy"}, {"-1e999", "a minus infinite energy"}}) {
            bothKnobsSaying(
                    all,
                    "run: " + bad[1] + " is a failed run",
                    2,
                    Map.of("FAKE_ENERGY", bad[0]),
                    "no finite energy",
                    with(run, "--python", echo));
        }
        String answer = f.fake("mace-answer").toString();
        String good =
                "{\"energy_eV\":-1.0,\"forces_eV_per_A\":[[0,0,0],[0,0,0],[0,0,0]],\"model\":{\"name\":\"small\",\"random_weights\":true},"
                        + "\"structure\":{\"name\":\"water\",\"atoms\":ATOMS},\"device\":\"cpu\",\"dtype\":\"float32\",\"enable_cueq\":false,"
                        + "\"timings_s\":{\"imports\":1,\"model_load\":1,\"graph\":0.1,\"first_call\":0.5,"
                        + "\"step\":{\"min\":MEDIAN,\"p10\":MEDIAN,\"median\":MEDIAN,\"p90\":MEDIAN,\"max\":MEDIAN,\"n\":3}}}";
        for (String[] bad : new String[][] {
            {"3", "0", "a step of 0 s"},
            {"3", "-0.5", "a negative step"},
            {"3", "1e999", "an infinite step"},
            {"0", "0.01", "no atoms"},
            {"-3", "0.01", "negative atoms"},
            {"2147483647", "0.01", "2^31-1 atoms"}
        }) {
            bothKnobsSaying(
                    all,
                    "run: " + bad[2] + " is a failed run",
                    2,
                    Map.of("FAKE_RESULT", good.replace("ATOMS", bad[0]).replace("MEDIAN", bad[1])),
                    "which no run gives",
                    with(run, "--python", answer));
        }
        bothKnobs(
                all,
                "run: a plausible answer is a run",
                0,
                Map.of("FAKE_RESULT", good.replace("ATOMS", "3").replace("MEDIAN", "0.01")),
                with(run, "--python", answer));

        // bench
        List<String> bench = List.of("bench", "--device", "cpu", "--model", "small", "--structures", "h2o,water-8");
        both(all, "bench: no options", 3, "bench");
        both(all, "bench: no device or configs", 3, "bench", "--model", "small", "--structures", "h2o");
        both(all, "bench: bad config", 3, "bench", "--configs", "cpu,tpu", "--model", "small", "--structures", "h2o");
        both(
                all,
                "bench: an item -x is a usage error",
                3,
                "bench",
                "--device",
                "cpu",
                "--model",
                "small",
                "--structures",
                "h2o,-x",
                "--python",
                f.fake("mace-echo").toString());
        both(
                all,
                "bench: empty structure in the list",
                3,
                "bench",
                "--device",
                "cpu",
                "--model",
                "small",
                "--structures",
                "h2o,,water-8");
        both(all, "bench: --repeats 0", 3, with(bench, "--repeats", "0"));
        both(all, "bench: --timeout -1", 3, with(bench, "--timeout", "-1"));
        both(
                all,
                "bench: --png is a folder",
                3,
                with(bench, "--png", f.input("a-folder").toString()));
        both(
                all,
                "bench: --png under a file",
                3,
                with(bench, "--png", f.input("cuda-error.log").resolve("x.png").toString()));
        both(all, "bench: --svg in /proc", 3, with(bench, "--svg", "/proc/gpu-doctor-campaign.svg"));
        both(all, "bench: unknown option", 3, with(bench, "--frobnicate"));
        both(all, "bench: every point crashes", 2, with(bench, "--python", crash));
        both(all, "bench: python does not exist", 2, with(bench, "--python", "/nonexistent/python3"));
        both(
                all,
                "bench: success with a chart in its folder",
                0,
                "bench",
                "--device",
                "cpu",
                "--model",
                "small",
                "--structures",
                "h2o",
                "--python",
                fakeOk,
                "--png",
                "OUT/scaling.png");

        // consistency
        both(all, "consistency: unknown option", 3, "consistency", "--frobnicate");
        both(all, "consistency: bad set-up a", 3, "consistency", "--a", "gpu:float32");
        both(all, "consistency: bad dtype in b", 3, "consistency", "--b", "cpu:float16:cueq");
        both(all, "consistency: --seed -1", 3, "consistency", "--seed", "-1");
        both(all, "consistency: --timeout 0", 3, "consistency", "--timeout", "0");
        both(all, "consistency: empty model", 3, "consistency", "--model", "");
        both(all, "consistency: extra positional", 3, "consistency", "extra");
        both(
                all,
                "consistency: child crashes",
                2,
                "consistency",
                "--a",
                "cpu:float64",
                "--b",
                "cpu:float32",
                "--python",
                crash);
        both(
                all,
                "consistency: python does not exist",
                2,
                "consistency",
                "--a",
                "cpu:float64",
                "--b",
                "cpu:float32",
                "--python",
                "/nonexistent/python3");
        both(
                all,
                "consistency: child speaks garbage",
                2,
                "consistency",
                "--a",
                "cpu:float64",
                "--b",
                "cpu:float32",
                "--python",
                f.fake("garbage-hello").toString());

        // check: usage, then hostile host trees (read offline: no command, no Python child).
        both(all, "check: unknown check id", 3, "check", "--only", "gpu-visible,bogus");
        both(all, "check: empty --only", 3, "check", "--only", "");
        both(all, "check: host root missing", 3, "check", "--host-root", "/nonexistent/tree");
        both(
                all,
                "check: host root is a file",
                3,
                "check",
                "--host-root",
                f.input("cuda-error.log").toString());
        both(all, "check: unknown option", 3, "check", "--frobnicate");
        both(all, "check: extra positional", 3, "check", "extra");
        for (Map.Entry<String, Path> tree : f.hostileTrees.entrySet()) {
            bothAny(
                    all,
                    "check: hostile tree " + tree.getKey(),
                    ANY_VERDICT,
                    r -> assertThat(r.out() + r.err()).doesNotContain(CampaignFixtures.SECRET),
                    "check",
                    "--host-root",
                    tree.getValue().toString());
            bothAny(
                    all,
                    "check: hostile tree " + tree.getKey() + " memory and loader only",
                    ANY_VERDICT,
                    r -> {},
                    "check",
                    "--host-root",
                    tree.getValue().toString(),
                    "--only",
                    "memory,loader-path,wsl");
        }

        // bundle: hostile trees go in, nothing secret comes out, nothing is written but the zip.
        both(all, "bundle: host root missing", 3, "bundle", "--host-root", "/nonexistent/tree", "-o", "OUT/b.zip");
        both(
                all,
                "bundle: output under a file",
                2,
                "bundle",
                "--host-root",
                f.hostileTrees.get("empty-tree").toString(),
                "-o",
                f.input("cuda-error.log").resolve("b.zip").toString());
        both(
                all,
                "bundle: output in /proc",
                2,
                "bundle",
                "--host-root",
                f.hostileTrees.get("empty-tree").toString(),
                "-o",
                "/proc/gpu-doctor-campaign.zip");
        both(all, "bundle: missing -o value", 3, "bundle", "-o");
        both(all, "bundle: unknown option", 3, "bundle", "--frobnicate");
        for (Map.Entry<String, Path> tree : f.hostileTrees.entrySet()) {
            bothAny(
                    all,
                    "bundle: hostile tree " + tree.getKey(),
                    Set.of(ExitCodes.OK, ExitCodes.FINDINGS),
                    CampaignCases::noSecretInTheZip,
                    "bundle",
                    "--host-root",
                    tree.getValue().toString(),
                    "-o",
                    "OUT/b.zip");
        }
        bothAny(
                all,
                "bundle: output is a folder (the zip goes inside)",
                Set.of(ExitCodes.OK, ExitCodes.FINDINGS),
                CampaignCases::noSecretInTheZip,
                "bundle",
                "--host-root",
                f.hostileTrees.get("planted-secrets").toString(),
                "-o",
                "OUT");

        // compare: every refused zip, as either side.
        both(all, "compare: no bundles", 3, "compare");
        both(all, "compare: one bundle", 3, "compare", goodA.toString());
        both(all, "compare: three bundles", 3, "compare", goodA.toString(), goodB.toString(), goodA.toString());
        both(all, "compare: a bundle with itself", 0, "compare", goodA.toString(), goodA.toString());
        both(all, "compare: two hosts", 1, "compare", goodA.toString(), goodB.toString());
        for (Map.Entry<String, Path> zip : f.zips.entrySet()) {
            both(
                    all,
                    "compare: refused " + zip.getKey() + " as A",
                    2,
                    "compare",
                    zip.getValue().toString(),
                    goodB.toString());
            both(
                    all,
                    "compare: refused " + zip.getKey() + " as B",
                    2,
                    "compare",
                    goodA.toString(),
                    zip.getValue().toString());
        }

        // exec: a command that cannot be run is said before anything starts.
        bothSaying(all, "exec: no command", 3, "Give the command to run", "exec");
        bothSaying(all, "exec: only the separator", 3, "Give the command to run", "exec", "--");
        bothSaying(all, "exec: an empty program name", 3, "Give the command to run", "exec", "--", "");
        bothSaying(
                all,
                "exec: a program that is not there",
                3,
                "was not found on PATH",
                "exec",
                "--",
                "no-such-program-gpu-doctor");
        bothSaying(all, "exec: a folder", 3, "is a folder, not a program", "exec", "--", "/");
        bothSaying(
                all,
                "exec: a file that is not executable",
                3,
                "is not executable",
                "exec",
                "--",
                f.input("cuda-error.log").toString());
        bothSaying(all, "exec: --timeout 0", 3, "time limit", "exec", "--timeout", "0", "--", "true");
        bothSaying(
                all,
                "exec: an unknown sanitizer tool",
                3,
                "has no tool",
                "exec",
                "--sanitizer",
                "leakcheck",
                "--",
                "true");

        bothSaying(
                all,
                "bundle: --exec a missing file",
                2,
                "is not a regular file",
                "bundle",
                "--exec",
                f.input("missing.json").toString());
        bothSaying(
                all,
                "bundle: --exec a log, not an exec result",
                2,
                "is not an exec result",
                "bundle",
                "--exec",
                f.input("cuda-error.log").toString());

        // diagnose: files that are not what they claim.
        both(all, "diagnose: no file", 3, "diagnose");
        both(
                all,
                "diagnose: two files",
                3,
                "diagnose",
                f.input("cuda-error.log").toString(),
                f.input("empty.txt").toString());
        both(
                all,
                "diagnose: both platforms",
                3,
                "diagnose",
                "--wsl2",
                "--native-linux",
                f.input("cuda-error.log").toString());
        both(
                all,
                "diagnose: missing file",
                2,
                "diagnose",
                f.input("missing.log").toString());
        both(all, "diagnose: a folder", 2, "diagnose", f.input("a-folder").toString());
        both(
                all,
                "diagnose: a recognised failure",
                1,
                "diagnose",
                f.input("cuda-error.log").toString());
        both(all, "diagnose: empty file", 0, "diagnose", f.input("empty.txt").toString());
        // A link the user names is the user's file; nothing of it is echoed when nothing is recognised.
        bothAny(
                all,
                "diagnose: a link to a file elsewhere",
                Set.of(ExitCodes.OK),
                r -> assertThat(r.out() + r.err()).doesNotContain(CampaignFixtures.SECRET),
                "diagnose",
                f.input("link-to-secret.log").toString());
        bothAny(
                all,
                "diagnose: random bytes",
                Set.of(ExitCodes.OK, ExitCodes.FINDINGS),
                r -> {},
                "diagnose",
                f.input("noise.bin").toString());
        bothAny(
                all,
                "diagnose: garbage JSON",
                Set.of(ExitCodes.OK, ExitCodes.FINDINGS),
                r -> {},
                "diagnose",
                f.input("garbage.json").toString());
        // Root reads a file without permissions; anyone else is refused.
        bothAny(
                all,
                "diagnose: unreadable file",
                Files.isReadable(f.input("unreadable.log"))
                        ? Set.of(ExitCodes.OK, ExitCodes.FINDINGS)
                        : Set.of(ExitCodes.FAILURES),
                r -> {},
                "diagnose",
                f.input("unreadable.log").toString());
        // The bundle's logs/ hold this JVM's shared log, in which other tests may have logged failures.
        bothAny(
                all,
                "diagnose: a good bundle",
                Set.of(ExitCodes.OK, ExitCodes.FINDINGS),
                r -> {},
                "diagnose",
                goodB.toString());
        for (Map.Entry<String, Path> zip : f.zips.entrySet()) {
            if (!zip.getKey().equals("folder-named-zip") && !zip.getKey().equals("missing")) {
                both(
                        all,
                        "diagnose: refused " + zip.getKey(),
                        2,
                        "diagnose",
                        zip.getValue().toString());
            }
        }

        // capabilities, setup-python, screenshots: what can go wrong before anything is probed or installed.
        both(all, "capabilities: --device -1", 3, "capabilities", "--device", "-1");
        both(all, "capabilities: --device abc", 3, "capabilities", "--device", "abc");
        both(all, "capabilities: extra positional", 3, "capabilities", "extra");
        both(all, "capabilities: unknown option", 3, "capabilities", "--frobnicate");
        both(all, "setup-python: unknown option", 3, "setup-python", "--frobnicate");
        both(
                all,
                "setup-python: requirements missing",
                2,
                "setup-python",
                "--requirements",
                f.input("missing.txt").toString(),
                "--target",
                "OUT/env");
        both(
                all,
                "setup-python: python does not exist",
                2,
                "setup-python",
                "--python",
                "/nonexistent/python3",
                "--requirements",
                f.input("requirements.txt").toString(),
                "--target",
                "OUT/env");
        both(all, "screenshots: no window", 2, "screenshots", "--out", "OUT/shots");
        both(all, "screenshots: missing --out value", 3, "screenshots", "--out");
        return all;
    }

    private static List<String> with(List<String> base, String... more) {
        List<String> args = new ArrayList<>(base);
        args.addAll(List.of(more));
        return args;
    }

    private static void text(List<Case> all, String name, Set<Integer> exits, String... args) {
        all.add(new Case(name, List.of(args), exits, Map.of(), r -> {}));
    }

    private static void both(List<Case> all, String name, int exit, String... args) {
        bothAny(all, name, Set.of(exit), r -> {}, args);
    }

    private static void bothSaying(List<Case> all, String name, int exit, String said, String... args) {
        bothKnobsSaying(all, name, exit, Map.of(), said, List.of(args));
    }

    private static void both(List<Case> all, String name, int exit, List<String> args) {
        both(all, name, exit, args.toArray(String[]::new));
    }

    /** As {@link #bothKnobs}, and the answer (stdout and stderr) must say {@code said}: the case fails for the reason it is about. */
    private static void bothKnobsSaying(
            List<Case> all, String name, int exit, Map<String, String> knobs, String said, List<String> args) {
        Consumer<Result> says = r -> assertThat(r.out() + r.err()).as(name).contains(said);
        all.add(new Case(name, args, Set.of(exit), knobs, says));
        all.add(new Case(name + " --json", withJson(args), Set.of(exit), knobs, says));
    }

    private static void bothKnobs(List<Case> all, String name, int exit, Map<String, String> knobs, List<String> args) {
        all.add(new Case(name, args, Set.of(exit), knobs, r -> {}));
        all.add(new Case(name + " --json", withJson(args), Set.of(exit), knobs, r -> {}));
    }

    private static void bothAny(
            List<Case> all, String name, Set<Integer> exits, Consumer<Result> more, String... args) {
        all.add(new Case(name, List.of(args), exits, Map.of(), more));
        all.add(new Case(name + " --json", withJson(List.of(args)), exits, Map.of(), more));
    }

    /** --json goes after the command name, or first when there is none. */
    private static List<String> withJson(List<String> args) {
        List<String> json = new ArrayList<>(args);
        json.add(json.isEmpty() || json.get(0).startsWith("-") ? 0 : 1, "--json");
        return json;
    }

    static void noSecretInTheZip(Result result) {
        try (Stream<Path> files = Files.walk(result.folder())) {
            List<Path> zips = files.filter(p -> p.toString().endsWith(".zip")).toList();
            assertThat(zips).as("the bundle was written").hasSize(1);
            for (Map.Entry<String, byte[]> entry :
                    CampaignFixtures.read(zips.get(0)).entrySet()) {
                String text = new String(entry.getValue(), java.nio.charset.StandardCharsets.ISO_8859_1);
                for (String secret : List.of(
                        CampaignFixtures.SECRET,
                        CampaignFixtures.PLANTED_PASSWORD,
                        CampaignFixtures.PLANTED_KEY_LINE)) {
                    assertThat(text).as(entry.getKey() + " holds a secret").doesNotContain(secret);
                }
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
