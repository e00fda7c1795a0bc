package dev.gpudoctor.cli;

import dev.gpudoctor.model.Screenshot;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Renders the window's tabs to PNG files; the app layer supplies the JavaFX implementation. */
@FunctionalInterface
public interface ScreenshotTaker {

    List<Screenshot> renderAll(Path directory) throws ScreenshotException;

    /**
     * With {@code withResults}, the Checklist and Capabilities tabs are run first (with {@code python},
     * or the default interpreter when null), so the pictures show what this machine really answers.
     */
    default List<Screenshot> renderAll(Path directory, boolean withResults, String python) throws ScreenshotException {
        return renderAll(directory);
    }

    /** The same at a window size of {@code width} × {@code height} (the README's pictures are 1280×800). */
    default List<Screenshot> renderAll(Path directory, boolean withResults, String python, int width, int height)
            throws ScreenshotException {
        return renderAll(directory, withResults, python);
    }

    /**
     * Each variant (size, scale, light or dark) into its own folder under {@code directory}, from one
     * window, so {@code withResults} runs the checks once for all of them.
     */
    default List<Screenshot> renderVariants(
            Path directory, boolean withResults, String python, List<ScreenshotVariant> variants)
            throws ScreenshotException {
        List<Screenshot> shots = new ArrayList<>();
        for (ScreenshotVariant variant : variants) {
            shots.addAll(
                    renderAll(variant.directory(directory), withResults, python, variant.width(), variant.height()));
        }
        return shots;
    }

    /**
     * With results, and {@code execCommand} run in the Your program tab first (as a user types it there), so
     * its picture shows a real run. A renderer that has no window to run it in says so.
     */
    default List<Screenshot> renderVariants(
            Path directory, String python, List<ScreenshotVariant> variants, String execCommand)
            throws ScreenshotException {
        throw new ScreenshotException("this renderer cannot run a command in the Your program tab");
    }
}
