package dev.gpudoctor.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One way to render the window: its logical size, the scale of the pixels (1.5 renders a 1280x720
 * window as a 1920x1080 picture, as on a HiDPI screen with {@code GDK_SCALE}), light or dark, and the
 * folder under the output folder ("" for the output folder itself).
 */
public record ScreenshotVariant(int width, int height, double scale, boolean dark, String folder) {

    public static final List<Double> SCALES = List.of(1.0, 1.5, 2.0);

    public ScreenshotVariant {
        if (!SCALES.contains(scale)) {
            throw new IllegalArgumentException("scale " + scale);
        }
    }

    public Path directory(Path out) {
        return folder.isEmpty() ? out : out.resolve(folder);
    }

    /** The README's pictures (1280x800 light) plus 1024x700 and 1280x800 in light and dark, each in its folder. */
    public static List<ScreenshotVariant> all(double scale) {
        List<ScreenshotVariant> variants = new ArrayList<>();
        variants.add(new ScreenshotVariant(1280, 800, scale, false, ""));
        for (int[] size : new int[][] {{1024, 700}, {1280, 800}}) {
            for (boolean dark : new boolean[] {false, true}) {
                variants.add(new ScreenshotVariant(
                        size[0],
                        size[1],
                        scale,
                        dark,
                        String.format(Locale.ROOT, "%dx%d-%s", size[0], size[1], dark ? "dark" : "light")));
            }
        }
        return variants;
    }
}
