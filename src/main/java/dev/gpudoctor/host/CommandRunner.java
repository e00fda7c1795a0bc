package dev.gpudoctor.host;

import dev.gpudoctor.concurrent.NamedDaemonThreadFactory;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs an external command in list form with a hard timeout (nvidia-smi and pip can both hang).
 * stdout and stderr are merged and streamed line by line to a listener on a reader thread, so a
 * chatty command never blocks on a full pipe; the last lines are kept for the result. Memory is
 * bounded whatever the command prints: a line keeps at most {@link #MAX_LINE_BYTES} (its head and
 * tail), the listener gets at most {@link #MAX_STREAMED_BYTES} in all and then one line saying the
 * rest was cut. The command is a {@link ChildProcess}: when it exits, times out or is interrupted,
 * whatever it left running is ended, so a grandchild holding the pipe cannot keep us waiting.
 */
public final class CommandRunner {

    static final int TAIL_LINES = 200;
    static final int MAX_LINE_BYTES = 16 * 1024;
    static final long MAX_STREAMED_BYTES = 32L * 1024 * 1024;
    private static final NamedDaemonThreadFactory THREADS = new NamedDaemonThreadFactory("gpu-doctor-command");
    /**
     * How long the readers of a command that ran out of time may go on draining what it wrote before
     * it was stopped. It decides nothing (the command already did not finish); it keeps its last lines.
     */
    private static final long DRAIN_AFTER_TIMEOUT_MS = 5_000;

    public CommandResult run(
            List<String> command,
            Map<String, String> environment,
            Path workingDirectory,
            Duration timeout,
            Consumer<String> lines)
            throws InterruptedException {
        return run(command, environment, workingDirectory, timeout, lines, null);
    }

    /**
     * As {@link #run(List, Map, Path, Duration, Consumer)}, but with stdout written to {@code stdoutFile}
     * (when not null) and only stderr streamed and kept: for a command whose stdout is an answer to
     * parse (a remote {@code check --json} over ssh) and whose stderr is the evidence when it fails.
     */
    public CommandResult run(
            List<String> command,
            Map<String, String> environment,
            Path workingDirectory,
            Duration timeout,
            Consumer<String> lines,
            Path stdoutFile)
            throws InterruptedException {
        return run(command, environment, false, workingDirectory, timeout, lines, null, stdoutFile, null);
    }

    /** As {@link #run(List, Map, Path, Duration, Consumer, Path)}, with stdin read from {@code stdinFile} (when not null; else empty). */
    public CommandResult run(
            List<String> command,
            Map<String, String> environment,
            Path workingDirectory,
            Duration timeout,
            Consumer<String> lines,
            Path stdinFile,
            Path stdoutFile)
            throws InterruptedException {
        return run(command, environment, false, workingDirectory, timeout, lines, stdinFile, stdoutFile, null);
    }

    /**
     * As {@link #run(List, Map, Path, Duration, Consumer, Path)}, but the command gets exactly
     * {@code environment}, nothing inherited from this process: for probing an interpreter as itself,
     * without the PYTHONPATH of the shell GPU Doctor was started from.
     */
    public CommandResult runWithExactEnvironment(
            List<String> command,
            Map<String, String> environment,
            Duration timeout,
            Consumer<String> lines,
            Path stdoutFile)
            throws InterruptedException {
        return run(command, environment, true, null, timeout, lines, null, stdoutFile, null);
    }

    /** Reads a command's stdout on a thread of its own while the command runs (and stops reading when it has had enough). */
    @FunctionalInterface
    public interface StdoutReader {
        void read(InputStream stdout) throws IOException;
    }

    /**
     * As {@link #run(List, Map, Path, Duration, Consumer, Path, Path)}, but stdout goes to {@code stdout} as it
     * arrives, never to a file first: for output from another machine, which the reader takes apart and
     * bounds while it comes (it may close the stream early; the command then sees a broken pipe). The
     * reader is done when this returns: the command's time limit is the reader's too.
     */
    public CommandResult runReadingStdout(
            List<String> command,
            Map<String, String> environment,
            Path workingDirectory,
            Duration timeout,
            Consumer<String> lines,
            Path stdinFile,
            StdoutReader stdout)
            throws InterruptedException {
        return run(
                command,
                environment,
                false,
                workingDirectory,
                timeout,
                lines,
                stdinFile,
                null,
                Objects.requireNonNull(stdout));
    }

    private CommandResult run(
            List<String> command,
            Map<String, String> environment,
            boolean exactEnvironment,
            Path workingDirectory,
            Duration timeout,
            Consumer<String> lines,
            Path stdinFile,
            Path stdoutFile,
            StdoutReader stdoutReader)
            throws InterruptedException {
        long start = System.nanoTime();
        boolean stdoutApart = stdoutFile != null || stdoutReader != null;
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(!stdoutApart);
        if (stdoutFile != null) {
            builder.redirectOutput(stdoutFile.toFile());
        }
        builder.redirectInput(ProcessBuilder.Redirect.from(stdinFile != null ? stdinFile.toFile() : nullDevice()));
        if (workingDirectory != null) {
            builder.directory(workingDirectory.toFile());
        }
        if (exactEnvironment) {
            builder.environment().clear();
        }
        if (environment != null) {
            builder.environment().putAll(environment);
        }
        ChildProcess child;
        try {
            child = ChildProcess.start(builder);
        } catch (IOException e) {
            return new CommandResult(command, -1, false, e.getMessage(), List.of(), elapsed(start));
        }
        Process process = child.process();
        Output output = new Output(lines);
        Thread reader =
                THREADS.newThread(() -> output.pump(stdoutApart ? process.getErrorStream() : process.getInputStream()));
        reader.start();
        Thread stdoutThread = stdoutReader == null
                ? null
                : THREADS.newThread(() -> readStdout(stdoutReader, process.getInputStream()));
        if (stdoutThread != null) {
            stdoutThread.start();
        }
        long deadline = start + timeout.toNanos();
        boolean finished;
        try {
            finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            end(child);
            throw e;
        }
        // Its exit is the end of its answer: what it left behind goes now, not at EOF.
        end(child);
        // Once the tree is gone the readers reach the end of the output; on a busy machine that can take
        // long. A command that finished in time is read to the end within the same limit, never cut by
        // a grace period of ours: a missing last line would read as the command's failure.
        long readUntil =
                finished ? deadline : System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(DRAIN_AFTER_TIMEOUT_MS);
        boolean complete = joinUntil(reader, readUntil);
        if (stdoutThread != null) {
            complete &= joinUntil(stdoutThread, readUntil);
            if (stdoutThread.isAlive()) {
                closeQuietly(process.getInputStream()); // a reader still busy stops at its next read
            }
        }
        return output.result(
                command, finished ? process.exitValue() : -1, !finished, elapsed(start), complete || !finished);
    }

    /** Waits for a reader until {@code deadlineNanos} (at least a moment); true when it reached the end of its stream. */
    private static boolean joinUntil(Thread reader, long deadlineNanos) throws InterruptedException {
        long millis = Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadlineNanos - System.nanoTime()));
        reader.join(millis);
        return !reader.isAlive();
    }

    /** What the reader thread collected: the last lines, and how much was not passed on. */
    private static final class Output {
        private final Consumer<String> listener;
        private final ArrayDeque<String> tail = new ArrayDeque<>();
        private long streamed;
        private long cut;
        private boolean saidCut;

        Output(Consumer<String> listener) {
            this.listener = listener;
        }

        void pump(InputStream stream) {
            BoundedLineReader in = new BoundedLineReader(stream, MAX_LINE_BYTES);
            try {
                for (String line; (line = in.readLine()) != null; ) {
                    accept(line);
                }
            } catch (IOException e) {
                // The process was killed under us; what was read is in the tail.
            } finally {
                try {
                    stream.close();
                } catch (IOException e) {
                    // nothing more to read either way
                }
            }
        }

        private void accept(String line) {
            String toListener;
            synchronized (this) {
                if (tail.size() == TAIL_LINES) {
                    tail.removeFirst();
                }
                tail.addLast(line);
                long size = line.length() + 1L;
                if (streamed + size <= MAX_STREAMED_BYTES) {
                    streamed += size;
                    toListener = line;
                } else {
                    cut += size;
                    toListener = saidCut
                            ? null
                            : "[... the output went on past " + (MAX_STREAMED_BYTES >> 20)
                                    + " MiB; only its last lines are kept ...]";
                    saidCut = true;
                }
            }
            if (toListener != null) {
                listener.accept(toListener);
            }
        }

        synchronized CommandResult result(
                List<String> command, int exitCode, boolean timedOut, long millis, boolean complete) {
            return new CommandResult(command, exitCode, timedOut, null, new ArrayList<>(tail), millis, cut, complete);
        }
    }

    private static void readStdout(StdoutReader reader, InputStream stdout) {
        try {
            reader.read(stdout);
        } catch (IOException e) {
            // The process was killed under the reader, or the reader stopped reading on purpose.
        } finally {
            closeQuietly(stdout);
        }
    }

    private static void closeQuietly(InputStream stream) {
        try {
            stream.close();
        } catch (IOException e) {
            // nothing more to read either way
        }
    }

    private static void end(ChildProcess child) {
        child.endTree();
        try {
            child.process().waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static File nullDevice() {
        return new File(System.getProperty("os.name", "").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    private static long elapsed(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }
}
