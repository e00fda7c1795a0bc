package dev.gpudoctor.ui.theme;

import java.util.Locale;
import java.util.Optional;

/** View → Theme: follow the desktop, or always light, or always dark. */
public enum ThemeChoice {
    SYSTEM("System"),
    LIGHT("Light"),
    DARK("Dark");

    private final String label;

    ThemeChoice(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The word kept in the settings file and taken by {@code --theme}. */
    public String settingName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<ThemeChoice> ofSettingName(String name) {
        for (ThemeChoice choice : values()) {
            if (choice.settingName().equalsIgnoreCase(name == null ? "" : name.trim())) {
                return Optional.of(choice);
            }
        }
        return Optional.empty();
    }
}
