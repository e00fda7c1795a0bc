package dev.gpudoctor.host;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Kills a child process and everything it started, without the race of "list the descendants, then
 * kill": a shell or a Python may fork between the two, and the late child, re-parented away from us,
 * lives on holding our pipes. So the tree is first frozen with SIGSTOP (a stopped process cannot
 * fork), round by round until no new process shows up, and only then killed.
 */
public final class ProcessTrees {

    private static final int MAX_ROUNDS = 8;
    private static final long SIGNAL_TIMEOUT_MS = 2_000;

    private ProcessTrees() {
    }

    public static void killTree(ProcessHandle root) {
        List<ProcessHandle> tree = freeze(root);
        root.destroyForcibly();
        tree.forEach(ProcessHandle::destroyForcibly);
    }

    private static List<ProcessHandle> freeze(ProcessHandle root) {
        Set<Long> stopped = new HashSet<>();
        List<ProcessHandle> tree = List.of();
        for (int round = 0; round < MAX_ROUNDS; round++) {
            tree = Stream.concat(Stream.of(root), root.descendants()).filter(ProcessHandle::isAlive).toList();
            List<String> fresh = new ArrayList<>();
            for (ProcessHandle process : tree) {
                if (stopped.add(process.pid())) {
                    fresh.add(Long.toString(process.pid()));
                }
            }
            if (fresh.isEmpty() || !signalStop(fresh)) {
                break;
            }
        }
        return root.descendants().toList();
    }

    /** Java has no SIGSTOP of its own; kill(1) is on every Linux and macOS. False when it cannot run. */
    private static boolean signalStop(List<String> pids) {
        List<String> command = new ArrayList<>(List.of("kill", "-STOP"));
        command.addAll(pids);
        try {
            Process kill = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
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
