package dev.gpudoctor.host;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Kills a set of processes that may still be forking (for {@link ChildProcess}), without the race
 * of "list, then kill": a shell or a Python may fork between the two, and the late child,
 * re-parented away from us, lives on holding our pipes. So the set is first frozen with SIGSTOP (a stopped process cannot fork),
 * round by round until no new process shows up, and only then killed. kill(1) returns once the signal is sent, not
 * once it is taken: a process inside fork() finishes it first, so each round waits until what it froze shows as
 * stopped before it looks again.
 */
final class ProcessTrees {

    private static final int MAX_ROUNDS = 8;
    private static final long SIGNAL_TIMEOUT_MS = 2_000;
    private static final long EXIT_WAIT_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final long EXIT_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(5);
    /** A process's environment is read up to this much when looking for a token; real ones are a few KiB. */
    private static final int MAX_ENVIRON_BYTES = 4 * 1024 * 1024;
    /**
     * How long an empty environment is read again. Inside execve(), between the switch to the new image and the
     * mapping of its arguments, /proc/PID/environ (and cmdline) reads empty; a grandchild that called setsid() (so left our group)
     * and is exec'ing its program would be missed by one look and live on (CI, 2026-11-29: a "setsid sleep &" left
     * behind). Only user processes started since the child are read, so this is paid rarely.
     */
    private static final long EMPTY_ENVIRON_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    private static final long EMPTY_ENVIRON_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(2);
    /** Reads of an empty environment beside a command line before it is taken as no environment at all. */
    private static final int LOOKS_WITH_COMMAND_LINE = 3;
    /** PF_KTHREAD in /proc/PID/stat's flags: a kernel thread has no environment at all. */
    private static final long KERNEL_THREAD_FLAG = 0x00200000L;

    private static final Path PROC = Path.of("/proc");

    private ProcessTrees() {}

    /**
     * Freezes whatever {@code members} names, asking again until nothing new appears, then kills it
     * all. This JVM itself is never touched.
     *
     * @return the processes it found to kill (empty when there was nothing)
     */
    static Set<Long> killAll(Supplier<List<ProcessHandle>> members) {
        long self = ProcessHandle.current().pid();
        Map<Long, ProcessHandle> seen = new LinkedHashMap<>();
        for (int round = 0; round < MAX_ROUNDS; round++) {
            List<String> fresh = new ArrayList<>();
            for (ProcessHandle process : members.get()) {
                if (process.pid() != self && live(process) && seen.putIfAbsent(process.pid(), process) == null) {
                    fresh.add(Long.toString(process.pid()));
                }
            }
            if (fresh.isEmpty() || !signalStop(fresh)) {
                break;
            }
            awaitStopped(fresh);
        }
        if (seen.isEmpty()) {
            return Set.of(); // nothing lived to fork anything since the first look
        }
        members.get().stream().filter(p -> p.pid() != self).forEach(p -> seen.putIfAbsent(p.pid(), p));
        seen.values().forEach(ProcessHandle::destroyForcibly);
        awaitEnd(seen.values());
        return Set.copyOf(seen.keySet());
    }

    /**
     * Waits, briefly, until each killed process has ended (is gone or a zombie): SIGKILL is delivered at once, but a
     * large process takes a moment to release its memory, and a caller that closes a child expects its tree ended on
     * return, not ending.
     */
    private static void awaitEnd(Collection<ProcessHandle> killed) {
        long deadline = System.nanoTime() + EXIT_WAIT_NANOS;
        for (ProcessHandle process : killed) {
            while (running(process.pid())
                    && System.nanoTime() < deadline
                    && !Thread.currentThread().isInterrupted()) {
                LockSupport.parkNanos(EXIT_POLL_NANOS);
            }
        }
    }

