package dev.gpudoctor.logging;

import java.util.Locale;

/** The console and file log levels, set from GPU_DOCTOR_LOG before the first logger exists. */
public final class LogLevels {

    private LogLevels() {}

    /**
     * Must run before the first logger exists. The CLI keeps stderr to warnings so its output stays
     * readable; GPU_DOCTOR_LOG=debug (or info, warn, error) asks for more or less.
     */
    public static void configure(String requested, String consoleDefault) {
        String level = requested == null || requested.isBlank()
                ? null
                : requested.strip().toUpperCase(Locale.ROOT);
        if (level != null && !level.matches("TRACE|DEBUG|INFO|WARN|ERROR")) {
            level = null;
        }
        if (System.getProperty("gpudoctor.consoleLevel") == null) {
            System.setProperty("gpudoctor.consoleLevel", level != null ? level : consoleDefault);
        }
        if (level != null
                && (level.equals("DEBUG") || level.equals("TRACE"))
                && System.getProperty("gpudoctor.logLevel") == null) {
            System.setProperty("gpudoctor.logLevel", level);
        }
    }
}
