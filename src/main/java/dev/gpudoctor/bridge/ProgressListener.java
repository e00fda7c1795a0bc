package dev.gpudoctor.bridge;

/** Hears the progress messages of a running request; called on the bridge's reader thread, so be quick. */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener NONE = (message, fraction) -> { };

    /** @param fraction in [0, 1], or null when the op cannot tell */
    void onProgress(String message, Double fraction);
}
