package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.host.CommandRunner;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 27, the fleet's defect classes at their own depth (the end-to-end run over a real sshd is
 * {@code cli.FleetMisbehavingTargetsTest}): the one bounded reader, every target judged alone,
 * files under --out without links, remote text made safe, fleet.json refusals, the agent's
 * placement run by a real shell.
 */
class HostileFleetCampaignTest {

    @TempDir
    Path dir;

    /** An endless stream of one byte, counting what was read: the reader must stop at its limit, not at the end. */
    private static final class Endless extends InputStream {
        final AtomicLong read = new AtomicLong();
        private final byte fill;

        Endless(byte fill) {
            this.fill = fill;
        }

        @Override
        public int read() {
            read.incrementAndGet();
            return fill;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            java.util.Arrays.fill(b, off, off + len, fill);
            read.addAndGet(len);
            return len;
        }
    }

    private static InputStream text(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anEndlessLineIsRefusedAtTheLineLimitNotReadToItsEnd() throws Exception {
        Endless endless = new Endless((byte) 'x');
        RemoteOutput.Parts parts = RemoteOutput.split(endless, dir);
        assertThat(parts.refused()).contains("a line longer than 1 MiB");
        assertThat(parts.inAnswer()).isTrue();
        assertThat(endless.read.get()).isLessThan(2L << 20);
        try (var files = Files.list(dir)) {
            assertThat(files).as("nothing kept on disk for it").isEmpty();
        }
    }

    @Test
    void anEndlessBundleStreamIsCutAtTheBundleLimitAndNothingOfItKept() throws Exception {
        // 76-character base64 lines of zeros, for ever: decoded while it arrives and dropped past 64 MiB.
        byte[] line = ("A".repeat(76) + "\n").getBytes(StandardCharsets.US_ASCII);
        InputStream lines = new InputStream() {
            long n;

            @Override
            public int read() {
                return line[(int) (n++ % line.length)];
            }

            @Override
            public int read(byte[] b, int off, int len) {
                for (int i = 0; i < len; i++) {
                    b[off + i] = line[(int) (n++ % line.length)];
                }
                return len;
            }
        };
        RemoteOutput.Parts parts = RemoteOutput.split(
                new SequenceInputStream(text("{\"checks\": []}\n\n" + RemoteOutput.BUNDLE_ZIP + "\n"), lines), dir);
        assertThat(parts.refused()).contains("a bundle larger than 64 MiB");
        assertThat(parts.inAnswer()).isFalse();
        assertThat(parts.answer()).isEqualTo("{\"checks\": []}\n\n");
        assertThat(parts.bundle()).isNull();
        assertThat(dir.resolve("bundle.zip")).doesNotExist();
    }

    @Test
    void anAnswerWithoutItsFinalNewlineStillFindsTheMarkersAfterIt() throws Exception {
        // What the remote script prints now: every marker after a newline of its own (FleetLevel.script).
        assertThat(FleetLevel.FULL.script("gpu-doctor"))
                .contains("printf '\\n%s\\n' '" + RemoteOutput.MACE_RUN_ANSWER + "'")
                .contains("printf '\\n%s\\n' '" + RemoteOutput.BUNDLE_ANSWER + "'");
        RemoteOutput.Parts parts = RemoteOutput.split(
                text("{\"host\": {}, \"checks\": []}" + "\n" + RemoteOutput.MACE_RUN_ANSWER + "\n{\"ok\": true}" + "\n"
                        + RemoteOutput.BUNDLE_ANSWER + "\n{}"),
                dir);
        assertThat(parts.runAnswer()).isEqualTo("{\"ok\": true}\n");
    }

    @Test
    void aFleetWhereOneMachineHasAMaceStepAndAnotherNoneIsCompared() {
        TargetFacts facts =
                new TargetFacts("Debian 12", "6.1", "none", "550", "12.4", List.of("A100"), "pass", List.of());
        List<TargetResult> targets = List.of(
                TargetResult.reached("a", facts.withMaceStep(new MaceStep(0.012, "cuda", null)), List.of(), 1),
                TargetResult.reached("b", facts, List.of(), 1));
        FleetReport report = FleetReport.of(targets);
        assertThat(report.differences()).extracting(FactDifference::fact).contains(TargetFacts.MACE_STEP_TIME);
    }

    @Test
    void impossibleStepTimesAreNoStepTimes() {
        for (double bad : new double[] {Double.POSITIVE_INFINITY, Double.NaN, 0, -1, 1e9}) {
            MaceStep step = new MaceStep(bad, "cuda", null);
            assertThat(step.seconds()).as("" + bad).isNull();
            assertThat(step.problem()).contains("not a plausible step time");
        }
        assertThat(MaceStep.read("{\"ok\": true, \"timings_s\": {\"step\": {\"median\": 1e999}}}")
                        .seconds())
                .isNull();
    }

    @Test
    void remoteTextReachesNoTerminalRaw() {
        TargetResult row = TargetResult.failed(
                "gpu\u001b[2K1",
                TargetFailure.REMOTE_FAILED,
                "refused \u202eevil\u001b]0;title\u0007",
                List.of("\u009b31m red", "tab\tstays"),
                1);
        assertThat(row.name()).isEqualTo("gpu\\u001B[2K1");
        assertThat(row.reason())
                .doesNotContain("\u001b")
                .doesNotContain("\u202e")
                .doesNotContain("\u0007")
                .contains("\\u202E");
        assertThat(row.stderrTail()).containsExactly("\\u009B31m red", "tab\tstays");
        TargetFacts facts = new TargetFacts(
                "Ubuntu\u001b[1A",
                "6.1",
                "none",
                "5\u200f50",
                null,
                List.of("A100\u001b[8m"),
                "pass",
                List.of("check\u2066x"),
                Map.of("check \u001bid", "fail\u001b[0m"));
        assertThat(String.join("|", facts.comparedValues().keySet())
                        + String.join("|", facts.comparedValues().values()))
                .doesNotContain("\u001b")
                .doesNotContain("\u200f")
                .doesNotContain("\u2066");
    }

    @Test
    void aDeepFleetJsonIsRefusedWithASentence() throws Exception {
        Path file = dir.resolve("fleet.json");
        Files.writeString(file, "{\"targets\": " + "[".repeat(2000) + "]".repeat(2000) + "}");
        assertThatThrownBy(() -> FleetFile.read(file))
                .isInstanceOf(FleetFile.Refused.class)
                .hasMessageContaining("nests deeper");
    }

    @Test
    void aFifoIsNoFleetJson() throws Exception {
        Path fifo = dir.resolve("fleet.json");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor())
                .isZero();
        assertThatThrownBy(() -> FleetFile.read(fifo))
                .isInstanceOf(FleetFile.Refused.class)
                .hasMessageContaining("not a regular file");
    }

