package dev.gpudoctor.model;

/** What a bug report and {@code --version} need to know about this build. */
public record AppVersion(String version, String javafxVersion, String javaVersion, String osDescription) {

    public String oneLine() {
        return "gpu-doctor " + version + " (Java " + javaVersion + ", JavaFX " + javafxVersion + ", " + osDescription
                + ")";
    }
}
