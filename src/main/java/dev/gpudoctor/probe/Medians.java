package dev.gpudoctor.probe;

import java.util.Arrays;

/** Medians of repeated timings: one slow outlier (a page fault, a context switch) must not decide. */
final class Medians {

    private Medians() {}

    static double of(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /** Rounded to three decimals for evidence. */
    static double round(double value) {
        return Math.round(value * 1000.0) / 1000.0;
    }
}
