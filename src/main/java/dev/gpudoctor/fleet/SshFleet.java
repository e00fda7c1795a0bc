package dev.gpudoctor.fleet;

import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.CommandRunner;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Runs {@code check --json --level quick} (or standard) on each target through the system OpenSSH client, so the
 * user's ssh config, agent, ProxyJump and host-key policy apply exactly as in their terminal. ssh
 * always runs in batch mode (never a prompt) with a connect timeout, and each target has a time
 * limit after which ssh and everything it started here are stopped. Host-key checking is never
 * weakened: a target whose key ssh does not accept ends as {@link TargetFailure#HOST_KEY_REFUSED}.
 * Each target's answer and stderr are kept in a folder of its own under the output folder.
 */
public final class SshFleet {

    /** What a target name may look like: a host, an alias or user@host; never an ssh option. */
    private static final Pattern TARGET = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.@:-]*");

    private final CommandRunner runner;

    public SshFleet(CommandRunner runner) {
        this.runner = runner;
    }

    /**
     * @param sshConfig     passed to ssh as {@code -F} when not null (tests; a lab's own file)
     * @param remoteCommand how GPU Doctor is started on the targets, as the remote shell reads it
     * @param agentArchive  when not null, the agent archive (gpu-doctor-agent-*.tar.gz) placed on each
     *                      target once and run there instead of {@code remoteCommand}
     */
    public record Options(
            Path sshConfig,
            String remoteCommand,
            Duration connectTimeout,
            Duration timeLimit,
            int parallelism,
            Path agentArchive,
            FleetLevel level) {
        public Options {
            if (parallelism < 1) {
                throw new IllegalArgumentException("parallelism must be 1 or more");
            }
            Objects.requireNonNull(level, "level");
        }

        /** The quick level with GPU Doctor already installed on the targets, started as {@code remoteCommand}. */
        public Options(
                Path sshConfig, String remoteCommand, Duration connectTimeout, Duration timeLimit, int parallelism) {
            this(sshConfig, remoteCommand, connectTimeout, timeLimit, parallelism, null, FleetLevel.QUICK);
        }
    }

    public static boolean isValidTarget(String name) {
        return TARGET.matcher(name).matches();
    }

    /** Every target's row, in the order given; {@code onDone} hears each as it ends (from worker threads). */
    public List<TargetResult> run(List<String> targets, Options options, Path outDir, Consumer<TargetResult> onDone)
            throws InterruptedException, IOException {
        for (String target : targets) {
            if (!isValidTarget(target)) {
                throw new IllegalArgumentException("not a host name or ssh alias: " + target);
            }
        }
        AgentCopy agent = options.agentArchive() == null ? null : AgentCopy.of(runner, options.agentArchive());
        return Fleet.run(
                targets,
                (target, folder) -> runOne(target, options, agent, folder),
                options.parallelism(),
                outDir,
                onDone);
    }

    List<String> command(String target, Options options) {
        return ssh(target, options, remoteLine(options.remoteCommand(), options.level(), options.timeLimit()));
    }

    private static List<String> ssh(String target, Options options, String remoteLine) {
        List<String> command = new ArrayList<>(List.of(
                "ssh",
                "-o",
                "BatchMode=yes",
                "-o",
                "ConnectTimeout=" + Math.max(1, options.connectTimeout().toSeconds())));
        if (options.sshConfig() != null) {
            command.addAll(List.of("-F", options.sshConfig().toString()));
        }
        command.addAll(List.of("-T", "--", target, remoteLine));
        return command;
    }

    /**
     * The line the target's shell runs. Stopping ssh here does not stop what it started there (no
     * tty, so no hang-up), so the target's own {@code timeout} ends the work's whole process group
     * at the same limit, and kills it 5 s later if it ignored the TERM.
     */
    static String remoteLine(String remoteCommand, FleetLevel level, Duration limit) {
        List<String> work = Fleet.boundedWork(remoteCommand, level, limit.toSeconds());
        return String.join(" ", work.subList(0, work.size() - 1)) + " " + Fleet.shellQuoted(work.get(work.size() - 1));
    }

    private TargetResult runOne(String target, Options options, AgentCopy agent, Path folder)
            throws InterruptedException, IOException {
        long start = System.nanoTime();
        String remoteCommand = options.remoteCommand();
        if (agent != null) {
            AgentCopy.Placement placement =
                    agent.place(target, line -> ssh(target, options, line), options.timeLimit());
            if (placement.failure() != null) {
                Fleet.keepStderr(folder, placement.failure().stderrTail());
                return placement.failure().withDuration(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
            }
            AgentCopy.note(folder, placement.done());
            remoteCommand = agent.remoteCommand();
        }
        // The agent's placement counts against the target's limit, which must leave at least a second for the work.
        Duration left = options.timeLimit().minusNanos(System.nanoTime() - start);
        Duration limit = left.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : left;
        RemoteOutput.Receiver stdout = new RemoteOutput.Receiver(folder);
        CommandResult result = runner.runReadingStdout(
                ssh(target, options, remoteLine(remoteCommand, options.level(), limit)),
                null,
                null,
                limit,
                line -> {},
                null,
                stdout);
        Fleet.keepStderr(folder, result.outputTail());
        return Fleet.collect(folder, stdout, answer -> SshOutcome.classify(target, result, answer))
                .withDuration(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
    }
}
