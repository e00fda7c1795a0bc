package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.host.CommandResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What srun's exit code and stderr, and sinfo's node states, become; the real Slurm cases are in FleetCommandSlurmTest. */
class SlurmOutcomeTest {

    private static final String ANSWER = """
            {"host": {"os": {"prettyName": "Debian 12", "kernelRelease": "6.1"}, "wsl": {"kind": "NONE"},
                      "nvidiaSmi": {"driverVersion": "550.54", "cudaVersion": "12.4", "gpus": [{"name": "A100"}]}},
             "checks": [{"id": "gpu-visible", "status": "pass"}, {"id": "shm", "status": "warn"}]}
            """;

    private static CommandResult srun(int code, String... stderr) {
        return new CommandResult(List.of("srun"), code, false, null, List.of(stderr), 900);
    }

    @Test
    void anAnswerWinsOverSrunsExitCodeOne() {
        // The check's "findings" exit 1 is also srun's code for its own errors: the answer decides.
        TargetResult result = SlurmOutcome.classify(
                "gpu1", srun(1, "srun: error: gpu1: task 0: Exited with exit code 1"), ANSWER, null);

        assertThat(result.ok()).isTrue();
        assertThat(result.facts().worstStatus()).isEqualTo("warn");
    }

    @Test
    void slurmsOwnRefusalsAndEndingsAreReadFromStderr() {
        assertThat(SlurmOutcome.classify(
                                "gpu1", srun(1, "srun: error: Invalid generic resource (gres) specification"), "", null)
                        .failure())
                .isEqualTo("job-rejected");
        assertThat(SlurmOutcome.classify(
                                "gpu1",
                                srun(
                                        1,
                                        "srun: error: Unable to allocate resources: Invalid account or account/partition combination specified"),
                                "",
                                null)
                        .reason())
                .startsWith("Slurm refused the job: srun: error: Unable to allocate resources: Invalid account");
        assertThat(SlurmOutcome.classify(
                                "gpu1",
                                srun(
                                        1,
                                        "slurmstepd: error: *** STEP 12.0 ON gpu1 CANCELLED AT 2026-11-23T16:00:00 DUE TO TIME LIMIT ***"),
                                "",
                                null)
                        .failure())
                .isEqualTo("timed-out");
        assertThat(SlurmOutcome.classify(
                                "gpu1",
                                srun(1, "srun: Job has been cancelled", "srun: Force Terminated job 12"),
                                "",
                                null)
                        .failure())
                .isEqualTo("job-ended-by-slurm");
    }

    @Test
    void pendingTooLongAndLocalTimeoutsAndMissingSrun() {
        TargetResult pending = SlurmOutcome.classify(
                "gpu2",
                srun(1, "srun: job 7 queued and waiting for resources", "srun: Job has been cancelled"),
                "",
                "The job waited in Slurm's queue for more than 4 s (Slurm's reason: Resources) and was cancelled; nothing ran on the node.");
        assertThat(pending.failure()).isEqualTo("job-pending-too-long");
        assertThat(pending.reason()).contains("Resources");
        assertThat(SlurmOutcome.classify(
                                "gpu2", new CommandResult(List.of("srun"), -1, true, null, List.of(), 61_000), "", null)
                        .reason())
                .contains("61 s")
                .contains("cancelled");
        assertThat(SlurmOutcome.classify(
                                "gpu2",
                                new CommandResult(
                                        List.of("srun"), -1, false, "error=2, No such file or directory", List.of(), 1),
                                "",
                                null)
                        .failure())
                .isEqualTo("no-slurm-client");
    }

    @Test
    void theWorkOnTheNodeFailsAsOverSsh() {
        assertThat(SlurmOutcome.classify("gpu1", srun(127, "sh: 1: gpu-doctor: not found"), "", null)
                        .failure())
                .isEqualTo("remote-command-missing");
        assertThat(SlurmOutcome.classify("gpu1", srun(124), "", null).failure()).isEqualTo("timed-out");
        assertThat(SlurmOutcome.classify("gpu1", srun(0), "hello", null).failure())
                .isEqualTo("garbage-output");
    }

    @Test
    void downDrainedAndSilentNodesTakeNoJob() {
        Map<String, SlurmNodeState> states = SlurmNodeState.parse(List.of(
                "gpu1|idle|none",
                "gpu2|drained|bad dimm",
                "gpu3|down*|Not responding",
                "gpu4|mixed|none",
                "gpu5|idle*|none",
                "gpu6|draining|reboot",
                "garbage line",
                "gpu1|idle|second partition"));

        assertThat(states.keySet()).containsExactly("gpu1", "gpu2", "gpu3", "gpu4", "gpu5", "gpu6");
        assertThat(states.get("gpu1").takesJobs()).isTrue();
        assertThat(states.get("gpu4").takesJobs()).isTrue();
        assertThat(states.get("gpu2").takesJobs()).isFalse();
        assertThat(states.get("gpu3").takesJobs()).isFalse();
        assertThat(states.get("gpu5").takesJobs()).as("not responding").isFalse();
        assertThat(states.get("gpu6").takesJobs()).isFalse();
        assertThat(states.get("gpu2").sentence())
                .isEqualTo("Slurm lists gpu2 as drained (reason: bad dimm); no job was sent there.");
        assertThat(states.get("gpu1").sentence()).doesNotContain("reason");
    }

    @Test
    void srunAsksForOneNodeOneTaskAndWrapsTheWorkInTheNodesTimeout() {
        SlurmFleet fleet = new SlurmFleet(new dev.gpudoctor.host.CommandRunner(), Map.of());
        List<String> command = fleet.srun(
                "gpu7",
                "gpu-doctor-fleet-ab12-gpu7",
                new SlurmFleet.Options(
                        "gpu",
                        "gpu:1",
                        "lab",
                        "/opt/gpu-doctor/bin/gpu-doctor",
                        java.time.Duration.ofSeconds(90),
                        java.time.Duration.ofSeconds(300),
                        8));

        assertThat(command)
                .containsSubsequence(
                        "srun",
                        "--job-name=gpu-doctor-fleet-ab12-gpu7",
                        "--nodelist=gpu7",
                        "--nodes=1",
                        "--ntasks=1",
                        "--time=3",
                        "--partition=gpu",
                        "--gres=gpu:1",
                        "--account=lab",
                        "timeout",
                        "-k",
                        "5",
                        "90",
                        "sh",
                        "-c");
        assertThat(command.get(command.size() - 1))
                .startsWith("/opt/gpu-doctor/bin/gpu-doctor check --json --level quick </dev/null; s=$?; ")
                .contains("/opt/gpu-doctor/bin/gpu-doctor bundle --json --level quick -o")
                .contains("base64")
                .endsWith("; exit $s");
    }
}