    @Test
    void aBundleIsLookedUpOnlyInsideTheFleetFolder() throws Exception {
        Path fleet = Files.createDirectories(dir.resolve("fleet"));
        Path outside = Files.createDirectories(dir.resolve("x"));
        Files.write(outside.resolve("secret.zip"), new byte[] {1});
        assertThat(FleetFile.bundleOf(fleet, "../x")).isEmpty();
        assertThat(FleetFile.bundleOf(fleet, TargetResult.failed("../x", TargetFailure.TIMED_OUT, "r", List.of(), 1)))
                .isEmpty();
        Files.createSymbolicLink(fleet.resolve("linked"), outside);
        assertThat(FleetFile.bundleOf(fleet, "linked")).isEmpty();
    }

    @Test
    void filesUnderOutAreNeverWrittenThroughLinks() throws Exception {
        Path victim = Files.writeString(dir.resolve("victim"), "mine");
        Path folder = Files.createDirectories(dir.resolve("out/gpu1"));
        Files.createSymbolicLink(folder.resolve("check.json"), victim);
        OutputFiles.writeString(folder.resolve("check.json"), "remote");
        assertThat(victim).hasContent("mine");
        assertThat(folder.resolve("check.json")).hasContent("remote");
        Files.createSymbolicLink(dir.resolve("out/gpu2"), dir);
        assertThatThrownBy(() -> OutputFiles.folder(dir.resolve("out/gpu2"))).hasMessageContaining("symbolic link");

        Path fresh = OutputFiles.freshFolder(dir, "gpu-doctor-fleet-");
        assertThat(fresh.getFileName().toString()).matches("gpu-doctor-fleet-\\d{8}-\\d{6}-[0-9a-f]{8}");
        assertThat(Files.getPosixFilePermissions(fresh)).isEqualTo(PosixFilePermissions.fromString("rwx------"));
        assertThat(OutputFiles.freshFolder(dir, "gpu-doctor-fleet-")).isNotEqualTo(fresh);
    }

