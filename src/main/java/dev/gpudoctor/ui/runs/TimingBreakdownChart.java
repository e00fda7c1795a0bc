package dev.gpudoctor.ui.runs;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.data.category.DefaultCategoryDataset;

import java.awt.Color;

/**
 * One horizontal stacked bar: where a run's time went, stage by stage. Non-animated, redrawn only
 * when a run ends.
 */
final class TimingBreakdownChart {

    private static final String ROW = "this run";
    private static final Color[] STAGE_COLOURS = {
        new Color(0x9e9e9e), new Color(0x42a5f5), new Color(0x7e57c2), new Color(0x26a69a), new Color(0xffa726), new Color(0xef5350)};

    private TimingBreakdownChart() {
    }

    static ChartViewer create(ObservableList<TimingSlice> slices) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        JFreeChart chart = ChartFactory.createStackedBarChart(null, null, "seconds", dataset,
                PlotOrientation.HORIZONTAL, true, true, false);
        chart.setBackgroundPaint(Color.WHITE);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        StackedBarRenderer renderer = (StackedBarRenderer) plot.getRenderer();
        renderer.setShadowVisible(false);
        renderer.setBarPainter(new org.jfree.chart.renderer.category.StandardBarPainter());
        renderer.setMaximumBarWidth(0.35);
        for (int i = 0; i < STAGE_COLOURS.length; i++) {
            renderer.setSeriesPaint(i, STAGE_COLOURS[i]);
        }
        fill(dataset, slices);
        slices.addListener((ListChangeListener<TimingSlice>) change -> fill(dataset, slices));
        ChartViewer viewer = new ChartViewer(chart);
        viewer.setId("runs-timing-chart");
        return viewer;
    }

    private static void fill(DefaultCategoryDataset dataset, ObservableList<TimingSlice> slices) {
        dataset.clear();
        for (TimingSlice slice : slices) {
            dataset.addValue(slice.seconds(), slice.stage(), ROW);
        }
    }
}
