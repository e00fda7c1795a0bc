package dev.gpudoctor.model;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How much of the checklist runs: the one definition {@code check}, {@code bundle} and the fleet's
 * targets share. A check belongs to the quick level when it starts no Python child.
 */
public enum CheckLevel {
    /** Host facts and the host checks, no Python child: seconds, fit for a Slurm health check. */
    QUICK,
    /** Every check, the Python ones included (the default). */
    STANDARD;

    public static final CheckLevel DEFAULT = STANDARD;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether a check runs at this level. */
    public boolean includes(CheckInfo check) {
        return this == STANDARD || !check.needsPython();
    }

    /** Whether anything at this level starts a Python child (pip freeze, the env report, the Python checks). */
    public boolean startsPython() {
        return this == STANDARD;
    }

    public static Optional<CheckLevel> of(String word) {
        return Arrays.stream(values())
                .filter(level -> level.word().equals(word))
                .findFirst();
    }

    /** The words {@link #of} takes, for a usage message: "quick or standard". */
    public static String words() {
        return Arrays.stream(values()).map(CheckLevel::word).collect(Collectors.joining(" or "));
    }
}
