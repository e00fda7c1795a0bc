package dev.gpudoctor.ui.common;

import dev.gpudoctor.charts.ChartFiles;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;

/**
 * A chart's "Export as PNG/SVG…": drawn at a fixed size fit for a slide or an issue ({@link #WIDTH}×{@link #HEIGHT}),
 * not the strip the chart happens to fill on screen (815×204 at 1280×800); the save dialog opens in the folder
 * last saved to (at first the home folder) with a name saying which chart and when. Written off the FX thread.
 */
public final class ChartExport {

    public static final int WIDTH = 1600;
    public static final int HEIGHT = 900;

    /** What a chart can be saved as. */
    public enum Format {
        PNG,
        SVG;

        String extension() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final TaskExecutor tasks;
    private final Path home;
    private Path lastFolder;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");

    /** @param home where the first save dialog opens */
    public ChartExport(TaskExecutor tasks, Path home) {
        this.tasks = tasks;
        this.home = home;
    }

    /** The folder the next save dialog opens in: the last one saved to while it exists, else home. */
    public Path folder() {
        return lastFolder != null && Files.isDirectory(lastFolder) ? lastFolder : home;
    }

    /** {@code gpu-doctor-scaling-20260101-120000.png}. */
    public static String defaultName(String chart, Format format, LocalDateTime at) {
        return "gpu-doctor-" + chart + "-"
                + DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").format(at) + "." + format.extension();
    }

    /** The save dialog for one chart, in {@link #folder()} with {@link #defaultName}. */
    public FileChooser chooser(String chart, Format format) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export the " + chart + " chart as " + format.name());
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(format.name(), "*." + format.extension()));
        Path folder = folder();
        if (folder != null && Files.isDirectory(folder)) {
            chooser.setInitialDirectory(folder.toFile());
        }
        chooser.setInitialFileName(defaultName(chart, format, LocalDateTime.now()));
        return chooser;
    }

    /** Replaces the viewer's own Export As menu (on-screen size, the working folder, no name) with this one. */
    public void install(ChartViewer viewer, String chart) {
        Menu menu = new Menu("Export as");
        for (Format format : Format.values()) {
            MenuItem item = new MenuItem(format.name() + " (" + WIDTH + "×" + HEIGHT + ")…");
            item.setId(viewer.getId() + "-export-" + format.extension());
            item.setOnAction(e -> {
                Window owner =
                        viewer.getScene() == null ? null : viewer.getScene().getWindow();
                File chosen = chooser(chart, format).showSaveDialog(owner);
                if (chosen != null && viewer.getChart() != null) {
                    export(viewer.getChart(), chosen.toPath(), format);
                }
            });
            menu.getItems().add(item);
        }
        viewer.getContextMenu().getItems().setAll(menu);
    }

    /** Writes {@code chart} to {@code file} at the fixed size, in the background; the status says where or why not. */
    public void export(JFreeChart chart, Path file, Format format) {
        Path target = file.getFileName().toString().contains(".")
                ? file
                : file.resolveSibling(file.getFileName() + "." + format.extension());
        lastFolder = target.toAbsolutePath().getParent();
        JFreeChart copy;
        try {
            // The viewer may redraw its chart while the copy is drawn off the FX thread.
            copy = (JFreeChart) chart.clone();
            // A file is read in a bug report, on white: light whatever the window's theme.
            dev.gpudoctor.charts.ChartColours.apply(copy, false);
        } catch (CloneNotSupportedException e) {
            status.set("Could not export the chart: " + e.getMessage());
            return;
        }
        status.set("Saving " + target.getFileName() + "…");
        tasks.submit(BackgroundTask.shown(
                "exporting a chart",
                () -> {
                    if (format == Format.PNG) {
                        ChartFiles.png(copy, target, WIDTH, HEIGHT);
                    } else {
                        ChartFiles.svg(copy, target, WIDTH, HEIGHT);
                    }
                    return target;
                },
                written -> status.set("Saved " + written + " (" + WIDTH + "×" + HEIGHT + ")."),
                error -> status.set("Could not save " + target + ": " + error.message())));
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
