package dev.gpudoctor.build;

import dev.gpudoctor.model.AppVersion;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** Reads the version Maven stamped into the jar, so --version and bundles never drift from the pom. */
public final class BuildInfo {

    private static final String RESOURCE = "/dev/gpudoctor/version.properties";

    private BuildInfo() {}

    public static AppVersion current() {
        Properties properties = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            // Fall through to "unknown": a version line must never be the reason a command fails.
        }
        return new AppVersion(
                clean(properties.getProperty("version")),
                clean(properties.getProperty("javafx.version")),
                System.getProperty("java.version", "unknown"),
                System.getProperty("os.name", "unknown") + " " + System.getProperty("os.arch", ""));
    }

    private static String clean(String value) {
        // An unfiltered "${...}" means the resource was not processed by Maven (e.g. run from an IDE).
        return value == null || value.isBlank() || value.startsWith("${") ? "unknown" : value.strip();
    }
}
