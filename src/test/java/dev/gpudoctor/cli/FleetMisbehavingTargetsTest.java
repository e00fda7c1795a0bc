package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.testing.LoopbackSshd;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27 items 1, 2, 4, 7 and 8 through the real CLI (a child JVM, measured by GNU time) against a
 * real sshd on 127.0.0.1: one fleet run at {@code --level full} where each misbehaving target
 * misbehaves in one way — a 300 MB line with no newline, every answer without its final newline
 * (the {@code out=$(gpu-doctor "$@"); printf '%s' "$out"} wrapper), a 200 MB bundle (a real zip)
 * streamed back, terminal escapes and a bidi override in its facts, a target folder planted as a
 * link under {@code --out} — beside a run of two well-behaved targets. Every other target's row and
 * fleet.json must come back, with the JVM's peak RSS and the disk under {@code --out} bounded; the
 * figures are printed (docs/fleet.md, "Hostile targets").
 */
class FleetMisbehavingTargetsTest {

    private static final String ROOT_VARIABLE = "GPUDOCTOR_TEST_HOST_ROOT";
    private static final String MISBEHAVE = "GPUDOCTOR_TEST_MISBEHAVE";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static LoopbackSshd sshd;
    private static Path sshConfig;
    private static String agent;

    @BeforeAll
    static void startSshd() throws Exception {
        Path server = Files.createDirectories(dir.resolve("sshd"));
        sshd = LoopbackSshd.start(server, ROOT_VARIABLE, MISBEHAVE);
        Path linux = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/linux")));
        StringBuilder config = new StringBuilder();
        for (String alias : List.of("good1", "good2", "planted", "huge-line", "no-newline", "huge-bundle", "escapes")) {
            config.append(sshd.alias(alias, "SetEnv " + ROOT_VARIABLE + "=" + linux + " " + MISBEHAVE + "=" + alias));
        }
        sshConfig = Files.writeString(dir.resolve("ssh_config"), config);
        String java = "'" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                + System.getProperty("java.class.path") + "' dev.gpudoctor.agent.AgentMain";
        String root = "${" + ROOT_VARIABLE + ":+--host-root \"$" + ROOT_VARIABLE + "\"}";
        // The "installed gpu-doctor" of every target: this build's headless agent, misbehaving as its alias says.
        String script = "#!/bin/sh\n"
                + "real() { case \"$1\" in check|bundle) " + java + " \"$@\" " + root + ";; *) " + java
                + " \"$@\";; esac; }\n"
                + "case \"$" + MISBEHAVE + "\" in\n"
                + "huge-line) if [ \"$1\" = check ]; then head -c 300000000 /dev/zero | tr '\\000' x; exit 0; fi;;\n"
                + "no-newline) out=$(real \"$@\"); s=$?; printf '%s' \"$out\"; exit $s;;\n"
                + "huge-bundle) if [ \"$1\" = bundle ]; then while [ \"$1\" != -o ]; do shift; done; python3 -c '"
                + "import os, sys, zipfile\n"
                + "with zipfile.ZipFile(sys.argv[1], \"w\", zipfile.ZIP_STORED) as z:\n"
                + "    with z.open(\"noise.bin\", \"w\", force_zip64=True) as f:\n"
                + "        [f.write(os.urandom(1 << 20)) for _ in range(200)]\n"
                + "' \"$2\"; echo '{\"file\": \"bundle.zip\"}'; exit 0; fi;;\n"
                + "escapes) if [ \"$1\" = check ]; then real \"$@\" | sed 's/Ubuntu/Ubuntu\\\\u001b[2K\\\\u001b[1A\\\\u202eRED/'; exit 0; fi;;\n"
                + "esac\n"
                + "real \"$@\"\n";
        Path file = Files.writeString(dir.resolve("agent.sh"), script);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        agent = file.toString();
    }

    @AfterAll
    static void stopSshd() throws Exception {
        if (sshd != null) {
            sshd.close();
        }
    }

    /** One fleet run of the CLI in a JVM of its own: its answer, exit code and peak RSS (GNU time's %M). */
    private record Run(int exit, JsonNode answer, long peakRssKib, long diskBytes, String stderr) {}

