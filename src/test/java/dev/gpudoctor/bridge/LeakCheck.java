package dev.gpudoctor.bridge;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Asserts that bridges leave nothing behind: no child of this JVM, no marked grandchild, no bridge thread. */
public final class LeakCheck {

    private LeakCheck() {
    }

    public static void assertNothingLeft(String marker) throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (System.nanoTime() < deadline && !(lasting().isEmpty() && marked(marker).isEmpty() && bridgeThreads().isEmpty())) {
            Thread.sleep(20);
        }
        assertThat(lasting()).as("child processes of this JVM").isEmpty();
        assertThat(marked(marker)).as("grandchildren re-parented away from this JVM").isEmpty();
        assertThat(bridgeThreads()).as("bridge threads").isEmpty();
    }

    /** Kills what {@link #marked} finds: for a test whose grandchild escaped every trace GPU Doctor keeps. */
    static void killMarked(String marker) {
        ProcessHandle.allProcesses().filter(p -> p.info().commandLine().map(c -> c.contains("3600." + marker)).orElse(false))
                .forEach(ProcessHandle::destroyForcibly);
    }

    static List<String> children() {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).filter(p -> !zombie(p.pid()))
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("?")).toList();
    }

    /**
     * A child that has exited but whose exit the JDK's reaper thread has not collected yet: on a loaded
     * machine it can stay so for seconds. It runs nothing and holds nothing, so it is not a leak.
     */
    static boolean zombie(long pid) {
        try {
            String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc", Long.toString(pid), "stat"));
            // "pid (comm) S ..." — comm may hold spaces and parentheses: the state follows the last ')'.
            int end = stat.lastIndexOf(')');
            return end > 0 && stat.length() > end + 2 && stat.charAt(end + 2) == 'Z';
        } catch (java.io.IOException | RuntimeException gone) {
            return true; // no /proc entry: it has been reaped since it was listed
        }
    }

    /**
     * Children, less those caught in the middle of being spawned by some thread of this JVM: a fork
     * that has not exec'd yet shows this JVM's own command line, and the JDK's jspawnhelper stands in
     * for a child for that instant. On a loaded machine both can be seen; neither is a leak.
     */
    static List<String> lasting() {
        String own = ProcessHandle.current().info().commandLine().orElse(null);
        return children().stream().filter(child -> {
            String command = child.substring(child.indexOf(' ') + 1);
            return !command.equals(own) && !command.contains("/jspawnhelper") && !freshStopHelper(child, command);
        }).toList();
    }

    /**
     * The kill(1) that ProcessTrees starts to freeze a tree before killing it, while still within the
     * time it is given (it is killed after that): a child's watcher may start one for another test's
     * child at any instant, so on a loaded machine one can be caught in flight. One that outlives its
     * limit by far is still reported.
     */
    private static boolean freshStopHelper(String child, String command) {
        if (!command.matches("(\\S*/)?kill -STOP( \\d+)+")) {
            return false;
        }
        long pid = Long.parseLong(child.substring(0, child.indexOf(' ')));
        return ProcessHandle.of(pid).flatMap(p -> p.info().startInstant())
                .map(started -> started.isAfter(java.time.Instant.now().minusSeconds(4)))
                .orElse(true);
    }

    static List<String> marked(String marker) {
        if (marker == null) {
            return List.of();
        }
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().or(() -> p.info().command()).map(c -> c.contains("3600." + marker)).orElse(false))
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("?")).toList();
    }

    static List<String> bridgeThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive)
                .map(Thread::getName).filter(name -> name.startsWith(BridgeProcess.THREAD_PREFIX)).toList();
    }

    static boolean alive(long pid) {
        Optional<ProcessHandle> handle = ProcessHandle.of(pid);
        return handle.map(ProcessHandle::isAlive).orElse(false);
    }
}
