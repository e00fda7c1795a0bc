package dev.gpudoctor.fleet;

import dev.gpudoctor.model.CheckLevel;
import java.util.Locale;
import java.util.Optional;

/** How much of GPU Doctor runs on each target: the checklist level its {@code check} is asked for. */
public enum FleetLevel {
    /** Host facts and the host checks, no Python child: seconds, fit for a Slurm health check. */
    QUICK,
    /** The quick level plus the Python checks and the capability matrix (the target's managed env, or python3 on its PATH). */
    STANDARD,
    /** The standard level plus a short MACE run on the target's GPU (its CPU when it has none), timed as a compared row. */
    FULL;

    /** What the MACE run of the full level may take on a target, within the target's own limit. */
    public static final int MACE_RUN_LIMIT_SECONDS = 180;
    /** The full level's run: random weights with MACE-MP-0's small architecture on 8 water molecules (24 atoms). */
    static final String MACE_RUN = "run --model arch:small --structure water-8 --repeats 3 --no-history --json";

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The script a target's shell runs with {@code remoteCommand}: the check's answer on stdout and, at
     * the standard level, the capability matrix's after it, then the target's bundle at this level
     * (see {@link RemoteOutput}); the exit code is the check's.
     */
    String script(String remoteCommand) {
        String work = remoteCommand + " check --json --level " + checkLevel().word() + " </dev/null; s=$?; ";
        if (this != QUICK) {
            work += remoteCommand + " capabilities --json </dev/null; ";
        }
        if (this == FULL) {
            // The GPU when nvidia-smi sees one, else the CPU; the run's own limit, and coreutils' a little later as a
            // backstop.
            work += RemoteOutput.marker(RemoteOutput.MACE_RUN_ANSWER)
                    + "if nvidia-smi -L >/dev/null 2>&1; then dev=cuda; else dev=cpu; fi; "
                    + "timeout -k 5 " + (MACE_RUN_LIMIT_SECONDS + 15) + " " + remoteCommand + " " + MACE_RUN
                    + " --device $dev --timeout "
                    + MACE_RUN_LIMIT_SECONDS + " </dev/null; ";
        }
        return work + RemoteOutput.bundleScript(remoteCommand, this) + "; exit $s";
    }

    /** The {@code check --level} and {@code bundle --level} that collect what this level checks. */
    CheckLevel checkLevel() {
        return this == QUICK ? CheckLevel.QUICK : CheckLevel.STANDARD;
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
