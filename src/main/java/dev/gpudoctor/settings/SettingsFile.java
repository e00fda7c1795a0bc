package dev.gpudoctor.settings;

import dev.gpudoctor.files.AtomicFile;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The window's remembered choices (the theme, for now) in one small properties file,
 * {@code $XDG_CONFIG_HOME/gpu-doctor/settings.properties} or {@code ~/.config/...}. A file that cannot
 * be read or written costs the remembered choice, never the start of the app: it is logged and the
 * defaults stay.
 */
public final class SettingsFile {

    private static final Logger LOG = LoggerFactory.getLogger(SettingsFile.class);

    /** A settings file is a few hundred bytes; far past this it is not one. */
    static final long MAX_BYTES = 1L << 20;

    private final Path file;
    private final Properties values = new Properties();

    public SettingsFile(Path file) {
        this.file = file;
        if (Files.isRegularFile(file)) {
            try {
                long size = Files.size(file);
                if (size > MAX_BYTES) {
                    // One endless line would take the heap before the window opens: the defaults are better than no
                    // window.
                    LOG.warn(
                            "The settings file {} is {} bytes, more than the {} KiB settings ever take; it was not read, using the defaults",
                            file,
                            size,
                            MAX_BYTES >> 10);
                    return;
                }
                try (Reader in = new StringReader(new String(Files.readAllBytes(file), StandardCharsets.UTF_8))) {
                    values.load(in);
                }
            } catch (IOException | IllegalArgumentException e) {
                LOG.warn("Could not read the settings in {} ({}); using the defaults", file, e.getMessage());
            }
        }
    }

    public static SettingsFile ofThisUser() {
        return new SettingsFile(defaultFile(System.getenv(), Path.of(System.getProperty("user.home"))));
    }

    static Path defaultFile(Map<String, String> environment, Path home) {
        String xdg = environment.get("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".config");
        return base.resolve("gpu-doctor").resolve("settings.properties");
    }

    public Path file() {
        return file;
    }

    public synchronized Optional<String> get(String key) {
        return Optional.ofNullable(values.getProperty(key));
    }

    /** Sets and writes at once (a few bytes; written whole through a temporary file, so never half). */
    public synchronized void put(String key, String value) {
        putAll(Map.of(key, value));
    }

    /** Sets them all and writes once. */
    public synchronized void putAll(Map<String, String> entries) {
        values.putAll(entries);
        try {
            Files.createDirectories(file.getParent());
            AtomicFile.at(file)
                    .tempNamed("settings", ".tmp")
                    .atomicOnly()
                    .writeText(out -> values.store(out, "GPU Doctor settings"));
        } catch (IOException | SecurityException e) {
            LOG.warn(
                    "Could not save the settings to {} ({}); the choice holds until the app closes",
                    file,
                    e.getMessage());
        }
    }
}
