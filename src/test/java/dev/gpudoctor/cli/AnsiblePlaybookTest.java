package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.testing.LoopbackSshd;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * packaging/ansible/gpu-doctor.yml run by Debian's ansible-core over a real sshd on 127.0.0.1: the
 * inventory hosts (aliases of that sshd, each installing into its own folder) get the agent from an
 * archive laid out as the real one, and each host's check JSON and bundle come back into its folder.
 * The agent in the archive starts this build's AgentMain on a captured host (h1 healthy, h2 with a
 * broken loader path), so a host whose checks fail is an answer, not a failed task; h3's agent hangs
 * and h4's prints garbage, and each fails only itself.
 */
class AnsiblePlaybookTest {

    private static final Path PLAYBOOK =
            Path.of("packaging/ansible/gpu-doctor.yml").toAbsolutePath();

    /**
     * The playbook's per-host limit for the check in this test: what cuts the hung host. A healthy host's check (a JVM
     * start and the quick checks on a captured tree, four hosts at once) takes a few seconds on an idle machine and
     * went past 15 s on a shared one running several builds; the limit leaves room for that, and the hung host is
     * told from the others by its exit status, not by the time it took.
     */
    private static final int CHECK_TIMEOUT_SECONDS = 60;

    @TempDir
    Path dir;

