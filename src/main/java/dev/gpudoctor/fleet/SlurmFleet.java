package dev.gpudoctor.fleet;

import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import dev.gpudoctor.host.ChildProcess;
import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.CommandRunner;
import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs {@code check --json --level quick} (or standard) on cluster nodes as Slurm jobs: one single-node job per
 * node ({@code srun -w NODE -N1}, never one multi-node step, which is also what production health
 * checks do), its answer streamed back on srun's stdout, so no shared filesystem is needed. A node
 * Slurm lists as down or drained gets its row without a job; a job still pending after the pending
 * timeout is cancelled ({@code scancel}) and ends as its row; when the run is interrupted or the JVM
 * exits (Ctrl-C), every job of the run still queued or running is cancelled.
 */
public final class SlurmFleet {

    /** A node list as Slurm writes it ({@code gpu[1-3],node7}); never an option. */
    private static final Pattern NODE_LIST = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.,\\[\\]-]*");
    /** A partition, account or gres ({@code gpu:a100:1}); never an option. */
    private static final Pattern SLURM_NAME = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.:,+-]*");

    private static final Pattern QUEUED = Pattern.compile("job (\\d+) queued and waiting for resources");
    private static final Pattern ALLOCATED = Pattern.compile("job (\\d+) has been allocated resources");
    /** sinfo, squeue, scontrol and scancel answer in milliseconds; a controller that does not answer in this is down. */
    private static final Duration QUERY_TIMEOUT = Duration.ofSeconds(30);
    /** How long after the job's limit srun may take to return: the allocation and the step's start and end. */
    private static final Duration GRACE = Duration.ofSeconds(60);

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final ScheduledExecutorService TIMERS =
            Executors.newSingleThreadScheduledExecutor(new NamedDaemonThreadFactory("gpu-doctor-slurm-timer"));
    /** Job names of runs still going, with the fleet that can cancel them, for the exit hook. */
    private static final Map<String, SlurmFleet> LIVE_JOBS = new ConcurrentHashMap<>();

    static {
        // Before the children are ended, not in a shutdown hook of its own: scancel is a child too (see ChildProcess).
        ChildProcess.beforeEndingChildrenAtExit(() -> LIVE_JOBS.forEach((name, fleet) -> fleet.cancel(name)));
    }

    private final CommandRunner runner;
    private final Map<String, String> environment;

    /** @param environment added to every Slurm command's environment (SLURM_CONF in tests), or empty */
    public SlurmFleet(CommandRunner runner, Map<String, String> environment) {
        this.runner = runner;
        this.environment = Map.copyOf(environment);
    }

    /**
     * @param partition     passed to srun as {@code --partition} when not null
     * @param gres          passed as {@code --gres} when not null ({@code gpu:1})
     * @param account       passed as {@code --account} when not null
     * @param remoteCommand how GPU Doctor is started on the nodes, as their shell reads it
     * @param timeLimit     the work's limit once the job runs (pending time not counted)
     * @param pendingTimeout how long a job may wait in the queue before it is cancelled
     */
    public record Options(
            String partition,
            String gres,
            String account,
            String remoteCommand,
            Duration timeLimit,
            Duration pendingTimeout,
            int parallelism,
            FleetLevel level) {

        /** The quick level. */
        public Options(
                String partition,
                String gres,
                String account,
                String remoteCommand,
                Duration timeLimit,
                Duration pendingTimeout,
                int parallelism) {
            this(partition, gres, account, remoteCommand, timeLimit, pendingTimeout, parallelism, FleetLevel.QUICK);
        }

        public Options {
            Objects.requireNonNull(level, "level");
            if (parallelism < 1) {
                throw new IllegalArgumentException("parallelism must be 1 or more");
            }
            for (String name : new String[] {partition, gres, account}) {
                if (name != null && !isValidName(name)) {
                    throw new IllegalArgumentException("not a Slurm name: " + name);
                }
            }
        }
    }

    /** Thrown when Slurm cannot be asked for the nodes: the message is a sentence for the user. */
    public static final class SlurmUnavailable extends Exception {
        public SlurmUnavailable(String message) {
            super(message);
        }
    }

    public static boolean isValidNodeList(String list) {
        return NODE_LIST.matcher(list).matches();
    }

    public static boolean isValidName(String name) {
        return SLURM_NAME.matcher(name).matches();
    }

    /**
     * The nodes to visit, each once: {@code nodeList} expanded by {@code scontrol show hostnames}, or
     * when it is null, every node of {@code partition} as sinfo lists it.
     */
    public List<String> nodes(String nodeList, String partition) throws InterruptedException, SlurmUnavailable {
        List<String> command = nodeList != null
                ? List.of("scontrol", "show", "hostnames", nodeList)
                : List.of("sinfo", "-h", "-N", "-p", partition, "-o", "%N");
        List<String> lines = query(command);
        Set<String> nodes = new LinkedHashSet<>();
        lines.stream().map(String::strip).filter(line -> !line.isEmpty()).forEach(nodes::add);
        for (String node : nodes) {
            if (!isValidNodeList(node)) {
                throw new SlurmUnavailable(
                        command.get(0) + " answered with something that is not a node name: " + node);
            }
        }
        if (nodes.isEmpty()) {
            throw new SlurmUnavailable(
                    nodeList != null
                            ? "No node in '" + nodeList + "'."
                            : "Slurm lists no node in partition '" + partition + "' (sinfo -p " + partition
                                    + " is empty).");
        }
        return List.copyOf(nodes);
    }

    /** Every node's row, in the order given; {@code onDone} hears each as it ends (from worker threads). */
    public List<TargetResult> run(List<String> nodes, Options options, Path outDir, Consumer<TargetResult> onDone)
            throws InterruptedException, IOException {
        for (String node : nodes) {
            if (!isValidNodeList(node) || node.contains(",") || node.contains("[")) {
                throw new IllegalArgumentException("not one Slurm node name: " + node);
            }
        }
        Map<String, SlurmNodeState> states;
        try {
            states = SlurmNodeState.parse(
                    query(List.of("sinfo", "-h", "-N", "-n", String.join(",", nodes), "-o", SlurmNodeState.FORMAT)));
        } catch (SlurmUnavailable e) {
            states = Map.of(); // srun will say what is wrong, node by node
        }
        Map<String, SlurmNodeState> known = states;
        String run = "gpu-doctor-fleet-" + randomHex();
        return Fleet.run(
                nodes,
                (node, folder) -> {
                    SlurmNodeState state = known.get(node);
                    if (state != null && !state.takesJobs()) {
                        Fleet.keepStderr(folder, List.of());
                        return TargetResult.failed(
                                node, TargetFailure.NODE_UNAVAILABLE, state.sentence(), List.of(), 0);
                    }
                    return runJob(node, run + "-" + node, options, folder);
                },
                options.parallelism(),
                outDir,
                onDone);
    }

    private static String randomHex() {
        byte[] bytes = new byte[4];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    List<String> srun(String node, String jobName, Options options) {
        List<String> command = new ArrayList<>(List.of(
                "srun",
                "--job-name=" + jobName,
                "--nodelist=" + node,
                "--nodes=1",
                "--ntasks=1",
                "--time=" + (options.timeLimit().toSeconds() / 60 + 2)));
        if (options.partition() != null) {
            command.add("--partition=" + options.partition());
        }
        if (options.gres() != null) {
            command.add("--gres=" + options.gres());
        }
        if (options.account() != null) {
            command.add("--account=" + options.account());
        }
        // The node's own timeout ends the work at the limit, to the second; Slurm's --time (whole minutes) is the
        // backstop.
        command.addAll(Fleet.boundedWork(
                options.remoteCommand(), options.level(), options.timeLimit().toSeconds()));
        return command;
    }

    private TargetResult runJob(String node, String jobName, Options options, Path folder)
            throws InterruptedException, IOException {
        PendingWatch pending = new PendingWatch(options.pendingTimeout());
        LIVE_JOBS.put(jobName, this);
        CommandResult result;
        RemoteOutput.Receiver stdout = new RemoteOutput.Receiver(folder);
        try {
            result = runner.runReadingStdout(
                    srun(node, jobName, options),
                    environment,
                    null,
                    options.pendingTimeout().plus(options.timeLimit()).plus(GRACE),
                    pending::hear,
                    null,
                    stdout);
            if (result.timedOut()) {
                cancel(jobName); // srun was stopped here; the job may still be queued or running there
            }
        } catch (InterruptedException e) {
            cancelWhileInterrupted(jobName);
            throw e;
        } finally {
            pending.stop();
            LIVE_JOBS.remove(jobName);
        }
        Fleet.keepStderr(folder, result.outputTail());
        CommandResult ended = result;
        return Fleet.collect(
                folder, stdout, answer -> SlurmOutcome.classify(node, ended, answer, pending.cancelledBecause()));
    }

    /** scancel needs to run even though this thread was interrupted; the interrupt is kept for the caller. */
    private void cancelWhileInterrupted(String jobName) {
        Thread.interrupted();
        try {
            cancel(jobName);
        } finally {
            Thread.currentThread().interrupt();
        }
    }

    /** Cancels the job, pending or running; cancelling one already gone does nothing. */
    void cancel(String jobName) {
        try {
            runner.run(List.of("scancel", "--name=" + jobName), environment, null, QUERY_TIMEOUT, line -> {});
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Every line the command printed (not only the runner's tail: a partition may have thousands of nodes). */
    private List<String> query(List<String> command) throws InterruptedException, SlurmUnavailable {
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        CommandResult result = runner.run(command, environment, null, QUERY_TIMEOUT, lines::add);
        if (result.startError() != null) {
            throw new SlurmUnavailable(command.get(0) + " could not be started here (" + result.startError()
                    + "). Install Slurm's client (Debian: slurm-client) or run this on a login node.");
        }
        if (!result.succeeded()) {
            throw new SlurmUnavailable(String.join(" ", command) + " failed: " + result.problem() + ": "
                    + RemoteAnswer.lastLine(result.outputTail(), "it said nothing."));
        }
        if (result.bytesCut() > 0) {
            throw new SlurmUnavailable(
                    String.join(" ", command) + " printed more than GPU Doctor reads; name fewer nodes.");
        }
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /**
     * Reads srun's stderr as it comes: "job N queued and waiting for resources" starts the pending
     * clock, "job N has been allocated resources" stops it. When it runs out, the job is cancelled if
     * squeue still says it pends (it may have started a moment ago), with Slurm's reason kept.
     */
    private final class PendingWatch {
        private final Duration timeout;
        private volatile ScheduledFuture<?> timer;
        private volatile String cancelledBecause;

        PendingWatch(Duration timeout) {
            this.timeout = timeout;
        }

        void hear(String line) {
            Matcher queued = QUEUED.matcher(line);
            if (queued.find() && timer == null) {
                String jobId = queued.group(1);
                timer = TIMERS.schedule(() -> expire(jobId), timeout.toMillis(), TimeUnit.MILLISECONDS);
            } else if (ALLOCATED.matcher(line).find() && timer != null) {
                timer.cancel(false);
            }
        }

        private void expire(String jobId) {
            try {
                CommandResult state = runner.run(
                        List.of("squeue", "-h", "-j", jobId, "-o", "%T|%r"), environment, null, QUERY_TIMEOUT, l -> {});
                String line = state.outputTail().isEmpty()
                        ? ""
                        : state.outputTail().get(0).strip();
                if (!line.startsWith("PENDING")) {
                    return;
                }
                String reason = line.substring(line.indexOf('|') + 1);
                cancelledBecause = "The job waited in Slurm's queue for more than " + timeout.toSeconds() + " s"
                        + (reason.isBlank() ? "" : " (Slurm's reason: " + reason + ")")
                        + " and was cancelled; nothing ran on the node.";
                runner.run(List.of("scancel", jobId), environment, null, QUERY_TIMEOUT, l -> {});
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        void stop() {
            ScheduledFuture<?> current = timer;
            if (current != null) {
                current.cancel(false);
            }
        }

        String cancelledBecause() {
            return cancelledBecause;
        }
    }
}
