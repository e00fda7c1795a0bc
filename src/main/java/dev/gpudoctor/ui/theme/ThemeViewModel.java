package dev.gpudoctor.ui.theme;

import dev.gpudoctor.model.ColorScheme;
import dev.gpudoctor.settings.SettingsFile;
import dev.gpudoctor.ui.common.BackgroundTask;
import dev.gpudoctor.ui.common.TaskExecutor;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.slf4j.LoggerFactory;

/**
 * Which look the window has: the user's choice (remembered in the settings file) and, for "System",
 * what the desktop prefers. The desktop is asked once, in the background: until it answers the
 * window is light, so its start never waits on gsettings.
 */
public final class ThemeViewModel {

    static final String SETTING = "theme";

    private final ObjectProperty<ThemeChoice> choice = new SimpleObjectProperty<>(ThemeChoice.SYSTEM);
    private final ObjectProperty<ColorScheme> desktop = new SimpleObjectProperty<>(ColorScheme.LIGHT);
    private final ReadOnlyObjectWrapper<ColorScheme> scheme = new ReadOnlyObjectWrapper<>(ColorScheme.LIGHT);

    /**
     * @param desktopScheme reads the desktop's preference (may block; it runs on {@code tasks})
     */
    public ThemeViewModel(SettingsFile settings, DesktopSchemeReader desktopScheme, TaskExecutor tasks) {
        settings.get(SETTING).flatMap(ThemeChoice::ofSettingName).ifPresent(choice::set);
        choice.addListener((obs, old, now) -> {
            settings.put(SETTING, now.settingName());
            update();
        });
        desktop.addListener((obs, old, now) -> update());
        update();
        tasks.submit(new BackgroundTask<>(
                "Reading the desktop's colour scheme",
                desktopScheme::read,
                read -> read.ifPresent(desktop::set),
                failure -> LoggerFactory.getLogger(ThemeViewModel.class)
                        .debug("Desktop colour scheme unknown: {}", failure.message())));
    }

    /** What the user picked in View → Theme; setting it is remembered. */
    public ObjectProperty<ThemeChoice> choiceProperty() {
        return choice;
    }

    /** What the window shows now. */
    public ReadOnlyObjectProperty<ColorScheme> schemeProperty() {
        return scheme.getReadOnlyProperty();
    }

    private void update() {
        scheme.set(
                switch (choice.get()) {
                    case LIGHT -> ColorScheme.LIGHT;
                    case DARK -> ColorScheme.DARK;
                    case SYSTEM -> desktop.get();
                });
    }

    /** The desktop's preference, empty when it says nothing; may block for a few seconds. */
    @FunctionalInterface
    public interface DesktopSchemeReader {
        Optional<ColorScheme> read() throws Exception;
    }
}
