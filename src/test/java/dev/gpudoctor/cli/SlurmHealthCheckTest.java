package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.checklist.DrainReason;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.testing.LocalSlurm;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped HealthCheckProgram (packaging/slurm/gpu-doctor-health.sh), run by a real slurmd: the
 * node whose captured host has a broken loader path is drained with a machine-readable reason, the
 * healthy ones are not. The agent is this build's AgentMain, reading the node's captured host.
 */
class SlurmHealthCheckTest {

    @TempDir
    Path dir;

    @Test
    void aFailingNodeIsDrainedWithAReasonToolsCanMatch() throws Exception {
        Path healthy =
                HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/healthy")));
        Path broken = HostTreesAccess.materialise(
                "wsl2-no-ld-wsl-conf", Files.createDirectories(dir.resolve("trees/broken")));
        Path agent = executable(
                "agent.sh",
                "#!/bin/sh\ncase \"$SLURMD_NODENAME\" in gpu2) root='" + broken + "';; *) root='" + healthy
                        + "';; esac\n"
                        + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                        + System.getProperty("java.class.path")
                        + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root \"$root\"\n");
        Path slurmDir = Files.createDirectories(dir.resolve("slurm"));
        // What a site puts in /etc/slurm is the packaged script itself; only where the agent and this test cluster's
        // config live differ.
        Path script = Path.of("packaging/slurm/gpu-doctor-health.sh").toAbsolutePath();
        Path wrapper = executable(
                "health.sh",
                "#!/bin/sh\nexport GPU_DOCTOR_AGENT='" + agent + "' SLURM_CONF='" + slurmDir.resolve("slurm.conf")
                        + "'\n" + "exec '" + script + "'\n");
        try (LocalSlurm slurm = LocalSlurm.start(
                slurmDir,
                List.of("HealthCheckProgram=" + wrapper, "HealthCheckInterval=5", "HealthCheckNodeState=ANY"))) {
            Map<String, String> reasons = Map.of();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (System.nanoTime() < deadline) {
                reasons = drainReasons(slurm);
                if (reasons.containsKey("gpu2")) {
                    break;
                }
                Thread.sleep(1000);
            }
            assertThat(reasons)
                    .as("sinfo -R after the health checks ran; slurmd logs in " + slurmDir)
                    .containsKey("gpu2");
            assertThat(reasons.get("gpu2"))
                    .matches(DrainReason.PATTERN)
                    .startsWith("gpu-doctor:loader-path:fix-configuration: ");
            String shown = String.join("\n", slurm.client("scontrol", "show", "node", "gpu2"));
            assertThat(shown)
                    .contains("Reason=gpu-doctor:loader-path:fix-configuration:")
                    .containsPattern("State=\\S*DRAIN");
            // The healthy nodes have run the same program (at least one interval) and stay up.
            Thread.sleep(6000);
            assertThat(drainReasons(slurm)).doesNotContainKeys("gpu1", "gpu3");
        }
    }

