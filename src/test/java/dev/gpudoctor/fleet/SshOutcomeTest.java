package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.host.CommandResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What ssh's exit code and stderr become; the real sshd cases are in FleetCommandSshTest. */
class SshOutcomeTest {

    private static final String ANSWER = """
            {"host": {"os": {"pretty_name": "Debian 12", "kernel_release": "6.1"}, "platform": {"kind": "native"},
                      "nvidia_smi": {"driver_version": "550.54", "cuda_version": "12.4", "gpus": [{"name": "A100"}, {"name": "A100"}]}},
             "checks": [{"id": "gpu-visible", "status": "pass"}, {"id": "loader-path", "status": "fail"}, {"id": "shm", "status": "warn"}]}
            """;
    /** What a target running a GPU Doctor from before one JSON shape per record answers. */
    private static final String OLDER_ANSWER = """
            {"host": {"os": {"prettyName": "Debian 12", "kernelRelease": "6.1"}, "wsl": {"kind": "NATIVE"},
                      "nvidiaSmi": {"driverVersion": "550.54", "cudaVersion": "12.4", "gpus": [{"name": "A100"}, {"name": "A100"}]}},
             "checks": [{"id": "gpu-visible", "status": "pass"}, {"id": "loader-path", "status": "fail"}, {"id": "shm", "status": "warn"}]}
            """;

    private static CommandResult ssh(int code, String... stderr) {
        return new CommandResult(List.of("ssh"), code, false, null, List.of(stderr), 1200);
    }

    @Test
    void anAnswerBecomesFactsWhateverTheChecklistFound() {
        TargetResult result = SshOutcome.classify("gpu1", ssh(2), ANSWER);

        assertThat(result.ok()).isTrue();
        assertThat(result.facts())
                .isEqualTo(new TargetFacts(
                        "Debian 12",
                        "6.1",
                        "native",
                        "550.54",
                        "12.4",
                        List.of("A100", "A100"),
                        "fail",
                        List.of("loader-path"),
                        Map.of("check gpu-visible", "pass", "check loader-path", "fail", "check shm", "warn")));
        assertThat(result.facts().comparedValues())
                .containsEntry("check loader-path", "fail")
                .containsEntry("check shm", "warn");
        assertThat(SshOutcome.classify("gpu1", ssh(2), OLDER_ANSWER).facts())
                .as("an older target's answer")
                .isEqualTo(result.facts());
    }

    @Test
    void sshsOwnFailuresAreReadFromItsStderr() {
        assertThat(SshOutcome.classify("a", ssh(255, "ssh: connect to host gpu9 port 22: Connection timed out"), "")
                        .failure())
                .isEqualTo("unreachable");
        assertThat(SshOutcome.classify(
                                "a", ssh(255, "ssh: Could not resolve hostname gpu99: Name or service not known"), "")
                        .failure())
                .isEqualTo("unreachable");
        assertThat(SshOutcome.classify("a", ssh(255, "root@127.0.0.1: Permission denied (publickey)."), "")
                        .failure())
                .isEqualTo("auth-refused");
        assertThat(SshOutcome.classify(
                                "a",
                                ssh(
                                        255,
                                        "@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @",
                                        "Permission denied (publickey).",
                                        "Host key verification failed."),
                                "")
                        .failure())
                .as("a changed host key wins over what follows it")
                .isEqualTo("host-key-refused");
        TargetResult other =
                SshOutcome.classify("a", ssh(255, "kex_exchange_identification: read: Connection reset by peer"), "");
        assertThat(other.failure()).isEqualTo("ssh-failed");
        assertThat(other.reason()).contains("Connection reset by peer");
    }

    @Test
    void theRemoteSidesFailuresHaveTheirOwnReasons() {
        assertThat(SshOutcome.classify("a", ssh(127, "bash: gpu-doctor: command not found"), "")
                        .failure())
                .isEqualTo("remote-command-missing");
        assertThat(SshOutcome.classify("a", ssh(137), "").reason()).contains("killed by signal 9");
        assertThat(SshOutcome.classify(
                                "a",
                                ssh(3),
                                "{\"error\": {\"kind\": \"usage\", \"message\": \"Unknown option: '--level'\"}}")
                        .reason())
                .contains("Unknown option: '--level'");
        assertThat(SshOutcome.classify("a", ssh(0), "{\"host\": {}}").failure())
                .as("no checks: not an answer")
                .isEqualTo("garbage-output");
        assertThat(SshOutcome.classify("a", ssh(0), "").reason()).contains("stdout was empty");
        TargetResult timedOut =
                SshOutcome.classify("a", new CommandResult(List.of("ssh"), -1, true, null, List.of(), 5000), "");
        assertThat(timedOut.failure()).isEqualTo("timed-out");
        assertThat(timedOut.reason()).contains("5 s");
        TargetResult noSsh = SshOutcome.classify(
                "a",
                new CommandResult(List.of("ssh"), -1, false, "error=2, No such file or directory", List.of(), 1),
                "");
        assertThat(noSsh.failure()).isEqualTo("no-ssh-client");
    }

    @Test
    void theTargetsShellGetsTheWorkUnderItsOwnTimeLimitQuotedOnce() {
        SshFleet.Options options = new SshFleet.Options(
                null,
                "java -cp '/opt/gd/agent.jar' Main",
                java.time.Duration.ofSeconds(2),
                java.time.Duration.ofSeconds(90),
                8);

        assertThat(SshFleet.remoteLine(options.remoteCommand(), options.level(), options.timeLimit()))
                .startsWith(
                        "timeout -k 5 90 sh -c 'java -cp '\\''/opt/gd/agent.jar'\\'' Main check --json --level quick </dev/null; s=$?; ")
                .contains(" Main bundle --json --level quick -o ")
                .endsWith("; exit $s'");
        assertThat(new SshFleet(new dev.gpudoctor.host.CommandRunner()).command("gpu1", options))
                .startsWith("ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=2", "-T", "--", "gpu1")
                .noneMatch(arg -> arg.contains("StrictHostKeyChecking"));
        assertThat(SshOutcome.classify("a", ssh(124), "").failure()).isEqualTo("timed-out");
    }

    @Test
    void aCapabilityAnswerAfterTheChecksGivesARowPerCapability() {
        String capabilities = """
                {"devices": [{"index": 0, "name": "A100"}, {"index": 1, "name": "A100"}],
                 "capabilities": [{"id": "pinned-memory", "cells": [{"device": 0, "state": "supported"}, {"device": 1, "state": "failed"}]},
                                  {"id": "nvml", "cells": [{"device": 0, "state": "supported"}]}]}
                """;
        TargetResult result = SshOutcome.classify("gpu1", ssh(1), ANSWER + capabilities);

        assertThat(result.facts().comparedValues())
                .containsEntry("check shm", "warn")
                .containsEntry("capability pinned-memory", "GPU 0 supported, GPU 1 failed")
                .containsEntry("capability nvml", "supported");

        TargetResult refused = SshOutcome.classify(
                "gpu1", ssh(1), ANSWER + "{\"error\": {\"kind\": \"usage\", \"message\": \"Unknown option\"}}");
        assertThat(refused.facts().comparedValues()).containsEntry("capabilities", "could not collect: Unknown option");
        assertThat(SshOutcome.classify("gpu1", ssh(1), ANSWER).facts().comparedValues())
                .doesNotContainKey("capabilities");
    }
}
