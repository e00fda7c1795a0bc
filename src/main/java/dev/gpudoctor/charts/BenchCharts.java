package dev.gpudoctor.charts;

import dev.gpudoctor.bench.SweepVerdict;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.speed.CueqBreakEven;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * The sweep charts, the same for the window, {@code bench --png/--svg} and bundles: scaling (atoms vs
 * median step, log-log, p10–p90 band), throughput, speedup against a baseline, and first call vs
 * steady state. Non-animated (JFreeChart never animates); symbols only on small series.
 */
public final class BenchCharts {

    /** Series longer than this are drawn as lines only: a symbol per point hides the line and costs time. */
    public static final int MAX_POINTS_WITH_SYMBOLS = 40;

    static final Color[] PALETTE = {
        new Color(0x1f77b4),
        new Color(0xd62728),
        new Color(0x2ca02c),
        new Color(0x9467bd),
        new Color(0xff7f0e),
        new Color(0x8c564b),
        new Color(0xe377c2),
        new Color(0x17becf)
    };

    private BenchCharts() {}

    /** Atoms vs median step time, log-log, one series per configuration with its p10–p90 band. */
    public static JFreeChart scaling(List<SweepPoint> points) {
        YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
        for (Map.Entry<String, List<SweepPoint>> entry : byConfig(points).entrySet()) {
            YIntervalSeries series = new YIntervalSeries(entry.getKey(), false, true);
            for (SweepPoint p : entry.getValue()) {
                double median = p.stepS().median();
                double low = Double.isFinite(p.stepS().p10()) ? p.stepS().p10() : median;
                double high = Double.isFinite(p.stepS().p90()) ? p.stepS().p90() : median;
                series.add(p.atoms(), median, low, high);
            }
            dataset.addSeries(series);
        }
        DeviationRenderer renderer = new DeviationRenderer(true, false);
        renderer.setAlpha(0.2f);
        styleSeries(renderer, dataset.getSeriesCount(), maxLength(points));
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            renderer.setSeriesFillPaint(i, PALETTE[i % PALETTE.length]);
        }
        XYPlot plot = new XYPlot(dataset, logAxis("atoms"), logAxis("median step (s)"), renderer);
        return chart("Scaling: step time vs system size", plot);
    }

    /** Atoms vs throughput (atom·steps/s), log-log, one line per configuration. */
    public static JFreeChart throughput(List<SweepPoint> points) {
        XYSeriesCollection dataset = new XYSeriesCollection();
        for (Map.Entry<String, List<SweepPoint>> entry : byConfig(points).entrySet()) {
            XYSeries series = new XYSeries(entry.getKey(), false, true);
            entry.getValue().stream()
                    .filter(p -> p.throughputAtomStepsPerS() > 0)
                    .forEach(p -> series.add(p.atoms(), p.throughputAtomStepsPerS()));
            dataset.addSeries(series);
        }
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        styleSeries(renderer, dataset.getSeriesCount(), maxLength(points));
        XYPlot plot = new XYPlot(dataset, logAxis("atoms"), logAxis("atom·steps/s"), renderer);
        return chart("Throughput", plot);
    }

    /** Speedup of every other configuration over {@code baseline} (baseline median / theirs), per size. */
    public static JFreeChart speedup(List<SweepPoint> points, String baseline) {
        XYSeriesCollection dataset = new XYSeriesCollection();
        Map<String, List<SweepPoint>> configs = byConfig(points);
        for (Map.Entry<String, List<SweepPoint>> entry : configs.entrySet()) {
            if (entry.getKey().equals(baseline)) {
                continue;
            }
            XYSeries series = new XYSeries(entry.getKey() + " vs " + baseline, false, true);
            for (SweepPoint p : entry.getValue()) {
                Optional<Double> ratio = SweepVerdict.speedup(points, baseline, p.config(), p.structure());
                ratio.filter(r -> r > 0 && Double.isFinite(r)).ifPresent(r -> series.add(p.atoms(), r));
            }
            dataset.addSeries(series);
        }
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        styleSeries(renderer, dataset.getSeriesCount(), maxLength(points));
        NumberAxis range = new NumberAxis("speedup (×, above 1 is faster than " + baseline + ")");
        range.setAutoRangeIncludesZero(true);
        XYPlot plot = new XYPlot(dataset, logAxis("atoms"), range, renderer);
        plot.addRangeMarker(new ValueMarker(1.0, new Color(0x9e9e9e), new BasicStroke(1f)));
        JFreeChart chart = chart("Speedup vs " + baseline, plot);
        markBreakEven(chart, plot, points, baseline);
        return chart;
    }

    /**
     * Where cuEquivariance starts to pay, when this chart compares a device with and without it: a
     * vertical line at the break-even size and the sentence under the title.
     */
    private static void markBreakEven(JFreeChart chart, XYPlot plot, List<SweepPoint> points, String baseline) {
        for (CueqBreakEven found : CueqBreakEven.of(points)) {
            if (!found.device().equals(baseline) && !(found.device() + "+cueq").equals(baseline)) {
                continue;
            }
            if (found.breakEvenAtoms() > 0 && found.slowerAtoms() > 0) {
                ValueMarker marker = new ValueMarker(
                        found.breakEvenAtoms(),
                        new Color(0x2e7d32),
                        new BasicStroke(
                                1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
                marker.setLabel(
                        "cuEq pays from " + String.format(Locale.ROOT, "%,d", found.breakEvenAtoms()) + " atoms");
                marker.setLabelAnchor(RectangleAnchor.TOP_LEFT);
                marker.setLabelTextAnchor(TextAnchor.TOP_RIGHT);
                marker.setLabelFont(marker.getLabelFont().deriveFont(11f));
                plot.addDomainMarker(marker);
            }
            chart.addSubtitle(new TextTitle(found.sentence(), new Font(Font.SANS_SERIF, Font.PLAIN, 11)));
        }
    }

    /** First call vs median steady-state step, per configuration and size, on a log scale. */
    public static JFreeChart firstCall(List<SweepPoint> points) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        for (SweepPoint p : usable(points)) {
            String column = p.config() + " · " + p.atoms();
            if (Double.isFinite(p.firstCallS()) && p.firstCallS() > 0) {
                dataset.addValue(p.firstCallS(), "first call", column);
            }
            dataset.addValue(p.stepS().median(), "median step", column);
        }
        BarRenderer renderer = new BarRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setSeriesPaint(0, new Color(0xffa726));
        renderer.setSeriesPaint(1, new Color(0x42a5f5));
        LogAxis range = logAxis("seconds");
        CategoryPlot plot = new CategoryPlot(dataset, new CategoryAxis("configuration · atoms"), range, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        JFreeChart chart = new JFreeChart(
                "First call vs steady state", JFreeChart.DEFAULT_TITLE_FONT.deriveFont(Font.PLAIN, 14f), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /**
     * Points that can be drawn: finished, a known median and atom count; grouped by configuration, by size. Where
     * the points hold more than one family of structures (water boxes and diamond cells), each family is a line of
     * its own: a water box and a diamond cell of the same size differ by their edges per atom (88 vs 158), so one
     * line through both drew a diamond cell of 5,832 atoms slower than a water box of 6,144 as if time fell with size.
     */
    static Map<String, List<SweepPoint>> byConfig(List<SweepPoint> points) {
        List<SweepPoint> usable = usable(points);
        boolean families = usable.stream()
                        .map(p -> family(p.structure()))
                        .filter(f -> !f.isEmpty())
                        .distinct()
                        .count()
                > 1;
        Map<String, List<SweepPoint>> configs = new LinkedHashMap<>();
        for (SweepPoint p : usable) {
            String family = family(p.structure());
            String key = families && !family.isEmpty() ? p.config() + " · " + family : p.config();
            configs.computeIfAbsent(key, c -> new ArrayList<>()).add(p);
        }
        configs.values().forEach(list -> list.sort(Comparator.comparingInt(SweepPoint::atoms)));
        return configs;
    }

    /**
     * A sized structure's family: its name without the size ("water-2048" → "water", "c-5832" → "c"); empty for a
     * name with no size (h2o, a file), which stays on its configuration's line.
     */
    static String family(String structure) {
        Matcher sized = structure == null ? null : SIZED_NAME.matcher(structure);
        return sized != null && sized.matches() ? sized.group(1) : "";
    }

    private static final Pattern SIZED_NAME = Pattern.compile("(.+)-\\d+");

    private static List<SweepPoint> usable(List<SweepPoint> points) {
        return points.stream()
                .filter(p -> p.ok()
                        && p.atoms() > 0
                        && p.stepS().known()
                        && p.stepS().median() > 0)
                .toList();
    }

    private static int maxLength(List<SweepPoint> points) {
        return byConfig(points).values().stream().mapToInt(List::size).max().orElse(0);
    }

    private static void styleSeries(XYLineAndShapeRenderer renderer, int series, int longest) {
        boolean symbols = longest <= MAX_POINTS_WITH_SYMBOLS;
        renderer.setDefaultShapesVisible(symbols);
        renderer.setDrawSeriesLineAsPath(true); // one path per series: far cheaper than a line per segment
        for (int i = 0; i < series; i++) {
            renderer.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
            renderer.setSeriesStroke(i, new BasicStroke(2f));
            renderer.setSeriesShapesVisible(i, symbols);
        }
    }

    private static LogAxis logAxis(String label) {
        PlainLogAxis axis = new PlainLogAxis(label);
        axis.setAutoRange(true);
        return axis;
    }

    private static JFreeChart chart(String title, XYPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT.deriveFont(Font.PLAIN, 14f), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }
}
