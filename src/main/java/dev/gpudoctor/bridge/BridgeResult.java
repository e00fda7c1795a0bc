package dev.gpudoctor.bridge;

import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.model.BridgeFailure;
import java.util.Objects;

/** The answer to one request: the op's result object, or why there is none. */
public sealed interface BridgeResult {

    record Success(JsonNode result, double seconds) implements BridgeResult {
        public Success {
            Objects.requireNonNull(result, "result");
        }
    }

    record Failure(BridgeFailure failure) implements BridgeResult {
        public Failure {
            Objects.requireNonNull(failure, "failure");
        }
    }
}
