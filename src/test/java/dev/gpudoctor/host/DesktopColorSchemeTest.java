package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.ColorScheme;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DesktopColorSchemeTest {

    private final List<String> asked = new ArrayList<>();

    private DesktopColorScheme with(Map<String, String> env, Map<String, String> gnome) {
        return new DesktopColorScheme(env, key -> {
            asked.add(key);
            return Optional.ofNullable(gnome.get(key));
        });
    }

    @Test
    void gtkThemeDecidesWithoutAskingGsettings() throws Exception {
        assertThat(with(Map.of("GTK_THEME", "Adwaita:dark"), Map.of()).read()).contains(ColorScheme.DARK);
        assertThat(with(Map.of("GTK_THEME", "Adwaita"), Map.of("color-scheme", "'prefer-dark'"))
                        .read())
                .contains(ColorScheme.LIGHT);
        assertThat(asked).isEmpty();
    }

    @Test
    void gnomeColorSchemeThenItsThemeName() throws Exception {
        assertThat(with(Map.of(), Map.of("color-scheme", "'prefer-dark'")).read())
                .contains(ColorScheme.DARK);
        assertThat(with(Map.of(), Map.of("color-scheme", "'prefer-light'")).read())
                .contains(ColorScheme.LIGHT);
        // 'default' says nothing; the theme's name does (Ubuntu's Yaru-dark before GNOME 42).
        assertThat(with(Map.of(), Map.of("color-scheme", "'default'", "gtk-theme", "'Yaru-dark'"))
                        .read())
                .contains(ColorScheme.DARK);
        assertThat(with(Map.of(), Map.of("gtk-theme", "'Adwaita'")).read()).contains(ColorScheme.LIGHT);
    }

    @Test
    void nothingToReadIsEmptyNotAGuess() throws Exception {
        assertThat(with(Map.of("GTK_THEME", " "), Map.of()).read()).isEmpty();
        assertThat(asked).containsExactly("color-scheme", "gtk-theme");
    }

    @Test
    void aMissingGsettingsIsEmpty() throws Exception {
        CommandRunner runner = new CommandRunner();
        // No such key: gsettings (where installed) exits non-zero, and without it the start fails; both are empty.
        assertThat(DesktopColorScheme.gsettings(runner, "no-such-key-gpu-doctor"))
                .isEmpty();
    }
}
