package dev.gpudoctor.ui.runs;

import dev.gpudoctor.charts.TimingBreakdownCharts;
import dev.gpudoctor.ui.common.ChartTheme;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;

/** The timing breakdown ({@link TimingBreakdownCharts}) in the window, redrawn only when a run ends. */
final class TimingBreakdownChart {

    private TimingBreakdownChart() {}

    static ChartViewer create(ObservableList<TimingSlice> slices) {
        JFreeChart chart = TimingBreakdownCharts.create(stages(slices));
        ChartViewer viewer = ChartTheme.follow(new ChartViewer(chart));
        slices.addListener(
                (ListChangeListener<TimingSlice>) change -> TimingBreakdownCharts.fill(chart, stages(slices)));
        viewer.setId("runs-timing-chart");
        return viewer;
    }

    private static Map<String, Double> stages(ObservableList<TimingSlice> slices) {
        Map<String, Double> stages = new LinkedHashMap<>();
        slices.forEach(slice -> stages.put(slice.stage(), slice.seconds()));
        return stages;
    }
}
