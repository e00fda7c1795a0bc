package dev.gpudoctor.bridge;

/** Hears the progress messages of a running request; called on the bridge's reader thread, so be quick. */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener NONE = (message, fraction) -> {};

    /** @param fraction in [0, 1], or null when the op cannot tell */
    void onProgress(String message, Double fraction);

    /**
     * A progress message that may carry the seconds of the piece of work it reports (a {@code mace_run}
     * timed step; PROTOCOL.md), so a run ended by its deadline keeps what it measured. By default the
     * seconds are not needed and the message goes to {@link #onProgress(String, Double)}.
     *
     * @param seconds null when the message carries none
     */
    default void onProgress(String message, Double fraction, Double seconds) {
        onProgress(message, fraction);
    }
}