    /**
     * The admin's state is the admin's, and no verdict never drains: gpu1 (healthy) and gpu2 (failing)
     * drained by the admin for maintenance keep that reason and stay drained through several health
     * checks, also once gpu2's checks pass; gpu3, whose agent gives no verdict (exit 124, as timeout(1)
     * reports a cut), is never drained. Then, resumed by the admin, gpu2 is drained with gpu-doctor's
     * reason, and once its checks pass it is resumed. Last, gpu1 logs an Xid and is drained for it, and
     * stays drained when later checks (judging only new Xids) pass: a quiet log is not a repaired GPU.
     * Each agent answer leaves "node mode exit" in answers.log, and every wait counts answers, not
     * seconds: on a loaded machine an agent cut at 45 s is no verdict, and the node rightly stays as it was.
     * Two answers after a change: the agent runs one at a time per node, so the first one's scontrol is done
     * by the time the second answers.
     */
    @Test
    void theAdminsDrainIsKeptAndACheckWithoutAVerdictNeverDrains() throws Exception {
        Path healthy =
                HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/healthy")));
        Path broken = HostTreesAccess.materialise(
                "wsl2-no-ld-wsl-conf", Files.createDirectories(dir.resolve("trees/broken")));
        Path xid = HostTreesAccess.materialise("native-xid", Files.createDirectories(dir.resolve("trees/xid")));
        Path answers = dir.resolve("answers.log");
        Files.writeString(answers, "");
        Files.writeString(dir.resolve("mode-gpu1"), "healthy");
        Files.writeString(dir.resolve("mode-gpu2"), "broken");
        Files.writeString(dir.resolve("mode-gpu3"), "silent");
        // In xid mode the agent keeps its history (--since-last, in its own XDG_DATA_HOME) as it does on a real node.
        // One agent per node at a time: slurmd starts the program every 5 s even while the last one runs, and on a
        // loaded
        // machine a pile of agent JVMs would only load it more. A run that finds one running is no verdict (124).
        Path agent = executable(
                "agent.sh",
                "#!/bin/sh\nexec 9>>'" + dir + "/lock-'\"$SLURMD_NODENAME\"\nflock -n 9 || exit 124\n"
                        + "mode=$(cat '" + dir + "/mode-'\"$SLURMD_NODENAME\")\nmore=''\n"
                        + "case \"$mode\" in silent) echo \"$SLURMD_NODENAME silent 124\" >> '" + answers
                        + "'; exit 124;;"
                        + " broken) root='" + broken + "';; xid) root='" + xid + "'; more=--since-last;"
                        + " export XDG_DATA_HOME='" + dir.resolve("xdg") + "';; *) root='" + healthy + "';; esac\n"
                        + "'" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                        + System.getProperty("java.class.path")
                        + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root \"$root\" $more\nrc=$?\n"
                        + "echo \"$SLURMD_NODENAME $mode $rc\" >> '" + answers + "'\nexit $rc\n");
        Path slurmDir = Files.createDirectories(dir.resolve("slurm"));
        Path script = Path.of("packaging/slurm/gpu-doctor-health.sh").toAbsolutePath();
        Path wrapper = executable(
                "health.sh",
                "#!/bin/sh\nexport GPU_DOCTOR_AGENT='" + agent + "' SLURM_CONF='" + slurmDir.resolve("slurm.conf")
                        + "'\n" + "exec '" + script + "'\n");
        String maintenance = "maintenance: PSU swap, ticket 4711";
        try (LocalSlurm slurm = LocalSlurm.start(
                slurmDir,
                List.of("HealthCheckProgram=" + wrapper, "HealthCheckInterval=5", "HealthCheckNodeState=ANY"))) {
            slurm.drain("gpu1", maintenance);
            slurm.drain("gpu2", maintenance);
            awaitAnswers(answers, 2, "gpu1 healthy 0", "gpu2 broken 2", "gpu3 silent 124");
            Map<String, String> reasons = drainReasons(slurm);
            assertThat(reasons)
                    .as("sinfo -R; slurmd logs in " + slurmDir)
                    .containsEntry("gpu1", maintenance)
                    .containsEntry("gpu2", maintenance)
                    .doesNotContainKey("gpu3");
            for (String node : List.of("gpu1", "gpu2")) {
                assertThat(String.join("\n", slurm.client("scontrol", "show", "node", node)))
                        .containsPattern("State=\\S*DRAIN");
            }

            // Its checks pass now: still the admin's node, not resumed.
            Files.writeString(dir.resolve("mode-gpu2"), "healthy");
            awaitAnswers(answers, 2, "gpu2 healthy 0");
            assertThat(drainReasons(slurm))
                    .containsEntry("gpu1", maintenance)
                    .containsEntry("gpu2", maintenance)
                    .doesNotContainKey("gpu3");

            Files.writeString(dir.resolve("mode-gpu2"), "broken");
            slurm.resume("gpu2");
            awaitAnswers(answers, 2, "gpu2 broken 2");
            assertThat(drainReasons(slurm).get("gpu2")).startsWith("gpu-doctor:loader-path:fix-configuration: ");
            Files.writeString(dir.resolve("mode-gpu2"), "healthy");
            awaitAnswers(answers, 2, "gpu2 healthy 0");
            assertThat(drainReasons(slurm))
                    .as("gpu2 resumed once its checks pass")
                    .doesNotContainKeys("gpu2", "gpu3")
                    .containsEntry("gpu1", maintenance);

            // Issue 38 item 5: gpu1 logs an Xid 79 and is drained for it; the agent then answers on the Xids new since
            // its previous check (none: it passes), and the node still waits for a person to reset the GPU and resume
            // it.
            // Resumed first: the first answer in xid mode (no history yet, so since boot) must find the node the
            // script's to drain.
            slurm.resume("gpu1");
            Files.writeString(dir.resolve("mode-gpu1"), "xid");
            awaitAnswers(answers, 1, "gpu1 xid 2");
            awaitAnswers(answers, 2, "gpu1 xid 0");
            assertThat(drainReasons(slurm).get("gpu1"))
                    .as("answers: " + Files.readAllLines(answers))
                    .startsWith("gpu-doctor:xid-history:reboot: ");
        }
    }

    /** Waits until each of {@code lines} ("node mode exit") has been answered {@code count} more times than now; fails after 10 minutes. */
    private static void awaitAnswers(Path answers, int count, String... lines) throws Exception {
        Map<String, Long> before = answerCounts(answers);
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(10);
        while (System.nanoTime() < deadline) {
            Map<String, Long> now = answerCounts(answers);
            if (java.util.Arrays.stream(lines)
                    .allMatch(line -> now.getOrDefault(line, 0L) - before.getOrDefault(line, 0L) >= count)) {
                return;
            }
            Thread.sleep(500);
        }
        throw new AssertionError("not answered " + count + " more times: " + String.join(", ", lines) + "; answers: "
                + answerCounts(answers));
    }

    private static Map<String, Long> answerCounts(Path answers) throws Exception {
        return Files.readAllLines(answers).stream().collect(Collectors.groupingBy(line -> line, Collectors.counting()));
    }

    private static Map<String, String> drainReasons(LocalSlurm slurm) throws Exception {
        Map<String, String> reasons = new TreeMap<>();
        for (String line : slurm.client("sinfo", "-R", "-h", "-N", "-o", "%N|%E")) {
            int bar = line.indexOf('|');
            if (bar > 0) {
                reasons.put(
                        line.substring(0, bar).strip(), line.substring(bar + 1).strip());
            }
        }
        return reasons;
    }

    private Path executable(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }
}
