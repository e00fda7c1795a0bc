package dev.gpudoctor.bridge;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;

/**
 * How much the Java side adds per request: the median `ping` round trip through BridgeProcess
 * (write a JSON line, the bridge answers, the reader thread routes it back). Not a test: run it with
 * benchmarks/bridge-ping.sh. Arguments: [python] [requests].
 */
public final class PingRoundTripBenchmark {

    private PingRoundTripBenchmark() {}

    public static void main(String[] args) throws Exception {
        String python = args.length > 0 ? args[0] : "python3";
        int requests = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        int warmup = Math.max(200, requests / 10);
        BridgeSpec spec = BridgeSpec.of(python, BridgeEnvironment.of(System.getenv(), BridgeHome.locate()));
        ObjectNode params = JsonNodeFactory.instance.objectNode();
        double[] micros = new double[requests];
        double startup;
        try (BridgeProcess bridge = BridgeProcess.start(spec)) {
            startup = bridge.startupSeconds();
            for (int i = 0; i < warmup + requests; i++) {
                long started = System.nanoTime();
                BridgeResult result = bridge.request("ping", params, Duration.ofSeconds(10), null);
                long elapsed = System.nanoTime() - started;
                if (!(result instanceof BridgeResult.Success)) {
                    throw new IllegalStateException("ping failed: " + result);
                }
                if (i >= warmup) {
                    micros[i - warmup] = elapsed / 1000.0;
                }
            }
        }
        Arrays.sort(micros);
        String line = String.format(
                Locale.ROOT,
                "ping round trip over %d requests (after %d warm-up): median %.1f us, p10 %.1f us, p90 %.1f us, max %.1f us;"
                        + " bridge start-up (spawn to hello) %.3f s; python %s",
                requests,
                warmup,
                micros[requests / 2],
                micros[requests / 10],
                micros[requests * 9 / 10],
                micros[requests - 1],
                startup,
                python);
        System.out.println(line); // a benchmark main in the test tree: its output is the point
    }
}
