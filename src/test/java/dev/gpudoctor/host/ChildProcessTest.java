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
