package dev.gpudoctor.ui.common;

import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.CheckStatus;
import java.util.List;
import javafx.scene.control.ButtonBase;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Ikonli Feather icons for states and main actions. An icon is a glyph drawn as text, so it takes
 * its colour from the theme (app.css sets {@code -fx-icon-color} per state) and scales with the font.
 * The state's word is always next to it: an icon never carries a state alone.
 */
public final class Icons {

    /** The state classes app.css colours (text and icon). */
    public static final String PASS = "status-pass";

    public static final String WARN = "status-warn";
    public static final String FAIL = "status-fail";
    public static final String MUTED = "status-muted";
    public static final List<String> STATE_CLASSES = List.of(PASS, WARN, FAIL, MUTED);

    private Icons() {}

    public static FontIcon of(Ikon ikon) {
        FontIcon icon = new FontIcon(ikon);
        icon.setIconSize(14);
        return icon;
    }

    public static Ikon check(CheckStatus status) {
        return switch (status) {
            case PASS -> Feather.CHECK_CIRCLE;
            case WARN -> Feather.ALERT_TRIANGLE;
            case FAIL -> Feather.X_CIRCLE;
            case ERROR -> Feather.ALERT_OCTAGON;
            case SKIP -> Feather.MINUS_CIRCLE;
        };
    }

    public static String checkClass(CheckStatus status) {
        return switch (status) {
            case PASS -> PASS;
            case WARN -> WARN;
            case FAIL, ERROR -> FAIL;
            case SKIP -> MUTED;
        };
    }

    public static Ikon capability(CapabilityState state) {
        return switch (state) {
            case SUPPORTED -> Feather.CHECK_CIRCLE;
            case REPORTED_ONLY -> Feather.HELP_CIRCLE;
            case UNSUPPORTED -> Feather.X_CIRCLE;
            case FAILED -> Feather.ALERT_OCTAGON;
            case NOT_PROBED -> Feather.MINUS_CIRCLE;
        };
    }

    /** Main actions. */
    public static void run(ButtonBase button) {
        button.setGraphic(of(Feather.PLAY));
    }

    public static void cancel(ButtonBase button) {
        button.setGraphic(of(Feather.X_SQUARE));
    }

    public static void open(ButtonBase button) {
        button.setGraphic(of(Feather.FOLDER));
    }

    public static void copy(ButtonBase button) {
        button.setGraphic(of(Feather.COPY));
    }

    public static void bundle(ButtonBase button) {
        button.setGraphic(of(Feather.PACKAGE));
    }
}
