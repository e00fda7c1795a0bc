package dev.gpudoctor.charts;

import dev.gpudoctor.run.StageNames;
import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * One horizontal stacked bar: where a run's time went, stage by stage. The one producer of this chart
 * for the live run, a run from the history and the bundle's {@code charts/timing-latest.png}: the
 * stages always in the order they happen ({@link StageNames#TIMED}) and each stage always in its own
 * colour, whichever stages a run has (colours by position shifted when a run had no startup, and a
 * history record's map has no order at all).
 */
public final class TimingBreakdownCharts {

    public static final String ROW = "this run";

    /** Each stage's colour, by stage id; a stage this list does not know is drawn in {@link #OTHER}. */
    private static final Map<String, Color> COLOURS = Map.of(
            StageNames.STARTUP, new Color(0x9e9e9e),
            StageNames.IMPORTS, new Color(0x42a5f5),
            StageNames.MODEL_LOAD, new Color(0x7e57c2),
            StageNames.STRUCTURE, new Color(0x26a69a),
            StageNames.FIRST_CALL, new Color(0xffa726),
            StageNames.WARMUP, new Color(0xffd54f),
            StageNames.STEPS, new Color(0xef5350),
            StageNames.FIGURES, new Color(0x66bb6a));

    static final Color OTHER = new Color(0x795548);

    private TimingBreakdownCharts() {}

    /** The chart of these stages (stage id → seconds, in any order). */
    public static JFreeChart create(Map<String, Double> stages) {
        JFreeChart chart = create(new DefaultCategoryDataset());
        fill(chart, stages);
        return chart;
    }

    /** An empty chart over {@code dataset} (rows: stages, column: {@link #ROW}); fill it with {@link #fill}. */
    public static JFreeChart create(DefaultCategoryDataset dataset) {
        JFreeChart chart = ChartFactory.createStackedBarChart(
                null, null, "seconds", dataset, PlotOrientation.HORIZONTAL, true, true, false);
        chart.setBackgroundPaint(Color.WHITE);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        StackedBarRenderer renderer = (StackedBarRenderer) plot.getRenderer();
        renderer.setShadowVisible(false);
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setMaximumBarWidth(0.35);
        return chart;
    }

    /** Replaces the chart's bars with these stages, in the order they happen, each in its own colour. */
    public static void fill(JFreeChart chart, Map<String, Double> stages) {
        CategoryPlot plot = chart.getCategoryPlot();
        DefaultCategoryDataset dataset = (DefaultCategoryDataset) plot.getDataset();
        StackedBarRenderer renderer = (StackedBarRenderer) plot.getRenderer();
        Map<String, Double> ordered = ordered(stages);
        dataset.clear();
        renderer.clearSeriesPaints(false);
        int series = 0;
        for (Map.Entry<String, Double> stage : ordered.entrySet()) {
            dataset.addValue(stage.getValue(), legend(stage.getKey()), ROW);
            renderer.setSeriesPaint(series++, colour(stage.getKey()), false);
        }
        chart.fireChartChanged();
    }

    /** The stages in the order they happen; stages this version does not know follow, in their own order. */
    public static Map<String, Double> ordered(Map<String, Double> stages) {
        Map<String, Double> ordered = new LinkedHashMap<>();
        for (String stage : StageNames.TIMED) {
            Double seconds = stages.get(stage);
            if (seconds != null) {
                ordered.put(stage, Math.max(0, seconds));
            }
        }
        stages.forEach((stage, seconds) -> {
            if (seconds != null) {
                ordered.putIfAbsent(stage, Math.max(0, seconds));
            }
        });
        return ordered;
    }

    /** A stage's colour, the same in every rendering. */
    public static Color colour(String stage) {
        return COLOURS.getOrDefault(stage, OTHER);
    }

    /** A stage's name in the legend: "model load", "first call". */
    public static String legend(String stage) {
        return StageNames.label(stage);
    }
}
