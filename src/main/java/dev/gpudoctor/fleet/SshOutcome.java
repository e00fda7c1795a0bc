package dev.gpudoctor.fleet;

import dev.gpudoctor.host.CommandResult;
import java.util.List;
import java.util.Locale;

/**
 * Turns what {@code ssh HOST 'gpu-doctor check --json'} did into one {@link TargetResult}. ssh
 * exits 255 for its own errors and with the remote command's code otherwise, so 255 is read from
 * its stderr (the sentences OpenSSH has written for years), and any other code is the remote side's.
 */
final class SshOutcome {

    /** ssh's own exit code for a failure of ssh rather than of the remote command. */
    static final int SSH_ERROR = 255;

    private SshOutcome() {}

    static TargetResult classify(String target, CommandResult result, String stdout) {
        List<String> stderr = result.outputTail();
        long millis = result.durationMillis();
        if (result.startError() != null) {
            return TargetResult.failed(
                    target,
                    TargetFailure.NO_SSH_CLIENT,
                    "The ssh client could not be started here: " + result.startError()
                            + ". Install OpenSSH's client (Debian: openssh-client).",
                    stderr,
                    millis);
        }
        if (result.timedOut()) {
            return TargetResult.failed(
                    target,
                    TargetFailure.TIMED_OUT,
                    "No answer within " + millis / 1000 + " s; ssh and the work it started were stopped.",
                    stderr,
                    millis);
        }
        int code = result.exitCode();
        if (code == SSH_ERROR) {
            return sshFailure(target, stderr, millis);
        }
        return RemoteAnswer.classify(target, code, stdout, stderr, millis);
    }

    private static TargetResult sshFailure(String target, List<String> stderr, long millis) {
        String text = String.join("\n", stderr).toLowerCase(Locale.ROOT);
        if (text.contains("host key verification failed")
                || text.contains("remote host identification has changed")
                || text.contains("host key is known")
                || text.contains("no matching host key")) {
            return TargetResult.failed(
                    target,
                    TargetFailure.HOST_KEY_REFUSED,
                    "ssh refused the target's host key (unknown or changed); check it and add it to known_hosts yourself, GPU Doctor never skips this check.",
                    stderr,
                    millis);
        }
        if (text.contains("permission denied")) {
            return TargetResult.failed(
                    target,
                    TargetFailure.AUTH_REFUSED,
                    "The target refused every key ssh offered (no password prompt in batch mode); load the key into your agent or name it in ~/.ssh/config.",
                    stderr,
                    millis);
        }
        if (text.contains("connection refused")
                || text.contains("timed out")
                || text.contains("no route to host")
                || text.contains("could not resolve hostname")
                || text.contains("network is unreachable")
                || text.contains("name or service not known")) {
            return TargetResult.failed(
                    target,
                    TargetFailure.UNREACHABLE,
                    "The target could not be reached: " + lastLine(stderr),
                    stderr,
                    millis);
        }
        return TargetResult.failed(
                target, TargetFailure.SSH_FAILED, "ssh failed (exit 255): " + lastLine(stderr), stderr, millis);
    }

    private static String lastLine(List<String> lines) {
        return RemoteAnswer.lastLine(lines, "ssh said nothing on stderr.");
    }
}
