package dev.gpudoctor.cli;

import dev.gpudoctor.checklist.DrainReason;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.testing.LocalSlurm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

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
        Path healthy = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/healthy")));
        Path broken = HostTreesAccess.materialise("wsl2-no-ld-wsl-conf", Files.createDirectories(dir.resolve("trees/broken")));
        Path agent = executable("agent.sh", "#!/bin/sh\ncase \"$SLURMD_NODENAME\" in gpu2) root='" + broken + "';; *) root='" + healthy + "';; esac\n"
                + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '" + System.getProperty("java.class.path")
                + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root \"$root\"\n");
        Path slurmDir = Files.createDirectories(dir.resolve("slurm"));
        // What a site puts in /etc/slurm is the packaged script itself; only where the agent and this test cluster's config live differ.
        Path script = Path.of("packaging/slurm/gpu-doctor-health.sh").toAbsolutePath();
        Path wrapper = executable("health.sh", "#!/bin/sh\nexport GPU_DOCTOR_AGENT='" + agent + "' SLURM_CONF='" + slurmDir.resolve("slurm.conf") + "'\n"
                + "exec '" + script + "'\n");
        try (LocalSlurm slurm = LocalSlurm.start(slurmDir, List.of("HealthCheckProgram=" + wrapper, "HealthCheckInterval=5",
                "HealthCheckNodeState=ANY"))) {
            Map<String, String> reasons = Map.of();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (System.nanoTime() < deadline) {
                reasons = drainReasons(slurm);
                if (reasons.containsKey("gpu2")) {
                    break;
                }
                Thread.sleep(1000);
            }
            assertThat(reasons).as("sinfo -R after the health checks ran; slurmd logs in " + slurmDir).containsKey("gpu2");
            assertThat(reasons.get("gpu2")).matches(DrainReason.PATTERN).startsWith("gpu-doctor:loader-path:fix-configuration: ");
            String shown = String.join("\n", slurm.client("scontrol", "show", "node", "gpu2"));
            assertThat(shown).contains("Reason=gpu-doctor:loader-path:fix-configuration:").containsPattern("State=\\S*DRAIN");
            // The healthy nodes have run the same program (at least one interval) and stay up.
            Thread.sleep(6000);
            assertThat(drainReasons(slurm)).doesNotContainKeys("gpu1", "gpu3");
        }
    }

    /**
     * The admin's state is the admin's, and no verdict never drains: gpu1 (healthy) and gpu2 (failing)
     * drained by the admin for maintenance keep that reason and stay drained through several health
     * checks, also once gpu2's checks pass; gpu3, whose agent gives no verdict (exit 124, as timeout(1)
     * reports a cut), is never drained. Then, resumed by the admin, gpu2 is drained with gpu-doctor's reason, and once its checks
     * pass it is resumed. Each agent run leaves a line in runs.log, so the waits count runs, not seconds.
     */
    @Test
    void theAdminsDrainIsKeptAndACheckWithoutAVerdictNeverDrains() throws Exception {
        Path healthy = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/healthy")));
        Path broken = HostTreesAccess.materialise("wsl2-no-ld-wsl-conf", Files.createDirectories(dir.resolve("trees/broken")));
        Path runs = dir.resolve("runs.log");
        Files.writeString(dir.resolve("mode-gpu1"), "healthy");
        Files.writeString(dir.resolve("mode-gpu2"), "broken");
        Files.writeString(dir.resolve("mode-gpu3"), "silent");
        Path agent = executable("agent.sh", "#!/bin/sh\nmode=$(cat '" + dir + "/mode-'\"$SLURMD_NODENAME\")\n"
                + "echo \"$SLURMD_NODENAME\" >> '" + runs + "'\n"
                + "case \"$mode\" in silent) exit 124;; broken) root='" + broken + "';; *) root='" + healthy + "';; esac\n"
                + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '" + System.getProperty("java.class.path")
                + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root \"$root\"\n");
        Path slurmDir = Files.createDirectories(dir.resolve("slurm"));
        Path script = Path.of("packaging/slurm/gpu-doctor-health.sh").toAbsolutePath();
        Path wrapper = executable("health.sh", "#!/bin/sh\nexport GPU_DOCTOR_AGENT='" + agent + "' SLURM_CONF='" + slurmDir.resolve("slurm.conf") + "'\n"
                + "exec '" + script + "'\n");
        String maintenance = "maintenance: PSU swap, ticket 4711";
        try (LocalSlurm slurm = LocalSlurm.start(slurmDir, List.of("HealthCheckProgram=" + wrapper, "HealthCheckInterval=5",
                "HealthCheckNodeState=ANY"))) {
            slurm.drain("gpu1", maintenance);
            slurm.drain("gpu2", maintenance);
            waitForRuns(runs, 3, "after the admin drained gpu1 and gpu2");
            Map<String, String> reasons = drainReasons(slurm);
            assertThat(reasons).as("sinfo -R; slurmd logs in " + slurmDir).containsEntry("gpu1", maintenance)
                    .containsEntry("gpu2", maintenance).doesNotContainKey("gpu3");
            for (String node : List.of("gpu1", "gpu2")) {
                assertThat(String.join("\n", slurm.client("scontrol", "show", "node", node))).containsPattern("State=\\S*DRAIN");
            }

            // Its checks pass now: still the admin's node, not resumed.
            Files.writeString(dir.resolve("mode-gpu2"), "healthy");
            waitForRuns(runs, 2, "after gpu2's checks began to pass");
            assertThat(drainReasons(slurm)).containsEntry("gpu1", maintenance).containsEntry("gpu2", maintenance).doesNotContainKey("gpu3");

            Files.writeString(dir.resolve("mode-gpu2"), "broken");
            slurm.resume("gpu2");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (!drainReasons(slurm).getOrDefault("gpu2", "").startsWith("gpu-doctor:") && System.nanoTime() < deadline) {
                Thread.sleep(500);
            }
            assertThat(drainReasons(slurm).get("gpu2")).startsWith("gpu-doctor:loader-path:fix-configuration: ");
            Files.writeString(dir.resolve("mode-gpu2"), "healthy");
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (drainReasons(slurm).containsKey("gpu2") && System.nanoTime() < deadline) {
                Thread.sleep(500);
            }
            assertThat(drainReasons(slurm)).as("gpu2 resumed once its checks pass").doesNotContainKeys("gpu2", "gpu3")
                    .containsEntry("gpu1", maintenance);
        }
    }

    /** Waits until every node's agent has run {@code count} more times than now (at most 120 s). */
    private static void waitForRuns(Path runs, int count, String when) throws Exception {
        Map<String, Long> before = runCounts(runs);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            Map<String, Long> now = runCounts(runs);
            if (LocalSlurm.NODES.stream().allMatch(node -> now.getOrDefault(node, 0L) - before.getOrDefault(node, 0L) >= count)) {
                return;
            }
            Thread.sleep(500);
        }
        throw new AssertionError("the health program did not run " + count + " times on every node " + when + ": " + runCounts(runs));
    }

    private static Map<String, Long> runCounts(Path runs) throws Exception {
        if (!Files.exists(runs)) {
            return Map.of();
        }
        return Files.readAllLines(runs).stream().collect(Collectors.groupingBy(line -> line, Collectors.counting()));
    }

    private static Map<String, String> drainReasons(LocalSlurm slurm) throws Exception {
        Map<String, String> reasons = new TreeMap<>();
        for (String line : slurm.client("sinfo", "-R", "-h", "-N", "-o", "%N|%E")) {
            int bar = line.indexOf('|');
            if (bar > 0) {
                reasons.put(line.substring(0, bar).strip(), line.substring(bar + 1).strip());
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
