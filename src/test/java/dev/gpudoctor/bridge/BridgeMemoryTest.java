package dev.gpudoctor.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A child that prints 2 GB on stderr without a newline and then a 64 MB result line: the old
 * reader held the whole stderr line (OutOfMemoryError), and any line up to 64 MiB. Now the heap
 * this JVM uses grows by less than {@link #HEAP_CEILING_BYTES}, whatever the child prints.
 */
class BridgeMemoryTest {

    static final long STDERR_BYTES = 2_000_000_000L;
    static final long LINE_BYTES = 64_000_000L;
    static final long HEAP_CEILING_BYTES = 256L * 1024 * 1024;

    @TempDir
    Path dir;

    private final String marker = FakePythons.newMarker();

    @AfterEach
    void nothingIsLeftBehind() throws InterruptedException {
        LeakCheck.assertNothingLeft(marker);
    }

    @Test
    void twoGigabytesOfStderrAndA64MegabyteResultLineKeepTheHeapBounded() throws Exception {
        Path python = FakePythons.install(dir, "flood");
        BridgeSpec spec = BridgeSpec.of(
                        python.toString(),
                        BridgeEnvironment.of(
                                FakePythons.environment(
                                        marker,
                                        Map.of(
                                                "FAKE_STDERR_BYTES",
                                                Long.toString(STDERR_BYTES),
                                                "FAKE_LINE_BYTES",
                                                Long.toString(LINE_BYTES))),
                                FakePythons.bridgeDir()))
                .withStartupTimeout(Duration.ofSeconds(10));
        System.gc();
        resetPeakRss();
        HeapPeak heap = HeapPeak.start();
        long started = System.nanoTime();
        BridgeFailure failure;
        try (BridgeProcess bridge = BridgeProcess.start(spec)) {
            BridgeResult result = bridge.request("mace_run", null, Duration.ofSeconds(120), ProgressListener.NONE);
            assertThat(result).isInstanceOf(BridgeResult.Failure.class);
            failure = ((BridgeResult.Failure) result).failure();
        } finally {
            heap.stop();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        // The figure for docs/architecture.md and reviews: surefire keeps it in the test's output file.
        System.out.printf(
                "2 GB stderr + 64 MB line: heap grew by at most %d MiB (baseline %d MiB), JVM peak RSS %s, %.1f s%n",
                heap.growth() >> 20, heap.baseline >> 20, peakRss(), seconds);

        assertThat(failure.reason()).isEqualTo(FailureReason.PROTOCOL_ERROR);
        assertThat(failure.message()).contains("a line longer than 16 MiB, the limit for one message");
        assertThat(failure.stderrTail()).contains("about to flood", "the flood is over");
        assertThat(failure.stderrTail())
                .anySatisfy(line -> assertThat(line)
                        .startsWith("eeee")
                        .contains("[... 1,999,995,904 bytes cut ...]")
                        .hasSizeLessThan(5000));
        assertThat(heap.growth()).as("heap growth in bytes").isLessThan(HEAP_CEILING_BYTES);
    }

    /** Linux resets VmHWM to the current RSS when "5" is written here; where it cannot, the figure is the JVM's lifetime peak. */
    private static void resetPeakRss() {
        try {
            Files.writeString(Path.of("/proc/self/clear_refs"), "5");
        } catch (IOException | RuntimeException e) {
            // the printed peak then covers the whole test JVM
        }
    }

    private static String peakRss() {
        try {
            return Files.readAllLines(Path.of("/proc/self/status")).stream()
                    .filter(l -> l.startsWith("VmHWM"))
                    .map(l -> l.replaceAll("\\s+", " "))
                    .findFirst()
                    .orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** Samples the heap in use every few milliseconds on a thread of its own. */
    static final class HeapPeak {
        private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final AtomicLong peak = new AtomicLong();
        private final long baseline;
        private final Thread sampler;

        private HeapPeak() {
            baseline = memory.getHeapMemoryUsage().getUsed();
            sampler = new dev.gpudoctor.concurrent.NamedDaemonThreadFactory("heap-peak").newThread(() -> {
                while (running.get()) {
                    peak.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            sampler.start();
        }

        static HeapPeak start() {
            return new HeapPeak();
        }

        void stop() throws InterruptedException {
            running.set(false);
            sampler.join();
        }

        long growth() {
            return Math.max(0, peak.get() - baseline);
        }
    }
}