    private static Run fleet(Path out, String... targets) throws IOException, InterruptedException {
        Path rss = Files.createTempFile(dir, "rss", ".txt");
        List<String> command = new ArrayList<>(List.of(
                "/usr/bin/time",
                "-f",
                "%M",
                "-o",
                rss.toString(),
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g",
                "-cp",
                System.getProperty("java.class.path"),
                "dev.gpudoctor.agent.AgentMain",
                "fleet",
                "--via",
                "ssh",
                "--ssh-config",
                sshConfig.toString(),
                "--connect-timeout",
                "5",
                "--remote-command",
                agent,
                "--level",
                "full",
                "--time-limit",
                "240",
                "--parallel",
                "4",
                "--json",
                "--out",
                out.toString()));
        command.addAll(List.of(targets));
        Path stdout = Files.createTempFile(dir, "stdout", ".json");
        Path stderr = Files.createTempFile(dir, "stderr", ".txt");
        Process process = new ProcessBuilder(command)
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile())
                .start();
        assertThat(process.waitFor(280, TimeUnit.SECONDS))
                .as("the fleet run ends")
                .isTrue();
        String said = Files.readString(stderr);
        JsonNode answer = JSON.readTree(Files.readString(stdout));
        long disk;
        try (Stream<Path> files = Files.walk(out)) {
            disk = files.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
                    .mapToLong(p -> p.toFile().length())
                    .sum();
        }
        return new Run(
                process.exitValue(),
                answer,
                Long.parseLong(Files.readString(rss)
                        .strip()
                        .lines()
                        .reduce((a, b) -> b)
                        .orElseThrow()),
                disk,
                said);
    }

    private static JsonNode row(JsonNode answer, String name) {
        for (JsonNode target : answer.path("targets")) {
            if (target.path("name").asText().equals(name)) {
                return target;
            }
        }
        throw new AssertionError("no row for " + name + " in " + answer);
    }

    @Test
    @Timeout(600)
    void oneMisbehavingTargetEachWayCostsOnlyItsOwnRow() throws Exception {
        Path normalOut = dir.resolve("normal");
        Run normal = fleet(normalOut, "good1", "good2");
        assertThat(normal.answer().path("targets")).as(normal.stderr()).hasSize(2);

        // Links planted under --out before the run: a target's folder and a file in another's.
        Path hostileOut = Files.createDirectories(dir.resolve("hostile"));
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Path victim = Files.writeString(outside.resolve("victim.txt"), "mine\n");
        Files.createSymbolicLink(hostileOut.resolve("planted"), outside);
        Files.createDirectories(hostileOut.resolve("good2"));
        Files.createSymbolicLink(hostileOut.resolve("good2").resolve("check.json"), victim);
        Run hostile =
                fleet(hostileOut, "good1", "good2", "planted", "huge-line", "no-newline", "huge-bundle", "escapes");
        JsonNode answer = hostile.answer();
        String shown = answer.toPrettyString() + "\n" + hostile.stderr();

        assertThat(hostile.exit()).as(shown).isIn(ExitCodes.OK, ExitCodes.FINDINGS, ExitCodes.FAILURES);
        assertThat(answer.path("targets")).as(shown).hasSize(7);
        assertThat(hostileOut.resolve("fleet.json")).isRegularFile();
        for (String good : List.of("good1", "good2", "no-newline", "huge-bundle", "escapes")) {
            assertThat(row(answer, good).path("ok").asBoolean())
                    .as(good + "\n" + shown)
                    .isTrue();
        }
        // No newline at the end of any answer: the MACE run's answer is still found, not lost in the check's.
        assertThat(hostileOut.resolve("no-newline").resolve("run.json")).isRegularFile();
        assertThat(row(answer, "no-newline").at("/facts/mace_step").isObject())
                .as(shown)
                .isTrue();
        assertThat(row(answer, "no-newline").path("bundle").asText()).isEqualTo("no-newline/bundle.zip");
        // A 300 MB line: refused with a sentence once it passed the line limit, not read whole.
        assertThat(row(answer, "huge-line").path("failure").asText()).isEqualTo("garbage-output");
        assertThat(row(answer, "huge-line").path("reason").asText()).contains("a line longer than 1 MiB");
        // A 200 MB bundle: the target's facts kept, its bundle not.
        assertThat(row(answer, "huge-bundle").has("bundle")).as(shown).isFalse();
        assertThat(hostileOut.resolve("huge-bundle").resolve("bundle.zip")).doesNotExist();
        // Terminal escapes and a bidi override arrive as visible text.
        String os = row(answer, "escapes").at("/facts/os").asText();
        assertThat(os)
                .contains("\\u001B[2K")
                .contains("\\u202E")
                .doesNotContain("\u001b")
                .doesNotContain("\u202e");
        // Links: nothing written through them; the planted folder is that target's failure alone.
        assertThat(victim).hasContent("mine");
        try (Stream<Path> files = Files.list(outside)) {
            assertThat(files).containsExactly(victim);
        }
        assertThat(row(answer, "planted").path("failure").asText()).isEqualTo("local-error");
        assertThat(Files.isSymbolicLink(hostileOut.resolve("good2").resolve("check.json")))
                .isFalse();
        try (Stream<Path> files = Files.walk(hostileOut)) {
            assertThat(files.filter(p -> p.getFileName().toString().endsWith(".part")))
                    .isEmpty();
        }

        System.out.printf(
                Locale.ROOT,
                "Fleet with misbehaving targets (ssh on loopback, --level full, this machine: %d cores):%n"
                        + "  normal  (2 targets): peak RSS %d MiB, %.1f MiB under --out%n"
                        + "  hostile (7 targets, 4 misbehaving + a planted link): peak RSS %d MiB, %.1f MiB under --out%n",
                Runtime.getRuntime().availableProcessors(),
                normal.peakRssKib() >> 10,
                normal.diskBytes() / 1048576.0,
                hostile.peakRssKib() >> 10,
                hostile.diskBytes() / 1048576.0);
        // Bounded: the limits are 1 MiB a line, 4 MiB an answer, 64 MiB a bundle, whatever the targets send.
        assertThat(hostile.peakRssKib())
                .as("peak RSS (KiB) beside the normal run's " + normal.peakRssKib())
                .isLessThan(normal.peakRssKib() + (256 << 10));
        assertThat(hostile.diskBytes()).as("bytes under --out").isLessThan(normal.diskBytes() * 4 + (8L << 20));
    }
}
