package dev.gpudoctor.fleet;

import java.util.Locale;
import java.util.Optional;

/** How much of GPU Doctor runs on each target: the checklist level its {@code check} is asked for. */
public enum FleetLevel {
    /** Host facts and the host checks, no Python child: seconds, fit for a Slurm health check. */
    QUICK,
    /** The quick level plus the Python checks (the target's managed env, or python3 on its PATH). */
    STANDARD;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<FleetLevel> of(String word) {
        for (FleetLevel level : values()) {
            if (level.word().equals(word)) {
                return Optional.of(level);
            }
        }
        return Optional.empty();
    }
}
