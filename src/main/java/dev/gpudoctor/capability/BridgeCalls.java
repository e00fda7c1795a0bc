package dev.gpudoctor.capability;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.bridge.ChildOpRunner;
import dev.gpudoctor.bridge.OpOutcome;
import dev.gpudoctor.bridge.ResultReader;
import dev.gpudoctor.model.BridgeFailure;
import java.time.Duration;

/** One bridge op in a fresh Python child (tests pass canned answers). */
public interface BridgeCalls {

    /** The op's result, or why there is none. */
    record Answer(JsonNode result, BridgeFailure failure) {}

    /** @throws InterruptedException when the caller was interrupted (the child is already stopped) */
    Answer call(String python, String op, JsonNode params, Duration timeout) throws InterruptedException;

    /**
     * A fresh child per op, through the {@link ChildOpRunner}: a segfault in Triton or a sticky CUDA
     * error stays in that child and becomes that one cell.
     */
    static BridgeCalls of(ChildOpRunner runner) {
        return (python, op, params, timeout) -> {
            OpOutcome<JsonNode> outcome = runner.runOrFail(
                            ChildOpRunner.Launch.of(python), op, params, timeout, null, ResultReader.json(op))
                    .throwIfCancelled("running '" + op + "'");
            return outcome instanceof OpOutcome.Answered<JsonNode> answered
                    ? new Answer(answered.result(), null)
                    : new Answer(null, ((OpOutcome.Failed<JsonNode>) outcome).failure());
        };
    }
}
