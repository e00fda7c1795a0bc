package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChildProcessTest {

    @TempDir
    Path dir;

    @Test
    void aChildLeadsAGroupOfItsOwnAndCarriesItsToken() throws Exception {
        String marker = ChildProcesses.newMarker();
        ChildProcess child = ChildProcess.start(new ProcessBuilder("sh", "-c", "sleep 3600." + marker));
        try {
            assertThat(child.ownsProcessGroup())
                    .as("setsid(1) is on this Linux")
                    .isTrue();
            // setsid(1) is already running when start() returns, but may not have called setsid() yet.
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (groupOf(child.pid()) != child.pid() && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertThat(groupOf(child.pid())).isEqualTo(child.pid());
            // Between setsid() and the end of the next execve(), /proc/PID/environ reads empty: the new image's
            // environment is not mapped yet. Whichever image we then read (setsid's, sh's or sleep's) carries it.
            Path environPath = Path.of("/proc", Long.toString(child.pid()), "environ");
            String environ = Files.readString(environPath, StandardCharsets.UTF_8);
            while (environ.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(10);
                environ = Files.readString(environPath, StandardCharsets.UTF_8);
            }
            assertThat(environ)
                    .contains(child.tokenEntry().getKey() + "="
                            + child.tokenEntry().getValue() + "\0");
        } finally {
            child.endTree();
        }
        assertThat(child.process().waitFor(5, TimeUnit.SECONDS)).isTrue();
        assertThat(ChildProcesses.running("3600." + marker)).isEmpty();
    }

    private static long groupOf(long pid) {
        return ProcessTrees.ProcState.read(Path.of("/proc", Long.toString(pid))).groupId();
    }

    @Test
    void endingTheTreeOfAnExitedChildStillFindsWhatItLeft() throws Exception {
        String marker = ChildProcesses.newMarker();
        // The grandchild leaves the group and the session; the token in its environment still names it.
        ChildProcess child = ChildProcess.start(
                new ProcessBuilder("sh", "-c", "setsid sleep 3600." + marker + " >/dev/null 2>&1 & exit 0"));
        assertThat(child.treeEnded().get(5, TimeUnit.SECONDS)).isZero();
        assertThat(ChildProcesses.running("3600." + marker)).isEmpty();
    }

    /**
     * A child that exits while its grandchild is between setsid() and the end of its execve(): out of the group
     * already, with an environment that reads empty for that moment. It must still be found by its token (CI,
     * 2026-11-29: one "setsid sleep &" caught there lived on, and every later leak check failed). The window is
     * narrow, so the child is ended the moment it exits, as CommandRunner does, many times over; before the fix
     * 4 of 300 such endings under a load of 4 on 2 cores left the sleep running, after it none of 300.
     */
    @Test
    void aGrandchildCaughtLeavingTheGroupMidExecIsStillEnded() throws Exception {
        String marker = ChildProcesses.newMarker();
        try {
            for (int trial = 0; trial < 60; trial++) {
                ChildProcess child =
                        ChildProcess.start(new ProcessBuilder("sh", "-c", "setsid sleep 3600." + marker + " & exit 0"));
                assertThat(child.process().waitFor(30, TimeUnit.SECONDS)).isTrue();
                child.endTree();
                assertThat(ChildProcesses.scanNow("3600." + marker))
                        .as("left running after trial %d", trial)
                        .isEmpty();
            }
        } finally {
            ChildProcesses.kill("3600." + marker);
        }
    }

    /**
     * An environment read empty with an empty command line (a process inside execve()) is read again until it
     * shows, not taken as no token.
     */
    @Test
    void anEnvironmentReadEmptyMidExecIsReadAgain() throws Exception {
        Path process = Files.createDirectories(dir.resolve("4242"));
        Files.writeString(
                process.resolve("stat"), "4242 (sleep) R 1 4242 4242 0 -1 4194560 0 0 0 0 0 0 0 0 20 0 1 0 777 0 0\n");
        Path environ = Files.writeString(process.resolve("environ"), "");
        Path commandLine = Files.writeString(process.resolve("cmdline"), "");
        byte[] entry = "\0GPU_DOCTOR_CHILD_TOKEN=1-2-abc\0".getBytes(StandardCharsets.UTF_8);
        Thread exec = new Thread(() -> {
            try {
                Thread.sleep(100);
                // The environment first: a reader that then sees the command line must also see the environment.
                Files.writeString(environ, "PATH=/bin\0GPU_DOCTOR_CHILD_TOKEN=1-2-abc\0");
                Files.writeString(commandLine, "sleep\0" + "3600\0");
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        exec.start();
        try {
            assertThat(ProcessTrees.carries(process, entry)).isTrue();
        } finally {
            exec.join();
        }
        Files.writeString(environ, "");
        assertThat(ProcessTrees.carries(process, entry))
                .as("a process started with no environment (env -i) carries nothing")
                .isFalse();
        Files.writeString(commandLine, "");
        assertThat(ProcessTrees.carries(process, entry))
                .as("an environment still empty after the wait carries nothing")
                .isFalse();
        Files.writeString(environ, "PATH=/bin\0");
        assertThat(ProcessTrees.carries(process, entry)).isFalse();
    }

    /** The look for what a child left reads only processes started since the child: the rest cannot carry its token. */
    @Test
    void processesStartedBeforeTheChildAreNotSearched() throws Exception {
        String marker = ChildProcesses.newMarker();
        ChildProcess child = ChildProcess.start(new ProcessBuilder("sh", "-c", "sleep 3600." + marker));
        try {
            long started = ProcessTrees.startTicks(child.pid());
            assertThat(started)
                    .isGreaterThanOrEqualTo(
                            ProcessTrees.startTicks(ProcessHandle.current().pid()))
                    .isGreaterThan(0);
            String entry =
                    child.tokenEntry().getKey() + "=" + child.tokenEntry().getValue();
            // The child is started when start() returns, but may not have exec'd its program (and so its
            // environment) yet: until then /proc shows the JVM's environment.
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (ProcessTrees.inGroupOrCarrying(-1, entry, 0).stream().noneMatch(p -> p.pid() == child.pid())
                    && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertThat(ProcessTrees.inGroupOrCarrying(-1, entry, 0))
                    .extracting(ProcessHandle::pid)
                    .contains(child.pid());
            assertThat(ProcessTrees.inGroupOrCarrying(-1, entry, started))
                    .extracting(ProcessHandle::pid)
                    .contains(child.pid());
            assertThat(ProcessTrees.inGroupOrCarrying(-1, entry, started + 1))
                    .extracting(ProcessHandle::pid)
                    .doesNotContain(child.pid());
        } finally {
            child.endTree();
        }
        assertThat(ChildProcesses.running("3600." + marker)).isEmpty();
    }

    @Test
    void aMissingOrNotExecutableProgramFailsAsTheJvmWouldSayIt() throws IOException {
        assertThatThrownBy(() -> ChildProcess.start(
                        new ProcessBuilder(dir.resolve("nothing").toString())))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("error=2,");
        assertThatThrownBy(
                        () -> ChildProcess.start(new ProcessBuilder("no-such-program-" + ChildProcesses.newMarker())))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("error=2,");
        Path notExecutable = Files.writeString(dir.resolve("script"), "#!/bin/sh\n");
        assertThatThrownBy(() -> ChildProcess.start(new ProcessBuilder(notExecutable.toString())))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("error=13,");
    }
}
