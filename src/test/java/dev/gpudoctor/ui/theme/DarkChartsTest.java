package dev.gpudoctor.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.charts.BenchCharts;
import dev.gpudoctor.model.ColorScheme;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.ui.common.ChartTheme;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;
import javafx.stage.Stage;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 44 item 5: in the dark theme a chart's plot area stayed white (JFreeChart draws on a canvas the stylesheet never reaches). */
@ExtendWith(ApplicationExtension.class)
class DarkChartsTest {

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @AfterEach
    void light() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> ThemeStylesheets.apply(ColorScheme.LIGHT))
                .get();
    }

    private static JFreeChart chart() {
        return BenchCharts.scaling(List.of(new SweepPoint(
                "cpu",
                "water-32",
                96,
                new StepStats(0.01, 0.011, 0.012, 0.013, 0.02),
                2.0,
                8000,
                1L << 30,
                true,
                null,
                null)));
    }

    /** The plot area's colour as drawn: the middle of the data area of a 600x400 rendering. */
    private static Color plotArea(JFreeChart chart) {
        org.jfree.chart.ChartRenderingInfo info = new org.jfree.chart.ChartRenderingInfo();
        BufferedImage image = chart.createBufferedImage(600, 400, BufferedImage.TYPE_INT_RGB, info);
        java.awt.geom.Rectangle2D area = info.getPlotInfo().getDataArea();
        return new Color(image.getRGB((int) (area.getMinX() + 3), (int) (area.getMinY() + 3)));
    }

    private static double luminance(Color colour) {
        return (0.2126 * colour.getRed() + 0.7152 * colour.getGreen() + 0.0722 * colour.getBlue()) / 255;
    }

    @Test
    void theDarkThemeDarkensShownChartsAndExportsStayLight() throws Exception {
        ChartViewer viewer = WaitForAsyncUtils.asyncFx(() -> ChartTheme.follow(new ChartViewer(chart())))
                .get();
        assertThat(luminance(plotArea(viewer.getChart()))).as("light").isGreaterThan(0.9);

        WaitForAsyncUtils.asyncFx(() -> ThemeStylesheets.apply(ColorScheme.DARK))
                .get();
        assertThat(luminance(plotArea(viewer.getChart())))
                .as("a chart already shown, after the switch")
                .isLessThan(0.2);
        JFreeChart made =
                WaitForAsyncUtils.asyncFx(() -> ChartTheme.colour(chart())).get();
        assertThat(luminance(plotArea(made)))
                .as("a chart made in the dark theme")
                .isLessThan(0.2);

        WaitForAsyncUtils.asyncFx(() -> ThemeStylesheets.apply(ColorScheme.LIGHT))
                .get();
        assertThat(luminance(plotArea(viewer.getChart()))).isGreaterThan(0.9);
    }
}
