package dev.gpudoctor.bundle;

/** A bundle that will not be opened, with a sentence a user can act on. */
public final class BundleRefusedException extends Exception {

    public BundleRefusedException(String message) {
        super(message, null, false, false);
    }
}
