package dev.gpudoctor.fleet;

import java.util.Locale;
import java.util.Optional;

/** How much of GPU Doctor runs on each target: the checklist level its {@code check} is asked for. */
public enum FleetLevel {
    /** Host facts and the host checks, no Python child: seconds, fit for a Slurm health check. */
    QUICK,
    /** The quick level plus the Python checks and the capability matrix (the target's managed env, or python3 on its PATH). */
    STANDARD;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The script a target's shell runs with {@code remoteCommand}: the check's answer on stdout and, at
     * the standard level, the capability matrix's after it; the exit code is the check's.
     */
    String script(String remoteCommand) {
        String check = remoteCommand + " check --json --level " + word();
        return this == QUICK ? check : check + "; s=$?; " + remoteCommand + " capabilities --json; exit $s";
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
