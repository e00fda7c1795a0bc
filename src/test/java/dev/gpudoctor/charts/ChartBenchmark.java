package dev.gpudoctor.charts;

import dev.gpudoctor.bench.RecordedBenchRunner;
import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import dev.gpudoctor.ui.common.BackgroundTaskExecutor;
import dev.gpudoctor.ui.compare.CompareView;
import dev.gpudoctor.ui.compare.CompareViewModel;
import dev.gpudoctor.ui.runs.RunHistoryViewModel;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.jfree.chart.JFreeChart;

/**
 * Figures for docs/performance.md, not a test: (1) building and drawing a 10,000-point scaling chart (4
 * configurations × 2,500 sizes) at 1000×640, median and worst of 30 after 10 warm-ups; (2) the FX
 * thread's longest stall while the Compare tab shows a fake, fast sweep (3 configurations × 40 sizes,
 * 5 ms a point, points handed over in batches, the chart on show redrawn at most every 250 ms), measured
 * by a probe that posts to the FX thread every 2 ms, and the longest task of ours on the FX thread.
 * Run with benchmarks/charts.sh (headless Monocle, software rendering: the probe's latency includes
 * waiting for the software renderer, which a desktop's GPU pipeline does not have).
 */
public final class ChartBenchmark {

    public static void main(String[] args) throws Exception {
        render();
        stall();
        Platform.exit();
        System.exit(0);
    }

