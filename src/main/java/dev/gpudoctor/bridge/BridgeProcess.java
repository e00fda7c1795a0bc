package dev.gpudoctor.bridge;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import dev.gpudoctor.host.BoundedLineReader;
import dev.gpudoctor.host.ChildProcess;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One running {@code <python> -m gpudoctor_bridge} child, spoken to in JSON lines (PROTOCOL.md).
 *
 * <p>stdout is read on its own thread, which routes answers to the waiting request; stderr is
 * drained on another into a {@link StderrTail}. Every wait has a limit. Once anything goes wrong -
 * a crash, a timeout, garbage, a cancel - the child is killed with its descendants and every
 * request, now and later, gets that same {@link BridgeFailure}: an op hanging in native code cannot
 * be interrupted any other way, and a half-dead interpreter must not be trusted for the next op.
 * {@link #close()} leaves neither a process nor a thread behind.
 *
 * <p>The child is a {@link ChildProcess}: when it exits, whatever it left running is ended, so a
 * grandchild holding stdout cannot hide the exit; and should some process still hold the pipe, the
 * exit itself is classified {@link #EXIT_GRACE} later rather than waiting for an EOF. stderr is read
 * in bounded lines, stdout refuses a line over {@link BridgeSpec#maxLineBytes()}: memory stays
 * bounded whatever the child prints.
 */
public final class BridgeProcess implements AutoCloseable {

    /** Every thread of a bridge starts with this; tests check none outlives {@link #close()}. */
    public static final String THREAD_PREFIX = "gpudoctor-bridge";

    private static final Logger LOG = LoggerFactory.getLogger(BridgeProcess.class);
    private static final NamedDaemonThreadFactory STDOUT_THREADS =
            new NamedDaemonThreadFactory(THREAD_PREFIX + "-stdout");
    private static final NamedDaemonThreadFactory STDERR_THREADS =
            new NamedDaemonThreadFactory(THREAD_PREFIX + "-stderr");
    private static final int PROTOCOL_VERSION = 1;
    /**
     * How long after its tree ended a child's stdout may stay open before its exit is taken as the answer: only a
     * process outside every trace can still hold the pipe then. Each look that finds the reader still reading
     * lines puts the verdict off again, so a reader that merely fell behind on a busy machine is never cut.
     */
    private static final Duration EXIT_GRACE = Duration.ofSeconds(2);

    private static final Duration THREAD_JOIN = Duration.ofSeconds(2);
    /** The longest stderr line kept (its head and tail halves); the rest is counted, not held. */
    static final int MAX_STDERR_LINE_BYTES = 4 * 1024;

    private final BridgeSpec spec;
    private final ChildProcess child;
    private final Process process;
    private final long spawnedNanos;
    private final OutputStream requests;
    private final StderrTail stderr = new StderrTail(StderrTail.DEFAULT_HEAD_LINES, StderrTail.DEFAULT_LINES);
    private final CompletableFuture<JsonNode> hello = new CompletableFuture<>();
    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    private final AtomicReference<BridgeFailure> terminal = new AtomicReference<>();
    private final AtomicBoolean closing = new AtomicBoolean();
    private final AtomicLong nextId = new AtomicLong();
    private final Thread stdoutReader;
    private final Thread stderrReader;
    private volatile double startupSeconds = Double.NaN;
    private volatile String currentStage = "before saying hello";

    private record Pending(
            String op,
            ProgressListener listener,
            long sentNanos,
            long deadlineNanos,
            CompletableFuture<BridgeResult> answer) {}

    /** stdout ended while the child still ran: it is now given until its answer's deadline to exit. */
    private volatile boolean outputClosed;
    /** Protocol lines read so far: a reader still making progress is behind, not stuck. */
    private final AtomicLong linesRead = new AtomicLong();

    private BridgeProcess(BridgeSpec spec, ChildProcess child, long spawnedNanos) {
        this.spec = spec;
        this.child = child;
        this.process = child.process();
        this.spawnedNanos = spawnedNanos;
        this.requests = process.getOutputStream();
        this.stderrReader = STDERR_THREADS.newThread(this::drainStderr);
        this.stdoutReader = STDOUT_THREADS.newThread(this::readProtocol);
        stderrReader.start();
        stdoutReader.start();
        child.treeEnded().thenRun(() -> exitedWithoutEofAfter(linesRead.get()));
    }

    /** Starts the child and waits for its hello; on failure the child is already gone. */
    public static BridgeProcess start(BridgeSpec spec) throws BridgeFailureException {
        long spawned = System.nanoTime();
        ChildProcess process;
        try {
            process = ChildProcess.start(
                    List.of(spec.python(), "-m", "gpudoctor_bridge"),
                    spec.environment().toMap());
        } catch (IOException e) {
            LOG.debug("Could not start {}", spec.python(), e);
            throw new BridgeFailureException(BridgeFailure.of(
                    FailureReason.PYTHON_NOT_FOUND,
                    "Could not start the Python interpreter '" + spec.python() + "': " + startProblem(e) + ".",
                    List.of()));
        }
        BridgeProcess bridge = new BridgeProcess(spec, process, spawned);
        bridge.awaitHello();
        return bridge;
    }

    private void awaitHello() throws BridgeFailureException {
        try {
            hello.get(spec.startupTimeout().toMillis(), TimeUnit.MILLISECONDS);
            startupSeconds = (System.nanoTime() - spawnedNanos) / 1e9;
            LOG.debug("Bridge {} ({}) said hello after {} s", process.pid(), spec.python(), startupSeconds);
            return;
        } catch (TimeoutException e) {
            if (outputClosed) {
                fail(
                        FailureReason.PROTOCOL_ERROR,
                        "The bridge broke the protocol " + currentStage + ": it closed its output but kept running.");
            } else {
                fail(
                        FailureReason.TIMED_OUT,
                        "The Python interpreter did not start the bridge within " + seconds(spec.startupTimeout())
                                + " (no hello line); it was stopped.");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cancel();
        } catch (ExecutionException e) {
            // The reader has recorded why: a crash, an exit, garbage.
        }
        BridgeFailure failure = terminal.get();
        close();
        throw new BridgeFailureException(failure);
    }

    /** Seconds from spawning the child to its hello: {@code timings_s.startup} of a run. */
    public double startupSeconds() {
        return startupSeconds;
    }

    /** The hello message (protocol, python version and executable, pid). */
    public JsonNode hello() {
        return hello.getNow(null);
    }

    public long pid() {
        return process.pid();
    }

    /** The last lines the child wrote to stderr. */
    public List<String> stderrTail() {
        return stderr.snapshot();
    }

    /**
     * Sends one request and waits for its answer. Never throws: every way of not getting a result
     * is a {@link BridgeResult.Failure}. Interrupting the caller cancels (and kills) the bridge.
     */
    public BridgeResult request(String op, JsonNode params, Duration timeout, ProgressListener listener) {
        BridgeFailure dead = terminal.get();
        if (dead != null) {
            return new BridgeResult.Failure(dead);
        }
        String id = "r-" + nextId.incrementAndGet();
        long sent = System.nanoTime();
        Pending request = new Pending(
                op,
                listener == null ? ProgressListener.NONE : listener,
                sent,
                sent + timeout.toNanos(),
                new CompletableFuture<>());
        pending.put(id, request);
        try {
            dead = terminal.get(); // the reader may have failed everything between the check and the put
            if (dead != null) {
                return new BridgeResult.Failure(dead);
            }
            currentStage = "while running '" + op + "'";
            send(id, op, params);
            return request.answer().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            if (outputClosed) {
                return new BridgeResult.Failure(fail(
                        FailureReason.PROTOCOL_ERROR,
                        "The bridge broke the protocol " + currentStage + ": it closed its output but kept running."));
            }
            return new BridgeResult.Failure(fail(
                    FailureReason.TIMED_OUT,
                    "The bridge did not answer '" + op + "' within " + seconds(timeout)
                            + "; the Python process was stopped."));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new BridgeResult.Failure(cancel());
        } catch (ExecutionException e) {
            throw new IllegalStateException("request futures are completed, never failed", e);
        } finally {
            pending.remove(id);
        }
    }

    /** One request line of the protocol (PROTOCOL.md): the op's params are written as the caller's record made them. */
    private record RequestLine(String id, String op, JsonNode params) {}

    private void send(String id, String op, JsonNode params) {
        RequestLine line =
                new RequestLine(id, op, params == null ? JsonMappers.records().createObjectNode() : params);
        try {
            byte[] bytes = (JsonMappers.records().writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
            synchronized (requests) {
                requests.write(bytes);
                requests.flush();
            }
        } catch (IOException e) {
            // A closed pipe means the child is gone; the stdout reader classifies how it ended.
            LOG.debug("Could not send '{}' to bridge {}", op, process.pid(), e);
        }
    }

    /** Kills the child now; the running request (if any) ends as {@link FailureReason#CANCELLED}. */
    public BridgeFailure cancel() {
        return fail(FailureReason.CANCELLED, "Cancelled; the Python process was stopped.");
    }

    /** Marks the bridge failed (the first failure wins), kills the child and answers everyone waiting. */
    private BridgeFailure fail(FailureReason reason, String message) {
        return fail(BridgeFailure.of(reason, message, stderr.snapshot()));
    }

    private BridgeFailure fail(BridgeFailure failure) {
        terminal.compareAndSet(null, failure);
        BridgeFailure winner = terminal.get();
        killTree();
        hello.completeExceptionally(new BridgeFailureException(winner));
        pending.values().forEach(p -> p.answer().complete(new BridgeResult.Failure(winner)));
        return winner;
    }

    /** The child and all it started, frozen first so that nothing forked in between escapes. */
    private void killTree() {
        child.endTree();
    }

    /**
     * The child exited and its tree was ended, yet stdout has not ended: something outside the
     * tree (a process that left both our group and our token behind) still holds the pipe. The
     * exit is the answer; the reader thread is left to that pipe.
     */
    private void exitedWithoutEofAfter(long linesWhenLooked) {
        CompletableFuture.runAsync(
                () -> exitedWithoutEof(linesWhenLooked),
                CompletableFuture.delayedExecutor(EXIT_GRACE.toMillis(), TimeUnit.MILLISECONDS));
    }

    private void exitedWithoutEof(long linesBefore) {
        if (terminal.get() != null || closing.get() || !stdoutReader.isAlive()) {
            return;
        }
        long lines = linesRead.get();
        if (lines != linesBefore) {
            exitedWithoutEofAfter(lines); // still reading what the child wrote: behind, not stuck
            return;
        }
        LOG.warn("Bridge {} exited but another process still holds its output", process.pid());
        fail(ExitClassifier.classify(process.exitValue(), currentStage, stderr.snapshot()));
    }

    // ---- the stdout thread -------------------------------------------------------------------

    private void readProtocol() {
        JsonLineReader lines = new JsonLineReader(process.getInputStream(), spec.maxLineBytes());
        try {
            String line;
            while ((line = lines.readLine()) != null) {
                linesRead.incrementAndGet();
                if (!line.isBlank() && !dispatch(line)) {
                    return;
                }
            }
            outputEnded(null, false);
        } catch (JsonLineReader.LineViolation e) {
            outputEnded(e.getMessage(), e.kind() == JsonLineReader.LineViolation.Kind.OVERSIZE_LINE);
        } catch (IOException e) {
            outputEnded(closing.get() ? null : "reading its output failed (" + e.getMessage() + ")", false);
        } catch (RuntimeException e) {
            LOG.error("Bridge reader failed", e);
            fail(FailureReason.PROTOCOL_ERROR, "GPU Doctor could not read the bridge's output: " + e.getMessage());
        }
    }

    /** Handles one line; false when it broke the protocol and reading must stop. */
    private boolean dispatch(String line) {
        JsonNode tree;
        try {
            tree = JsonMappers.records().readTree(line);
        } catch (JsonProcessingException e) {
            tree = null;
        }
        if (tree == null || !tree.isObject()) {
            fail(
                    FailureReason.PROTOCOL_ERROR,
                    "The bridge broke the protocol " + currentStage + ": it wrote a line that is not a JSON object ("
                            + preview(line) + ").");
            return false;
        }
        BridgeMessage message;
        try {
            message = JsonMappers.records().treeToValue(tree, BridgeMessage.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            fail(
                    FailureReason.PROTOCOL_ERROR,
                    "The bridge broke the protocol " + currentStage
                            + ": it wrote a message whose fields are not the protocol's (" + preview(line) + ").");
            return false;
        }
        String type = message.type();
        if (!hello.isDone()) {
            return acceptHello(message, tree, line);
        }
        Pending request = pending.get(message.id());
        switch (type) {
            case "result" -> {
                if (request != null) {
                    double seconds = (System.nanoTime() - request.sentNanos()) / 1e9;
                    request.answer()
                            .complete(new BridgeResult.Success(
                                    message.result() == null ? MissingNode.getInstance() : message.result(), seconds));
                }
            }
            case "error" -> {
                if (request != null) {
                    request.answer()
                            .complete(new BridgeResult.Failure(
                                    BridgeErrors.toFailure(message.error(), spec.python(), stderr.snapshot())));
                } else {
                    LOG.warn("The bridge reported an error for no pending request: {}", preview(line));
                }
            }
            case "progress" -> notifyProgress(request, message.progress());
            case "log" ->
                LOG.info(
                        "bridge: {}",
                        message.log() == null || message.log().message() == null
                                ? ""
                                : message.log().message());
            default -> LOG.debug("Ignoring bridge message of type '{}'", type);
        }
        return true;
    }

    private boolean acceptHello(BridgeMessage message, JsonNode tree, String line) {
        if ("hello".equals(message.type()) && Integer.valueOf(PROTOCOL_VERSION).equals(message.protocol())) {
            currentStage = "after saying hello";
            hello.complete(tree);
            return true;
        }
        if ("error".equals(message.type())) {
            // unsupported-python: the bridge explains itself instead of saying hello.
            fail(BridgeErrors.toFailure(message.error(), spec.python(), stderr.snapshot()));
        } else {
            fail(
                    FailureReason.PROTOCOL_ERROR,
                    "The bridge broke the protocol: its first line was not a protocol " + PROTOCOL_VERSION + " hello ("
                            + preview(line) + ").");
        }
        return false;
    }

    private static void notifyProgress(Pending request, BridgeMessage.Progress progress) {
        if (request == null) {
            return;
        }
        Double seconds = progress == null ? null : progress.seconds();
        try {
            request.listener()
                    .onProgress(
                            progress == null || progress.message() == null ? "" : progress.message(),
                            progress == null ? null : progress.fraction(),
                            seconds != null && Double.isFinite(seconds) && seconds >= 0 ? seconds : null);
        } catch (RuntimeException e) {
            LOG.warn("A progress listener failed", e);
        }
    }

    /**
     * stdout ended, cleanly or in the middle of a line. How the child ended decides the story: a
     * crash mid-line is a crash, not a protocol error; an oversize line is a protocol error however it ends.
     */
    private void outputEnded(String violation, boolean oversize) {
        if (closing.get() || terminal.get() != null) {
            fail(closedFailure());
            return;
        }
        if (oversize) {
            fail(
                    FailureReason.PROTOCOL_ERROR,
                    "The bridge broke the protocol " + currentStage + ": " + violation + ".");
            return;
        }
        // A child that closed its output may still be exiting (a CUDA context torn down on a busy machine): it has
        // until its answer was due, and the one waiting for that answer decides what a child still running means.
        outputClosed = true;
        boolean exited = waitForExitUntil(answerDeadline());
        if (!exited) {
            fail(
                    FailureReason.PROTOCOL_ERROR,
                    "The bridge broke the protocol " + currentStage + ": "
                            + (violation != null ? violation : "it closed its output but kept running") + ".");
            return;
        }
        joinQuietly(stderrReader); // the crash's last words are the evidence
        BridgeFailure failure = ExitClassifier.classify(process.exitValue(), currentStage, stderr.snapshot());
        if (violation != null && failure.reason() == FailureReason.PROTOCOL_ERROR) {
            failure = BridgeFailure.of(
                    FailureReason.PROTOCOL_ERROR,
                    "The bridge broke the protocol " + currentStage + ": " + violation + ".",
                    failure.stderrTail());
        }
        fail(failure);
    }

    private BridgeFailure closedFailure() {
        BridgeFailure failure = terminal.get();
        return failure != null
                ? failure
                : BridgeFailure.of(FailureReason.CANCELLED, "The bridge was closed.", stderr.snapshot());
    }

    // ---- the stderr thread -------------------------------------------------------------------

    private void drainStderr() {
        try (InputStream in = process.getErrorStream()) {
            BoundedLineReader reader = new BoundedLineReader(in, MAX_STDERR_LINE_BYTES);
            String line;
            while ((line = reader.readLine()) != null) {
                stderr.add(line);
                LOG.debug("[python {}] {}", process.pid(), line);
            }
        } catch (IOException e) {
            LOG.debug("stderr of bridge {} closed", process.pid(), e);
        }
    }

    // ---- shutdown ----------------------------------------------------------------------------

    /**
     * Asks a healthy child to shut down and waits a little; kills it (and its descendants) when it
     * does not go, and waits for both reader threads. Safe to call more than once.
     */
    @Override
    public void close() {
        if (!closing.compareAndSet(false, true)) {
            return;
        }
        if (terminal.get() == null && process.isAlive()) {
            send("shutdown-" + nextId.incrementAndGet(), "shutdown", null);
            if (!waitForExit(spec.shutdownTimeout())) {
                LOG.warn(
                        "Bridge {} did not shut down within {}; killing it",
                        process.pid(),
                        seconds(spec.shutdownTimeout()));
            }
        }
        fail(closedFailure()); // ends the tree: what a clean shutdown left behind goes too
        try {
            requests.close();
        } catch (IOException e) {
            LOG.debug("Closing the request pipe failed", e);
        }
        waitForExit(THREAD_JOIN);
        if (Thread.currentThread() != stdoutReader) {
            joinQuietly(stdoutReader);
        }
        joinQuietly(stderrReader);
    }

    /** When the answer now awaited is due: the hello's, the latest pending request's, or a shutdown's. */
    private long answerDeadline() {
        if (!hello.isDone()) {
            return spawnedNanos + spec.startupTimeout().toNanos();
        }
        return pending.values().stream()
                .mapToLong(Pending::deadlineNanos)
                .max()
                .orElse(System.nanoTime() + spec.shutdownTimeout().toNanos());
    }

    private boolean waitForExitUntil(long deadlineNanos) {
        return waitForExit(Duration.ofNanos(Math.max(0, deadlineNanos - System.nanoTime())));
    }

    private boolean waitForExit(Duration limit) {
        try {
            return process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }

    private static void joinQuietly(Thread thread) {
        try {
            thread.join(THREAD_JOIN.toMillis());
            if (thread.isAlive()) {
                LOG.warn("Thread {} did not end; a grandchild process may still hold the pipe", thread.getName());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String startProblem(IOException e) {
        String text = String.valueOf(e.getMessage());
        if (text.contains("error=2,")) {
            return "no such file";
        }
        if (text.contains("error=13,")) {
            return "permission denied (is it executable?)";
        }
        int comma = text.indexOf(", ");
        return comma >= 0 ? text.substring(comma + 2) : text;
    }

    private static String preview(String line) {
        String oneLine = line.strip().replaceAll("\\s+", " ");
        return "'" + (oneLine.length() > 80 ? oneLine.substring(0, 80) + "..." : oneLine) + "'";
    }

    private static String seconds(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? (millis / 1000) + " s" : String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }
}
