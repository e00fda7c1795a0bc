package dev.gpudoctor.exec;

import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.host.HostRoot;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples the machine once a second while the command runs: host memory and swap from /proc/meminfo, and the
 * GPUs through one {@code nvidia-smi --query-gpu … -lms 1000} loop (one process for the whole run, not one a
 * second), itself a child with a time limit and ended with its tree when the command ends. Without
 * nvidia-smi the timeline says so and still has the host.
 */
final class TimelineRecorder {

    /** The last hour at one sample a second, per series: the end of a run, where a crash is, is what is kept. */
    static final int MAX_SAMPLES = 3600;
    /** GPU samples are one per GPU per second: eight GPUs keep their last hour too. */
    static final int MAX_GPUS = 8;

    static final List<String> QUERY = List.of(
            "--query-gpu=index,memory.used,memory.total,utilization.gpu,clocks.sm,power.draw,temperature.gpu",
            "--format=csv,noheader,nounits",
            "-lms",
            "1000");
    private static final NamedDaemonThreadFactory THREADS = new NamedDaemonThreadFactory("gpu-doctor-exec-timeline");

    private final HostRoot host;
    private final CommandRunner commands;
    private final Optional<String> nvidiaSmi;
    private final Duration limit;
    private final ArrayDeque<Timeline.HostSample> hostSamples = new ArrayDeque<>();
    private final ArrayDeque<Timeline.GpuSample> gpuSamples = new ArrayDeque<>();
    private boolean cut;
    private String gpuNote = "";
    private long startNanos;
    private ScheduledExecutorService ticker;
    private Thread gpuLoop;

    TimelineRecorder(HostRoot host, CommandRunner commands, Optional<String> nvidiaSmi, Duration limit) {
        this.host = host;
        this.commands = commands;
        this.nvidiaSmi = nvidiaSmi;
        this.limit = limit;
    }

    void start() {
        startNanos = System.nanoTime();
        ticker = Executors.newSingleThreadScheduledExecutor(THREADS);
        ticker.scheduleAtFixedRate(this::sampleHost, 0, 1, TimeUnit.SECONDS);
        if (nvidiaSmi.isEmpty()) {
            gpuNote =
                    "No GPU figures: nvidia-smi is not on PATH (no NVIDIA driver here, or a container without it); host memory only.";
            return;
        }
        List<String> command = new java.util.ArrayList<>();
        command.add(nvidiaSmi.get());
        command.addAll(QUERY);
        gpuLoop = THREADS.newThread(() -> {
            try {
                CommandResult result = commands.run(command, Map.of(), null, limit, this::gpuLine);
                if (!result.succeeded() && !result.timedOut()) {
                    synchronized (this) {
                        gpuNote = "No GPU figures past the first failure: " + result.problem()
                                + result.outputTail().stream()
                                        .reduce((a, b) -> b)
                                        .map(last -> " (" + last + ")")
                                        .orElse("")
                                + ".";
                    }
                }
            } catch (InterruptedException e) {
                // stop(): the loop ends with the command; the runner has ended nvidia-smi
            }
        });
        gpuLoop.start();
    }

    /** Stops sampling (nvidia-smi ended with its tree) and returns what was recorded. */
    Timeline stop() throws InterruptedException {
        if (ticker != null) {
            ticker.shutdownNow();
            ticker.awaitTermination(5, TimeUnit.SECONDS);
            sampleHost(); // the state at the end, where a crash is, whatever the ticker managed before
        }
        if (gpuLoop != null) {
            gpuLoop.interrupt();
            gpuLoop.join(10_000);
        }
        synchronized (this) {
            if (gpuNote.isEmpty() && gpuSamples.isEmpty() && nvidiaSmi.isPresent()) {
                gpuNote = "nvidia-smi gave no sample while the command ran.";
            }
            return new Timeline(List.copyOf(hostSamples), List.copyOf(gpuSamples), gpuNote, cut);
        }
    }

    private double seconds() {
        return Math.round((System.nanoTime() - startNanos) / 1e7) / 100.0;
    }

    private void sampleHost() {
        Optional<List<String>> lines = host.readLines("/proc/meminfo");
        if (lines.isEmpty()) {
            return;
        }
        Map<String, Long> kb = new HashMap<>();
        for (String line : lines.get()) {
            String[] parts = line.split("[:\\s]+");
            if (parts.length >= 2) {
                try {
                    kb.put(parts[0], Long.parseLong(parts[1]));
                } catch (NumberFormatException e) {
                    // not a figure line
                }
            }
        }
        long total = kb.getOrDefault("MemTotal", 0L);
        long available = kb.getOrDefault("MemAvailable", kb.getOrDefault("MemFree", 0L));
        long swapTotal = kb.getOrDefault("SwapTotal", 0L);
        long swapFree = kb.getOrDefault("SwapFree", 0L);
        add(
                hostSamples,
                MAX_SAMPLES,
                new Timeline.HostSample(
                        seconds(),
                        (total - available) / 1024,
                        total / 1024,
                        (swapTotal - swapFree) / 1024,
                        swapTotal / 1024));
    }

    private void gpuLine(String line) {
        String[] fields = line.split(",");
        if (fields.length != 7) {
            return;
        }
        try {
            int index = Integer.parseInt(fields[0].strip());
            add(
                    gpuSamples,
                    MAX_SAMPLES * MAX_GPUS,
                    new Timeline.GpuSample(
                            seconds(),
                            index,
                            figure(fields[1]),
                            figure(fields[2]),
                            figure(fields[3]),
                            figure(fields[4]),
                            figure(fields[5]),
                            figure(fields[6])));
        } catch (NumberFormatException e) {
            // a line that is not a sample (a warning nvidia-smi prints): not a figure
        }
    }

    /** "[N/A]", "[Not Supported]" and the like are null. */
    static Double figure(String text) {
        try {
            return Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private synchronized <T> void add(ArrayDeque<T> samples, int capacity, T sample) {
        if (samples.size() == capacity) {
            samples.removeFirst();
            cut = true;
        }
        samples.addLast(sample);
    }
}
