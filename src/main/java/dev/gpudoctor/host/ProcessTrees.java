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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Kills a set of processes that may still be forking (for {@link ChildProcess}), without the race
 * of "list, then kill": a shell or a Python may fork between the two, and the late child,
 * re-parented away from us, lives on holding our pipes. So the set is first frozen with SIGSTOP (a stopped process cannot fork),
 * round by round until no new process shows up, and only then killed.
 */
final class ProcessTrees {

    private static final int MAX_ROUNDS = 8;
    private static final long SIGNAL_TIMEOUT_MS = 2_000;
    private static final long EXIT_WAIT_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final long EXIT_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(5);
    /** A process's environment is read up to this much when looking for a token; real ones are a few KiB. */
    private static final int MAX_ENVIRON_BYTES = 4 * 1024 * 1024;

    private static final Path PROC = Path.of("/proc");

    private ProcessTrees() {}

    /**
     * Freezes whatever {@code members} names, asking again until nothing new appears, then kills it
     * all. This JVM itself is never touched.
     *
     * @return whether there was anything to kill
     */
    static boolean killAll(Supplier<List<ProcessHandle>> members) {
        long self = ProcessHandle.current().pid();
        Map<Long, ProcessHandle> seen = new LinkedHashMap<>();
        for (int round = 0; round < MAX_ROUNDS; round++) {
            List<String> fresh = new ArrayList<>();
            for (ProcessHandle process : members.get()) {
                if (process.pid() != self && process.isAlive() && seen.putIfAbsent(process.pid(), process) == null) {
                    fresh.add(Long.toString(process.pid()));
                }
            }
            if (fresh.isEmpty() || !signalStop(fresh)) {
                break;
            }
        }
        if (seen.isEmpty()) {
            return false; // nothing lived to fork anything since the first look
        }
        members.get().stream().filter(p -> p.pid() != self).forEach(p -> seen.putIfAbsent(p.pid(), p));
        seen.values().forEach(ProcessHandle::destroyForcibly);
        awaitEnd(seen.values());
        return true;
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
                if ((groupId > 0 && state.groupId() == groupId) || carries(dir, entry)) {
                    ProcessHandle.of(pid).ifPresent(found::add);
                }
            }
        } catch (IOException | RuntimeException e) {
            // /proc changes under us; what was found is still worth killing.
        }
        return found;
    }

    private static boolean carries(Path dir, byte[] entry) {
        byte[] environ;
        try (InputStream in = Files.newInputStream(dir.resolve("environ"))) {
            environ = in.readNBytes(MAX_ENVIRON_BYTES);
        } catch (IOException e) {
            return false; // another user's process, or gone
        }
        // environ is NAME=value\0NAME=value\0...; the first entry has no \0 before it.
        return indexOf(environ, entry, 0) >= 0 || startsWith(environ, entry, 1);
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

    /** The fields of /proc/PID/stat we need: its state letter, its process group and its start time. */
    record ProcState(char state, long groupId, long startTicks) {

        boolean zombie() {
            return state == 'Z' || state == 'X';
        }

        static ProcState read(Path dir) {
            try {
                String stat = Files.readString(dir.resolve("stat"), StandardCharsets.UTF_8);
                // "pid (comm) S ppid pgrp ...": comm may hold spaces and parentheses, so count from the last ')'.
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                // fields[19] is starttime: the 22nd field of the whole line, proc(5) counting from 1.
                return new ProcState(fields[0].charAt(0), Long.parseLong(fields[2]), Long.parseLong(fields[19]));
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
