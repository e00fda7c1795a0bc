package dev.gpudoctor.bridge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * GPU Doctor killed with SIGKILL (no shutdown hook runs) while the bridge computes: the bridge
 * notices its parent is gone and ends within 2 s, instead of computing on until its op ends.
 */
class KilledAppTest {

    /** The app being killed: starts the real bridge, says its pid, and sets it on a 60 s op. */
    public static void main(String[] args) throws Exception {
        BridgeProcess bridge = BridgeProcess.start(
                BridgeSpec.of("python3", BridgeEnvironment.of(System.getenv(), BridgeHome.locate())));
        System.out.println(bridge.pid());
        System.out.flush();
        bridge.request(
                "ping",
                JsonNodeFactory.instance.objectNode().put("sleep_s", 60),
                Duration.ofSeconds(120),
                ProgressListener.NONE);
    }

    @Test
    void theBridgeEndsWithinTwoSecondsOfTheAppBeingKilled() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process app = new ProcessBuilder(
                        java, "-cp", System.getProperty("java.class.path"), KilledAppTest.class.getName())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        long bridge = -1;
        try {
            String line =
                    new BufferedReader(new InputStreamReader(app.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertThat(line).as("the app's first line: the bridge's pid").matches("\\d+");
            bridge = Long.parseLong(line);
            Thread.sleep(500);
            assertThat(running(bridge)).as("the bridge computes its 60 s op").isTrue();

            app.destroyForcibly(); // SIGKILL
            assertThat(app.waitFor(5, TimeUnit.SECONDS)).isTrue();
            long killed = System.nanoTime();
            while (running(bridge) && System.nanoTime() - killed < 2_000_000_000L) {
                Thread.sleep(20);
            }

            assertThat(running(bridge))
                    .as("the bridge 2 s after the app was killed")
                    .isFalse();
        } finally {
            app.destroyForcibly();
            if (bridge > 0) {
                ProcessHandle.of(bridge).ifPresent(ProcessHandle::destroyForcibly);
            }
        }
    }

    /** Alive and not a zombie: a re-parented process may wait a while to be reaped. */
    private static boolean running(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            char state = stat.charAt(stat.lastIndexOf(')') + 2);
            return state != 'Z' && state != 'X';
        } catch (java.io.IOException gone) {
            return false;
        }
    }
}
