package dev.gpudoctor.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.ColorScheme;
import dev.gpudoctor.settings.SettingsFile;
import dev.gpudoctor.ui.common.CurrentThreadTaskExecutor;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThemeViewModelTest {

    @TempDir
    Path dir;

    private SettingsFile settings() {
        return new SettingsFile(dir.resolve("settings.properties"));
    }

    @Test
    void systemFollowsTheDesktop() {
        ThemeViewModel dark =
                new ThemeViewModel(settings(), () -> Optional.of(ColorScheme.DARK), new CurrentThreadTaskExecutor());
        ThemeViewModel silent = new ThemeViewModel(settings(), Optional::empty, new CurrentThreadTaskExecutor());
        ThemeViewModel failing = new ThemeViewModel(
                settings(),
                () -> {
                    throw new IllegalStateException("no session bus");
                },
                new CurrentThreadTaskExecutor());

        assertThat(dark.choiceProperty().get()).isEqualTo(ThemeChoice.SYSTEM);
        assertThat(dark.schemeProperty().get()).isEqualTo(ColorScheme.DARK);
        assertThat(silent.schemeProperty().get()).isEqualTo(ColorScheme.LIGHT);
        assertThat(failing.schemeProperty().get()).isEqualTo(ColorScheme.LIGHT);
    }

    @Test
    void anExplicitChoiceWinsOverTheDesktopAndIsRemembered() {
        ThemeViewModel first =
                new ThemeViewModel(settings(), () -> Optional.of(ColorScheme.DARK), new CurrentThreadTaskExecutor());
        first.choiceProperty().set(ThemeChoice.LIGHT);
        assertThat(first.schemeProperty().get()).isEqualTo(ColorScheme.LIGHT);

        ThemeViewModel next =
                new ThemeViewModel(settings(), () -> Optional.of(ColorScheme.DARK), new CurrentThreadTaskExecutor());
        assertThat(next.choiceProperty().get()).isEqualTo(ThemeChoice.LIGHT);
        assertThat(next.schemeProperty().get()).isEqualTo(ColorScheme.LIGHT);

        next.choiceProperty().set(ThemeChoice.SYSTEM);
        assertThat(next.schemeProperty().get()).isEqualTo(ColorScheme.DARK);
        assertThat(settings().get("theme")).contains("system");
    }

    @Test
    void anUnknownRememberedWordIsSystem() {
        settings().put("theme", "purple");
        assertThat(new ThemeViewModel(settings(), Optional::empty, new CurrentThreadTaskExecutor())
                        .choiceProperty()
                        .get())
                .isEqualTo(ThemeChoice.SYSTEM);
    }
}
