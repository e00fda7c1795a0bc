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
    private final GnomeSetting gnome;

    /** @param gnome reads one key of {@code org.gnome.desktop.interface}; empty when it cannot */
    public DesktopColorScheme(Map<String, String> environment, GnomeSetting gnome) {
        this.environment = Map.copyOf(environment);
        this.gnome = gnome;
    }

    public static DesktopColorScheme ofThisSession() {
        CommandRunner runner = new CommandRunner();
        return new DesktopColorScheme(System.getenv(), key -> gsettings(runner, key));
    }

    /** One key of GNOME's interface settings, as gsettings prints it ({@code 'prefer-dark'}). */
    @FunctionalInterface
    public interface GnomeSetting {
        Optional<String> get(String key) throws InterruptedException;
    }

    /** Blocks for up to a few seconds: call it off the FX thread. */
    public Optional<ColorScheme> read() throws InterruptedException {
        String gtkTheme = environment.get("GTK_THEME");
        if (gtkTheme != null && !gtkTheme.isBlank()) {
            return Optional.of(fromThemeName(gtkTheme));
        }
        Optional<String> scheme = gnome.get("color-scheme");
        if (scheme.isPresent()) {
            // 'prefer-dark' / 'prefer-light' / 'default'; GNOME 42+ only. 'default' says nothing on its own.
            if (scheme.get().contains("dark")) {
                return Optional.of(ColorScheme.DARK);
            }
            if (scheme.get().contains("light")) {
                return Optional.of(ColorScheme.LIGHT);
            }
        }
        return gnome.get("gtk-theme").map(DesktopColorScheme::fromThemeName);
    }

    /** "Adwaita:dark", "Adwaita-dark", "Yaru-dark" are dark; any other name is light. */
    static ColorScheme fromThemeName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.contains(":dark") || lower.contains("-dark") ? ColorScheme.DARK : ColorScheme.LIGHT;
    }

    static Optional<String> gsettings(CommandRunner runner, String key) throws InterruptedException {
        CommandResult result = runner.run(
                List.of("gsettings", "get", "org.gnome.desktop.interface", key), null, null, TIMEOUT, line -> {});
        if (!result.succeeded() || result.outputTail().isEmpty()) {
            return Optional.empty();
        }
        String value = result.outputTail().get(result.outputTail().size() - 1).trim();
        return value.isEmpty() ? Optional.empty() : Optional.of(value);
    }
}
