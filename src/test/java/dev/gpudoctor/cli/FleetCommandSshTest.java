package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.bundle.OpenedBundle;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.fleet.FleetFile;
import dev.gpudoctor.fleet.FleetService;
import dev.gpudoctor.fleet.SlurmFleet;
import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.testing.LoopbackSshd;
import dev.gpudoctor.testing.TestPython;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fleet --via ssh} against a real sshd on 127.0.0.1: the aliases h1 and h2 stand for two
 * machines with the same captured host (native Linux driver), h3 for a WSL2 laptop; the agent run
 * on the "targets" is this build's own AgentMain. The failures are real too: a closed port, a key
 * the server does not know, a known_hosts with the wrong host key.
 */
class FleetCommandSshTest {

    private static final String ROOT_VARIABLE = "GPUDOCTOR_TEST_HOST_ROOT";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static LoopbackSshd sshd;
    private static Path sshConfig;
    private static String agent;

    @BeforeAll
    static void startSshd() throws Exception {
        Path server = Files.createDirectories(dir.resolve("sshd"));
        sshd = LoopbackSshd.start(server, ROOT_VARIABLE);
        Path linux = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/linux")));
        Path laptop = HostTreesAccess.materialise("wsl2-healthy", Files.createDirectories(dir.resolve("trees/laptop")));
        Path bare = HostTreesAccess.materialise("native-driver", Files.createDirectories(dir.resolve("trees/bare")));
        // A known_hosts that names another key for the server: what a re-installed or spoofed host looks like.
        Path wrongKnownHosts = server.resolve("wrong_known_hosts");
        Files.writeString(
                wrongKnownHosts,
                "[127.0.0.1]:" + sshd.port() + " "
                        + Files.readString(server.resolve("stranger_key.pub")).strip() + "\n");
        sshConfig = dir.resolve("ssh_config");
        Files.writeString(
                sshConfig,
                sshd.alias("h1", "SetEnv " + ROOT_VARIABLE + "=" + linux)
                        + sshd.alias("h2", "SetEnv " + ROOT_VARIABLE + "=" + linux)
                        + sshd.alias("h3", "SetEnv " + ROOT_VARIABLE + "=" + laptop)
                        + sshd.alias("h4", "SetEnv " + ROOT_VARIABLE + "=" + bare)
                        + sshd.alias("h5", "SetEnv " + ROOT_VARIABLE + "=" + linux)
                        + sshd.alias("closed", LoopbackSshd.closedPort(), "client_key", server.resolve("known_hosts"))
                        + sshd.alias("stranger", sshd.port(), "stranger_key", server.resolve("known_hosts"))
                        + sshd.alias("spoofed", sshd.port(), "client_key", wrongKnownHosts));
        // The "installed gpu-doctor" of every target: this build's headless agent, reading the alias's captured host.
        Path script = dir.resolve("agent.sh");
        Files.writeString(
                script,
                "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                        + System.getProperty("java.class.path") + "' dev.gpudoctor.agent.AgentMain \"$@\" ${"
                        + ROOT_VARIABLE
                        + ":+--host-root \"$" + ROOT_VARIABLE + "\"}\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        agent = script.toString();
    }

    @AfterAll
    static void stopSshd() throws Exception {
        if (sshd != null) {
            sshd.close();
        }
    }

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int fleet(String... args) {
        List<String> all = new ArrayList<>(
                List.of("--via", "ssh", "--ssh-config", sshConfig.toString(), "--connect-timeout", "5"));
        all.addAll(List.of(args));
        FleetCommand command = new FleetCommand(FleetService.of(
                new SshFleet(new CommandRunner()), new SlurmFleet(new CommandRunner(), java.util.Map.of())));
        return CliExecution.execute(
                new picocli.CommandLine(command),
                all.toArray(String[]::new),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    private JsonNode row(JsonNode answer, String name) {
        for (JsonNode target : answer.path("targets")) {
            if (target.path("name").asText().equals(name)) {
                return target;
            }
        }
        throw new AssertionError("no row for " + name + " in " + answer);
    }

    @Test
    void threeMachinesGiveThreeRowsAndTheOddOneIsTheOutlier() throws Exception {
        Path folder = dir.resolve("three");
        long start = System.nanoTime();
        int code = fleet(
                "--json",
                "--remote-command",
                agent,
                "--out",
                folder.toString(),
                "--time-limit",
                "90",
                "h1",
                "h2",
                "h3");
        System.out.printf(
                "fleet --via ssh, 3 machines, quick level with bundles: %.1f s wall%n",
                (System.nanoTime() - start) / 1e9);

        JsonNode answer = JSON.readTree(out.toString());
        assertThat(answer.path("targets")).hasSize(3);
        for (String name : List.of("h1", "h2", "h3")) {
            assertThat(row(answer, name).path("ok").asBoolean())
                    .as(name + ": " + row(answer, name))
                    .isTrue();
            assertThat(folder.resolve(name).resolve("check.json")).isNotEmptyFile();
        }
        assertThat(row(answer, "h1").at("/facts/os").asText()).isEqualTo("Ubuntu 22.04.3 LTS");
        assertThat(row(answer, "h3").at("/facts/wsl").asText()).isEqualTo("wsl2");
        assertThat(row(answer, "h3").at("/facts/driver_version").asText()).isEqualTo("537.58");
        assertThat(row(answer, "h3").at("/facts/gpu_names/0").asText())
                .isEqualTo("NVIDIA GeForce GTX 1650 Ti with Max-Q Design");
        JsonNode wsl = null;
        for (JsonNode difference : answer.path("differences")) {
            if (difference.path("fact").asText().equals("wsl")) {
                wsl = difference;
            }
        }
        assertThat(wsl).as("a wsl difference in " + answer.path("differences")).isNotNull();
        assertThat(wsl.path("majority").asText())
                .isEqualTo(row(answer, "h1").at("/facts/wsl").asText());
        assertThat(wsl.path("outliers").path("h3").asText()).isEqualTo("wsl2");
        assertThat(wsl.path("outliers").has("h1")).isFalse();
        assertThat(code).isEqualTo(ExitCodes.FINDINGS);
        assertThat(JSON.readTree(folder.resolve("fleet.json").toFile())).isEqualTo(answer);
        // One bundle per machine came back with the answers, written from that machine's own host.
        for (String name : List.of("h1", "h2", "h3")) {
            assertThat(row(answer, name).path("bundle").asText()).isEqualTo(name + "/bundle.zip");
            OpenedBundle bundle = new BundleReader().open(folder.resolve(name).resolve("bundle.zip"));
            assertThat(bundle.report().at("/host/os/pretty_name").asText())
                    .isEqualTo(row(answer, name).at("/facts/os").asText());
            assertThat(sectionState(bundle, "python"))
                    .as("no Python at the quick level")
                    .isEqualTo("skipped");
            assertThat(sectionState(bundle, "capabilities")).isEqualTo("skipped");
            assertThat(bundle.report().at("/checklist/checks").findValuesAsText("id"))
                    .doesNotContain("python-env");
            assertThat(folder.resolve(name).resolve("stdout.part")).doesNotExist();
            System.out.printf(
                    "  %s/bundle.zip: %,d bytes%n",
                    name, Files.size(folder.resolve(name).resolve("bundle.zip")));
            assertThat(JSON.readTree(folder.resolve(name).resolve("check.json").toFile())
                            .path("checks")
                            .isArray())
                    .isTrue();
        }
        assertThat(new BundleReader()
                        .open(folder.resolve("h3/bundle.zip"))
                        .text("raw/proc/version")
                        .orElseThrow())
                .containsIgnoringCase("microsoft");
        assertThat(new BundleReader()
                        .open(folder.resolve("h1/bundle.zip"))
                        .text("raw/proc/version")
                        .orElseThrow())
                .doesNotContainIgnoringCase("microsoft");
        assertThat(FleetFile.bundleOf(
                        folder,
                        FleetFile.read(folder.resolve("fleet.json")).targets().get(2)))
                .contains(folder.resolve("h3/bundle.zip").toAbsolutePath());
    }

    private static String sectionState(OpenedBundle bundle, String section) {
        for (JsonNode outcome : bundle.report().path("sections")) {
            if (outcome.path("section").asText().equals(section)) {
                return outcome.path("state").asText();
            }
        }
        throw new AssertionError(
                "no section " + section + " in " + bundle.report().path("sections"));
    }

    @Test
    void twoAlikeMachinesExitZero() throws Exception {
        int code = fleet(
                "--remote-command", agent, "--out", dir.resolve("alike").toString(), "--time-limit", "90", "h1", "h2");

        assertThat(out.toString())
                .contains("The reached machines agree on every compared fact.")
                .containsPattern("h1 +ok")
                .contains("Exclude: none (every machine was reached, passed its checks and has no slow GPU).");
        assertThat(code).as(out.toString()).isEqualTo(ExitCodes.OK);
    }

    @Test
    void eachFailureIsItsOwnRowWithItsReason() throws Exception {
        long start = System.nanoTime();
        int code = fleet(
                "--json",
                "--remote-command",
                agent,
                "--out",
                dir.resolve("failures").toString(),
                "--time-limit",
                "90",
                "closed",
                "stranger",
                "spoofed",
                "h1");

        JsonNode answer = JSON.readTree(out.toString());
        assertThat(row(answer, "closed").path("failure").asText()).isEqualTo("unreachable");
        assertThat(row(answer, "closed").path("reason").asText()).contains("Connection refused");
        assertThat(row(answer, "stranger").path("failure").asText()).isEqualTo("auth-refused");
        assertThat(row(answer, "stranger").path("stderr_tail").toString()).contains("Permission denied (publickey)");
        assertThat(row(answer, "spoofed").path("failure").asText()).isEqualTo("host-key-refused");
        assertThat(row(answer, "spoofed").path("stderr_tail").toString()).contains("Host key verification failed");
        assertThat(row(answer, "h1").path("ok").asBoolean()).isTrue();
        assertThat(answer.path("differences")).isEmpty();
        // Every machine not reached is one to keep jobs off, ready for sbatch --exclude=; the one reached and healthy
        // is not.
        List<String> excluded = new ArrayList<>();
        answer.path("exclude")
                .forEach(exclusion -> excluded.add(exclusion.path("machine").asText()));
        assertThat(excluded).containsExactly("closed", "stranger", "spoofed");
        assertThat(answer.path("exclude").get(0).path("why").asText())
                .startsWith("not reached: unreachable (")
                .contains("Connection refused");
        assertThat(answer.path("exclude_hostlist").asText()).isEqualTo("closed,stranger,spoofed");
        assertThat(JSON.readTree(dir.resolve("failures").resolve(FleetFile.NAME).toFile())
                        .path("exclude_hostlist")
                        .asText())
                .isEqualTo("closed,stranger,spoofed");
        assertThat(code).as("a machine not reached").isEqualTo(ExitCodes.FAILURES);
        assertThat(System.nanoTime() - start).isLessThan(60_000_000_000L);
    }

    @Test
    void aMissingRemoteCommandIsSaidAsSuch() throws Exception {
        int code = fleet(
                "--remote-command",
                "/nonexistent/gpu-doctor",
                "--out",
                dir.resolve("missing").toString(),
                "h1");

        assertThat(out.toString())
                .contains("remote-command-missing")
                .contains("could not find the remote command (exit 127)")
                .contains("/nonexistent/gpu-doctor");
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
    }

    @Test
    void garbageAndSlowAnswersAreTheirOwnRows() throws Exception {
        long start = System.nanoTime();
        int garbage = fleet(
                "--json",
                "--remote-command",
                "echo hello from a login banner; true",
                "--out",
                dir.resolve("garbage").toString(),
                "h1");
        assertThat(row(JSON.readTree(out.toString()), "h1").path("failure").asText())
                .isEqualTo("garbage-output");
        assertThat(row(JSON.readTree(out.toString()), "h1").path("reason").asText())
                .contains("hello from a login banner");
        assertThat(garbage).isEqualTo(ExitCodes.FAILURES);

        out.getBuffer().setLength(0);
        int slow = fleet(
                "--json",
                "--remote-command",
                "sleep 61;",
                "--time-limit",
                "3",
                "--out",
                dir.resolve("slow").toString(),
                "h1");
        assertThat(row(JSON.readTree(out.toString()), "h1").path("failure").asText())
                .isEqualTo("timed-out");
        assertThat(slow).isEqualTo(ExitCodes.FAILURES);
        assertThat(System.nanoTime() - start).isLessThan(30_000_000_000L);
        // The target's own work ends too, not only the local ssh: nothing of it is left once the limit has passed
        // there.
        long deadline = System.nanoTime() + 15_000_000_000L;
        while (remoteSleepers() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertThat(remoteSleepers()).as("remote 'sleep 61' processes left").isZero();
    }

    private static long remoteSleepers() {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").contains("sleep 61"))
                .count();
    }

    @Test
    void theStandardLevelAddsThePythonChecksAndTheCapabilityMatrixOnTheTarget() throws Exception {
        // The checks read the alias's captured host; the capability probes run for real on this (GPU-less) machine.
        Path standardAgent = dir.resolve("agent-standard.sh");
        Files.writeString(
                standardAgent,
                "#!/bin/sh\nif [ \"$1\" = check ]; then exec '" + agent + "' \"$@\"; fi\nexec '"
                        + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                        + System.getProperty("java.class.path")
                        + "' dev.gpudoctor.agent.AgentMain \"$@\"\n");
        Files.setPosixFilePermissions(standardAgent, PosixFilePermissions.fromString("rwxr-xr-x"));
        int quick = fleet(
                "--remote-command", agent, "--out", dir.resolve("level-quick").toString(), "--time-limit", "90", "h1");
        int standard = fleet(
                "--json",
                "--level",
                "standard",
                "--remote-command",
                standardAgent.toString(),
                "--out",
                dir.resolve("level-standard").toString(),
                "--time-limit",
                "150",
                "h1");

        List<String> quickIds = checkIds(dir.resolve("level-quick/h1/check.json"));
        List<String> standardIds = checkIds(dir.resolve("level-standard/h1/check.json"));
        assertThat(quickIds).isNotEmpty().doesNotContain("python-env", "cuda-init");
        assertThat(standardIds).containsAll(quickIds).contains("python-env", "cuda-init");
        assertThat(dir.resolve("level-quick/h1/capabilities.json")).doesNotExist();
        JsonNode capabilities =
                JSON.readTree(dir.resolve("level-standard/h1/capabilities.json").toFile());
        assertThat(capabilities.path("capabilities")).isNotEmpty();
        JsonNode facts = row(
                        JSON.readTree(out.toString().substring(out.toString().indexOf('{'))), "h1")
                .path("facts");
        String firstCapability =
                capabilities.path("capabilities").get(0).path("id").asText();
        assertThat(facts.path("verdicts").path("capability " + firstCapability).asText())
                .isEqualTo(capabilities
                        .path("capabilities")
                        .get(0)
                        .path("cells")
                        .get(0)
                        .path("state")
                        .asText())
                .isNotEmpty();
        assertThat(facts.path("verdicts").path("check python-env").asText()).isNotEmpty();
        assertThat(quick).isEqualTo(ExitCodes.OK);
        assertThat(standard).as(out.toString()).isNotEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(fleet("--level", "thorough", "h1")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString())
                .contains("--level must be quick")
                .contains("standard")
                .contains("or full")
                .contains("not 'thorough'");
        assertThat(dir.resolve("level-standard/h1/bundle.zip"))
                .as("the standard level's bundle")
                .isNotEmptyFile();
    }

    /**
     * Four machines over the real sshd at the standard level, each answering the H200's recorded capability matrix
     * (docs/gpu-results/2026-11-26-h200); h4's GEMM is a third of it. Its GPU is slow against the fleet's three like
     * GPUs, so h4 is the one machine to exclude, and the fleet says so ready for sbatch --exclude=.
     */
    @Test
    void aMachineWithAGpuSlowAgainstTheFleetsIsExcluded() throws Exception {
        String recorded =
                Files.readString(Path.of("docs/gpu-results/2026-11-26-h200/capabilities-budgets-probes.json"));
        Path healthy = Files.writeString(dir.resolve("capabilities-h200.json"), recorded);
        Path slow = Files.writeString(
                dir.resolve("capabilities-h200-slow.json"),
                recorded.replace("\"tflops\" : 793.45,", "\"tflops\" : 264.5,"));
        // The checks at the quick level on the alias's captured host (the Python ones are another test's); the
        // capability
        // answer is the recorded one, h4's (its tree is "bare") the slow one.
        Path sniffAgent = dir.resolve("agent-sniff.sh");
        Files.writeString(
                sniffAgent,
                "#!/bin/sh\ncase \"$1\" in\n"
                        + "check) exec '" + agent + "' check --json --level quick ;;\n"
                        + "capabilities) case \"$" + ROOT_VARIABLE + "\" in */bare/*) cat '" + slow + "' ;; *) cat '"
                        + healthy + "' ;; esac ;;\n"
                        + "bundle) exec '" + agent + "' bundle --json --level quick -o \"$6\" ;;\n"
                        + "esac\n");
        Files.setPosixFilePermissions(sniffAgent, PosixFilePermissions.fromString("rwxr-xr-x"));

        int code = fleet(
                "--level",
                "standard",
                "--remote-command",
                sniffAgent.toString(),
                "--out",
                dir.resolve("sniff").toString(),
                "--time-limit",
                "120",
                "h1",
                "h2",
                "h4",
                "h5");

        String text = out.toString();
        assertThat(text)
                .as(text)
                .contains("GPUs unlike the fleet's GPUs of their name")
                .contains("h4 GPU 0 (NVIDIA H200) BF16 GEMM 264.5 TFLOPS")
                .contains(
                        "  h4: slow GPU: GPU 0 (NVIDIA H200) BF16 GEMM 264.5 TFLOPS, 60 % below the mean of the fleet's 4 like GPUs")
                .contains("  sbatch --exclude=h4");
        JsonNode written =
                JSON.readTree(dir.resolve("sniff").resolve(FleetFile.NAME).toFile());
        assertThat(written.path("exclude_hostlist").asText()).isEqualTo("h4");
        assertThat(written.path("gpu_outliers").get(0).path("kind").asText()).isEqualTo("slow-outlier");
        assertThat(code).isEqualTo(ExitCodes.FAILURES);
    }

    private static List<String> checkIds(Path answer) throws Exception {
        List<String> ids = new ArrayList<>();
        JSON.readTree(answer.toFile())
                .path("checks")
                .forEach(check -> ids.add(check.path("id").asText()));
        return ids;
    }

    @Test
    void usageErrorsAreSentences() {
        assertThat(fleet("--out", dir.resolve("usage").toString())).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(err.toString()).contains("Name at least one host").doesNotContain("\tat ");
        assertThat(fleet("-oProxyCommand=evil")).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
    }

    @Test
    void theFullLevelComparesTheMaceStepTimeAsARatioToTheMedian() throws Exception {
        // check and bundle are this build's agent on the alias's captured host; the capability matrix and the MACE run
        // are stand-ins (no mace on these "targets"): h3 (the laptop) steps 3.5x slower, h4 has no torch. The stand-in
        // echoes the device it was asked for, so the row shows the level's choice (no nvidia-smi here: the CPU).
        Path fullAgent = dir.resolve("agent-full.sh");
        Files.writeString(
                fullAgent,
                String.join(
                        "\n",
                        "#!/bin/sh",
                        "case \"$1\" in",
                        "  check|bundle) exec '" + agent + "' \"$@\" ;;",
                        "  capabilities) echo '{\"capabilities\": []}'; exit 0 ;;",
                        "esac",
                        "dev=none; prev=''; for a in \"$@\"; do [ \"$prev\" = --device ] && dev=$a; prev=$a; done",
                        "case \"$" + ROOT_VARIABLE + "\" in",
                        "  *bare*) echo '{\"ok\": false, \"failure\": {\"reason\": \"missing-package\", \"package\": \"torch\", \"message\": \"No module named torch\"}}'; exit 2 ;;",
                        "  *laptop*) m=0.035 ;;",
                        "  *) m=0.010 ;;",
                        "esac",
                        "echo \"{\\\"ok\\\": true, \\\"device\\\": \\\"$dev\\\", \\\"timings_s\\\": {\\\"step\\\": {\\\"median\\\": $m}}}\"",
                        ""));
        Files.setPosixFilePermissions(fullAgent, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path folder = dir.resolve("level-full");
        long start = System.nanoTime();
        int code = fleet(
                "--json",
                "--level",
                "full",
                "--remote-command",
                fullAgent.toString(),
                "--out",
                folder.toString(),
                "h1",
                "h2",
                "h5",
                "h3",
                "h4");
        System.out.printf(
                "fleet --via ssh, 5 machines, full level (stand-in MACE run): %.1f s wall%n",
                (System.nanoTime() - start) / 1e9);

        JsonNode answer = JSON.readTree(out.toString());
        for (String name : List.of("h1", "h2", "h5", "h3", "h4")) {
            assertThat(row(answer, name).path("ok").asBoolean())
                    .as(name + ": " + row(answer, name))
                    .isTrue();
            assertThat(folder.resolve(name).resolve("run.json")).isNotEmptyFile();
            assertThat(new BundleReader()
                            .open(folder.resolve(name).resolve("bundle.zip"))
                            .report()
                            .path("checklist")
                            .isObject())
                    .isTrue();
        }
        assertThat(row(answer, "h1").at("/facts/mace_step/seconds").asDouble()).isEqualTo(0.010);
        assertThat(row(answer, "h1").at("/facts/mace_step/device").asText()).isEqualTo("cpu");
        assertThat(row(answer, "h4").at("/facts/mace_step/problem").asText()).isEqualTo("no torch");
        JsonNode step = null;
        for (JsonNode difference : answer.path("differences")) {
            if (difference.path("fact").asText().equals("MACE step time")) {
                step = difference;
            }
        }
        assertThat(step)
                .as("a MACE step time difference in " + answer.path("differences"))
                .isNotNull();
        assertThat(step.path("majority").asText()).isEqualTo("within 1.5× of the median 10.0 ms");
        assertThat(step.path("outliers").path("h3").asText()).isEqualTo("35.0 ms (cpu), 3.5× the median");
        assertThat(step.path("outliers").path("h4").asText()).isEqualTo("no torch");
        assertThat(step.path("outliers").has("h1")).isFalse();
        assertThat(code).as("drift, not a failed machine").isEqualTo(ExitCodes.FINDINGS);
    }

    @Test
    void theFullLevelRunsRealMaceOnTheTargetsCpu() throws Exception {
        // A real run: this build's agent with the test venv (torch CPU + mace-torch) as the target's Python; the
        // capability matrix is a stand-in here (the standard-level test runs it for real).
        Path python = TestPython.withMace();
        Path realAgent = dir.resolve("agent-mace.sh");
        Files.writeString(
                realAgent,
                String.join(
                        "\n",
                        "#!/bin/sh",
                        "case \"$1\" in",
                        "  check|bundle) exec '" + agent + "' \"$@\" ;;",
                        "  capabilities) echo '{\"capabilities\": []}'; exit 0 ;;",
                        "esac",
                        "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -Dgpudoctor.home='"
                                + Path.of("").toAbsolutePath() + "' -cp '" + System.getProperty("java.class.path")
                                + "' dev.gpudoctor.agent.AgentMain \"$@\" --python '" + python + "'",
                        ""));
        Files.setPosixFilePermissions(realAgent, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path folder = dir.resolve("level-full-real");
        long start = System.nanoTime();
        int code = fleet(
                "--json",
                "--level",
                "full",
                "--remote-command",
                realAgent.toString(),
                "--out",
                folder.toString(),
                "h1");
        System.out.printf(
                "fleet --via ssh, 1 machine, full level with a real CPU MACE run: %.1f s wall%n",
                (System.nanoTime() - start) / 1e9);

        JsonNode h1 = row(JSON.readTree(out.toString()), "h1");
        JsonNode run = JSON.readTree(folder.resolve("h1/run.json").toFile());
        assertThat(run.path("ok").asBoolean()).as(run.toString()).isTrue();
        assertThat(h1.at("/facts/mace_step/seconds").asDouble())
                .isPositive()
                .isEqualTo(run.at("/timings_s/step/median").asDouble());
        assertThat(h1.at("/facts/mace_step/device").asText()).isEqualTo("cpu");
        assertThat(run.at("/structure/atoms").asInt())
                .as(run.path("structure").toString())
                .isEqualTo(24);
        System.out.printf(
                "  real MACE step on this CPU: %.1f ms; bundle %,d bytes%n",
                h1.at("/facts/mace_step/seconds").asDouble() * 1000, Files.size(folder.resolve("h1/bundle.zip")));
        assertThat(code).isNotEqualTo(ExitCodes.USAGE_OR_INTERNAL);
    }
}
