package dev.gpudoctor.fleet;

import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.CommandRunner;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Puts the headless agent on an ssh target once: the archive (gpu-doctor-agent-*.tar.gz) goes to
 * {@code ~/.cache/gpu-doctor/agent/<content hash>/} (under $XDG_CACHE_HOME when the target sets it) and is reused by every later run with the same
 * archive; another archive gets a folder of its own. It is unpacked into a temporary folder beside
 * it and renamed into place, so a copy cut off half-way is never taken for the agent, and two runs
 * placing it at once both end with one whole copy.
 */
final class AgentCopy {

    /** Where the agents live on the target, as its shell reads it (in double quotes): the XDG cache, ~/.cache by default. */
    static final String CACHE = "${XDG_CACHE_HOME:-$HOME/.cache}/gpu-doctor/agent";

    private static final String LAUNCHER = "bin/gpu-doctor-agent";

    private final CommandRunner runner;
    private final Path archive;
    private final String hash;

    private AgentCopy(CommandRunner runner, Path archive, String hash) {
        this.runner = runner;
        this.archive = archive;
        this.hash = hash;
    }

    /** Reads the archive once to name its folder by its content (the first 16 hex digits of its SHA-256). */
    static AgentCopy of(CommandRunner runner, Path archive) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
        try (InputStream in = Files.newInputStream(archive)) {
            byte[] buffer = new byte[1 << 16];
            for (int read; (read = in.read(buffer)) > 0; ) {
                sha.update(buffer, 0, read);
            }
        }
        return new AgentCopy(
                runner, archive, HexFormat.of().formatHex(sha.digest()).substring(0, 16));
    }

    String hash() {
        return hash;
    }

    /** The command that starts the placed agent, as the target's shell reads it. */
    String remoteCommand() {
        return "\"" + CACHE + "/" + hash + "/" + LAUNCHER + "\"";
    }

    /** What placing the agent on one target came to: the row of a failure, or null and what was done. */
    record Placement(TargetResult failure, String done) {}

    /**
     * Makes sure the agent is on {@code target}: reused when its folder is there, else copied and
     * unpacked. {@code ssh} turns a remote line into the ssh command for that target.
     */
    Placement place(String target, Function<String, List<String>> ssh, Duration limit)
            throws InterruptedException, IOException {
        long start = System.nanoTime();
        // umask 077: whatever is made there (the cache folder, the unpacked agent) is the user's alone.
        String dir = "umask 077; d=\"" + CACHE + "\"; ";
        List<String> said = new ArrayList<>();
        CommandResult look = runner.run(
                ssh.apply(dir + "a=\"$d/" + hash + "\"; if test -x \"$a/" + LAUNCHER + "\"; then "
                        + "if test -n \"$(" + notOurs("\"$a\" \"$a/bin\" \"$a/" + LAUNCHER + "\"") + ")\"; "
                        + "then echo gpu-doctor-agent-not-ours; else echo gpu-doctor-agent-present; fi; "
                        + "else mkdir -p \"$d\" && echo gpu-doctor-agent-missing; fi"),
                null,
                null,
                limit,
                said::add);
        if (said.contains("gpu-doctor-agent-not-ours")) {
            return new Placement(
                    TargetResult.failed(
                            target,
                            TargetFailure.AGENT_COPY_FAILED,
                            "The agent already in " + CACHE + "/" + hash
                                    + " there belongs to another user or can be written by others, so GPU Doctor will not run it; remove that folder "
                                    + "(or let its owner do so) and run again.",
                            look.outputTail(),
                            look.durationMillis()),
                    null);
        }
        if (said.contains("gpu-doctor-agent-present")) {
            return new Placement(null, "reused " + hash);
        }
        if (!said.contains("gpu-doctor-agent-missing")) {
            return new Placement(failed(target, look, "could not look for the agent"), null);
        }
        Duration left = limit.minusNanos(System.nanoTime() - start);
        if (left.isNegative() || left.isZero()) {
            return new Placement(
                    TargetResult.failed(
                            target,
                            TargetFailure.TIMED_OUT,
                            "The time limit passed while looking for the agent.",
                            look.outputTail(),
                            look.durationMillis()),
                    null);
        }
        // A copy cut off half-way (no launcher) is renamed aside and replaced, never left to block every later
        // placement;
        // the rename into place is atomic, so a run never sees half a copy.
        String unpack = dir + "a=\"$d/" + hash + "\"; t=$(mktemp -d \"$d/." + hash + ".XXXXXX\") || exit 1; "
                + "if tar xzf - -C \"$t\" --strip-components=1 && test -x \"$t/" + LAUNCHER + "\"; then "
                + "if test -e \"$a\" && ! test -x \"$a/" + LAUNCHER + "\"; then s=\"$d/." + hash + ".stale.$$\"; "
                + "mv -T \"$a\" \"$s\" 2>/dev/null && rm -rf \"$s\"; fi; "
                + "mv -T \"$t\" \"$a\" 2>/dev/null || rm -rf \"$t\"; "
                + "else rm -rf \"$t\"; echo 'the archive did not unpack to a folder with " + LAUNCHER
                + "' >&2; exit 1; fi; "
                + "test -x \"$a/" + LAUNCHER + "\" || { echo \"$a holds no runnable " + LAUNCHER
                + " and could not be replaced\" >&2; exit 1; }; "
                + "test -z \"$(" + notOurs("\"$a\" \"$a/bin\" \"$a/" + LAUNCHER + "\"") + ")\" "
                + "|| { echo \"$a belongs to another user or can be written by others\" >&2; exit 1; }";
        CommandResult copy = runner.run(ssh.apply(unpack), null, null, left, line -> {}, archive, null);
        if (!copy.succeeded()) {
            return new Placement(failed(target, copy, "could not copy the agent there"), null);
        }
        return new Placement(
                null,
                String.format(
                        Locale.ROOT,
                        "copied %s (%.1f MiB in %.1f s)",
                        hash,
                        Files.size(archive) / 1048576.0,
                        copy.durationMillis() / 1000.0));
    }

    /**
     * The shell that prints each of {@code paths} not owned by the remote user or writable by group
     * or others: a launcher someone else can write is someone else's code, and is never run.
     */
    static String notOurs(String paths) {
        return "find " + paths
                + " -maxdepth 0 \\( ! -user \"$(id -u)\" -o -perm -g+w -o -perm -o+w \\) -print 2>/dev/null";
    }

    private static TargetResult failed(String target, CommandResult result, String what) {
        if (result.startError() != null || result.timedOut() || result.exitCode() == SshOutcome.SSH_ERROR) {
            return SshOutcome.classify(target, result, "");
        }
        List<String> stderr = result.outputTail();
        String text = String.join("\n", stderr).toLowerCase(Locale.ROOT);
        if (text.contains("no space left on device") || text.contains("disk quota exceeded")) {
            return TargetResult.failed(
                    target,
                    TargetFailure.NO_SPACE,
                    "The target has no space left for the agent in " + CACHE + ": " + RemoteAnswer.lastLine(stderr, ""),
                    stderr,
                    result.durationMillis());
        }
        return TargetResult.failed(
                target,
                TargetFailure.AGENT_COPY_FAILED,
                "GPU Doctor " + what + " (" + CACHE + "): "
                        + RemoteAnswer.lastLine(stderr, "exit " + result.exitCode() + ", nothing on stderr."),
                stderr,
                result.durationMillis());
    }

    static void note(Path folder, String done) throws IOException {
        OutputFiles.writeString(folder.resolve("agent.txt"), done + "\n");
    }
}
