package dev.gpudoctor.model;

import java.util.Locale;

/** Severity of a log entry, in the order a reader filters by. */
public enum LogLevel {
    TRACE,
    DEBUG,
    INFO,
    WARN,
    ERROR;

    /** Maps a logging framework's level name; anything unknown is treated as INFO rather than dropped. */
    public static LogLevel fromName(String name) {
        if (name == null) {
            return INFO;
        }
        try {
            return valueOf(name.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return INFO;
        }
    }
}
