package dev.gpudoctor.checklist;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The Python children of one checklist run, started together when the run starts so that they work side by side:
 * the import chain's {@code import mace} is most of a checklist, and the CUDA init test and the NVML calls need not
 * wait for it. Each child is still its own process (a crash stays in it); each check then waits for its own child's
 * answer. An op nobody started runs when asked, on the asking thread. {@link #close} stops whatever still runs: each
 * worker's interrupt kills its child, as a cancelled check's would.
 */
final class PythonChildren implements AutoCloseable {

    private final PythonOps ops;
    private final Map<String, Future<PythonOps.Answer>> started = new HashMap<>();
    private ExecutorService workers;

    PythonChildren(PythonOps ops) {
        this.ops = ops;
    }

    /** Starts {@code op} in its child now; {@link #answer} waits for it. */
    void start(String op, JsonNode params, Duration timeout) {
        if (workers == null) {
            workers = Executors.newCachedThreadPool(new NamedDaemonThreadFactory("gpu-doctor-check-child"));
        }
        started.put(op, workers.submit(() -> ops.call(op, params, timeout)));
    }

    boolean started(String op) {
        return started.containsKey(op);
    }

    /** The answer of the child started for {@code op}, or, when none was, of one run now with these parameters. */
    PythonOps.Answer answer(String op, JsonNode params, Duration timeout) throws InterruptedException {
        Future<PythonOps.Answer> future = started.get(op);
        if (future == null) {
            return ops.call(op, params, timeout);
        }
        try {
            return future.get();
        } catch (CancellationException e) {
            throw new InterruptedException("checklist cancelled while '" + op + "' ran");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof InterruptedException) {
                throw new InterruptedException("checklist cancelled while '" + op + "' ran");
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
    }

    /**
     * Stops the children still running (a cancelled run, or a check that failed before asking) and waits a little for
     * their workers to have killed them, so none outlives the run. Keeps the caller's interrupt.
     */
    @Override
    public void close() {
        if (workers == null) {
            return;
        }
        workers.shutdownNow();
        boolean interrupted = Thread.interrupted();
        try {
            workers.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            interrupted = true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
