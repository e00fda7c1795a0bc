package dev.gpudoctor.bundle;

/** A file that could not be read for diagnosis, with the reason in words (no exception class names). */
public final class UnreadableInputException extends Exception {

    private final String reason;

    public UnreadableInputException(String file, String reason) {
        super(file + " cannot be read: " + reason + ".", null, false, false);
        this.reason = reason;
    }

    /** Why, as a clause: "it does not exist", "permission denied", a bundle's refusal. */
    public String reason() {
        return reason;
    }
}
