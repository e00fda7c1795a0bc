package dev.gpudoctor.charts;

import dev.gpudoctor.files.AtomicFile;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;

/** Writes a chart as PNG or SVG, through a temp file moved into place. */
public final class ChartFiles {

    public static final int WIDTH = 1000;
    public static final int HEIGHT = 640;

    private ChartFiles() {}

    public static void png(JFreeChart chart, Path file) throws IOException {
        png(chart, file, WIDTH, HEIGHT);
    }

    public static void png(JFreeChart chart, Path file, int width, int height) throws IOException {
        writer(file).write(temp -> draw(() -> ChartUtils.saveChartAsPNG(temp.toFile(), chart, width, height)));
    }

    /** The chart as PNG bytes, for a file inside a zip (the bundle's charts). */
    public static byte[] pngBytes(JFreeChart chart) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        draw(() -> ChartUtils.writeChartAsPNG(out, chart, WIDTH, HEIGHT));
        return out.toByteArray();
    }

    public static void svg(JFreeChart chart, Path file) throws IOException {
        svg(chart, file, WIDTH, HEIGHT);
    }

    public static void svg(JFreeChart chart, Path file, int width, int height) throws IOException {
        SVGGraphics2D graphics = new SVGGraphics2D(width, height);
        draw(() -> chart.draw(graphics, new Rectangle2D.Double(0, 0, width, height)));
        writer(file).write(temp -> SVGUtils.writeToSVG(temp.toFile(), graphics.getSVGElement()));
    }

    private static final Pattern MISSING_LIBRARY =
            Pattern.compile("(lib[\\w+.-]+\\.so[\\w.]*): cannot open shared object file");

    interface Drawing {
        void run() throws IOException;
    }

    /**
     * Text needs the runtime's font stack: a trimmed or headless Java on a machine without the
     * system's harfbuzz or fontconfig throws UnsatisfiedLinkError (seen on an H100 machine: the
     * error killed a finished sweep's output). That becomes an IOException with a sentence.
     */
    static void draw(Drawing drawing) throws IOException {
        try {
            drawing.run();
        } catch (LinkageError | RuntimeException e) {
            throw new IOException(whyNoChart(e), e);
        }
    }

    static String whyNoChart(Throwable e) {
        String message = String.valueOf(e.getMessage());
        Matcher library = MISSING_LIBRARY.matcher(message);
        if (library.find()) {
            return "this Java runtime cannot draw text: " + library.group(1)
                    + " is missing (install the system's harfbuzz,"
                    + " freetype and fontconfig libraries, e.g. apt-get install libharfbuzz0b libfontconfig1)";
        }
        if (e instanceof LinkageError) {
            return "this Java runtime cannot draw charts (" + e.getClass().getSimpleName() + ": " + message
                    + "); its font libraries are missing or broken";
        }
        return "the chart could not be drawn (" + e.getClass().getSimpleName() + ": " + message + ")";
    }

    private static AtomicFile writer(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        return AtomicFile.at(file).tempNamed("." + file.getFileName(), ".part");
    }
}
