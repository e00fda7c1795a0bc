package dev.gpudoctor.run;

import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.model.PartialRun;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Passes a {@code mace_run}'s progress on and keeps what it measured as it streams in: each timed
 * step's seconds (on its {@code steps k/n} message) and the last stage. When the run ends without an
 * answer, that is the {@link PartialRun}: a deadline or a cancel ends the child, not the measurement.
 * Called on the bridge's reader thread, read on the caller's.
 */
final class PartialRunRecorder implements ProgressListener {

    /** Endings that cut a working run short; the others (a bad request, a missing package) never measured anything. */
    private static final Set<FailureReason> CUT_SHORT = EnumSet.of(
            FailureReason.TIMED_OUT, FailureReason.CANCELLED, FailureReason.CRASHED_BY_SIGNAL, FailureReason.EXITED);

    private static final Pattern TIMED_STEP = Pattern.compile("steps \\d+/\\d+");

    private final ProgressListener next;
    private final List<Double> steps = new ArrayList<>();
    private String stage;

    PartialRunRecorder(ProgressListener next) {
        this.next = next == null ? ProgressListener.NONE : next;
    }

    @Override
    public void onProgress(String message, Double fraction) {
        onProgress(message, fraction, null);
    }

    @Override
    public void onProgress(String message, Double fraction, Double seconds) {
        synchronized (this) {
            stage = message;
            if (seconds != null && TIMED_STEP.matcher(message).matches()) {
                steps.add(seconds);
            }
        }
        next.onProgress(message, fraction, seconds);
    }

    /** What the run measured before it ended this way; null when it never got going or the ending is not one that cuts a run short. */
    synchronized PartialRun partial(FailureReason reason, MaceRunSpec spec) {
        if (stage == null || !CUT_SHORT.contains(reason)) {
            return null;
        }
        return PartialRun.of(List.copyOf(steps), spec.repeats(), stage, reason, spec.timeoutSeconds());
    }
}
