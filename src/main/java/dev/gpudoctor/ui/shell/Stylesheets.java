package dev.gpudoctor.ui.shell;

import javafx.scene.Scene;

import java.net.URL;

/** Applies the app's stylesheet; a missing resource leaves the default look rather than failing. */
public final class Stylesheets {

    private static final String APP_CSS = "/dev/gpudoctor/ui/app.css";

    private Stylesheets() {
    }

    public static void apply(Scene scene) {
        URL css = Stylesheets.class.getResource(APP_CSS);
        if (css != null) {
            scene.getStylesheets().add(css.toExternalForm());
        }
    }
}
