package dev.gpudoctor.checklist;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.BridgeFailure;
import java.time.Duration;

/** Bridge ops for the Python checks, each in a fresh child (tests pass canned answers). */
public interface PythonOps {

    /** The interpreter the ops run in. */
    String python();

    /**
     * Runs one op in a fresh bridge child and closes it.
     *
     * @throws InterruptedException when the caller was interrupted (the child is already killed)
     */
    Answer call(String op, JsonNode params, Duration timeout) throws InterruptedException;

    /** The op's result, or why there is none. */
    record Answer(JsonNode result, BridgeFailure failure, long millis) {
        public boolean ok() {
            return result != null;
        }
    }
}
