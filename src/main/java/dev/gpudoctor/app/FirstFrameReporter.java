package dev.gpudoctor.app;

import java.lang.management.ManagementFactory;
import javafx.application.Platform;
import javafx.scene.Scene;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Logs how long the first frame took from process start: the start-up benchmark reads this line.
 * With {@code -Dgpudoctor.exitAfterFirstFrame=true} the app quits right after it, which is also how
 * the build trains its class-data-sharing archive.
 */
final class FirstFrameReporter {

    static final String EXIT_PROPERTY = "gpudoctor.exitAfterFirstFrame";

    private static final Logger LOG = LoggerFactory.getLogger(FirstFrameReporter.class);

    private FirstFrameReporter() {}

    /** @param afterFirstFrame work that should not compete with the first frame (probing interpreters) */
    static void watch(Scene scene, Runnable afterFirstFrame) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            scene.removePostLayoutPulseListener(listener[0]);
            // runLater lands after this pulse has been rendered, which is the frame the user sees.
            Platform.runLater(() -> {
                report();
                afterFirstFrame.run();
            });
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }

    private static void report() {
        long now = System.currentTimeMillis();
        long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
        // The epoch time lets a benchmark measure from before it started the launcher. The process
        // start time the OS reports is no use here: Linux derives it from /proc/stat's btime, which
        // is rounded to the second, so it was off by a constant of up to a second per boot.
        LOG.info("First frame {} ms after JVM start (at {} ms since the epoch)", now - jvmStart, now);
        if (Boolean.getBoolean(EXIT_PROPERTY)) {
            Platform.exit();
        }
    }
}
