package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The app quits (SIGTERM, as when a user closes a terminal) while a tool runs: nothing it started is left. */
class QuittingAppTest {

    /** The app: runs a tool that started a background grandchild, says so, and waits on it. */
    public static void main(String[] args) throws Exception {
        String sleeper = "sleep 3600." + args[0];
        new CommandRunner()
                .run(
                        List.of("sh", "-c", "( " + sleeper + " & ); echo started; " + sleeper),
                        null,
                        null,
                        Duration.ofMinutes(10),
                        line -> {
                            System.out.println(line);
                            System.out.flush();
                        });
    }

    @Test
    void quittingEndsEveryChildAndWhatItLeft() throws Exception {
        String marker = ChildProcesses.newMarker();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process app = new ProcessBuilder(
                        java, "-cp", System.getProperty("java.class.path"), QuittingAppTest.class.getName(), marker)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            String line =
                    new BufferedReader(new InputStreamReader(app.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertThat(line).isEqualTo("started");
            assertThat(ChildProcesses.scanNow("3600." + marker))
                    .as("the tool, its sleep and its grandchild run")
                    .hasSize(3);

            app.destroy(); // SIGTERM: the shutdown hooks run
            assertThat(app.waitFor(10, TimeUnit.SECONDS)).isTrue();

            assertThat(ChildProcesses.running("3600." + marker))
                    .as("processes left running")
                    .isEmpty();
        } finally {
            app.destroyForcibly();
            ChildProcesses.kill("3600." + marker);
        }
    }

    @Test
    void anInterruptedRunEndsTheToolAndWhatItLeft() throws Exception {
        String marker = ChildProcesses.newMarker();
        String sleeper = "sleep 3600." + marker;
        Thread caller = Thread.currentThread();
        Thread interrupter = new Thread(() -> {
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                return;
            }
            caller.interrupt();
        });
        interrupter.start();
        try {
            new CommandRunner()
                    .run(
                            List.of("sh", "-c", "( " + sleeper + " & ); " + sleeper),
                            null,
                            null,
                            Duration.ofMinutes(10),
                            l -> {});
            throw new AssertionError("the run was not interrupted");
        } catch (InterruptedException expected) {
            // the cancel
        }
        interrupter.join();
        assertThat(ChildProcesses.running("3600." + marker))
                .as("processes left running")
                .isEmpty();
    }
}
