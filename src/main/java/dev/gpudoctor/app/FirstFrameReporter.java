package dev.gpudoctor.app;

import javafx.application.Platform;
import javafx.scene.Scene;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;

/**
 * Logs how long the first frame took from process start: the start-up benchmark reads this line.
 * With {@code -Dgpudoctor.exitAfterFirstFrame=true} the app quits right after it, which is also how
 * the build trains its class-data-sharing archive.
 */
final class FirstFrameReporter {

    static final String EXIT_PROPERTY = "gpudoctor.exitAfterFirstFrame";

    private static final Logger LOG = LoggerFactory.getLogger(FirstFrameReporter.class);

    private FirstFrameReporter() {
    }

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
        long millis = Duration.between(processStart(), Instant.now()).toMillis();
        LOG.info("First frame {} ms after process start", millis);
        if (Boolean.getBoolean(EXIT_PROPERTY)) {
            Platform.exit();
        }
    }

    private static Instant processStart() {
        return ProcessHandle.current().info().startInstant()
                .orElseGet(() -> Instant.ofEpochMilli(ManagementFactory.getRuntimeMXBean().getStartTime()));
    }
}
