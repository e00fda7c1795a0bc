package dev.gpudoctor.checklist;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.BridgeEnvironment;
import dev.gpudoctor.bridge.BridgeFailureException;
import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.BridgeProcess;
import dev.gpudoctor.bridge.BridgeResult;
import dev.gpudoctor.bridge.BridgeSetupException;
import dev.gpudoctor.bridge.BridgeSpec;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * One fresh {@link BridgeProcess} per op: a crash, a hang or a sticky CUDA error stays in that
 * child. The toggles (CUDA_LAUNCH_BLOCKING, TORCH_USE_CUDA_DSA) go into every child's environment.
 */
final class ChildPythonOps implements PythonOps {

    private final String python;
    private final Map<String, String> baseEnvironment;
    private final BridgeHome.Locator home;
    private final boolean cudaLaunchBlocking;
    private final boolean torchUseCudaDsa;

    ChildPythonOps(String python, Map<String, String> baseEnvironment, BridgeHome.Locator home,
                   boolean cudaLaunchBlocking, boolean torchUseCudaDsa) {
        this.python = python;
        this.baseEnvironment = Map.copyOf(baseEnvironment);
        this.home = home;
        this.cudaLaunchBlocking = cudaLaunchBlocking;
        this.torchUseCudaDsa = torchUseCudaDsa;
    }

    @Override
    public String python() {
        return python;
    }

    @Override
    public Answer call(String op, JsonNode params, Duration timeout) throws InterruptedException {
        long start = System.nanoTime();
        BridgeSpec spec;
        try {
            spec = BridgeSpec.of(python, new BridgeEnvironment(baseEnvironment, home.locate(), null,
                    cudaLaunchBlocking, torchUseCudaDsa));
        } catch (BridgeSetupException e) {
            return new Answer(null, BridgeFailure.of(FailureReason.OP_ERROR, e.getMessage(), List.of()), 0);
        }
        Answer answer;
        try (BridgeProcess bridge = BridgeProcess.start(spec)) {
            BridgeResult result = bridge.request(op, params, timeout, null);
            answer = result instanceof BridgeResult.Success success
                    ? new Answer(success.result(), null, millis(start))
                    : new Answer(null, ((BridgeResult.Failure) result).failure(), millis(start));
        } catch (BridgeFailureException e) {
            answer = new Answer(null, e.failure(), millis(start));
        }
        if (Thread.interrupted() || answer.failure() != null && answer.failure().reason() == FailureReason.CANCELLED) {
            throw new InterruptedException("cancelled while running '" + op + "'");
        }
        return answer;
    }

    private static long millis(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
