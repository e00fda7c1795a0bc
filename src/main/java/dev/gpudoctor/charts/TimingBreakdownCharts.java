package dev.gpudoctor.charts;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.data.category.DefaultCategoryDataset;

import java.awt.Color;
import java.util.Map;

/** One horizontal stacked bar: where a run's time went, stage by stage. The same chart in the window and in files. */
public final class TimingBreakdownCharts {

    public static final String ROW = "this run";
    private static final Color[] STAGE_COLOURS = {
        new Color(0x9e9e9e), new Color(0x42a5f5), new Color(0x7e57c2), new Color(0x26a69a), new Color(0xffa726), new Color(0xef5350)};

    private TimingBreakdownCharts() {
    }

    /** A chart over {@code dataset} (rows: stages, column: {@link #ROW}); fill it with {@link #fill}. */
    public static JFreeChart create(DefaultCategoryDataset dataset) {
        JFreeChart chart = ChartFactory.createStackedBarChart(null, null, "seconds", dataset,
                PlotOrientation.HORIZONTAL, true, true, false);
        chart.setBackgroundPaint(Color.WHITE);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        StackedBarRenderer renderer = (StackedBarRenderer) plot.getRenderer();
        renderer.setShadowVisible(false);
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setMaximumBarWidth(0.35);
        for (int i = 0; i < STAGE_COLOURS.length; i++) {
            renderer.setSeriesPaint(i, STAGE_COLOURS[i]);
        }
        return chart;
    }

    /** Replaces the dataset's bars with these stages (in map order), seconds each. */
    public static void fill(DefaultCategoryDataset dataset, Map<String, Double> stages) {
        dataset.clear();
        stages.forEach((stage, seconds) -> dataset.addValue(seconds, stage, ROW));
    }
}
