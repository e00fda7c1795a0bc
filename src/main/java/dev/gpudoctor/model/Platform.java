package dev.gpudoctor.model;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Which kind of Linux a machine (or a pasted text) runs on, decided once and handed to every part
 * that needs it, with the evidence the decision rests on. CUDA exists only natively and under WSL2;
 * WSL1 translates system calls and has no GPU at all.
 *
 * @param evidence what was seen ("kernel 5.15.153.1-microsoft-standard-WSL2", "/dev/dxg present")
 */
public record Platform(Kind kind, List<String> evidence) {

    public enum Kind {
        NATIVE_LINUX,
        WSL1,
        WSL2,
        /** Not Linux, or nothing to decide from (no kernel string, a text without signs). */
        OTHER;

        /** "native", "wsl1", "wsl2", "other": the word of JSON, host labels and comparisons. */
        public String jsonName() {
            return this == NATIVE_LINUX ? "native" : name().toLowerCase(Locale.ROOT);
        }

        /** The word of any GPU Doctor version ("WSL2", "wsl2", "NATIVE", "native"); OTHER for anything else. */
        public static Kind fromJson(String word) {
            String lower = word == null ? "" : word.strip().toLowerCase(Locale.ROOT);
            for (Kind kind : values()) {
                if (kind.jsonName().equals(lower)
                        || kind.name().toLowerCase(Locale.ROOT).equals(lower)) {
                    return kind;
                }
            }
            return OTHER;
        }
    }

    public Platform {
        Objects.requireNonNull(kind, "kind");
        evidence = evidence == null ? List.of() : List.copyOf(evidence);
    }

    public static Platform unknown(String why) {
        return new Platform(Kind.OTHER, List.of(why));
    }

    public boolean wsl2() {
        return kind == Kind.WSL2;
    }

    public boolean wsl1() {
        return kind == Kind.WSL1;
    }

    public String label() {
        return kind.jsonName();
    }
}
