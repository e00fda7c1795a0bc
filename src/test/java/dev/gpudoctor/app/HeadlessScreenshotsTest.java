package dev.gpudoctor.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.gpudoctor.cli.ScreenshotException;
import dev.gpudoctor.model.Screenshot;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

class HeadlessScreenshotsTest {

    @BeforeAll
    static void shareTheToolkitWithTheOtherGuiTests() throws Exception {
        // The renderer must not shut down a toolkit it did not start; the TestFX tests need it.
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void rendersAtAnyAskedSize(@TempDir Path dir) throws Exception {
        List<Screenshot> shots = new HeadlessScreenshots().renderAll(dir.resolve("small"), false, null, 1024, 700);
        BufferedImage image = ImageIO.read(Path.of(shots.get(2).file()).toFile());
        assertThat(image.getWidth()).isEqualTo(1024);
        assertThat(image.getHeight()).isEqualTo(700);
    }

    @Test
    void rendersOneReadablePngPerTab(@TempDir Path dir) throws Exception {
        List<Screenshot> shots = new HeadlessScreenshots().renderAll(dir.resolve("shots"));

        assertThat(shots)
                .extracting(Screenshot::tab)
                .containsExactly(
                        "start", "checklist", "capabilities", "runs", "compare", "diagnose", "exec", "report", "fleet");
        for (Screenshot shot : shots) {
            BufferedImage image = ImageIO.read(Path.of(shot.file()).toFile());
            assertThat(image.getWidth()).isEqualTo(1280);
            assertThat(image.getHeight()).isEqualTo(800);
            assertThat(distinctColours(image))
                    .as("%s has text and widgets, not a blank frame", shot.tab())
                    .isGreaterThan(20);
        }
        // Different tabs render different pages.
        assertThat(Files.mismatch(
                        Path.of(shots.get(0).file()), Path.of(shots.get(1).file())))
                .isNotEqualTo(-1L);
    }

    @Test
    void aFolderThatCannotBeCreatedIsAClearError(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("not-a-folder"), "x");

        assertThatThrownBy(() -> new HeadlessScreenshots().renderAll(file.resolve("shots")))
                .isInstanceOf(ScreenshotException.class)
                .hasMessageStartingWith("cannot create the folder " + file.resolve("shots"));
    }

    private static int distinctColours(BufferedImage image) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 3) {
            for (int x = 0; x < image.getWidth(); x += 3) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }
}
