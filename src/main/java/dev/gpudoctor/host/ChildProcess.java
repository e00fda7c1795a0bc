package dev.gpudoctor.host;

import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one way GPU Doctor starts a child process (the bridge, the probe JVM, an external tool), so
 * that it can be ended whole. A child that exits may leave a grandchild behind that went to the
 * background ({@code ( sleep 600 & )}, {@code nohup}, {@code setsid}) and still holds our pipes:
 * the reader would wait for an EOF that never comes, and the grandchild would live on. So each
 * child
 * <ul>
 *   <li>starts in a session and process group of its own, through setsid(1) where there is one;</li>
 *   <li>carries a token in its environment that everything it starts inherits;</li>
 *   <li>has its descendants noted while it runs (a grandchild that calls setsid itself leaves the
 *       group, one that clears its environment loses the token, but neither changes its parent
 *       until that parent dies).</li>
 * </ul>
 * When the child exits, or is ended, every process still in its group, carrying its token or once
 * seen below it is killed. Children still running when the JVM exits are ended too.
 */
public final class ChildProcess {

    /** The variable holding a child's token; every process it starts inherits it. */
    public static final String TOKEN_VARIABLE = "GPU_DOCTOR_CHILD_TOKEN";

    private static final Logger LOG = LoggerFactory.getLogger(ChildProcess.class);
    private static final long WATCH_PERIOD_MS = 100;
    /** Descendants are listed every third watch: walking /proc costs more than asking whether one process lives. */
    private static final int SNAPSHOT_EVERY = 3;
    /** Kill passes per ending: the last must find nothing left, or a later call (a close, the JVM's exit) looks again. */
    private static final int MAX_KILL_PASSES = 4;

    private static final Set<ChildProcess> LIVE = ConcurrentHashMap.newKeySet();
    private static final List<Runnable> BEFORE_ENDING_AT_EXIT = new java.util.concurrent.CopyOnWriteArrayList<>();
    private static final AtomicLong COUNTER = new AtomicLong();
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Optional<Path> SETSID = findSetsid();
    private static final ScheduledExecutorService WATCHER =
            Executors.newSingleThreadScheduledExecutor(new NamedDaemonThreadFactory("gpu-doctor-child-watch"));

    static {
        WATCHER.scheduleWithFixedDelay(ChildProcess::watchAll, WATCH_PERIOD_MS, WATCH_PERIOD_MS, TimeUnit.MILLISECONDS);
        Runtime.getRuntime().addShutdownHook(new NamedDaemonThreadFactory("gpu-doctor-child-exit").newThread(() -> {
                    for (Runnable action : BEFORE_ENDING_AT_EXIT) {
                        try {
                            action.run();
                        } catch (RuntimeException e) {
                            LOG.warn("An exit action failed: {}", e.toString());
                        }
                    }
                    LIVE.forEach(ChildProcess::endTree);
                }));
    }

    /**
     * Runs {@code action} at the JVM's exit before the children still running are ended: an action that
     * itself starts a child (cancelling Slurm jobs runs scancel) needs that order. A shutdown hook of its own
     * would not get it: the JVM runs its hooks at once and in no order, and the hook ending the children
     * killed the scancel another hook had just started (a job left RUNNING after Ctrl-C on a busy machine).
     */
    public static void beforeEndingChildrenAtExit(Runnable action) {
        BEFORE_ENDING_AT_EXIT.add(action);
    }

    private final Process process;
    private final String token;
    private final long groupId;
    /** When the child started (clock ticks since boot): whatever it leaves behind started later. */
    private final long startTicks;

    private final Set<ProcessHandle> seenBelow = ConcurrentHashMap.newKeySet();
    private final CompletableFuture<Integer> treeEnded = new CompletableFuture<>();
    private int watches;
    private boolean treeGone;

    private ChildProcess(Process process, String token, long groupId) {
        this.process = process;
        this.token = token;
        this.groupId = groupId;
        this.startTicks = ProcessTrees.startTicks(process.pid());
    }

    /**
     * Starts {@code builder}'s command as a child of its own. The builder's command is left as it
     * was; its environment gains {@link #TOKEN_VARIABLE}.
     *
     * @throws IOException as {@link ProcessBuilder#start()} would, "error=2" when the program is
     *                     not there, "error=13" when it cannot be run
     */
    public static ChildProcess start(ProcessBuilder builder) throws IOException {
        return startOwn(builder);
    }

