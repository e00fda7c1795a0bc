package dev.gpudoctor.cli;

import dev.gpudoctor.model.Screenshot;

import java.nio.file.Path;
import java.util.List;

/** Renders the window's tabs to PNG files; the app layer supplies the JavaFX implementation. */
@FunctionalInterface
public interface ScreenshotTaker {

    List<Screenshot> renderAll(Path directory) throws ScreenshotException;
}
