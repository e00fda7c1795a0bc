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
        while (System.nanoTime() < deadline && !(children().isEmpty() && marked(marker).isEmpty() && bridgeThreads().isEmpty())) {
            Thread.sleep(20);
        }
        // A child forked but not yet exec'd still shows this JVM's own command line; on a loaded machine
        // that moment can last seconds. It is not a leak unless it stays.
        long cloneDeadline = System.nanoTime() + 20_000_000_000L;
        while (System.nanoTime() < cloneDeadline && !children().isEmpty()
                && children().stream().allMatch(LeakCheck::isUnexecedCloneOfThisJvm)) {
            Thread.sleep(50);
        }
        assertThat(children()).as("child processes of this JVM").isEmpty();
        assertThat(marked(marker)).as("grandchildren re-parented away from this JVM").isEmpty();
        assertThat(bridgeThreads()).as("bridge threads").isEmpty();
    }

    /** Kills what {@link #marked} finds: for a test whose grandchild escaped every trace GPU Doctor keeps. */
    static void killMarked(String marker) {
        ProcessHandle.allProcesses().filter(p -> p.info().commandLine().map(c -> c.contains("3600." + marker)).orElse(false))
                .forEach(ProcessHandle::destroyForcibly);
    }

    static List<String> children() {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("?")).toList();
    }

    private static boolean isUnexecedCloneOfThisJvm(String child) {
        String own = ProcessHandle.current().info().commandLine().orElse(null);
        return own != null && child.substring(child.indexOf(' ') + 1).equals(own);
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
