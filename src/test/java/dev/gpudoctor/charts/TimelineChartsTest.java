package dev.gpudoctor.charts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.exec.Timeline;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.Test;

/** The exec timeline chart: host memory and each GPU's memory as series, a run without GPU samples said. */
class TimelineChartsTest {

    private static List<String> seriesOf(JFreeChart chart) {
        XYSeriesCollection dataset = (XYSeriesCollection) chart.getXYPlot().getDataset();
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            keys.add(dataset.getSeriesKey(i) + ":" + dataset.getItemCount(i));
        }
        return keys;
    }

    private static List<String> notes(JFreeChart chart) {
        List<String> notes = new ArrayList<>();
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            if (chart.getSubtitle(i) instanceof TextTitle text) {
                notes.add(text.getText());
            }
        }
        return notes;
    }

    @Test
    void hostMemoryAndEachGpusMemoryAreSeriesAnUnreportedFigureIsNoPoint() {
        Timeline timeline = new Timeline(
                List.of(
                        new Timeline.HostSample(0, 1000, 16000, 0, 2048),
                        new Timeline.HostSample(1, 1500, 16000, 10, 2048)),
                List.of(
                        new Timeline.GpuSample(0.1, 1, 300.0, 24000.0, 5.0, 1400.0, 70.0, 50.0),
                        new Timeline.GpuSample(0.1, 0, 100.0, 24000.0, 5.0, 1400.0, 70.0, 50.0),
                        new Timeline.GpuSample(1.1, 0, null, 24000.0, null, null, null, null),
                        new Timeline.GpuSample(2.1, 0, 900.0, 24000.0, 99.0, 1900.0, 300.0, 70.0)),
                "",
                false);

        JFreeChart chart = TimelineCharts.memory(timeline);

        assertThat(seriesOf(chart)).containsExactly("host memory used:2", "GPU 0 memory used:2", "GPU 1 memory used:1");
        assertThat(notes(chart)).isEmpty();
        assertThat(chart.getXYPlot().getDataset().getYValue(1, 1)).isEqualTo(900.0);
    }

    @Test
    void withoutGpuSamplesTheHostIsDrawnAndTheNoteSaysSoUntilARefillWithAGpu() {
        JFreeChart chart = TimelineCharts.memory(new Timeline(
                List.of(new Timeline.HostSample(0, 1000, 16000, 0, 0)),
                List.of(),
                "nvidia-smi was not found on PATH",
                false));
        assertThat(seriesOf(chart)).containsExactly("host memory used:1");
        assertThat(notes(chart)).containsExactly("nvidia-smi was not found on PATH");

        TimelineCharts.fill(
                chart,
                new Timeline(
                        List.of(),
                        List.of(new Timeline.GpuSample(0, 0, 5.0, 10.0, null, null, null, null)),
                        "",
                        false));

        assertThat(seriesOf(chart)).containsExactly("host memory used:0", "GPU 0 memory used:1");
        assertThat(notes(chart)).isEmpty();
        TimelineCharts.fill(chart, new Timeline(List.of(), List.of(), "", false));
        assertThat(notes(chart)).containsExactly(TimelineCharts.NO_GPU);
        assertThat(chart.getLegend()).isInstanceOf(LegendTitle.class);
    }
}
