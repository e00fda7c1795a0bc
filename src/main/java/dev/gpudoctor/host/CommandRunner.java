package dev.gpudoctor.host;

import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs an external command in list form with a hard timeout (nvidia-smi and pip can both hang).
 * stdout and stderr are merged and streamed line by line to a listener on a reader thread, so a
 * chatty command never blocks on a full pipe; the last lines are kept for the result. On timeout
 * or interrupt the command and its descendants are killed.
 */
public final class CommandRunner {

    private static final int TAIL_LINES = 200;
    private static final NamedDaemonThreadFactory THREADS = new NamedDaemonThreadFactory("gpu-doctor-command");

    public CommandResult run(List<String> command, Map<String, String> environment, Path workingDirectory,
                             Duration timeout, Consumer<String> lines) throws InterruptedException {
        long start = System.nanoTime();
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.redirectInput(ProcessBuilder.Redirect.from(nullDevice()));
        if (workingDirectory != null) {
            builder.directory(workingDirectory.toFile());
        }
        if (environment != null) {
            builder.environment().putAll(environment);
        }
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            return new CommandResult(command, -1, false, e.getMessage(), List.of(), elapsed(start));
        }
        ArrayDeque<String> tail = new ArrayDeque<>();
        Thread reader = THREADS.newThread(() -> pump(process, tail, lines));
        reader.start();
        boolean finished;
        try {
            finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            kill(process);
            throw e;
        }
        if (!finished) {
            kill(process);
        }
        reader.join(TimeUnit.SECONDS.toMillis(5));
        synchronized (tail) {
            return new CommandResult(command, finished ? process.exitValue() : -1, !finished, null,
                    new ArrayList<>(tail), elapsed(start));
        }
    }

    private static void pump(Process process, ArrayDeque<String> tail, Consumer<String> lines) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                synchronized (tail) {
                    if (tail.size() == TAIL_LINES) {
                        tail.removeFirst();
                    }
                    tail.addLast(line);
                }
                lines.accept(line);
            }
        } catch (IOException e) {
            // The process was killed under us; what was read is in the tail.
        }
    }

    private static void kill(Process process) {
        ProcessTrees.killTree(process.toHandle());
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static java.io.File nullDevice() {
        return new java.io.File(System.getProperty("os.name", "").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    private static long elapsed(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }
}
