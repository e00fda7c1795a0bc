package dev.gpudoctor.charts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchChartsTest {

    @TempDir
    Path dir;

    /** {@code n} sizes per configuration; cuda 5× faster than cpu; first call 2 s. */
    static List<SweepPoint> sweep(int n, String... configs) {
        List<SweepPoint> points = new ArrayList<>();
        for (int c = 0; c < configs.length; c++) {
            for (int i = 0; i < n; i++) {
                int atoms = 3 + i * 3;
                double median = (1e-3 + atoms * 1e-5) / (c == 0 ? 1 : 5);
                points.add(new SweepPoint(
                        configs[c],
                        "water-" + (1 + i),
                        atoms,
                        new StepStats(median * 0.8, median * 0.9, median, median * 1.2, median * 1.5),
                        2.0,
                        atoms / median,
                        1L << 30,
                        true,
                        null,
                        null));
            }
        }
        return points;
    }

    @Test
    void scalingIsLogLogWithABandPerConfigurationAndNoSymbolsOnLongSeries() {
        List<SweepPoint> points = new ArrayList<>(sweep(100, "cpu", "cuda"));
        points.add(SweepPoint.failed("cuda", "water-999", "op-error", "CUDA out of memory"));

        JFreeChart chart = BenchCharts.scaling(points);

        assertThat(chart.getXYPlot().getDomainAxis()).isInstanceOf(LogAxis.class);
        assertThat(chart.getXYPlot().getRangeAxis()).isInstanceOf(LogAxis.class);
        assertThat(chart.getXYPlot().getDataset().getSeriesCount()).isEqualTo(2);
        assertThat(chart.getXYPlot().getDataset().getItemCount(1)).isEqualTo(100);
        DeviationRenderer renderer = (DeviationRenderer) chart.getXYPlot().getRenderer();
        assertThat(renderer.getSeriesShapesVisible(0)).isFalse();
        assertThat(BenchCharts.scaling(sweep(5, "cpu")).getXYPlot().getRenderer())
                .extracting(r -> ((DeviationRenderer) r).getSeriesShapesVisible(0))
                .isEqualTo(true);
    }

    @Test
    void waterBoxesAndDiamondCellsAreLinesOfTheirOwn() {
        // The H200 run's cuda+cueq points (2026-11-26): a diamond cell slower than a bigger water box.
        List<SweepPoint> points = List.of(
                new SweepPoint(
                        "cuda+cueq",
                        "water-2048",
                        6144,
                        new StepStats(0.360, 0.361, 0.376, 0.484, 0.966),
                        5.4,
                        16_362,
                        1L << 32,
                        true,
                        null,
                        null),
                new SweepPoint(
                        "cuda+cueq",
                        "c-5832",
                        5832,
                        new StepStats(0.640, 0.649, 0.659, 0.670, 0.700),
                        1.7,
                        8_847,
                        1L << 32,
                        true,
                        null,
                        null));

        JFreeChart chart = BenchCharts.scaling(points);

        assertThat(chart.getXYPlot().getDataset().getSeriesCount()).isEqualTo(2);
        assertThat(List.of(
                        chart.getXYPlot().getDataset().getSeriesKey(0),
                        chart.getXYPlot().getDataset().getSeriesKey(1)))
                .containsExactlyInAnyOrder("cuda+cueq · water", "cuda+cueq · c");
        assertThat(BenchCharts.scaling(sweep(3, "cpu")).getXYPlot().getDataset().getSeriesKey(0))
                .as("one family: the configuration alone names the line")
                .isEqualTo("cpu");
        List<SweepPoint> withMolecule = new ArrayList<>(sweep(3, "cpu"));
        withMolecule.add(new SweepPoint(
                "cpu", "h2o", 3, new StepStats(0.01, 0.01, 0.01, 0.01, 0.01), 1.0, 300, null, true, null, null));
        assertThat(BenchCharts.scaling(withMolecule).getXYPlot().getDataset().getSeriesCount())
                .as("a name with no size (the default sweep's h2o) makes no family of its own")
                .isEqualTo(1);
    }

    @Test
    void speedupIsBaselineOverTheOthers() {
        JFreeChart chart = BenchCharts.speedup(sweep(3, "cpu", "cuda"), "cpu");

        assertThat(chart.getXYPlot().getDataset().getSeriesCount()).isEqualTo(1);
        assertThat(chart.getXYPlot().getDataset().getYValue(0, 0))
                .isCloseTo(5.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(chart.getXYPlot().getDataset().getSeriesKey(0)).isEqualTo("cuda vs cpu");
    }

    @Test
    void theSpeedupChartMarksWhereCueqStartsToPay() throws Exception {
        // The H100's arch:small sweep (median steps, s): cuEq slower up to 1,536 atoms, faster from 3,072.
        double[][] h100 = {
            {96, 0.036, 0.059}, {1536, 0.167, 0.190}, {3072, 0.338, 0.321}, {6144, 0.561, 0.466}, {20001, 1.584, 1.450}
        };
        List<SweepPoint> points = new ArrayList<>();
        for (double[] row : h100) {
            for (int c = 0; c < 2; c++) {
                double median = row[1 + c];
                points.add(new SweepPoint(
                        c == 0 ? "cuda" : "cuda+cueq",
                        "water-" + (int) row[0] / 3,
                        (int) row[0],
                        new StepStats(median, median, median, median, median),
                        1.0,
                        row[0] / median,
                        null,
                        true,
                        null,
                        null));
            }
        }
        JFreeChart chart = BenchCharts.speedup(points, "cuda");
        assertThat(chart.getXYPlot().getDomainMarkers(org.jfree.chart.ui.Layer.FOREGROUND))
                .singleElement()
                .satisfies(marker -> {
                    assertThat(((org.jfree.chart.plot.ValueMarker) marker).getValue())
                            .isEqualTo(3072.0);
                    assertThat(((org.jfree.chart.plot.ValueMarker) marker).getLabel())
                            .isEqualTo("cuEq pays from 3,072 atoms");
                });
        assertThat(((org.jfree.chart.title.TextTitle) chart.getSubtitle(chart.getSubtitleCount() - 1)).getText())
                .isEqualTo(
                        "cuEq pays on cuda from 3,072 atoms (slower up to 1,536); 1.1× faster than e3nn at 20,001 atoms");
        ChartFiles.png(chart, dir.resolve("speedup-break-even.png"));
        if (System.getProperty("gpudoctor.chartOut") != null) {
            Files.copy(
                    dir.resolve("speedup-break-even.png"),
                    Path.of(System.getProperty("gpudoctor.chartOut")),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        assertThat(BenchCharts.speedup(points, "cpu").getXYPlot().getDomainMarkers(org.jfree.chart.ui.Layer.FOREGROUND))
                .isNull();
    }

    @Test
    void everyChartRendersEvenEmptyAndWritesPngAndSvg() throws Exception {
        for (List<SweepPoint> points : List.of(List.<SweepPoint>of(), sweep(4, "cpu", "cuda", "cuda+cueq"))) {
            for (JFreeChart chart : List.of(
                    BenchCharts.scaling(points),
                    BenchCharts.throughput(points),
                    BenchCharts.speedup(points, "cpu"),
                    BenchCharts.firstCall(points))) {
                assertThat(chart.createBufferedImage(400, 300)).isNotNull();
            }
        }
        ChartFiles.png(BenchCharts.firstCall(sweep(4, "cpu", "cuda")), dir.resolve("a/first.png"));
        ChartFiles.svg(BenchCharts.throughput(sweep(4, "cpu", "cuda")), dir.resolve("t.svg"));
        assertThat(Files.readAllBytes(dir.resolve("a/first.png"))).startsWith(0x89, 'P', 'N', 'G');
        assertThat(Files.readString(dir.resolve("t.svg"))).contains("<svg", "Throughput");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("a", "t.svg");
        }
    }

    @Test
    void theTimingBreakdownStacksTheStagesInTheOrderTheyHappenEachInItsOwnColour() {
        // A history record's map has no order, and a run without startup once shifted every colour by one.
        JFreeChart withStartup =
                TimingBreakdownCharts.create(Map.of("steps", 0.5, "imports", 4.0, "startup", 0.1, "model_load", 1.0));
        JFreeChart without = TimingBreakdownCharts.create(Map.of("first_call", 0.8, "imports", 4.0, "steps", 0.5));

        assertThat(withStartup.getCategoryPlot().getDataset().getRowKeys())
                .containsExactly("startup", "imports", "model load", "steps");
        assertThat(without.getCategoryPlot().getDataset().getRowKeys())
                .containsExactly("imports", "first call", "steps");
        assertThat(withStartup.getCategoryPlot().getDataset().getValue("imports", TimingBreakdownCharts.ROW))
                .isEqualTo(4.0);
        var a = withStartup.getCategoryPlot().getRenderer();
        var b = without.getCategoryPlot().getRenderer();
        assertThat(a.getSeriesPaint(1))
                .isEqualTo(b.getSeriesPaint(0))
                .isEqualTo(TimingBreakdownCharts.colour("imports"));
        assertThat(a.getSeriesPaint(3)).isEqualTo(b.getSeriesPaint(2)).isEqualTo(TimingBreakdownCharts.colour("steps"));
        assertThat(TimingBreakdownCharts.colour("imports")).isNotEqualTo(TimingBreakdownCharts.colour("steps"));
    }

    @Test
    void theTimingBreakdownDrawsEveryPhaseTheWarmUpAndTheExtraFiguresIncluded() {
        // issue 38: the extra figures were 75 % of a CLI run and the chart left them out
        JFreeChart chart = TimingBreakdownCharts.create(Map.of(
                "figures",
                240.0,
                "steps",
                20.0,
                "warmup",
                3.0,
                "imports",
                6.0,
                "model_load",
                3.0,
                "structure",
                0.01,
                "first_call",
                1.0,
                "startup",
                0.2));

        assertThat(chart.getCategoryPlot().getDataset().getRowKeys())
                .containsExactly(
                        "startup",
                        "imports",
                        "model load",
                        "structure",
                        "first call",
                        "warm-up",
                        "steps",
                        "extra figures");
        assertThat(chart.getCategoryPlot().getDataset().getValue("extra figures", TimingBreakdownCharts.ROW))
                .isEqualTo(240.0);
        java.util.Set<java.awt.Color> colours = new java.util.HashSet<>();
        for (String stage : dev.gpudoctor.run.StageNames.TIMED) {
            assertThat(TimingBreakdownCharts.colour(stage)).as(stage).isNotEqualTo(TimingBreakdownCharts.OTHER);
            colours.add(TimingBreakdownCharts.colour(stage));
        }
        assertThat(colours).as("each phase its own colour").hasSize(dev.gpudoctor.run.StageNames.TIMED.size());
    }

    /**
     * Issue 44 item 5: a chart of one point (one run of one size) had no label on the atoms axis and one on
     * the time axis: the range around a single value held no 1-2-5 step. Drawn as the export draws it.
     */
    @Test
    void aChartOfOnePointHasTickLabelsOnBothAxes() {
        for (JFreeChart chart :
                List.of(BenchCharts.scaling(sweep(1, "cpu")), BenchCharts.throughput(sweep(1, "cpu")))) {
            java.awt.image.BufferedImage image =
                    new java.awt.image.BufferedImage(800, 500, java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g2 = image.createGraphics();
            org.jfree.chart.ChartRenderingInfo info = new org.jfree.chart.ChartRenderingInfo();
            chart.draw(g2, new java.awt.geom.Rectangle2D.Double(0, 0, 800, 500), info);
            java.awt.geom.Rectangle2D area = info.getPlotInfo().getDataArea();
            org.jfree.chart.plot.XYPlot plot = chart.getXYPlot();
            for (org.jfree.chart.axis.ValueAxis axis : List.of(plot.getDomainAxis(), plot.getRangeAxis())) {
                org.jfree.chart.ui.RectangleEdge edge = axis == plot.getDomainAxis()
                        ? org.jfree.chart.ui.RectangleEdge.BOTTOM
                        : org.jfree.chart.ui.RectangleEdge.LEFT;
                List<?> ticks = axis.refreshTicks(g2, new org.jfree.chart.axis.AxisState(), area, edge);
                long labelled = ticks.stream()
                        .map(t -> ((org.jfree.chart.axis.ValueTick) t).getText())
                        .filter(text -> text != null && !text.isEmpty())
                        .count();
                assertThat(labelled)
                        .as(
                                "labelled ticks on %s of %s",
                                axis.getLabel(),
                                chart.getTitle() == null ? "" : chart.getTitle().getText())
                        .isGreaterThanOrEqualTo(2);
            }
            g2.dispose();
        }
    }
}
