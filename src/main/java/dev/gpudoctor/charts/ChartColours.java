package dev.gpudoctor.charts;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.Axis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.title.Title;

/**
 * The background, grid and text colours of our charts, light (the default, and every exported file: a
 * bug report is read on white) or dark, for the window's dark theme, where a white plot glared. Series
 * colours are not touched: they are chosen to read on both.
 */
public final class ChartColours {

    /** Primer Dark's canvas and muted borders, so the plot sits in the window as its tables do. */
    static final Color DARK_BACKGROUND = new Color(0x0d1117);

    static final Color DARK_PLOT = new Color(0x161b22);
    static final Color DARK_GRID = new Color(0x30363d);
    static final Color DARK_TEXT = new Color(0xc9d1d9);
    static final Color LIGHT_GRID = new Color(0xdddddd);

    private ChartColours() {}

    public static void apply(JFreeChart chart, boolean dark) {
        Color background = dark ? DARK_BACKGROUND : Color.WHITE;
        Color plotBackground = dark ? DARK_PLOT : Color.WHITE;
        Color grid = dark ? DARK_GRID : LIGHT_GRID;
        Color text = dark ? DARK_TEXT : Color.BLACK;
        chart.setBackgroundPaint(background);
        Plot plot = chart.getPlot();
        plot.setBackgroundPaint(plotBackground);
        List<Axis> axes = new ArrayList<>();
        if (plot instanceof XYPlot xy) {
            xy.setDomainGridlinePaint(grid);
            xy.setRangeGridlinePaint(grid);
            axes.add(xy.getDomainAxis());
            axes.add(xy.getRangeAxis());
        } else if (plot instanceof CategoryPlot category) {
            category.setRangeGridlinePaint(grid);
            axes.add(category.getDomainAxis());
            axes.add(category.getRangeAxis());
        }
        for (Axis axis : axes) {
            if (axis != null) {
                axis.setLabelPaint(text);
                axis.setTickLabelPaint(text);
                axis.setAxisLinePaint(grid);
                axis.setTickMarkPaint(grid);
            }
        }
        if (chart.getTitle() != null) {
            chart.getTitle().setPaint(text);
        }
        for (int i = 0; i < chart.getSubtitleCount(); i++) {
            Title title = chart.getSubtitle(i);
            if (title instanceof LegendTitle legend) {
                legend.setBackgroundPaint(background);
                legend.setItemPaint(text);
            } else if (title instanceof TextTitle line) {
                line.setPaint(text);
            }
        }
    }
}