    @Test
    void oneTargetThatBreaksThisSideIsThatTargetsRowAlone() throws Exception {
        FleetTransport transport = (target, folder) -> {
            if (target.equals("bad")) {
                throw new IOException("disk full");
            }
            if (target.equals("worse")) {
                throw new NullPointerException("a parser broke");
            }
            return TargetResult.reached(
                    target,
                    new TargetFacts("Debian", "6.1", "none", "550", "12.4", List.of(), "pass", List.of()),
                    List.of(),
                    1);
        };
        List<TargetResult> rows =
                Fleet.run(List.of("good", "bad", "worse"), transport, 2, dir.resolve("out"), row -> {});
        assertThat(rows).extracting(TargetResult::name).containsExactly("good", "bad", "worse");
        assertThat(rows.get(0).ok()).isTrue();
        assertThat(rows.get(1).failure()).isEqualTo("local-error");
        assertThat(rows.get(2).reason()).contains("a parser broke");
    }

    /** The agent's placement with a real shell standing for ssh: the same lines a target's shell runs. */
    private Function<String, List<String>> localShell(Path cache) {
        return line -> List.of("env", "XDG_CACHE_HOME=" + cache, "sh", "-c", line);
    }

    private Path agentArchive() throws Exception {
        Path tree = Files.createDirectories(dir.resolve("archive/gpu-doctor-agent/bin"));
        Path launcher = Files.writeString(tree.resolve("gpu-doctor-agent"), "#!/bin/sh\necho agent\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path archive = dir.resolve("agent.tar.gz");
        assertThat(new ProcessBuilder(
                                "tar",
                                "czf",
                                archive.toString(),
                                "-C",
                                dir.resolve("archive").toString(),
                                "gpu-doctor-agent")
                        .inheritIO()
                        .start()
                        .waitFor())
                .isZero();
        return archive;
    }

    @Test
    void aLauncherAnotherUserCanWriteIsNeverRun() throws Exception {
        Path cache = Files.createDirectories(dir.resolve("cache"));
        AgentCopy agent = AgentCopy.of(new CommandRunner(), agentArchive());
        AgentCopy.Placement first = agent.place("t", localShell(cache), Duration.ofSeconds(60));
        assertThat(first.failure()).isNull();
        assertThat(first.done()).startsWith("copied");
        Path launcher = cache.resolve("gpu-doctor/agent").resolve(agent.hash()).resolve("bin/gpu-doctor-agent");
        assertThat(agent.place("t", localShell(cache), Duration.ofSeconds(60)).done())
                .startsWith("reused");

        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxrwxrwx"));
        AgentCopy.Placement planted = agent.place("t", localShell(cache), Duration.ofSeconds(60));
        assertThat(planted.failure()).isNotNull();
        assertThat(planted.failure().reason()).contains("another user or can be written by others");
    }

    @Test
    void aHalfWrittenCopyIsReplacedNotInTheWay() throws Exception {
        Path cache = Files.createDirectories(dir.resolve("cache"));
        AgentCopy agent = AgentCopy.of(new CommandRunner(), agentArchive());
        // What a copy cut off half-way leaves: the folder, without its launcher.
        Files.createDirectories(
                cache.resolve("gpu-doctor/agent").resolve(agent.hash()).resolve("lib"));
        AgentCopy.Placement placement = agent.place("t", localShell(cache), Duration.ofSeconds(60));
        assertThat(placement.failure())
                .as(placement.failure() == null ? "" : placement.failure().reason())
                .isNull();
        assertThat(cache.resolve("gpu-doctor/agent").resolve(agent.hash()).resolve("bin/gpu-doctor-agent"))
                .isExecutable();
    }
}
