package dev.gpudoctor.bridge;

/** The app itself is incomplete (no python-bridge folder): nothing a different interpreter would fix. */
public final class BridgeSetupException extends Exception {

    public BridgeSetupException(String message) {
        super(message);
    }
}
