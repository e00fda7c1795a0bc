package dev.gpudoctor.bridge;

import java.time.Duration;
import java.util.Objects;

/**
 * How to start one bridge child.
 *
 * @param python          the interpreter: a path, or a bare name looked up on the app's PATH
 * @param startupTimeout  how long to wait for the hello line
 * @param shutdownTimeout how long a clean shutdown may take before the child is killed
 * @param maxLineBytes    the longest protocol line accepted; a longer one is a protocol error
 */
public record BridgeSpec(
        String python,
        BridgeEnvironment environment,
        Duration startupTimeout,
        Duration shutdownTimeout,
        int maxLineBytes) {

    public static final Duration DEFAULT_STARTUP_TIMEOUT = Duration.ofSeconds(30);
    public static final Duration DEFAULT_SHUTDOWN_TIMEOUT = Duration.ofSeconds(3);
    /**
     * Results carry force arrays (about 70 bytes an atom: 16 MiB holds the 200,000 atoms of the
     * largest built-in structure). A longer line is a protocol error, read no further than this.
     */
    public static final int DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;

    public BridgeSpec {
        Objects.requireNonNull(python, "python");
        Objects.requireNonNull(environment, "environment");
        Objects.requireNonNull(startupTimeout, "startupTimeout");
        Objects.requireNonNull(shutdownTimeout, "shutdownTimeout");
        if (maxLineBytes < 1024) {
            throw new IllegalArgumentException("maxLineBytes must be at least 1024");
        }
    }

    public static BridgeSpec of(String python, BridgeEnvironment environment) {
        return new BridgeSpec(
                python, environment, DEFAULT_STARTUP_TIMEOUT, DEFAULT_SHUTDOWN_TIMEOUT, DEFAULT_MAX_LINE_BYTES);
    }

    public BridgeSpec withStartupTimeout(Duration timeout) {
        return new BridgeSpec(python, environment, timeout, shutdownTimeout, maxLineBytes);
    }

    public BridgeSpec withMaxLineBytes(int bytes) {
        return new BridgeSpec(python, environment, startupTimeout, shutdownTimeout, bytes);
    }
}
