package dev.gpudoctor.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.host.ChildProcess;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Asserts that what a test started has ended, at the depth of the contract: every process GPU Doctor starts
 * goes through {@link ChildProcess}, which gives it a token in its environment that all its descendants
 * inherit, so "nothing left" means no live process carries a token this JVM issued. Processes that are not
 * ours by that token (the JDK's spawn helper, a fork that has not exec'd yet, the kill(1) that freezes a tree)
 * carry none, and a process already past its exit has no environment left to carry one.
 */
public final class LeakCheck {

    private static final Path PROC = Path.of("/proc");
    private static final byte[] OUR_TOKEN =
            (ChildProcess.TOKEN_VARIABLE + "=" + ProcessHandle.current().pid() + "-").getBytes(StandardCharsets.UTF_8);

    private LeakCheck() {}

    /**
     * Waits up to 5 s for every process carrying one of this JVM's child tokens, every process whose command line
     * carries {@code marker} (a fake's grandchild that left the token behind on purpose) and every bridge thread
     * to end, then asserts that none is left.
     */
    public static void assertNothingLeft(String marker) throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (System.nanoTime() < deadline
                && !(carryingOurToken().isEmpty()
                        && marked(marker).isEmpty()
                        && bridgeThreads().isEmpty())) {
            Thread.sleep(50);
        }
        assertThat(carryingOurToken())
                .as("live processes carrying a child token of this JVM")
                .isEmpty();
        assertThat(marked(marker)).as("processes carrying the test's marker").isEmpty();
        assertThat(bridgeThreads()).as("bridge threads").isEmpty();
    }

    /** Kills what {@link #marked} finds: for a test whose grandchild escaped every trace GPU Doctor keeps. */
    static void killMarked(String marker) {
        ProcessHandle.allProcesses()
                .filter(p -> p.info()
                        .commandLine()
                        .map(c -> c.contains("3600." + marker))
                        .orElse(false))
                .forEach(ProcessHandle::destroyForcibly);
    }

    /** Live processes (zombies excluded) whose environment holds a token this JVM's {@link ChildProcess} issued. */
    static List<String> carryingOurToken() {
        List<String> found = new ArrayList<>();
        try (DirectoryStream<Path> entries =
                Files.newDirectoryStream(PROC, p -> p.getFileName().toString().matches("\\d+"))) {
            for (Path dir : entries) {
                if (!zombie(dir) && carries(dir)) {
                    long pid = Long.parseLong(dir.getFileName().toString());
                    found.add(pid + " "
                            + ProcessHandle.of(pid)
                                    .flatMap(p -> p.info().commandLine())
                                    .orElse("?"));
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot list /proc", e);
        }
        return found;
    }

    private static boolean carries(Path dir) {
        byte[] environ;
        try (InputStream in = Files.newInputStream(dir.resolve("environ"))) {
            environ = in.readAllBytes();
        } catch (IOException e) {
            return false; // gone since it was listed
        }
        outer:
        for (int i = 0; i <= environ.length - OUR_TOKEN.length; i++) {
            if (i > 0 && environ[i - 1] != 0) {
                continue; // entries start after a NUL
            }
            for (int j = 0; j < OUR_TOKEN.length; j++) {
                if (environ[i + j] != OUR_TOKEN[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    private static boolean zombie(Path dir) {
        try {
            String stat = Files.readString(dir.resolve("stat"));
            // "pid (comm) S ...": comm may hold spaces and parentheses, so the state follows the last ')'.
            int end = stat.lastIndexOf(')');
            return end > 0 && stat.length() > end + 2 && "ZX".indexOf(stat.charAt(end + 2)) >= 0;
        } catch (IOException | RuntimeException gone) {
            return true;
        }
    }

    static List<String> marked(String marker) {
        if (marker == null) {
            return List.of();
        }
        return ProcessHandle.allProcesses()
                .filter(ProcessHandle::isAlive)
                .filter(p -> p.info()
                        .commandLine()
                        .or(() -> p.info().command())
                        .map(c -> c.contains("3600." + marker))
                        .orElse(false))
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("?"))
                .toList();
    }

    static List<String> bridgeThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive)
                .map(Thread::getName)
                .filter(name -> name.startsWith(BridgeProcess.THREAD_PREFIX))
                .toList();
    }

    static boolean alive(long pid) {
        Optional<ProcessHandle> handle = ProcessHandle.of(pid);
        return handle.map(ProcessHandle::isAlive).orElse(false);
    }
}
