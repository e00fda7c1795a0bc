package dev.gpudoctor.capability;

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

/** One bridge op in a fresh Python child (tests pass canned answers). */
public interface BridgeCalls {

    /** The op's result, or why there is none. */
    record Answer(JsonNode result, BridgeFailure failure) {
    }

    /** @throws InterruptedException when the caller was interrupted (the child is already stopped) */
    Answer call(String python, String op, JsonNode params, Duration timeout) throws InterruptedException;

    /**
     * A fresh child per op: a segfault in Triton or a sticky CUDA error stays in that child and
     * becomes that one cell.
     */
    static BridgeCalls ofChildren(Map<String, String> environment, BridgeHome.Locator home) {
        return (python, op, params, timeout) -> {
            BridgeSpec spec;
            try {
                spec = BridgeSpec.of(python, BridgeEnvironment.of(environment, home.locate()));
            } catch (BridgeSetupException e) {
                return new Answer(null, BridgeFailure.of(FailureReason.OP_ERROR, e.getMessage(), List.of()));
            }
            Answer answer;
            try (BridgeProcess bridge = BridgeProcess.start(spec)) {
                BridgeResult result = bridge.request(op, params, timeout, null);
                answer = result instanceof BridgeResult.Success success
                        ? new Answer(success.result(), null)
                        : new Answer(null, ((BridgeResult.Failure) result).failure());
            } catch (BridgeFailureException e) {
                answer = new Answer(null, e.failure());
            }
            if (Thread.interrupted() || answer.failure() != null && answer.failure().reason() == FailureReason.CANCELLED) {
                throw new InterruptedException("cancelled while running '" + op + "'");
            }
            return answer;
        };
    }
}
