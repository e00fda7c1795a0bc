package dev.gpudoctor.bridge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

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
    public record Launch(String python, boolean nvmlShim, boolean cudaLaunchBlocking, boolean torchUseCudaDsa, Integer threads) {
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
        return BridgeSpec.of(launch.python(), new BridgeEnvironment(baseEnvironment, bridgeDir, shim,
                launch.cudaLaunchBlocking(), launch.torchUseCudaDsa(), launch.threads()));
    }

    /**
     * Runs {@code op} in a fresh child and closes it. Never throws for anything the child does.
     *
     * @throws BridgeSetupException when GPU Doctor's own python-bridge folder is missing
     */
    public <T> OpOutcome<T> run(Launch launch, String op, JsonNode params, Duration timeout, ProgressListener progress,
                                ResultReader<T> reader) throws BridgeSetupException {
        BridgeSpec spec = spec(launch);
        OpOutcome<T> outcome;
        try (BridgeProcess bridge = BridgeProcess.start(spec)) {
            BridgeResult answer = bridge.request(op, params, timeout, progress);
            outcome = answer instanceof BridgeResult.Success success
                    ? read(reader, success, bridge.startupSeconds())
                    : new OpOutcome.Failed<>(((BridgeResult.Failure) answer).failure());
        } catch (BridgeFailureException e) {
            outcome = new OpOutcome.Failed<>(e.failure());
        }
        if (Thread.currentThread().isInterrupted() && !outcome.cancelled()) {
            outcome = new OpOutcome.Failed<>(BridgeFailure.of(FailureReason.CANCELLED,
                    "Cancelled; the Python process was stopped.", List.of()));
        }
        return outcome;
    }

    /** {@link #run} for callers that count a missing python-bridge folder as this op's failure. */
    public <T> OpOutcome<T> runOrFail(Launch launch, String op, JsonNode params, Duration timeout, ProgressListener progress,
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
