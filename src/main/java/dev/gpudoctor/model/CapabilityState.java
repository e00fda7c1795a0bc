package dev.gpudoctor.model;

import java.util.Optional;

/** What probing one capability on one device found. */
public enum CapabilityState {
    /** A real operation succeeded. */
    SUPPORTED("supported", "✔"),
    /** The attribute says yes, but the operation was not exercised. */
    REPORTED_ONLY("reported-only", "◐"),
    /** The attribute says no, or the call answered NOT_SUPPORTED. */
    UNSUPPORTED("unsupported", "✖"),
    /** An error or a crash; the detail says what it likely means. */
    FAILED("failed", "!"),
    /** Not tried, for the reason in the detail (no driver, package missing...). */
    NOT_PROBED("not-probed", "–");

    private final String jsonName;
    private final String icon;

    CapabilityState(String jsonName, String icon) {
        this.jsonName = jsonName;
        this.icon = icon;
    }

    public String jsonName() {
        return jsonName;
    }

    /** A glyph shown next to the word, so that a state never rests on colour alone. */
    public String icon() {
        return icon;
    }

    public static Optional<CapabilityState> ofJsonName(String name) {
        for (CapabilityState state : values()) {
            if (state.jsonName.equals(name)) {
                return Optional.of(state);
            }
        }
        return Optional.empty();
    }
}
