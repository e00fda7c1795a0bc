package dev.gpudoctor.bridge;

import dev.gpudoctor.model.BridgeFailure;

/** The bridge could not be started; the child is already gone when this is thrown. */
public final class BridgeFailureException extends Exception {

    private final transient BridgeFailure failure;

    public BridgeFailureException(BridgeFailure failure) {
        super(failure.message());
        this.failure = failure;
    }

    public BridgeFailure failure() {
        return failure;
    }
}
