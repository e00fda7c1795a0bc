package dev.gpudoctor.ui.runs;

import dev.gpudoctor.charts.TimingBreakdownCharts;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.data.category.DefaultCategoryDataset;

import java.util.LinkedHashMap;
import java.util.Map;

/** The timing breakdown ({@link TimingBreakdownCharts}) in the window, redrawn only when a run ends. */
final class TimingBreakdownChart {

    private TimingBreakdownChart() {
    }

    static ChartViewer create(ObservableList<TimingSlice> slices) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        ChartViewer viewer = new ChartViewer(TimingBreakdownCharts.create(dataset));
        fill(dataset, slices);
        slices.addListener((ListChangeListener<TimingSlice>) change -> fill(dataset, slices));
        viewer.setId("runs-timing-chart");
        return viewer;
    }

    private static void fill(DefaultCategoryDataset dataset, ObservableList<TimingSlice> slices) {
        Map<String, Double> stages = new LinkedHashMap<>();
        slices.forEach(slice -> stages.put(slice.stage(), slice.seconds()));
        TimingBreakdownCharts.fill(dataset, stages);
    }
}
