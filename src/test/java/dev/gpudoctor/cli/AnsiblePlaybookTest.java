package dev.gpudoctor.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.testing.LoopbackSshd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * packaging/ansible/gpu-doctor.yml run by Debian's ansible-core over a real sshd on 127.0.0.1: two
 * inventory hosts (aliases of that sshd, each installing into its own folder) get the agent from an
 * archive laid out as the real one, and each host's check JSON and bundle come back into its folder.
 * The agent in the archive starts this build's AgentMain on a captured host (h1 healthy, h2 with a
 * broken loader path), so a host whose checks fail is an answer, not a failed task.
 */
class AnsiblePlaybookTest {

    private static final Path PLAYBOOK = Path.of("packaging/ansible/gpu-doctor.yml").toAbsolutePath();

    @TempDir
    Path dir;

    @Test
    void eachHostsCheckAndBundleComeBack() throws Exception {
        assertThat(Path.of("/usr/bin/ansible-playbook")).as("Debian's ansible-core; .ci/run installs it").isExecutable();
        Path archive = agentArchive();
        try (LoopbackSshd sshd = LoopbackSshd.start(Files.createDirectories(dir.resolve("sshd")))) {
            Path sshConfig = dir.resolve("ssh_config");
            Files.writeString(sshConfig, sshd.alias("h1") + sshd.alias("h2"));
            Path inventory = dir.resolve("inventory.ini");
            Files.writeString(inventory, String.join("\n",
                    "[gpu]",
                    "h1 gpu_doctor_install_dir=" + dir.resolve("installed/h1") + " tree=healthy",
                    "h2 gpu_doctor_install_dir=" + dir.resolve("installed/h2") + " tree=broken",
                    "[gpu:vars]",
                    "ansible_python_interpreter=/usr/bin/python3",
                    "ansible_ssh_common_args=-F " + sshConfig,
                    ""));
            Path results = dir.resolve("results");
            ProcessBuilder builder = new ProcessBuilder("/usr/bin/ansible-playbook", "-i", inventory.toString(), PLAYBOOK.toString(),
                    "-e", "gpu_doctor_archive=" + archive, "-e", "gpu_doctor_collect_dir=" + results, "-e", "gpu_doctor_hosts=gpu")
                    .redirectErrorStream(true).redirectOutput(dir.resolve("ansible.log").toFile());
            builder.environment().put("ANSIBLE_HOME", dir.resolve("ansible-home").toString());
            builder.environment().put("ANSIBLE_LOCAL_TEMP", dir.resolve("ansible-tmp").toString());
            builder.environment().put("ANSIBLE_SSH_CONTROL_PATH_DIR", dir.resolve("cp").toString());
            builder.environment().put("ANSIBLE_NOCOLOR", "1");
            Process ansible = builder.start();
            boolean finished = ansible.waitFor(300, TimeUnit.SECONDS);
            if (!finished) {
                ansible.destroyForcibly();
            }
            String log = Files.readString(dir.resolve("ansible.log"), StandardCharsets.UTF_8);
            assertThat(finished).as(log).isTrue();
            assertThat(ansible.exitValue()).as(log).isZero();
            assertThat(log).containsPattern("h1\\s+: ok=\\d+ .*failed=0").containsPattern("h2\\s+: ok=\\d+ .*failed=0");

            for (String host : List.of("h1", "h2")) {
                assertThat(dir.resolve("installed/" + host + "/bin/gpu-doctor-agent")).isExecutable();
                JsonNode check = new ObjectMapper().readTree(results.resolve(host + "/check.json").toFile());
                assertThat(check.path("checks").size()).as(host).isGreaterThan(5);
                try (ZipFile bundle = new ZipFile(results.resolve(host + "/bundle.zip").toFile())) {
                    assertThat(bundle.stream().map(entry -> entry.getName()).toList()).as(host).contains("report.json");
                }
            }
            JsonNode broken = new ObjectMapper().readTree(results.resolve("h2/check.json").toFile());
            assertThat(broken.findValues("status").stream().map(JsonNode::asText)).contains("fail");
            assertThat(new ObjectMapper().readTree(results.resolve("h1/check.json").toFile()).findValues("status").stream()
                    .map(JsonNode::asText)).doesNotContain("fail", "error");
        }
    }

    /** gpu-doctor-agent-test/bin/gpu-doctor-agent, starting this build's agent on the captured host the inventory names. */
    private Path agentArchive() throws Exception {
        Path healthy = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/healthy")));
        Path broken = HostTreesAccess.materialise("wsl2-no-ld-wsl-conf", Files.createDirectories(dir.resolve("trees/broken")));
        Path bin = Files.createDirectories(dir.resolve("build/gpu-doctor-agent-test/bin"));
        Path launcher = bin.resolve("gpu-doctor-agent");
        // The installed folder tells the hosts apart: .../installed/h2/bin/gpu-doctor-agent reads the broken tree.
        Files.writeString(launcher, "#!/bin/sh\ncase \"$0\" in */h2/*) root='" + broken + "';; *) root='" + healthy + "';; esac\n"
                + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '" + System.getProperty("java.class.path")
                + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root \"$root\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path archive = dir.resolve("gpu-doctor-agent-test-linux-x64.tar.gz");
        Process tar = new ProcessBuilder("tar", "czf", archive.toString(), "-C", dir.resolve("build").toString(), "gpu-doctor-agent-test")
                .redirectErrorStream(true).start();
        assertThat(tar.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(tar.exitValue()).as(new String(tar.getInputStream().readAllBytes())).isZero();
        return archive;
    }
}
