package dev.gpudoctor.speed;

import dev.gpudoctor.model.SpeedFigure;
import dev.gpudoctor.model.SweepPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A run's separate figures in one line, as the Runs tab, the Compare tab and {@code run} print them:
 * "ASE step 558 ms = graph 42 % · model 51 % · rest 7 %; model alone 5 µs/atom (0.057 µs/edge), 7.1 with
 * stress; GPU graph 1.2 ms (same edges as MACE's); MD on the device 9.2 µs/atom/step".
 */
public final class SplitLine {

    private SplitLine() {}

    /** Empty for runs without figures (older runs, failures). */
    public static Optional<String> of(SweepPoint point) {
        List<String> parts = new ArrayList<>();
        point.figure(SpeedFigure.Method.ASE_STEP, null)
                .filter(f -> f.split() != null && f.split().graphShare() != null)
                .ifPresent(step -> parts.add(String.format(
                        Locale.ROOT,
                        "ASE step %s = graph %.0f %% · model %.0f %% · rest %.0f %%",
                        Durations.seconds(step.medianS()),
                        100 * step.split().graphShare(),
                        100 * step.split().modelShare(),
                        100
                                * Math.max(
                                        0,
                                        1
                                                - step.split().graphShare()
                                                - step.split().modelShare()))));
        point.figure(SpeedFigure.Method.MODEL, false)
                .ifPresent(model -> parts.add("model alone " + SpeedFormat.us(model.usPerAtom())
                        + " µs/atom (" + SpeedFormat.us(model.usPerEdge() == null ? Double.NaN : model.usPerEdge())
                        + " µs/edge)"
                        + point.figure(SpeedFigure.Method.MODEL, true)
                                .map(s -> ", " + SpeedFormat.us(s.usPerAtom()) + " with stress")
                                .orElse("")));
        point.figure(SpeedFigure.Method.GRAPH_GPU, null)
                .ifPresent(graph -> parts.add("GPU graph " + Durations.seconds(graph.medianS())
                        + (graph.matchesMace() == null
                                ? ""
                                : graph.matchesMace().sameEdges()
                                        ? " (same edges as MACE's)"
                                        : " (NOT the same edges as MACE's)")));
        point.figure(SpeedFigure.Method.MD_GPU, null)
                .ifPresent(md -> parts.add("MD on the device " + SpeedFormat.us(md.usPerAtom()) + " µs/atom/step"));
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", parts));
    }

    /** "graph 42 %": the graph's share of the ASE step, for a table cell; empty without a split. */
    public static Optional<String> graphShare(SweepPoint point) {
        return point.figure(SpeedFigure.Method.ASE_STEP, null)
                .filter(f -> f.split() != null && f.split().graphShare() != null)
                .map(f -> String.format(
                        Locale.ROOT, "graph %.0f %%", 100 * f.split().graphShare()));
    }
}
