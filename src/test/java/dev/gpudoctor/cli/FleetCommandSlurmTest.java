package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.bundle.OpenedBundle;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.SlurmFleet;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.fleet.TargetResult;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.testing.LocalSlurm;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fleet --via slurm} against a real Slurm on this host (LocalSlurm: slurmctld and three
 * slurmd gpu1..gpu3): gpu1 and gpu2 stand for two machines with the same captured host (native
 * Linux driver), gpu3 for a WSL2 laptop, chosen in the job by $SLURMD_NODENAME; the agent run in the
 * jobs is this build's own AgentMain. The failures are real too: a drained node, a gres nobody has,
 * a node kept busy by another job so ours pends. After every test the queue is empty.
 */
class FleetCommandSlurmTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static LocalSlurm slurm;
    private static String agent;

    @BeforeAll
    static void startSlurm() throws Exception {
        slurm = LocalSlurm.start(Files.createDirectories(dir.resolve("slurm")));
        Path linux = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/linux")));
        Path laptop = HostTreesAccess.materialise("wsl2-healthy", Files.createDirectories(dir.resolve("trees/laptop")));
        // The "installed gpu-doctor" of every node: this build's headless agent, reading the node's captured host.
        Path script = dir.resolve("agent.sh");
        Files.writeString(
                script,
                "#!/bin/sh\ncase \"$SLURMD_NODENAME\" in gpu3) root='" + laptop + "';; *) root='" + linux + "';; esac\n"
                        + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                        + System.getProperty("java.class.path")
                        + "' dev.gpudoctor.agent.AgentMain \"$@\" --host-root \"$root\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        agent = script.toString();
    }

    @AfterAll
    static void stopSlurm() throws Exception {
        if (slurm != null) {
            slurm.close();
        }
    }

    @AfterEach
    void nothingIsLeftInTheQueue() throws Exception {
        // A job that has ended shows as COMPLETING while Slurm tidies up after it, for seconds on a loaded
        // machine; a job left queued or running (the tests' jobs sleep 72 s or more) outlasts this wait.
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (!slurm.jobs().isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertThat(slurm.jobs()).as("jobs left queued or running").isEmpty();
    }

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int fleet(String... args) {
        List<String> all = new ArrayList<>(List.of("--via", "slurm"));
        all.addAll(List.of(args));
        FleetCommand command = new FleetCommand(FleetService.of(
                new SshFleet(new CommandRunner()), new SlurmFleet(new CommandRunner(), slurm.environment())));
        return CliExecution.execute(
                new picocli.CommandLine(command),
                all.toArray(String[]::new),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
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
    void threeNodesGiveThreeRowsAndTheOddOneIsTheOutlier() throws Exception {
        Path folder = dir.resolve("three");
        long start = System.nanoTime();
        int code = fleet(
                "--json",
                "--nodes",
                "gpu[1-3]",
                "--remote-command",
                agent,
                "--out",
                folder.toString(),
                "--time-limit",
                "90");
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        System.out.printf("fleet --via slurm, 3 nodes, quick level: %.1f s wall%n", millis / 1000.0);

        JsonNode answer = JSON.readTree(out.toString());
        assertThat(answer.path("targets")).hasSize(3);
        for (String name : LocalSlurm.NODES) {
            assertThat(row(answer, name).path("ok").asBoolean())
                    .as(name + ": " + row(answer, name))
                    .isTrue();
            assertThat(folder.resolve(name).resolve("check.json")).isNotEmptyFile();
        }
        assertThat(row(answer, "gpu1").at("/facts/os").asText()).isEqualTo("Ubuntu 22.04.3 LTS");
        assertThat(row(answer, "gpu3").at("/facts/wsl").asText()).isEqualTo("wsl2");
        assertThat(row(answer, "gpu3").at("/facts/driver_version").asText()).isEqualTo("537.58");
        JsonNode wsl = null;
        for (JsonNode difference : answer.path("differences")) {
            if (difference.path("fact").asText().equals("wsl")) {
                wsl = difference;
            }
        }
        assertThat(wsl).as("a wsl difference in " + answer.path("differences")).isNotNull();
        assertThat(wsl.path("majority").asText())
                .isEqualTo(row(answer, "gpu1").at("/facts/wsl").asText())
                .isNotEqualTo("wsl2");
        assertThat(wsl.path("outliers").path("gpu3").asText()).isEqualTo("wsl2");
        assertThat(wsl.path("outliers").has("gpu1")).isFalse();
        assertThat(wsl.path("outliers").has("gpu2")).isFalse();
        assertThat(code).isEqualTo(ExitCodes.FINDINGS);
        assertThat(JSON.readTree(folder.resolve("fleet.json").toFile())).isEqualTo(answer);
        // One bundle per node came back on srun's stdout, written from that node's own host.
        for (String name : LocalSlurm.NODES) {
            assertThat(row(answer, name).path("bundle").asText()).isEqualTo(name + "/bundle.zip");
            OpenedBundle bundle = new BundleReader().open(folder.resolve(name).resolve("bundle.zip"));
            assertThat(bundle.report().at("/host/os/pretty_name").asText())
                    .isEqualTo(row(answer, name).at("/facts/os").asText());
            assertThat(bundle.report().at("/checklist/checks").findValuesAsText("id"))
                    .isNotEmpty()
                    .doesNotContain("python-env");
            assertThat(bundle.text("raw/proc/version")
                            .orElseThrow()
                            .toLowerCase(java.util.Locale.ROOT)
                            .contains("microsoft"))
                    .as(name + " is the WSL2 laptop")
                    .isEqualTo(name.equals("gpu3"));
            System.out.printf(
                    "  %s/bundle.zip: %,d bytes%n",
                    name, Files.size(folder.resolve(name).resolve("bundle.zip")));
        }
    }

    @Test
    void twoAlikeNodesOfAPartitionExitZero() throws Exception {
        slurm.drain("gpu3", "kept-out-of-this-test");
        try {
            int code = fleet(
                    "--partition",
                    "debug",
                    "--remote-command",
                    agent,
                    "--out",
                    dir.resolve("alike").toString(),
                    "--time-limit",
                    "90");

            assertThat(out.toString())
                    .containsPattern("gpu1 +ok")
                    .containsPattern("gpu2 +ok")
                    .contains("node-unavailable")
                    .contains("drained")
                    .contains("kept-out-of-this-test");
            assertThat(code).as("a drained node is a machine not reached").isEqualTo(ExitCodes.FAILURES);
        } finally {
            slurm.resume("gpu3");
        }
    }

    @Test
    void aDrainedNodeABusyNodeAndAnUnknownGresEndAsTheirRows() throws Exception {
        slurm.drain("gpu3", "bad-dimm");
        // gpu2's only CPU is taken by another user's job: ours waits in the queue behind it.
        slurm.client(
                "sbatch",
                "--job-name=blocker",
                "-w",
                "gpu2",
                "--output=" + dir.resolve("blocker.out"),
                "--wrap",
                "sleep 300");
        try {
            long start = System.nanoTime();
            int code = fleet(
                    "--json",
                    "--nodes",
                    "gpu[1-3]",
                    "--remote-command",
                    agent,
                    "--out",
                    dir.resolve("rows").toString(),
                    "--time-limit",
                    "90",
                    "--pending-timeout",
                    "4");
            long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);

            JsonNode answer = JSON.readTree(out.toString());
            assertThat(row(answer, "gpu1").path("ok").asBoolean())
                    .as(row(answer, "gpu1").toString())
                    .isTrue();
            assertThat(row(answer, "gpu2").path("failure").asText()).isEqualTo("job-pending-too-long");
            assertThat(row(answer, "gpu2").path("reason").asText())
                    .contains("more than 4 s")
                    .contains("Resources");
            assertThat(row(answer, "gpu3").path("failure").asText()).isEqualTo("node-unavailable");
            assertThat(row(answer, "gpu3").path("reason").asText())
                    .contains("drained")
                    .contains("bad-dimm");
            // The two nodes no job ran on are the ones to keep the next job off, as sbatch --exclude= reads them.
            assertThat(answer.path("exclude_hostlist").asText()).isEqualTo("gpu[2-3]");
            assertThat(answer.path("exclude").get(1).path("why").asText())
                    .startsWith("not reached: node-unavailable (")
                    .contains("bad-dimm");
            assertThat(code).isEqualTo(ExitCodes.FAILURES);
            assertThat(seconds)
                    .as("bounded by the pending timeout, not the blocker")
                    .isLessThan(60);
            // Ours have ended; one may still show as COMPLETING while Slurm tidies up (the after-each waits for that).
            assertThat(slurm.jobs())
                    .as("the blocker is left")
                    .anyMatch(job -> job.contains("blocker"))
                    .filteredOn(job -> !job.contains("blocker"))
                    .as("none of ours still queued or running")
                    .allMatch(job -> job.endsWith(" COMPLETING"));
        } finally {
            slurm.resume("gpu3");
            slurm.cancelAll();
        }

        out.getBuffer().setLength(0);
        int gres = fleet(
                "--json",
                "--nodes",
                "gpu1",
                "--gres",
                "gpu:1",
                "--remote-command",
                agent,
                "--out",
                dir.resolve("gres").toString());
        JsonNode row = row(JSON.readTree(out.toString()), "gpu1");
        assertThat(row.path("failure").asText()).isEqualTo("job-rejected");
        assertThat(row.path("reason").asText()).contains("Invalid generic resource");
        assertThat(gres).isEqualTo(ExitCodes.FAILURES);
    }

    @Test
    void workPastTheTimeLimitIsStoppedOnTheNode() throws Exception {
        long start = System.nanoTime();
        int code = fleet(
                "--json",
                "--nodes",
                "gpu1",
                "--remote-command",
                "sleep 71;",
                "--time-limit",
                "3",
                "--out",
                dir.resolve("slow").toString());

        assertThat(row(JSON.readTree(out.toString()), "gpu1").path("failure").asText())
                .isEqualTo("timed-out");
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        assertThat(System.nanoTime() - start).isLessThan(TimeUnit.SECONDS.toNanos(30));
        assertThat(processesRunning("sleep 71")).isZero();
    }

    @Test
    void aKilledAgentAndAMissingOneAreTheirRows() throws Exception {
        int killed = fleet(
                "--json",
                "--nodes",
                "gpu1",
                "--remote-command",
                "kill -9 $$;",
                "--out",
                dir.resolve("killed").toString());
        JsonNode row = row(JSON.readTree(out.toString()), "gpu1");
        assertThat(row.path("failure").asText()).isEqualTo("remote-failed");
        assertThat(row.path("reason").asText()).contains("killed by signal 9");
        assertThat(killed).isEqualTo(ExitCodes.FAILURES);

        out.getBuffer().setLength(0);
        int missing = fleet(
                "--json",
                "--nodes",
                "gpu2",
                "--remote-command",
                "/nonexistent/gpu-doctor",
                "--out",
                dir.resolve("missing").toString());
        row = row(JSON.readTree(out.toString()), "gpu2");
        assertThat(row.path("failure").asText()).isEqualTo("remote-command-missing");
        assertThat(row.path("stderr_tail").toString()).contains("/nonexistent/gpu-doctor");
        assertThat(missing).isEqualTo(ExitCodes.FAILURES);
    }

    @Test
    void interruptingTheRunCancelsItsJobs() throws Exception {
        SlurmFleet fleet = new SlurmFleet(new CommandRunner(), slurm.environment());
        SlurmFleet.Options options = new SlurmFleet.Options(
                null, null, null, "sleep 72;", Duration.ofSeconds(120), Duration.ofSeconds(60), 8);
        Thread[] worker = new Thread[1];
        CompletableFuture<Throwable> ended = new CompletableFuture<>();
        worker[0] = new Thread(() -> {
            try {
                List<TargetResult> results = fleet.run(
                        List.of("gpu1", "gpu2"), options, Files.createDirectories(dir.resolve("cancel")), r -> {});
                ended.complete(new AssertionError("the run ended by itself: " + results));
            } catch (Throwable e) {
                ended.complete(e);
            }
        });
        worker[0].start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (slurm.jobs().stream().filter(job -> job.endsWith("RUNNING")).count() < 2
                && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertThat(slurm.jobs()).as("both jobs running").hasSize(2).allMatch(job -> job.endsWith("RUNNING"));

        worker[0].interrupt();

        assertThat(ended.get(30, TimeUnit.SECONDS)).isInstanceOf(InterruptedException.class);
        deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while ((!slurm.jobs().isEmpty() || processesRunning("sleep 72") > 0) && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertThat(slurm.jobs()).isEmpty();
        assertThat(processesRunning("sleep 72")).isZero();
    }

    @Test
    void ctrlCOnTheCommandCancelsItsJobs() throws Exception {
        // The real command line in a JVM of its own, stopped as a terminal's Ctrl-C stops it (SIGINT). A terminal's
        // shell
        // starts a command with SIGINT at its default; this JVM may have been started with SIGINT ignored (a build run
        // in
        // the background by a non-interactive shell, or under nohup), an ignored signal stays ignored across exec, and
        // a
        // JVM that finds SIGINT ignored leaves it so: the child would never hear the Ctrl-C. env puts the default back
        // and execs java in its own pid.
        ProcessBuilder builder = new ProcessBuilder(
                        "env",
                        "--default-signal=INT",
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-cp",
                        System.getProperty("java.class.path"),
                        "dev.gpudoctor.agent.AgentMain",
                        "fleet",
                        "--via",
                        "slurm",
                        "--nodes",
                        "gpu[2-3]",
                        "--remote-command",
                        "sleep 73;",
                        "--out",
                        dir.resolve("ctrl-c").toString())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("ctrl-c.log").toFile());
        builder.environment().putAll(slurm.environment());
        Process command = builder.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (slurm.jobs().stream().filter(job -> job.endsWith("RUNNING")).count() < 2
                    && System.nanoTime() < deadline) {
                Thread.sleep(200);
            }
            assertThat(slurm.jobs()).as("both jobs running").hasSize(2).allMatch(job -> job.endsWith("RUNNING"));

            assertThat(ignoresSigint(command.pid()))
                    .as("the command ignores SIGINT, as no command started from a terminal does")
                    .isFalse();
            new ProcessBuilder("kill", "-INT", Long.toString(command.pid()))
                    .start()
                    .waitFor(10, TimeUnit.SECONDS);

            assertThat(command.waitFor(30, TimeUnit.SECONDS))
                    .as("the command ended after Ctrl-C")
                    .isTrue();
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while ((!slurm.jobs().isEmpty() || processesRunning("sleep 73") > 0) && System.nanoTime() < deadline) {
                Thread.sleep(200);
            }
            assertThat(slurm.jobs()).isEmpty();
            assertThat(processesRunning("sleep 73")).isZero();
        } finally {
            command.destroyForcibly();
        }
    }

    @Test
    void aLongNodeListIsExpandedWhole() throws Exception {
        // scontrol expands any list, known nodes or not: 500 names, past the runner's 200-line tail.
        List<String> nodes = new SlurmFleet(new CommandRunner(), slurm.environment()).nodes("n[001-500],gpu2", null);

        assertThat(nodes).hasSize(501).startsWith("n001", "n002").endsWith("n500", "gpu2");
        assertThat(new SlurmFleet(new CommandRunner(), slurm.environment()).nodes(null, "debug"))
                .containsExactlyElementsOf(LocalSlurm.NODES);
    }

    @Test
    void usageAndSlurmErrorsAreSentences() {
        assertThat(fleet("--out", dir.resolve("usage").toString())).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("Name the nodes with --nodes LIST").doesNotContain("\tat ");
        err.getBuffer().setLength(0);
        assertThat(fleet("--nodes", "-oops")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("is not a Slurm node list");
        err.getBuffer().setLength(0);
        assertThat(fleet("--nodes", "gpu1", "h1")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("not hosts (HOST… or --hosts-file)");
        err.getBuffer().setLength(0);
        assertThat(fleet(
                        "--partition",
                        "nosuchpartition",
                        "--out",
                        dir.resolve("nopart").toString()))
                .isEqualTo(ExitCodes.FAILURES);
        assertThat(err.toString())
                .contains("Slurm lists no node in partition 'nosuchpartition'")
                .doesNotContain("\tat ");
    }

    /** Whether the process's SIGINT (signal 2, bit 1 of /proc's SigIgn mask) is ignored. */
    private static boolean ignoresSigint(long pid) throws java.io.IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(
                                        line.substring("SigIgn:".length()).strip(), 16)
                                & (1L << 1))
                        != 0;
            }
        }
        throw new AssertionError("no SigIgn line in /proc/" + pid + "/status");
    }

    private static long processesRunning(String commandLine) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").contains(commandLine))
                .count();
    }
}
