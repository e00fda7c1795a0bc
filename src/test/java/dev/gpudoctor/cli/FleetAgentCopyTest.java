package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.SlurmFleet;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.testing.LoopbackSshd;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fleet --via ssh --agent ARCHIVE} against a real sshd on 127.0.0.1: the aliases a1 and a2
 * stand for two machines with caches of their own (XDG_CACHE_HOME set per alias; sshd will not let a
 * client set HOME), so the agent lands in {@code <cache>/gpu-doctor/agent/<hash>/} of each, never in
 * this machine's ~/.cache; "nohome" has a cache that is a file, so the copy fails there. The archive holds a launcher for this build's AgentMain.
 */
class FleetAgentCopyTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static LoopbackSshd sshd;
    private static Path sshConfig;
    private static Path archive;

    @BeforeAll
    static void start() throws Exception {
        Path server = Files.createDirectories(dir.resolve("sshd"));
        sshd = LoopbackSshd.start(server, "XDG_CACHE_HOME");
        Files.createDirectories(dir.resolve("home1"));
        Files.createDirectories(dir.resolve("home2"));
        Files.writeString(dir.resolve("home-is-a-file"), "");
        sshConfig = dir.resolve("ssh_config");
        Files.writeString(
                sshConfig,
                sshd.alias("a1", "SetEnv XDG_CACHE_HOME=" + dir.resolve("home1"))
                        + sshd.alias("a2", "SetEnv XDG_CACHE_HOME=" + dir.resolve("home2"))
                        + sshd.alias("nohome", "SetEnv XDG_CACHE_HOME=" + dir.resolve("home-is-a-file")));
        archive = agentArchive("one", "");
    }

    /** An archive laid out as the real one (gpu-doctor-agent-V/bin/gpu-doctor-agent) starting this build's agent. */
    private static Path agentArchive(String name, String extra) throws Exception {
        Path tree = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("tree-" + name)));
        Path bin = Files.createDirectories(
                dir.resolve("build-" + name).resolve("gpu-doctor-agent-test").resolve("bin"));
        Path launcher = bin.resolve("gpu-doctor-agent");
        Files.writeString(
                launcher,
                "#!/bin/sh\n" + extra + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                        + System.getProperty("java.class.path") + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root '"
                        + tree + "'\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path archive = dir.resolve("gpu-doctor-agent-" + name + ".tar.gz");
        Process tar = new ProcessBuilder(
                        "tar",
                        "czf",
                        archive.toString(),
                        "-C",
                        dir.resolve("build-" + name).toString(),
                        "gpu-doctor-agent-test")
                .redirectErrorStream(true)
                .start();
        assertThat(tar.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(tar.exitValue())
                .as(new String(tar.getInputStream().readAllBytes()))
                .isZero();
        return archive;
    }

    @AfterAll
    static void stop() throws Exception {
        if (sshd != null) {
            sshd.close();
        }
    }

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int fleet(String... args) {
        List<String> all = new ArrayList<>(List.of(
                "--via", "ssh", "--ssh-config", sshConfig.toString(), "--connect-timeout", "5", "--time-limit", "90"));
        all.addAll(List.of(args));
        FleetCommand command = new FleetCommand(
                FleetService.of(new SshFleet(new CommandRunner()), new SlurmFleet(new CommandRunner(), Map.of())));
        return CliExecution.execute(
                new picocli.CommandLine(command),
                all.toArray(String[]::new),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    private static List<Path> placed(String home) throws Exception {
        Path cache = dir.resolve(home).resolve("gpu-doctor/agent");
        if (!Files.isDirectory(cache)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(cache)) {
            return entries.sorted().toList();
        }
    }

    @Test
    void theAgentIsCopiedOnceAndReusedAndAnotherArchiveGetsAFolderOfItsOwn() throws Exception {
        int first = fleet(
                "--json",
                "--agent",
                archive.toString(),
                "--out",
                dir.resolve("first").toString(),
                "a1",
                "a2");

        JsonNode answer = JSON.readTree(out.toString());
        assertThat(answer.path("targets")).allMatch(row -> row.path("ok").asBoolean(), answer.toString());
        assertThat(first).isEqualTo(ExitCodes.OK);
        for (String home : List.of("home1", "home2")) {
            assertThat(placed(home)).as(home).hasSize(1);
            assertThat(placed(home).get(0).getFileName().toString()).matches("[0-9a-f]{16}");
            assertThat(placed(home).get(0).resolve("bin/gpu-doctor-agent")).isExecutable();
        }
        assertThat(Files.readString(dir.resolve("first/a1/agent.txt")))
                .startsWith("copied " + placed("home1").get(0).getFileName());

        // A mark inside the placed agent survives the next run only if that run reuses it.
        Path mark = placed("home1").get(0).resolve("mark");
        Files.writeString(mark, "still here");
        out.getBuffer().setLength(0);
        int second = fleet(
                "--agent", archive.toString(), "--out", dir.resolve("second").toString(), "a1");
        assertThat(second).as(out.toString()).isEqualTo(ExitCodes.OK);
        assertThat(Files.readString(dir.resolve("second/a1/agent.txt"))).startsWith("reused ");
        assertThat(mark).hasContent("still here");

        Path other = agentArchive("two", "# another build\n");
        out.getBuffer().setLength(0);
        int third =
                fleet("--agent", other.toString(), "--out", dir.resolve("third").toString(), "a1");
        assertThat(third).as(out.toString()).isEqualTo(ExitCodes.OK);
        assertThat(placed("home1")).hasSize(2);
        assertThat(placed("home1"))
                .allMatch(folder -> !folder.getFileName().toString().startsWith("."), "no half-unpacked folder left");
    }

    @Test
    void aCopyThatFailsIsTheMachinesRow() throws Exception {
        int code = fleet(
                "--json",
                "--agent",
                archive.toString(),
                "--out",
                dir.resolve("nohome").toString(),
                "nohome");

        JsonNode row = JSON.readTree(out.toString()).path("targets").get(0);
        assertThat(row.path("failure").asText()).isEqualTo("agent-copy-failed");
        assertThat(row.path("reason").asText()).contains("Not a directory");
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
    }

    @Test
    void aMissingArchiveIsAUsageError() {
        assertThat(fleet("--agent", dir.resolve("nope.tar.gz").toString(), "a1"))
                .isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString())
                .contains("--agent")
                .contains("is not a readable file")
                .doesNotContain("\tat ");
    }
}
