package dev.gpudoctor.speed;

import dev.gpudoctor.host.LoadNow;
import dev.gpudoctor.model.RunConditions;
import java.util.Locale;
import java.util.Optional;

/**
 * Whether the host was busy while a run's steps ran: the 1-minute load the bridge read when the run
 * started and when its timed steps ended, against the cores the run could use. A load above
 * {@value #BUSY_PER_CORE}× the cores means other work was queued beside the run, so its timings say
 * more about the host than about MACE.
 */
public record HostLoad(double load, int cores) {

    static final double BUSY_PER_CORE = LoadNow.BUSY_PER_CORE;

    /** Empty when the run did not record its load or its cores (older runs, Windows). */
    public static Optional<HostLoad> of(RunConditions run) {
        if (run == null) {
            return Optional.empty();
        }
        Integer cores = run.availableCores() != null ? run.availableCores() : run.cpuCount();
        Double start = run.loadAverageStart();
        Double after = run.loadAverageAfterSteps();
        if (cores == null || cores <= 0 || (start == null && after == null)) {
            return Optional.empty();
        }
        double load = Math.max(start == null ? 0 : start, after == null ? 0 : after);
        return Optional.of(new HostLoad(load, cores));
    }

    public boolean busy() {
        return load > BUSY_PER_CORE * cores;
    }

    /** "this host was busy (load 27 on 2 cores while the steps ran): these timings are not representative". */
    public String sentence() {
        return String.format(
                Locale.ROOT,
                "this host was busy (load %.1f on %d core%s while the steps ran): these timings are "
                        + "not representative — run again when the machine is idle",
                load,
                cores,
                cores == 1 ? "" : "s");
    }
}
