package dev.gpudoctor.host;

import dev.gpudoctor.model.ColorScheme;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads whether the desktop prefers a dark look. JavaFX 21 cannot tell ({@code Platform.Preferences}
 * came in 22), so: {@code GTK_THEME} first (WSLg and many X sessions set nothing else), then GNOME's
 * {@code color-scheme} and {@code gtk-theme} keys through {@code gsettings}, each with a short timeout
 * because a session bus that does not answer would otherwise hang it. Empty when nothing says.
 */
public final class DesktopColorScheme {

    static final Duration TIMEOUT = Duration.ofSeconds(2);

    private final Map<String, String> environment;
    private final CommandRunner runner;

    public DesktopColorScheme(Map<String, String> environment, CommandRunner runner) {
        this.environment = Map.copyOf(environment);
        this.runner = runner;
    }

    public static DesktopColorScheme ofThisSession() {
        return new DesktopColorScheme(System.getenv(), new CommandRunner());
    }

    /** Blocks for up to a few seconds: call it off the FX thread. */
    public Optional<ColorScheme> read() throws InterruptedException {
        String gtkTheme = environment.get("GTK_THEME");
        if (gtkTheme != null && !gtkTheme.isBlank()) {
            return Optional.of(fromThemeName(gtkTheme));
        }
        Optional<String> scheme = gsettings("color-scheme");
        if (scheme.isPresent()) {
            // 'prefer-dark' / 'prefer-light' / 'default'; GNOME 42+ only. 'default' says nothing on its own.
            if (scheme.get().contains("dark")) {
                return Optional.of(ColorScheme.DARK);
            }
            if (scheme.get().contains("light")) {
                return Optional.of(ColorScheme.LIGHT);
            }
        }
        return gsettings("gtk-theme").map(DesktopColorScheme::fromThemeName);
    }

    /** "Adwaita:dark", "Adwaita-dark", "Yaru-dark" are dark; any other name is light. */
    static ColorScheme fromThemeName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.contains(":dark") || lower.contains("-dark") || lower.endsWith("dark'") ? ColorScheme.DARK : ColorScheme.LIGHT;
    }

    private Optional<String> gsettings(String key) throws InterruptedException {
        CommandResult result = runner.run(List.of("gsettings", "get", "org.gnome.desktop.interface", key), null, null,
                TIMEOUT, line -> { });
        if (!result.succeeded() || result.outputTail().isEmpty()) {
            return Optional.empty();
        }
        String value = result.outputTail().get(result.outputTail().size() - 1).trim();
        return value.isEmpty() ? Optional.empty() : Optional.of(value);
    }
}
