package dev.gpudoctor.speed;

import dev.gpudoctor.model.SweepPoint;
import java.util.Objects;

/**
 * One kept or just-finished run as a size estimate reads it: its point (size, step time, figures, conditions) and the
 * model and precision it ran, which older points do not carry in their conditions.
 *
 * @param source where the run came from, for the words ("run file X", "this run"); never parsed
 */
public record MeasuredRun(String model, String dtype, SweepPoint point, String source) {

    public MeasuredRun {
        Objects.requireNonNull(point, "point");
        model = model == null ? "?" : model;
        dtype = dtype == null ? "?" : dtype;
        source = source == null ? "" : source;
    }

    /** The set-up an estimate is made for: runs of one set-up only are set beside each other. */
    public String setup() {
        return model + " " + dtype + " " + point.config();
    }

    /** Whether the run finished with a step time to estimate from. */
    public boolean usable() {
        return point.ok() && point.stepS().known() && point.stepS().median() > 0 && point.atoms() > 0;
    }
}