    /**
     * Five inventory hosts, docs/fleet.md's command as written (relative archive and collect folder, run
     * from another folder than the playbook's): h1 healthy, h2 failing checks, h3 an agent that hangs
     * (cut at gpu_doctor_check_timeout), h4 an agent that prints garbage (never kept as check.json),
     * and one named {@code ../../x} (its answers stay inside the collect folder). Then, on the hosts that
     * answer, --check passes and a second run changes nothing.
     */
    @Test
    void eachHostsCheckAndBundleComeBackAndAHungHostIsCutAlone() throws Exception {
        assertThat(Path.of("/usr/bin/ansible-playbook"))
                .as("Debian's ansible-core; .ci/run installs it")
                .isExecutable();
        Path work = Files.createDirectories(dir.resolve("site/work"));
        agentArchive(work.resolve("gpu-doctor-agent-test-linux-x64.tar.gz"));
        try (LoopbackSshd sshd = LoopbackSshd.start(Files.createDirectories(dir.resolve("sshd")))) {
            Path sshConfig = dir.resolve("ssh_config");
            Files.writeString(sshConfig, sshd.alias("h1") + sshd.alias("h2") + sshd.alias("h3") + sshd.alias("h4"));
            Path inventory = dir.resolve("inventory.ini");
            Files.writeString(
                    inventory,
                    String.join(
                            "\n",
                            "[good]",
                            "h1 gpu_doctor_install_dir=" + dir.resolve("installed/h1"),
                            "h2 gpu_doctor_install_dir=" + dir.resolve("installed/h2"),
                            "../../x ansible_host=h1 gpu_doctor_install_dir=" + dir.resolve("installed/x"),
                            "[bad]",
                            "h3 gpu_doctor_install_dir=" + dir.resolve("installed/h3"),
                            "h4 gpu_doctor_install_dir=" + dir.resolve("installed/h4"),
                            "[gpu:children]",
                            "good",
                            "bad",
                            "[gpu:vars]",
                            "ansible_python_interpreter=/usr/bin/python3",
                            "ansible_ssh_common_args=-F " + sshConfig,
                            ""));
            long started = System.nanoTime();
            Run first = ansible(work, inventory, "gpu");
            long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started);
            assertThat(first.exit()).as(first.log()).isEqualTo(2);
            for (String host : List.of("h1", "h2", "../../x")) {
                assertThat(first.log())
                        .containsPattern("(?m)^" + java.util.regex.Pattern.quote(host) + "\\s+: ok=\\d+ .*failed=0");
            }
            assertThat(first.log())
                    .containsPattern("(?m)^h3\\s+: .*failed=1")
                    .containsPattern("(?m)^h4\\s+: .*failed=1")
                    .contains("the agent's answer is not GPU Doctor's JSON");
            // h3 hung: cut by the playbook's own limit (timeout's exit status 124), not by Ansible's or ssh's patience.
            assertThat(first.log()).as(first.log()).containsPattern("(?m)^fatal: \\[h3\\]: FAILED! => .*\"rc\": 124");
            assertThat(seconds).as(first.log()).isLessThan(CHECK_TIMEOUT_SECONDS + 180);

            Path results = work.resolve("results");
            for (String host : List.of("h1", "h2", "__.._x")) {
                assertThat(dir.resolve("installed/" + (host.equals("__.._x") ? "x" : host) + "/bin/gpu-doctor-agent"))
                        .isExecutable();
                JsonNode check = new ObjectMapper()
                        .readTree(results.resolve(host + "/check.json").toFile());
                assertThat(check.path("checks").size()).as(host).isGreaterThan(5);
                try (ZipFile bundle =
                        new ZipFile(results.resolve(host + "/bundle.zip").toFile())) {
                    assertThat(bundle.stream().map(entry -> entry.getName()).toList())
                            .as(host)
                            .contains("report.json");
                }
            }
            assertThat(results.resolve("h3/check.json")).doesNotExist();
            assertThat(results.resolve("h4/check.json")).doesNotExist();
            assertThat(dir.resolve("x")).doesNotExist();
            assertThat(dir.resolve("site/x")).doesNotExist();
            assertThat(PLAYBOOK.resolveSibling("results")).doesNotExist();
            JsonNode broken =
                    new ObjectMapper().readTree(results.resolve("h2/check.json").toFile());
            assertThat(broken.findValues("status").stream().map(JsonNode::asText))
                    .contains("fail");
            assertThat(new ObjectMapper()
                            .readTree(results.resolve("h1/check.json").toFile()).findValues("status").stream()
                                    .map(JsonNode::asText))
                    .doesNotContain("fail", "error");

            Run dry = ansible(work, inventory, "good", "--check");
            assertThat(dry.exit()).as(dry.log()).isZero();
            assertThat(dry.log()).containsPattern("(?m)^h1\\s+: ok=\\d+ +changed=0 .*failed=0");
            Run again = ansible(work, inventory, "good");
            assertThat(again.exit()).as(again.log()).isZero();
            for (String host : List.of("h1", "h2", "../../x")) {
                assertThat(again.log())
                        .containsPattern(
                                "(?m)^" + java.util.regex.Pattern.quote(host) + "\\s+: ok=\\d+ +changed=0 .*failed=0");
            }
        }
    }

    private record Run(int exit, String log) {}

    /** ansible-playbook as docs/fleet.md says it, started in {@code work} with relative paths, on the inventory group {@code hosts}. */
    private Run ansible(Path work, Path inventory, String hosts, String... extra) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(
                "/usr/bin/ansible-playbook",
                "-i",
                inventory.toString(),
                PLAYBOOK.toString(),
                "-e",
                "gpu_doctor_archive=gpu-doctor-agent-test-linux-x64.tar.gz",
                "-e",
                "gpu_doctor_collect_dir=results",
                "-e",
                "gpu_doctor_hosts=" + hosts,
                "-e",
                "gpu_doctor_check_timeout=" + CHECK_TIMEOUT_SECONDS));
        command.addAll(List.of(extra));
        Path log = dir.resolve("ansible-" + hosts + extra.length + ".log");
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(work.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("ANSIBLE_HOME", dir.resolve("ansible-home").toString());
        builder.environment()
                .put("ANSIBLE_LOCAL_TEMP", dir.resolve("ansible-tmp").toString());
        builder.environment()
                .put("ANSIBLE_SSH_CONTROL_PATH_DIR", dir.resolve("cp").toString());
        builder.environment().put("ANSIBLE_NOCOLOR", "1");
        builder.environment().put("PWD", work.toString()); // as a shell starting it in that folder sets it
        Process ansible = builder.start();
        boolean finished = ansible.waitFor(300, TimeUnit.SECONDS);
        if (!finished) {
            ansible.destroyForcibly();
        }
        String text = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(finished).as(text).isTrue();
        return new Run(ansible.exitValue(), text);
    }

    /** gpu-doctor-agent-test/bin/gpu-doctor-agent, starting this build's agent on the captured host its install folder names. */
    private void agentArchive(Path archive) throws Exception {
        Path healthy =
                HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/healthy")));
        Path broken = HostTreesAccess.materialise(
                "wsl2-no-ld-wsl-conf", Files.createDirectories(dir.resolve("trees/broken")));
        Path bin = Files.createDirectories(dir.resolve("build/gpu-doctor-agent-test/bin"));
        Path launcher = bin.resolve("gpu-doctor-agent");
        // The installed folder tells the hosts apart: .../installed/h2/bin/gpu-doctor-agent reads the broken tree,
        // h3's hangs, h4's prints garbage.
        Files.writeString(
                launcher,
                "#!/bin/sh\ncase \"$0\" in */h2/*) root='" + broken + "';; */h3/*) exec sleep 600;;"
                        + " */h4/*) echo 'Segmentation fault {'; exit 0;; *) root='" + healthy + "';; esac\n"
                        + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                        + System.getProperty("java.class.path")
                        + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root \"$root\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Process tar = new ProcessBuilder(
                        "tar",
                        "czf",
                        archive.toString(),
                        "-C",
                        dir.resolve("build").toString(),
                        "gpu-doctor-agent-test")
                .redirectErrorStream(true)
                .start();
        assertThat(tar.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(tar.exitValue())
                .as(new String(tar.getInputStream().readAllBytes()))
                .isZero();
    }
}
