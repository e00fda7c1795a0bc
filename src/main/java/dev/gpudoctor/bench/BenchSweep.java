package dev.gpudoctor.bench;

import dev.gpudoctor.history.RunRecords;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.RunSetup;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.StageNames;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a sweep: configuration by configuration, one child each, sizes in the order given. The first
 * failure of a configuration (out of memory, a crash, a missing package...) ends it: its larger sizes
 * become {@link SweepPoint#NOT_ATTEMPTED} points, and the next configuration starts in a fresh child.
 */
public final class BenchSweep {

    /** Told of every point as it arrives (on the sweep's thread) and of progress inside a run. */
    public interface Listener {

        Listener NONE = new Listener() {};

        default void started(RunSetup config, String structure, int index, int total) {}

        default void progress(String message) {}

        /** One point finished; {@code outcome} is null for a point not attempted. */
        default void point(SweepPoint point, MaceRunSpec spec, MaceRunOutcome outcome, int done, int total) {}
    }

    private final BenchRunner runner;

    public BenchSweep(BenchRunner runner) {
        this.runner = runner;
    }

    /**
     * @throws InterruptedException when the calling thread is interrupted (cancel); points so far were reported
     * @throws IllegalArgumentException when the request has problems
     */
    public List<SweepPoint> run(BenchRequest request, Listener listener) throws Exception {
        List<String> problems = request.problems();
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join(" ", problems));
        }
        List<SweepPoint> points = new ArrayList<>();
        int total = request.size();
        for (RunSetup config : request.configs()) {
            String stoppedBy = null;
            try (BenchRunner.Session session =
                    runner.open(request.spec(config, request.structures().get(0)))) {
                for (String structure : request.structures()) {
                    MaceRunSpec spec = request.spec(config, structure);
                    SweepPoint point;
                    MaceRunOutcome outcome = null;
                    if (stoppedBy != null) {
                        point = SweepPoint.failed(
                                config.name(),
                                structure,
                                SweepPoint.NOT_ATTEMPTED,
                                "Not attempted: " + config.name() + " stopped at " + stoppedBy + ".");
                    } else {
                        listener.started(config, structure, points.size(), total);
                        outcome = session.run(
                                spec,
                                (message, fraction) -> listener.progress(
                                        config.name() + " · " + structure + ": " + StageNames.describe(message)));
                        if (Thread.interrupted() || cancelled(outcome)) {
                            throw new InterruptedException("sweep cancelled");
                        }
                        point = RunRecords.point(config.name(), structure, outcome);
                        if (!point.ok()) {
                            stoppedBy = structure + " (" + point.failureReason() + ")";
                        }
                    }
                    points.add(point);
                    listener.point(point, spec, outcome, points.size(), total);
                }
            }
        }
        return List.copyOf(points);
    }

    private static boolean cancelled(MaceRunOutcome outcome) {
        return outcome instanceof MaceRunOutcome.Failed failed
                && failed.failure().reason() == FailureReason.CANCELLED;
    }
}
