package dev.gpudoctor.model;

/** Steady-state step times of one run, in seconds: the spread the scaling chart draws as a band. */
public record StepStats(double min, double p10, double median, double p90, double max) {

    public static final StepStats NONE = new StepStats(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

    public boolean known() {
        return !Double.isNaN(median);
    }
}
