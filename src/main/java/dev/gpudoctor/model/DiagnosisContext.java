package dev.gpudoctor.model;

import java.util.Objects;

/**
 * What the caller knows about where the text came from. The same error text can mean different
 * things under WSL2 and on native Linux; when the caller does not know, the text itself is read for
 * signs of WSL2 (its kernel string, /usr/lib/wsl/lib).
 */
public record DiagnosisContext(Platform platform) {

    /** Where the diagnosed text was produced. */
    public enum Platform {
        /** Not known: decided from the text. */
        UNKNOWN,
        WSL2,
        NATIVE_LINUX
    }

    public static final DiagnosisContext UNKNOWN = new DiagnosisContext(Platform.UNKNOWN);
    public static final DiagnosisContext WSL2 = new DiagnosisContext(Platform.WSL2);
    public static final DiagnosisContext NATIVE_LINUX = new DiagnosisContext(Platform.NATIVE_LINUX);

    public DiagnosisContext {
        Objects.requireNonNull(platform, "platform");
    }

    /** The context of a machine whose platform is known; WSL1 and others leave it to the text. */
    public static DiagnosisContext of(dev.gpudoctor.model.Platform machine) {
        return switch (machine.kind()) {
            case WSL2 -> WSL2;
            case NATIVE_LINUX -> NATIVE_LINUX;
            case WSL1, OTHER -> UNKNOWN;
        };
    }
}
