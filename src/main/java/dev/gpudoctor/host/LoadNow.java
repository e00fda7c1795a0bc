package dev.gpudoctor.host;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * The machine's 1-minute load average and the cores this process may use, read when a deadline is
 * reached: a command that did not finish on a busy machine says so beside its "did not finish",
 * so that our slowness is not read as the machine's fault.
 *
 * @param load the 1-minute load average, negative where the system has none (Windows)
 */
public record LoadNow(double load, int cores) {

    /** Above this many runnable tasks per core, other work is queued beside ours: the one line for "busy". */
    public static final double BUSY_PER_CORE = 1.5;

    public static LoadNow read() {
        return new LoadNow(
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }

    /** Whether other work was queued beside ours: the same line as a run's timings are judged by (1.5 per core). */
    public boolean busy() {
        return load > BUSY_PER_CORE * cores;
    }

    /**
     * What a deadline reached means, for a sentence after "did not finish …": on a busy machine nothing, on a
     * quiet one possibly a hang worth a second try.
     */
    public String meaning() {
        return busy()
                ? "This says nothing about the GPU: run it again when the machine is less busy."
                : "The machine was not busy, so a call that hangs this long can itself be the problem: run it again, and"
                        + " if it stops at the same place, look at nvidia-smi and the kernel log.";
    }

    /** "the load was 12.4 on 2 cores", or "the load was not known" where the system keeps none. */
    public String sentence() {
        if (load < 0) {
            return "the load was not known (" + cores + " core" + (cores == 1 ? "" : "s") + ")";
        }
        return String.format(Locale.ROOT, "the load was %.1f on %d core%s", load, cores, cores == 1 ? "" : "s");
    }
}
