package dev.gpudoctor.bridge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one way to run a bridge op in a fresh child: start {@code <python> -m gpudoctor_bridge}, send
 * the op, read the answer with the op's {@link ResultReader}, close the child. A fresh child per op:
 * a segfault in Triton, a hang in native code or a sticky CUDA error stays in that child and
 * becomes that op's failure.
 *
 * <p>The cancel token is the calling thread's interrupt, as everywhere in GPU Doctor (a cancelled
 * task interrupts its worker): interrupted while the child starts or works, the child and all it
 * started are killed, the outcome is a {@link FailureReason#CANCELLED} failure, and the interrupt
 * stays set for the caller. An answer that arrives just as the cancel does counts as cancelled too.
 */
public final class ChildOpRunner {

    private static final Logger LOG = LoggerFactory.getLogger(ChildOpRunner.class);

    private final Map<String, String> baseEnvironment;
    private final BridgeHome.Locator home;
    private final List<SharedAnswers> sharing = new CopyOnWriteArrayList<>();

    public ChildOpRunner(Map<String, String> baseEnvironment, BridgeHome.Locator home) {
        this.baseEnvironment = Map.copyOf(baseEnvironment);
        this.home = home;
    }

    /**
     * How a child starts: the interpreter and the switches a diagnosis toggles.
     *
     * @param nvmlShim put the NVML shim (python-bridge/nvml_shim) in front of PYTHONPATH
     * @param threads  OMP_NUM_THREADS / MKL_NUM_THREADS for the child, or null to leave the environment's
     */
    public record Launch(
            String python, boolean nvmlShim, boolean cudaLaunchBlocking, boolean torchUseCudaDsa, Integer threads) {
        public Launch(String python, boolean nvmlShim, boolean cudaLaunchBlocking, boolean torchUseCudaDsa) {
            this(python, nvmlShim, cudaLaunchBlocking, torchUseCudaDsa, null);
        }

        public static Launch of(String python) {
            return new Launch(python, false, false, false);
        }
    }

    /** The child's spec, for callers that keep one child for several ops (a sweep). */
    public BridgeSpec spec(Launch launch) throws BridgeSetupException {
        return spec(launch, home.locate());
    }

    BridgeSpec spec(Launch launch, Path bridgeDir) {
        Path shim = null;
        if (launch.nvmlShim()) {
            shim = bridgeDir.resolve("nvml_shim");
            if (!Files.isDirectory(shim)) {
                LOG.warn("The NVML shim folder {} is missing; running without it", shim);
                shim = null;
            }
        }
        return BridgeSpec.of(
                launch.python(),
                new BridgeEnvironment(
                        baseEnvironment,
                        bridgeDir,
                        shim,
                        launch.cudaLaunchBlocking(),
                        launch.torchUseCudaDsa(),
                        launch.threads()));
    }

    /**
     * While the returned scope is open, an op of {@code ops} asked again with the same launch and parameters is
     * answered by what the child that ran it first answered, not by a second child: one measurement, every asker.
     * A bundle opens one, because its checklist and its capability matrix ask for the same probes (nvml_calls, the
     * sniff's matmul and copy probes) and two figures of one GPU taken seconds apart would be two answers to one
     * question. Only an answer is kept: an op that did not answer (cancelled, out of time, crashed) runs again for the
     * next asker, under that asker's own time limit. Closing the scope forgets what it kept.
     */
    public SharedAnswers sharing(Set<String> ops) {
        SharedAnswers scope = new SharedAnswers(Set.copyOf(ops));
        sharing.add(scope);
        return scope;
    }

    /** The answers kept while a {@link #sharing} scope is open. */
    public final class SharedAnswers implements AutoCloseable {
        private final Set<String> ops;
        private final Map<Key, Raw> answers = new ConcurrentHashMap<>();

        private SharedAnswers(Set<String> ops) {
            this.ops = ops;
        }

        @Override
        public void close() {
            sharing.remove(this);
            answers.clear();
        }
    }

    private record Key(Launch launch, String op, JsonNode params) {}

    /** What a child said, before the op's reader checked it (each asker reads it with its own reader). */
    private record Raw(BridgeResult answer, double startupSeconds) {}

    /**
     * Runs {@code op} in a fresh child and closes it (or, inside a {@link #sharing} scope, answers it as the first
     * child did). Never throws for anything the child does.
     *
     * @throws BridgeSetupException when GPU Doctor's own python-bridge folder is missing
     */
    public <T> OpOutcome<T> run(
            Launch launch,
            String op,
            JsonNode params,
            Duration timeout,
            ProgressListener progress,
            ResultReader<T> reader)
            throws BridgeSetupException {
        SharedAnswers scope =
                sharing.stream().filter(s -> s.ops.contains(op)).findFirst().orElse(null);
        Key key = new Key(launch, op, params);
        Raw raw = scope == null ? null : scope.answers.get(key);
        if (raw == null) {
            raw = ask(spec(launch), op, params, timeout, progress);
        } else {
            LOG.info("'{}' answered by the child that ran it earlier in this bundle", op);
        }
        OpOutcome<T> outcome = raw.answer() instanceof BridgeResult.Success success
                ? read(reader, success, raw.startupSeconds())
                : new OpOutcome.Failed<>(((BridgeResult.Failure) raw.answer()).failure());
        if (Thread.currentThread().isInterrupted() && !outcome.cancelled()) {
            outcome = new OpOutcome.Failed<>(
                    BridgeFailure.of(FailureReason.CANCELLED, "Cancelled; the Python process was stopped.", List.of()));
        }
        if (scope != null && raw.answer() instanceof BridgeResult.Success && !outcome.cancelled()) {
            scope.answers.putIfAbsent(key, raw);
        }
        return outcome;
    }

    private static Raw ask(BridgeSpec spec, String op, JsonNode params, Duration timeout, ProgressListener progress) {
        try (BridgeProcess bridge = BridgeProcess.start(spec)) {
            return new Raw(bridge.request(op, params, timeout, progress), bridge.startupSeconds());
        } catch (BridgeFailureException e) {
            return new Raw(new BridgeResult.Failure(e.failure()), 0);
        }
    }

    /** {@link #run} for callers that count a missing python-bridge folder as this op's failure. */
    public <T> OpOutcome<T> runOrFail(
            Launch launch,
            String op,
            JsonNode params,
            Duration timeout,
            ProgressListener progress,
            ResultReader<T> reader) {
        try {
            return run(launch, op, params, timeout, progress, reader);
        } catch (BridgeSetupException e) {
            return new OpOutcome.Failed<>(BridgeFailure.of(FailureReason.OP_ERROR, e.getMessage(), List.of()));
        }
    }

    private static <T> OpOutcome<T> read(ResultReader<T> reader, BridgeResult.Success success, double startupSeconds) {
        try {
            return new OpOutcome.Answered<>(reader.read(success.result()), success.seconds(), startupSeconds);
        } catch (ResultReader.ProtocolViolation e) {
            return new OpOutcome.Failed<>(e.failure());
        }
    }
}
