package dev.gpudoctor.charts;

import dev.gpudoctor.exec.Timeline;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.Map;
import java.util.TreeMap;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The timeline of a run of the user's command: host memory used and, where nvidia-smi answered, each
 * GPU's memory used, in MiB over the seconds since the command started. The one producer of this chart
 * for the "Your program" tab and the bundle's {@code exec/<id>-timeline.png}. Lines only: an hour of
 * samples is 3,600 points a series.
 */
public final class TimelineCharts {

    public static final String HOST_MEMORY = "host memory used";
    static final String NO_GPU = "No GPU samples.";

    private TimelineCharts() {}

    /** The chart of this timeline. */
    public static JFreeChart memory(Timeline timeline) {
        JFreeChart chart = create();
        fill(chart, timeline);
        return chart;
    }

    /** The name of GPU {@code index}'s series. */
    public static String gpuMemory(int index) {
        return "GPU " + index + " memory used";
    }

    /** An empty chart; {@link #fill} draws a timeline in it. */
    public static JFreeChart create() {
        JFreeChart chart = ChartFactory.createXYLineChart(
                null,
                "seconds since the command started",
                "MiB used",
                new XYSeriesCollection(),
                PlotOrientation.VERTICAL,
                true,
                true,
                false);
        chart.setBackgroundPaint(Color.WHITE);
        XYPlot plot = chart.getXYPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        renderer.setDefaultStroke(new BasicStroke(1.8f));
        renderer.setAutoPopulateSeriesStroke(false);
        plot.setRenderer(renderer);
        return chart;
    }

    /**
     * Replaces the chart's lines with this timeline's (null: none); when no GPU was sampled, the timeline's
     * {@code gpuNote} (why) is the chart's subtitle, so a bundle passes the note as redacted.
     */
    public static void fill(JFreeChart chart, Timeline timeline) {
        XYSeriesCollection dataset = (XYSeriesCollection) chart.getXYPlot().getDataset();
        XYLineAndShapeRenderer renderer =
                (XYLineAndShapeRenderer) chart.getXYPlot().getRenderer();
        dataset.removeAllSeries();
        for (int i = chart.getSubtitleCount() - 1; i >= 0; i--) {
            if (chart.getSubtitle(i) instanceof TextTitle) { // the note of an earlier fill; the legend stays
                chart.removeSubtitle(chart.getSubtitle(i));
            }
        }
        if (timeline == null) {
            chart.fireChartChanged();
            return;
        }
        XYSeries host = new XYSeries(HOST_MEMORY, true, true);
        timeline.host().forEach(sample -> host.add(sample.tS(), sample.memoryUsedMib()));
        dataset.addSeries(host);
        renderer.setSeriesPaint(0, BenchCharts.PALETTE[0], false);
        Map<Integer, XYSeries> gpus = new TreeMap<>();
        for (Timeline.GpuSample sample : timeline.gpu()) {
            if (sample.memoryUsedMib() != null) {
                gpus.computeIfAbsent(sample.index(), index -> new XYSeries(gpuMemory(index), true, true))
                        .add(sample.tS(), sample.memoryUsedMib());
            }
        }
        int series = 1;
        for (XYSeries gpu : gpus.values()) {
            dataset.addSeries(gpu);
            renderer.setSeriesPaint(series, BenchCharts.PALETTE[series % BenchCharts.PALETTE.length], false);
            series++;
        }
        if (gpus.isEmpty()) {
            TextTitle note = new TextTitle(
                    timeline.gpuNote().isBlank() ? NO_GPU : timeline.gpuNote(),
                    new Font(Font.SANS_SERIF, Font.PLAIN, 11));
            note.setPaint(Color.DARK_GRAY);
            chart.addSubtitle(note);
        }
        chart.fireChartChanged();
    }
}
