package dev.gpudoctor.bridge;

import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.util.Objects;

/** How one op in a child ended: its checked result, or why there is none. */
public sealed interface OpOutcome<T> {

    /**
     * @param seconds        request to answer
     * @param startupSeconds spawn to hello of the child that answered
     */
    record Answered<T>(T result, double seconds, double startupSeconds) implements OpOutcome<T> {
        public Answered {
            Objects.requireNonNull(result, "result");
        }
    }

    record Failed<T>(BridgeFailure failure) implements OpOutcome<T> {
        public Failed {
            Objects.requireNonNull(failure, "failure");
        }
    }

    /** The user cancelled (the calling thread was interrupted); the child tree is gone. */
    default boolean cancelled() {
        return this instanceof Failed<T> failed && failed.failure().reason() == FailureReason.CANCELLED;
    }

    /**
     * For callers whose contract is to throw on cancel: a cancelled outcome becomes the
     * InterruptedException (the interrupt consumed by it), anything else is returned.
     */
    default OpOutcome<T> throwIfCancelled(String what) throws InterruptedException {
        if (cancelled()) {
            Thread.interrupted();
            throw new InterruptedException("cancelled while " + what);
        }
        return this;
    }
}
