package dev.gpudoctor.ui.runs;

/** One stage of a run's timing breakdown, in seconds, as the stacked bar shows it. */
public record TimingSlice(String stage, double seconds) {}
