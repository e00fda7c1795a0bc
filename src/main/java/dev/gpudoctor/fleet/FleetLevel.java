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
     * the standard level, the capability matrix's after it, then the target's bundle at this level
     * (see {@link RemoteOutput}); the exit code is the check's.
     */
    String script(String remoteCommand) {
        String work = remoteCommand + " check --json --level " + word() + " </dev/null; s=$?; ";
        if (this != QUICK) {
            work += remoteCommand + " capabilities --json </dev/null; ";
        }
        return work + RemoteOutput.bundleScript(remoteCommand, this) + "; exit $s";
    }

    /** The {@code bundle --level} that collects what this level checks. */
    String bundleLevel() {
        return this == QUICK ? "quick" : "standard";
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
