package dev.gpudoctor.ui.shell;

import dev.gpudoctor.model.ColorScheme;
import dev.gpudoctor.ui.theme.ThemeStylesheets;
import java.net.URL;
import javafx.application.Application;
import javafx.scene.Scene;

/**
 * Applies the app's stylesheet; a missing resource leaves the default look rather than failing.
 * app.css builds on the theme's colour variables, so a scene styled before any theme was chosen
 * (a test, a dialog opened early) gets Primer light rather than Modena, where they do not exist.
 */
public final class Stylesheets {

    private static final String APP_CSS = "/dev/gpudoctor/ui/app.css";

    private Stylesheets() {}

    public static void apply(Scene scene) {
        if (Application.getUserAgentStylesheet() == null) {
            ThemeStylesheets.apply(ColorScheme.LIGHT);
        }
        URL css = Stylesheets.class.getResource(APP_CSS);
        if (css != null) {
            scene.getStylesheets().add(css.toExternalForm());
        }
    }
}
