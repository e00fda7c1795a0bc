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
