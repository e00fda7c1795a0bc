package dev.gpudoctor.testing;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real Prometheus node_exporter (Debian's prometheus-node-exporter) on 127.0.0.1 with only the
 * textfile collector on, reading a given folder. Fails, never skips, when it is missing: CI installs it.
 */
public final class LocalNodeExporter implements AutoCloseable {

    private static final Path BINARY = Path.of("/usr/bin/prometheus-node-exporter");
    private static final Pattern SAMPLE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{(.*)})? (\\S+)$");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\"");

    private final Process process;
    private final int port;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private LocalNodeExporter(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    public static LocalNodeExporter start(Path textfileDir, Path log) throws IOException, InterruptedException {
        if (!Files.isExecutable(BINARY)) {
            throw new IllegalStateException("These tests need a real node_exporter: " + BINARY + " is missing. "
                    + "Install it (Debian: apt-get install prometheus-node-exporter); .ci/run does.");
        }
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Process process = new ProcessBuilder(
                        BINARY.toString(),
                        "--web.listen-address=127.0.0.1:" + port,
                        "--collector.disable-defaults",
                        "--collector.textfile",
                        "--collector.textfile.directory=" + textfileDir)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        LocalNodeExporter exporter = new LocalNodeExporter(process, port);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            try {
                exporter.scrapeText();
                return exporter;
            } catch (IOException e) {
                if (!process.isAlive() || System.nanoTime() > deadline) {
                    exporter.close();
                    throw new IllegalStateException(
                            "node_exporter did not answer on 127.0.0.1:" + port + ": " + Files.readString(log));
                }
                Thread.sleep(100);
            }
        }
    }

    /** The /metrics page as text. */
    public String scrapeText() throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics"))
                        .timeout(Duration.ofSeconds(10))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("node_exporter answered " + response.statusCode());
        }
        return response.body();
    }

    /** Every sample of one scrape: "name{a=x,b=y}" (labels sorted, unescaped) → value. */
    public Map<String, Double> scrape() throws IOException, InterruptedException {
        Map<String, Double> samples = new HashMap<>();
        for (String line : scrapeText().split("\n")) {
            Matcher m = SAMPLE.matcher(line);
            if (line.startsWith("#") || !m.matches()) {
                continue;
            }
            Map<String, String> labels = new TreeMap<>();
            if (m.group(3) != null) {
                Matcher label = LABEL.matcher(m.group(3));
                while (label.find()) {
                    labels.put(
                            label.group(1),
                            label.group(2)
                                    .replace("\\\"", "\"")
                                    .replace("\\n", "\n")
                                    .replace("\\\\", "\\"));
                }
            }
            samples.put(key(m.group(1), labels), Double.parseDouble(m.group(4)));
        }
        return samples;
    }

    /** The key {@link #scrape} uses: {@code key("up", "job", "x")}. */
    public static String key(String name, String... labelsAndValues) {
        Map<String, String> labels = new TreeMap<>();
        for (int i = 0; i < labelsAndValues.length; i += 2) {
            labels.put(labelsAndValues[i], labelsAndValues[i + 1]);
        }
        return key(name, labels);
    }

    private static String key(String name, Map<String, String> labels) {
        StringBuilder key = new StringBuilder(name).append('{');
        labels.forEach((k, v) -> key.append(k).append('=').append(v).append(','));
        return key.append('}').toString();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
