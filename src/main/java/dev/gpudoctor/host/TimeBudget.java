package dev.gpudoctor.host;

import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/**
 * One time limit shared by every reader of a command: each gets what is left, never a fixed share of
 * its own, so that the readers together cannot add up past the command's consumer (a Slurm health
 * program, node-problem-detector). What a reader could not do in time is "not read in time", which
 * judges nothing.
 */
public final class TimeBudget {

    private static final TimeBudget UNLIMITED = new TimeBudget(null, null);

    private final Instant deadline;
    private final Duration total;

    private TimeBudget(Instant deadline, Duration total) {
        this.deadline = deadline;
        this.total = total;
    }

    public static TimeBudget unlimited() {
        return UNLIMITED;
    }

    /** A budget ending at {@code deadline}; {@code total} is the whole budget, for sentences. */
    public static TimeBudget until(Instant deadline, Duration total) {
        return new TimeBudget(deadline, total);
    }

    /** {@code own}, or less when the budget has less left; zero once it is spent. */
    public Duration limit(Duration own) {
        if (deadline == null) {
            return own;
        }
        Duration left = Duration.between(Instant.now(), deadline);
        if (left.isNegative()) {
            return Duration.ZERO;
        }
        return left.compareTo(own) < 0 ? left : own;
    }

    public boolean spent() {
        return deadline != null && !Instant.now().isBefore(deadline);
    }

    /**
     * Why a reader has no answer: "not read in time (the command's 20 s budget was spent; the load was 31.0 on 2 cores)".
     * Starts with {@link HostCommands#NOT_READ_IN_TIME}.
     */
    public String notReadInTime() {
        String budget = total == null
                ? "its time limit was reached"
                : String.format(Locale.ROOT, "the command's %d s budget was spent", total.toSeconds());
        return HostCommands.NOT_READ_IN_TIME + " (" + budget + "; "
                + LoadNow.read().sentence() + ")";
    }
}
