package dev.gpudoctor.charts;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes a chart as PNG or SVG, through a temp file moved into place. */
public final class ChartFiles {

    public static final int WIDTH = 1000;
    public static final int HEIGHT = 640;

    private ChartFiles() {
    }

    public static void png(JFreeChart chart, Path file) throws IOException {
        Path temp = temp(file);
        try {
            ChartUtils.saveChartAsPNG(temp.toFile(), chart, WIDTH, HEIGHT);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    public static void svg(JFreeChart chart, Path file) throws IOException {
        SVGGraphics2D graphics = new SVGGraphics2D(WIDTH, HEIGHT);
        chart.draw(graphics, new Rectangle2D.Double(0, 0, WIDTH, HEIGHT));
        Path temp = temp(file);
        try {
            SVGUtils.writeToSVG(temp.toFile(), graphics.getSVGElement());
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static Path temp(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        return Files.createTempFile(parent, "." + file.getFileName(), ".part");
    }
}
