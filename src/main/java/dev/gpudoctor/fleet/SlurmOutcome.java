package dev.gpudoctor.fleet;

import dev.gpudoctor.host.CommandResult;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Turns what {@code srun -w NODE … gpu-doctor check --json} did into one {@link TargetResult}.
 * srun exits with the task's code when the task ran, and with 1 when Slurm refused or ended the job,
 * which the check's own "findings" code 1 shares, so an answer on stdout wins, and Slurm's own
 * failures are read from srun's stderr (the sentences srun and slurmstepd have written for years).
 */
final class SlurmOutcome {

    private SlurmOutcome() {}

    /**
     * @param pendingTooLong null, or the sentence saying the job was cancelled while it still pended
     */
    static TargetResult classify(String node, CommandResult result, String stdout, String pendingTooLong) {
        List<String> stderr = result.outputTail();
        long millis = result.durationMillis();
        if (result.startError() != null) {
            return TargetResult.failed(
                    node,
                    TargetFailure.NO_SLURM_CLIENT,
                    "srun could not be started here: " + result.startError()
                            + ". Install Slurm's client (Debian: slurm-client).",
                    stderr,
                    millis);
        }
        if (pendingTooLong != null) {
            return TargetResult.failed(node, TargetFailure.PENDING_TOO_LONG, pendingTooLong, stderr, millis);
        }
        if (result.timedOut()) {
            return TargetResult.failed(
                    node,
                    TargetFailure.TIMED_OUT,
                    "No answer within " + millis / 1000 + " s; srun was stopped and the job cancelled.",
                    stderr,
                    millis);
        }
        int code = result.exitCode();
        Optional<TargetFacts> facts = code >= 0 && code <= 2 ? CheckAnswer.parse(stdout) : Optional.empty();
        if (facts.isPresent()) {
            return TargetResult.reached(node, facts.get(), stderr, millis);
        }
        Optional<String> rejected = line(
                stderr,
                "unable to allocate resources",
                "invalid generic resource",
                "invalid account",
                "invalid partition",
                "invalid node name",
                "invalid job credential",
                "job violates accounting",
                "invalid qos");
        if (rejected.isPresent()) {
            return TargetResult.failed(
                    node, TargetFailure.JOB_REJECTED, "Slurm refused the job: " + rejected.get(), stderr, millis);
        }
        if (line(stderr, "due to time limit").isPresent()) {
            return TargetResult.failed(
                    node,
                    TargetFailure.TIMED_OUT,
                    "Slurm stopped the job at its time limit before the work answered.",
                    stderr,
                    millis);
        }
        Optional<String> ended = line(stderr, "cancelled", "revoked", "node failure", "node_fail", "preempt");
        if (ended.isPresent()) {
            return TargetResult.failed(
                    node, TargetFailure.JOB_ENDED_BY_SLURM, "Slurm ended the job: " + ended.get(), stderr, millis);
        }
        return RemoteAnswer.classify(node, code, stdout, stderr, millis);
    }

    /** The first stderr line holding one of {@code words} (lower case), stripped. */
    private static Optional<String> line(List<String> stderr, String... words) {
        for (String line : stderr) {
            String lower = line.toLowerCase(Locale.ROOT);
            for (String word : words) {
                if (lower.contains(word)) {
                    return Optional.of(line.strip());
                }
            }
        }
        return Optional.empty();
    }
}