    private static void render() {
        List<SweepPoint> points = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            for (int i = 0; i < 2500; i++) {
                int atoms = 3 + i * 4;
                double median = (1e-3 + atoms * 1e-5) / (1 + c * 3) * (1 + 0.05 * Math.sin(i));
                points.add(new SweepPoint(
                        "config-" + c,
                        "s" + i,
                        atoms,
                        new StepStats(median * 0.8, median * 0.9, median, median * 1.2, median * 1.5),
                        2,
                        atoms / median,
                        null,
                        true,
                        null,
                        null));
            }
        }
        BufferedImage image = new BufferedImage(ChartFiles.WIDTH, ChartFiles.HEIGHT, BufferedImage.TYPE_INT_ARGB);
        double[] ms = new double[30];
        for (int run = -10; run < ms.length; run++) {
            long start = System.nanoTime();
            JFreeChart chart = BenchCharts.scaling(points);
            Graphics2D g = image.createGraphics();
            chart.draw(g, new Rectangle2D.Double(0, 0, ChartFiles.WIDTH, ChartFiles.HEIGHT));
            g.dispose();
            if (run >= 0) {
                ms[run] = (System.nanoTime() - start) / 1e6;
            }
        }
        Arrays.sort(ms);
        System.out.printf(
                Locale.ROOT,
                "scaling chart, %d points, build + draw %dx%d: median %.1f ms, worst %.1f ms (n=%d)%n",
                points.size(),
                ChartFiles.WIDTH,
                ChartFiles.HEIGHT,
                ms[ms.length / 2],
                ms[ms.length - 1],
                ms.length);
    }

    private static double fxRoundTripMillis() throws InterruptedException {
        long posted = System.nanoTime();
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(done::countDown);
        done.await();
        return (System.nanoTime() - posted) / 1e6;
    }

    private static void stall() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        Path folder = Files.createTempDirectory("gpu-doctor-bench-history");
        BackgroundTaskExecutor tasks = new BackgroundTaskExecutor(2, Platform::runLater);
        RecordedBenchRunner runner = new RecordedBenchRunner();
        runner.sleepMillis = 5;
        CompareViewModel[] vm = new CompareViewModel[1];
        // What GPU Doctor's own code does on the FX thread per hand-over (table, verdict, history), as
        // opposed to the toolkit's layout and rendering, which the latency probe below also sees.
        AtomicLong longestTask = new AtomicLong();
        java.util.concurrent.ConcurrentLinkedQueue<Double> taskMillis =
                new java.util.concurrent.ConcurrentLinkedQueue<>();
        CountDownLatch shown = new CountDownLatch(1);
        Platform.runLater(() -> {
            RunHistoryViewModel history = new RunHistoryViewModel(new RunHistory(folder), tasks);
            vm[0] = new CompareViewModel(
                    history,
                    runner,
                    tasks,
                    task -> Platform.runLater(() -> {
                        long began = System.nanoTime();
                        task.run();
                        long took = System.nanoTime() - began;
                        longestTask.accumulateAndGet(took, Math::max);
                        taskMillis.add(took / 1e6);
                    }));
            Stage stage = new Stage();
            stage.setScene(new Scene((javafx.scene.Parent) new CompareView(vm[0]).content(), 1280, 800));
            stage.show();
            shown.countDown();
        });
        shown.await();
        // The window's first frames (Java2D fonts, the first chart paint) are start-up, not the sweep:
        // wait until the FX thread answers quickly before the probe starts counting.
        long opening = System.nanoTime();
        while (fxRoundTripMillis() > 5 || System.nanoTime() - opening < 500_000_000L) {
            Thread.sleep(20);
        }
        System.out.printf(
                Locale.ROOT, "Compare tab shown and settled after %.0f ms%n", (System.nanoTime() - opening) / 1e6);
        StringBuilder sizes = new StringBuilder();
        for (int i = 1; i <= 40; i++) {
            sizes.append(sizes.length() == 0 ? "" : ",").append("water-").append(i * 4);
        }
        AtomicLong worst = new AtomicLong();
        java.util.concurrent.ConcurrentLinkedQueue<Long> latencies = new java.util.concurrent.ConcurrentLinkedQueue<>();
        ScheduledExecutorService probe =
                Executors.newSingleThreadScheduledExecutor(new NamedDaemonThreadFactory("fx-stall-probe"));
        probe.scheduleAtFixedRate(
                () -> {
                    long posted = System.nanoTime();
                    Platform.runLater(() -> {
                        long waited = System.nanoTime() - posted;
                        latencies.add(waited);
                        worst.accumulateAndGet(waited, Math::max);
                    });
                },
                0,
                2,
                TimeUnit.MILLISECONDS);
        long start = System.nanoTime();
        Platform.runLater(() -> {
            vm[0].configsProperty().set("cpu,cuda,cuda+cueq");
            vm[0].structuresProperty().set(sizes.toString());
            vm[0].runSweep();
        });
        Thread.sleep(200);
        while (true) {
            CountDownLatch asked = new CountDownLatch(1);
            boolean[] running = new boolean[1];
            Platform.runLater(() -> {
                running[0] = vm[0].runningProperty().get();
                asked.countDown();
            });
            asked.await();
            if (!running[0]) {
                break;
            }
            Thread.sleep(50);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        probe.shutdownNow();
        int[] points = new int[1];
        CountDownLatch counted = new CountDownLatch(1);
        Platform.runLater(() -> {
            points[0] = vm[0].points().size();
            counted.countDown();
        });
        counted.await();
        long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        long overFrame = Arrays.stream(sorted).filter(ns -> ns > 16_700_000L).count();
        System.out.printf(
                Locale.ROOT,
                "fake sweep, %d points in %.1f s: FX-thread latency median %.2f ms, p99 %.1f ms, longest %.1f ms; "
                        + "%d of %d probes waited longer than a 60 Hz frame; longest hand-over task of ours %.1f ms%n",
                points[0],
                seconds,
                sorted[sorted.length / 2] / 1e6,
                sorted[(int) (sorted.length * 0.99)] / 1e6,
                worst.get() / 1e6,
                overFrame,
                sorted.length,
                longestTask.get() / 1e6);
        tasks.close();
        System.out.println("our FX tasks over 5 ms, in order (ms): "
                + taskMillis.stream()
                        .filter(ms -> ms > 5)
                        .map(ms -> String.format(Locale.ROOT, "%.1f", ms))
                        .toList() + " of " + taskMillis.size() + " tasks");
    }
}
