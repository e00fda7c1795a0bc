package dev.gpudoctor.model;

import java.util.Locale;
import java.util.Optional;

/** The verdict of one checklist check, from best to worst. */
public enum CheckStatus {
    /** Everything that ran was fine; a pass covers only what ran. */
    PASS,
    /** Not applicable here, or could not be measured for a reason that is not a fault (no torch, no capture). */
    SKIP,
    /** Works, but something is off and worth fixing. */
    WARN,
    /** Broken; the remedy says how to fix it. */
    FAIL,
    /** The check itself could not finish (its child crashed, timed out); counts as a failure. */
    ERROR;

    /** The name in JSON output: {@code pass}. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The word a person reads in a text line (never colour alone): {@code PASS}. */
    public String word() {
        return name();
    }

    /** True for FAIL and ERROR. */
    public boolean isFailure() {
        return this == FAIL || this == ERROR;
    }

    /** The status whose {@link #jsonName()} is {@code word} (any case), if there is one. */
    public static Optional<CheckStatus> ofJson(String word) {
        for (CheckStatus status : values()) {
            if (status.jsonName().equalsIgnoreCase(word)) {
                return Optional.of(status);
            }
        }
        return Optional.empty();
    }

    /**
     * The overall verdict of several checks: the worst of those that ran, since a skipped check (WSL's on native
     * Linux) says nothing about the machine; SKIP only when every one was skipped; PASS for none. Every healthy
     * native machine, the H200 of 2026-11-26 too, read "Overall: SKIP" while the worst skip counted.
     */
    public static CheckStatus overall(Iterable<CheckStatus> statuses) {
        CheckStatus worst = null;
        boolean any = false;
        for (CheckStatus status : statuses) {
            any = true;
            if (status != SKIP) {
                worst = worst == null ? status : worst(worst, status);
            }
        }
        return worst != null ? worst : any ? SKIP : PASS;
    }

    /** The worse of two statuses (ERROR and FAIL over WARN over SKIP and PASS). */
    public static CheckStatus worst(CheckStatus a, CheckStatus b) {
        return a.ordinal() >= b.ordinal() ? a : b;
    }
}
