package dev.gpudoctor.ui.theme;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import atlantafx.base.theme.Theme;
import dev.gpudoctor.model.ColorScheme;
import dev.gpudoctor.ui.common.ChartTheme;
import java.io.IOException;
import java.net.URL;
import javafx.application.Application;
import javafx.beans.value.ObservableValue;
import javafx.css.Stylesheet;

/**
 * Puts AtlantaFX's Primer light or dark in place of Modena as the user-agent stylesheet, for every
 * window of the app at once; the app's own {@code app.css} adds only what the theme lacks.
 */
public final class ThemeStylesheets {

    private static final Theme LIGHT = new PrimerLight();
    private static final Theme DARK = new PrimerDark();

    private ThemeStylesheets() {}

    public static void apply(ColorScheme scheme) {
        // The precompiled .bss loads faster than the .css (it is parsed once, at build time).
        Application.setUserAgentStylesheet((scheme == ColorScheme.DARK ? DARK : LIGHT).getUserAgentStylesheetBSS());
        ChartTheme.setDark(scheme == ColorScheme.DARK);
    }

    /**
     * Reads the scheme's stylesheet once and drops it, on any thread, before the toolkit runs: the
     * FX thread then finds the CSS classes loaded and the file read when it applies the theme, which
     * otherwise holds up the first frame by a fifth. Nothing is kept; a failure only loses the head start.
     */
    public static void warmUp(ColorScheme scheme) {
        String path = (scheme == ColorScheme.DARK ? DARK : LIGHT).getUserAgentStylesheetBSS();
        URL url = ThemeStylesheets.class.getResource(path.startsWith("/") ? path : "/" + path);
        if (url == null) {
            return;
        }
        try {
            Stylesheet.loadBinary(url);
        } catch (IOException | RuntimeException e) {
            // The FX thread reads it again anyway and reports what is wrong there.
        }
    }

    /** Applies the scheme now and whenever it changes (call on the FX thread). */
    public static void follow(ObservableValue<ColorScheme> scheme) {
        apply(scheme.getValue());
        scheme.addListener((obs, old, now) -> apply(now));
    }
}
