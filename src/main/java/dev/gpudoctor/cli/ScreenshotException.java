package dev.gpudoctor.cli;

/** Screenshots could not be made; the message is a sentence for the user. */
public final class ScreenshotException extends Exception {

    public ScreenshotException(String message) {
        super(message);
    }

    public ScreenshotException(String message, Throwable cause) {
        super(message, cause);
    }
}