    /**
     * Starts {@code command} with exactly {@code environment} (nothing inherited), its stdin, stdout and
     * stderr as pipes: for a long-lived child that speaks a protocol (the Python bridge).
     */
    public static ChildProcess start(List<String> command, Map<String, String> environment) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().clear();
        builder.environment().putAll(environment);
        return startOwn(builder);
    }

    private static ChildProcess startOwn(ProcessBuilder builder) throws IOException {
        String token = ProcessHandle.current().pid() + "-" + COUNTER.incrementAndGet() + "-"
                + HexFormat.of().toHexDigits(RANDOM.nextLong());
        builder.environment().put(TOKEN_VARIABLE, token);
        List<String> original = List.copyOf(builder.command());
        Process process;
        if (SETSID.isPresent()) {
            // setsid execs the program in its own pid (a child of the JVM is never a group leader,
            // so it does not fork): the pid we hold is the child's, and it leads its new group.
            List<String> command = new ArrayList<>();
            command.add(SETSID.get().toString());
            command.add(resolve(original.get(0), builder.directory()));
            command.addAll(original.subList(1, original.size()));
            builder.command(command);
            try {
                process = builder.start();
            } finally {
                builder.command(original);
            }
        } else {
            process = builder.start();
        }
        ChildProcess child = new ChildProcess(process, token, SETSID.isPresent() ? process.pid() : -1);
        LIVE.add(child);
        child.noteDescendants();
        return child;
    }

    public Process process() {
        return process;
    }

    public long pid() {
        return process.pid();
    }

    /** Whether the child leads a process group of its own (setsid(1) was there). */
    public boolean ownsProcessGroup() {
        return groupId > 0;
    }

    /**
     * Completes with the child's exit status once it has exited and whatever it left behind has
     * been ended (within a tenth of a second of the exit).
     */
    public CompletableFuture<Integer> treeEnded() {
        return treeEnded;
    }

    /**
     * Kills the child, if it still runs, and every process it left: in its group, carrying its
     * token, or once seen below it. Safe to call at any time and more than once.
     */
    public synchronized void endTree() {
        if (treeGone) {
            return;
        }
        boolean exited = !process.isAlive();
        // Each pass looks again after its kill: one look can miss a process (one caught inside execve(), one its
        // parent forked as it was being frozen), and what one pass misses lives on unless the next finds it. A pass
        // that finds only what an earlier one killed is the last: what SIGKILL has not ended yet (a process inside
        // a driver call) will not end sooner for another.
        Set<Long> killed = new HashSet<>();
        boolean foundNothing = false;
        for (int pass = 0; pass < MAX_KILL_PASSES; pass++) {
            Set<Long> found = ProcessTrees.killAll(this::members);
            foundNothing = found.isEmpty();
            if (!killed.addAll(found)) {
                break;
            }
        }
        if (foundNothing && exited) {
            // The child had exited and a last look found nothing of its tree: nothing can start one again,
            // so later calls (the watcher's, a close's) need not walk /proc once more.
            treeGone = true;
        }
    }

    private List<ProcessHandle> members() {
        List<ProcessHandle> members = new ArrayList<>();
        if (process.isAlive()) {
            members.add(process.toHandle());
            process.descendants().forEach(members::add);
        }
        seenBelow.stream().filter(ProcessHandle::isAlive).forEach(members::add);
        members.addAll(ProcessTrees.inGroupOrCarrying(groupId, TOKEN_VARIABLE + "=" + token, startTicks));
        return members;
    }

    private void noteDescendants() {
        process.descendants().forEach(seenBelow::add);
    }

    private static void watchAll() {
        for (ChildProcess child : LIVE) {
            try {
                child.watch();
            } catch (RuntimeException e) {
                LOG.warn("Watching child {} failed", child.pid(), e);
            }
        }
    }

    private void watch() {
        if (!process.isAlive()) {
            endTree();
            LIVE.remove(this);
            treeEnded.complete(process.exitValue());
            return;
        }
        if (++watches % SNAPSHOT_EVERY == 0) {
            noteDescendants();
        }
    }

    /**
     * The program as an absolute path, found the way the JVM would (the JVM's PATH for a bare name,
     * the working directory for a relative one), with the JVM's own error numbers when it is missing
     * or cannot run: setsid would only report them later, as an exit code.
     */
    static String resolve(String program, File workingDirectory) throws IOException {
        Path found = null;
        if (program.contains("/")) {
            Path path = Path.of(program);
            if (!path.isAbsolute() && workingDirectory != null) {
                path = workingDirectory.toPath().resolve(path);
            }
            found = Files.exists(path) ? path : null;
        } else {
            for (String dir :
                    Optional.ofNullable(System.getenv("PATH")).orElse("").split(File.pathSeparator)) {
                Path candidate = Path.of(dir.isEmpty() ? "." : dir).resolve(program);
                if (Files.isRegularFile(candidate)) {
                    found = candidate;
                    if (Files.isExecutable(candidate)) {
                        break;
                    }
                }
            }
        }
        if (found == null) {
            throw new IOException("Cannot run program \"" + program + "\": error=2, No such file or directory");
        }
        if (Files.isDirectory(found) || !Files.isExecutable(found)) {
            throw new IOException("Cannot run program \"" + program + "\": error=13, Permission denied");
        }
        return found.toAbsolutePath().toString();
    }

    private static Optional<Path> findSetsid() {
        if (!System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")) {
            return Optional.empty();
        }
        for (String candidate : List.of("/usr/bin/setsid", "/bin/setsid")) {
            Path path = Path.of(candidate);
            if (Files.isExecutable(path)) {
                return Optional.of(path);
            }
        }
        return Optional.empty();
    }

    /** For tests: the environment entry a child's processes carry. */
    Map.Entry<String, String> tokenEntry() {
        return Map.entry(TOKEN_VARIABLE, token);
    }
}
