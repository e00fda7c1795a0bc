package dev.gpudoctor.speed;

import dev.gpudoctor.model.RunConditions;
import java.util.Locale;
import java.util.Optional;

/**
 * A CPU run whose threads outnumber the cores they can run on: torch's intra-op threads (or
 * {@code OMP_NUM_THREADS}) above the cores the process may use (its affinity), or several threads per
 * process while the host's runnable tasks (the 1-minute load, which counts every process's threads)
 * exceeded those cores with at least one task besides the run's own threads. OpenMP threads then
 * wait for each other at every parallel region, so a step can take several times longer than with
 * one thread. Measured on GPU Doctor's 2-core development machines (an Intel Xeon with GPU Doctor's own run, an AMD
 * EPYC with MACE's own ASE calculator; issue 40): {@value #MEASURED}.
 *
 * @param threads the threads one process runs (torch's, or OMP_NUM_THREADS when that is higher)
 * @param cores   the cores the process could use
 * @param load    the highest 1-minute load while the run's steps ran; null when not recorded
 * @param self    true when the threads alone exceed the cores, false when the load made them compete
 */
public record ThreadOversubscription(int threads, int cores, Double load, boolean self) {

    static final String MEASURED =
            "gpu-doctor run --threads 1 took 5.08 s a step against 11.6 s with torch's default 2 "
                    + "threads, back to back at load 18–19 on a 2-core Intel Xeon (water-32, docs/cpu-results/2026-11-27-xeon2); "
                    + "OMP_NUM_THREADS=1 took 1.24 s a step at load 15 against 3.84 s with torch's default "
                    + "2 threads at load 8 (a 2-core AMD EPYC, MACE's own calculator)";

    /** Empty for a GPU run, a run that did not record its threads or cores, or one whose threads had the cores. */
    public static Optional<ThreadOversubscription> of(RunConditions run) {
        if (run == null || run.onGpu()) {
            return Optional.empty();
        }
        Integer cores = run.availableCores() != null ? run.availableCores() : run.cpuCount();
        int threads = Math.max(run.torchThreads() == null ? 0 : run.torchThreads(), omp(run));
        if (cores == null || cores <= 0 || threads <= 0) {
            return Optional.empty();
        }
        Double load = HostLoad.of(run).map(HostLoad::load).orElse(null);
        if (threads > cores) {
            return Optional.of(new ThreadOversubscription(threads, cores, load, true));
        }
        // The load counts this run's own threads too: only a whole runnable task beyond them is other work competing.
        if (threads > 1 && load != null && load > cores && load - threads >= 1) {
            return Optional.of(new ThreadOversubscription(threads, cores, load, false));
        }
        return Optional.empty();
    }

    /** OMP_NUM_THREADS as a number; 0 when unset or not a whole number. */
    private static int omp(RunConditions run) {
        String value = run.threadVariables().get("OMP_NUM_THREADS");
        if (value == null) {
            return 0;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }

    /**
     * The fix in the words of GPU Doctor's own option ({@code --threads N} on {@code run} and {@code bench}, the Threads
     * field in the Runs window) and of the variable for the user's own scripts: one thread a process where other work
     * shares the cores, threads = cores where only this run ran.
     */
    public String fix() {
        if (!self) {
            return "--threads 1 (OMP_NUM_THREADS=1 per process)";
        }
        if (load != null && load <= cores) {
            return "--threads " + cores + " (OMP_NUM_THREADS=" + cores + ": threads = cores)";
        }
        return "--threads 1 (OMP_NUM_THREADS=1 per process), or --threads " + cores + " (threads = cores)";
    }

    /** The clause a verdict prints: what is over-subscribed, the fix, and the gain measured for it. */
    public String sentence() {
        String what = self
                ? String.format(
                        Locale.ROOT,
                        "torch runs %d threads on the %d core%s this process may use",
                        threads,
                        cores,
                        cores == 1 ? "" : "s")
                : String.format(
                        Locale.ROOT,
                        "torch's %d threads per process compete for %d core%s with other work (load %.1f "
                                + "while the steps ran)",
                        threads,
                        cores,
                        cores == 1 ? "" : "s",
                        load);
        return what + ": over-subscribed threads wait for each other — run with " + fix() + " (measured: " + MEASURED
                + ")";
    }
}
