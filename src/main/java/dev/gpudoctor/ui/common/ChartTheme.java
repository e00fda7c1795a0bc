package dev.gpudoctor.ui.common;

import dev.gpudoctor.charts.ChartColours;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;

/**
 * Whether the window's theme is dark, for the charts (JFreeChart draws on a canvas: the stylesheet
 * cannot reach it). The theme sets it on the FX thread; a viewer that follows it is recoloured at each change.
 */
public final class ChartTheme {

    private static final BooleanProperty DARK = new SimpleBooleanProperty(false);

    private ChartTheme() {}

    /** Called by the theme when it changes (FX thread). */
    public static void setDark(boolean dark) {
        DARK.set(dark);
    }

    public static boolean isDark() {
        return DARK.get();
    }

    /** Colours {@code chart} as the window now is; call after a chart is made or set on a viewer. */
    public static JFreeChart colour(JFreeChart chart) {
        if (chart != null) {
            ChartColours.apply(chart, DARK.get());
        }
        return chart;
    }

    /** Recolours whatever chart {@code viewer} shows whenever the theme changes. */
    public static ChartViewer follow(ChartViewer viewer) {
        DARK.addListener((obs, was, dark) -> colour(viewer.getChart()));
        colour(viewer.getChart());
        return viewer;
    }
}