    /** Waits, briefly, until each process just sent SIGSTOP shows as stopped (or has ended). */
    private static void awaitStopped(List<String> pids) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SIGNAL_TIMEOUT_MS);
        for (String pid : pids) {
            while (System.nanoTime() < deadline && !Thread.currentThread().isInterrupted()) {
                ProcState state = ProcState.read(PROC.resolve(pid));
                // 'D': inside a system call that does not take signals (a driver call on a wedged GPU); it stops, or
                // dies, when it leaves, and waiting for that here would only spend the caller's time.
                if (state == null || state.zombie() || state.stopped() || state.state() == 'D') {
                    break;
                }
                LockSupport.parkNanos(EXIT_POLL_NANOS);
            }
        }
    }

    /**
     * Alive and not a zombie: a zombie has done all it will do, and a second look must not count it as found. Without
     * /proc (macOS) the JDK's answer.
     */
    private static boolean live(ProcessHandle process) {
        return Files.isDirectory(PROC) ? running(process.pid()) : process.isAlive();
    }

    private static boolean running(long pid) {
        ProcState state = ProcState.read(PROC.resolve(Long.toString(pid)));
        return state != null && !state.zombie();
    }

    /**
     * Live processes (not zombies) in process group {@code groupId} (none when it is not positive)
     * or whose environment holds {@code environmentEntry} ({@code NAME=value}) exactly, among those
     * started at or after {@code startedNotBefore} (clock ticks since boot, as {@link #startTicks}
     * gives them; 0 for all). Linux only: elsewhere, without /proc, the answer is empty.
     * <p>Every member of a child's group and every carrier of its token was started after the child,
     * so the caller passes the child's own start: then only the few newer processes have their
     * environment read, not every process of a busy desktop, at the end of every external command.
     */
    static List<ProcessHandle> inGroupOrCarrying(long groupId, String environmentEntry, long startedNotBefore) {
        if (!Files.isDirectory(PROC)) {
            return List.of();
        }
        byte[] entry = ("\0" + environmentEntry + "\0").getBytes(StandardCharsets.UTF_8);
        List<ProcessHandle> found = new ArrayList<>();
        try (DirectoryStream<Path> entries =
                Files.newDirectoryStream(PROC, p -> isNumber(p.getFileName().toString()))) {
            for (Path dir : entries) {
                long pid = Long.parseLong(dir.getFileName().toString());
                ProcState state = ProcState.read(dir);
                if (state == null || state.zombie() || state.startTicks() < startedNotBefore) {
                    continue;
                }
                if ((groupId > 0 && state.groupId() == groupId) || (!state.kernelThread() && carries(dir, entry))) {
                    ProcessHandle.of(pid).ifPresent(found::add);
                }
            }
        } catch (IOException | RuntimeException e) {
            // /proc changes under us; what was found is still worth killing.
        }
        return found;
    }

    static boolean carries(Path dir, byte[] entry) {
        byte[] environ = read(dir, "environ");
        long deadline = System.nanoTime() + EMPTY_ENVIRON_WAIT_NANOS;
        int looksWithCommandLine = 0;
        // Mid-execve the environment reads empty, and the command line too until the new image maps its arguments
        // (just before its environment). A process started with no environment at all (env -i) has its command
        // line: it is read a few more times, since the exec may have ended between the two reads, then let go.
        while (environ != null && environ.length == 0 && System.nanoTime() < deadline) {
            ProcState state = ProcState.read(dir);
            if (state == null || state.zombie()) {
                return false;
            }
            if (!emptyCommandLine(dir) && ++looksWithCommandLine > LOOKS_WITH_COMMAND_LINE) {
                break;
            }
            LockSupport.parkNanos(EMPTY_ENVIRON_POLL_NANOS);
            environ = read(dir, "environ");
        }
        if (environ == null) {
            return false; // another user's process, or gone
        }
        // environ is NAME=value\0NAME=value\0...; the first entry has no \0 before it.
        return indexOf(environ, entry, 0) >= 0 || startsWith(environ, entry, 1);
    }

    private static boolean emptyCommandLine(Path dir) {
        byte[] commandLine = read(dir, "cmdline");
        return commandLine != null && commandLine.length == 0;
    }

    private static byte[] read(Path dir, String file) {
        try (InputStream in = Files.newInputStream(dir.resolve(file))) {
            return in.readNBytes(MAX_ENVIRON_BYTES);
        } catch (IOException e) {
            return null;
        }
    }

    private static boolean startsWith(byte[] data, byte[] pattern, int patternFrom) {
        int length = pattern.length - patternFrom;
        if (data.length < length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (data[i] != pattern[patternFrom + i]) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(byte[] data, byte[] pattern, int from) {
        outer:
        for (int i = from; i <= data.length - pattern.length; i++) {
            for (int j = 0; j < pattern.length; j++) {
                if (data[i + j] != pattern[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static boolean isNumber(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!Character.isDigit(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** When process {@code pid} started, in clock ticks since boot; 0 when that cannot be read. */
    static long startTicks(long pid) {
        ProcState state = ProcState.read(PROC.resolve(Long.toString(pid)));
        return state == null ? 0 : state.startTicks();
    }

    /** The fields of /proc/PID/stat we need: its state letter, its process group, its flags and its start time. */
    record ProcState(char state, long groupId, long flags, long startTicks) {

        boolean zombie() {
            return state == 'Z' || state == 'X';
        }

        /** Stopped by a signal ('T'), or by a tracer ('t'): either way it runs no more code until let go. */
        boolean stopped() {
            return state == 'T' || state == 't';
        }

        boolean kernelThread() {
            return (flags & KERNEL_THREAD_FLAG) != 0;
        }

        static ProcState read(Path dir) {
            try {
                String stat = Files.readString(dir.resolve("stat"), StandardCharsets.UTF_8);
                // "pid (comm) S ppid pgrp ...": comm may hold spaces and parentheses, so count from the last ')'.
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                // fields[6] is flags and fields[19] starttime: the 9th and 22nd fields of the whole line, proc(5)
                // counting from 1.
                return new ProcState(
                        fields[0].charAt(0),
                        Long.parseLong(fields[2]),
                        Long.parseUnsignedLong(fields[6]),
                        Long.parseLong(fields[19]));
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
    }

    /** Java has no SIGSTOP of its own; kill(1) is on every Linux and macOS. False when it cannot run. */
    private static boolean signalStop(List<String> pids) {
        List<String> command = new ArrayList<>(List.of("kill", "-STOP"));
        command.addAll(pids);
        try {
            Process kill = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!kill.waitFor(SIGNAL_TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
                kill.destroyForcibly();
                return false;
            }
            return true;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
