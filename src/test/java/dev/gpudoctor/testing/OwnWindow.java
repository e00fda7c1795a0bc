package dev.gpudoctor.testing;

import dev.gpudoctor.ui.shell.Stylesheets;
import java.util.concurrent.TimeUnit;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A window of its own, styled as the app's, for a test that sizes or resizes it: TestFX's stage is
 * shared by every later test, and Monocle fails each frame of a window wider than its 1280x800
 * headless screen. Close it when done.
 */
public final class OwnWindow {

    private OwnWindow() {}

    public static Stage show(Parent content, double width, double height) throws Exception {
        if (width > 1280 || height > 800) {
            throw new IllegalArgumentException("larger than the headless screen (1280x800): " + width + "x" + height);
        }
        return WaitForAsyncUtils.asyncFx(() -> {
                    Stage window = new Stage();
                    Scene scene = new Scene(content, width, height);
                    Stylesheets.apply(scene);
                    window.setScene(scene);
                    window.show();
                    return window;
                })
                .get(10, TimeUnit.SECONDS);
    }
}
