package dev.gpudoctor.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The headless agent answers every --json command exactly as the full app does: each runs in its
 * own JVM, the app from its main class with everything on the class path, the agent from
 * AgentMain with no JavaFX or Monocle jar at all (as in its archive), and the two
 * outputs must be equal once the fields that measure time are removed.
 */
class AgentJsonMatchesAppTest {

    /** Fields that legitimately differ between two runs of the same command. */
    private static final Set<String> TIMING_FIELDS =
            Set.of("duration_ms", "durationMillis", "elapsed_ms", "started_at", "finished_at", "timestamp", "created");
    /** Jars the agent archive leaves out (packaging/common.sh cuts the same classes from its jar). */
    private static final List<String> NOT_IN_AGENT =
            List.of("javafx-", "openjfx-monocle-", "org.jfree.chart.fx-", "testfx-", "atlantafx-", "ikonli-");

    private static final Path HOSTS = Path.of("src/test/resources/hosts");
    private static final Path FIXTURES = Path.of("src/test/resources/diagnosis/fixtures");
    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<String> appClassPath;
    private static List<String> agentClassPath;

    @TempDir
    Path outputs;

    @BeforeAll
    static void classPaths() throws IOException {
        appClassPath = runtimeClassPath();
        agentClassPath = appClassPath.stream()
                .filter(entry -> NOT_IN_AGENT.stream()
                        .noneMatch(Path.of(entry).getFileName().toString()::startsWith))
                .toList();
        assertThat(appClassPath).anyMatch(entry -> entry.contains("javafx-graphics"));
        assertThat(agentClassPath).noneMatch(entry -> entry.contains("javafx")).isNotEmpty();
    }

    static Stream<Arguments> commands() throws IOException {
        List<Arguments> commands = new ArrayList<>();
        try (Stream<Path> hosts = Files.list(HOSTS)) {
            hosts.filter(Files::isDirectory)
                    .sorted()
                    .forEach(host ->
                            commands.add(Arguments.of(List.of("check", "--json", "--host-root", host.toString()))));
        }
        for (String fixture : List.of(
                "cuda-oom--mace-121.txt", "driver-too-old--fastfcn-37.txt", "device-side-assert--garak-199.txt")) {
            commands.add(Arguments.of(
                    List.of("diagnose", "--json", FIXTURES.resolve(fixture).toString())));
        }
        commands.add(Arguments.of(List.of("check", "--json", "--host-root", "no-such-host-tree")));
        return commands.stream();
    }

    @ParameterizedTest
    @MethodSource("commands")
    void agentPrintsWhatTheAppPrints(List<String> command) throws Exception {
        Run app = run("app", appClassPath, "dev.gpudoctor.app.Launcher", command);
        Run agent = run("agent", agentClassPath, "dev.gpudoctor.agent.AgentMain", command);

        assertThat(agent.exitCode)
                .as("exit code of the agent vs the app; agent stderr: %s", agent.stderr)
                .isEqualTo(app.exitCode);
        if (app.stdout.isBlank()) {
            // A usage error: nothing on stdout from either, the same sentence on stderr.
            assertThat(agent.stdout).isBlank();
            assertThat(agent.stderr).isEqualTo(app.stderr).isNotBlank();
            return;
        }
        JsonNode appJson = withoutTimings(JSON.readTree(app.stdout));
        JsonNode agentJson = withoutTimings(JSON.readTree(agent.stdout));
        assertThat(appJson.size()).as("the app's answer is a real report").isPositive();
        assertThat(agentJson).isEqualTo(appJson);
    }

    private Run run(String name, List<String> classPath, String mainClass, List<String> command) throws Exception {
        List<String> line = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-Xshare:auto",
                "-Djava.awt.headless=true",
                "-Dgpudoctor.home=" + Path.of("").toAbsolutePath(),
                "-cp",
                String.join(File.pathSeparator, classPath),
                mainClass));
        line.addAll(command);
        Path stdout = outputs.resolve(name + ".out");
        Path stderr = outputs.resolve(name + ".err");
        Process process = new ProcessBuilder(line)
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError(name + " did not finish " + command + " within 120 s");
        }
        return new Run(process.exitValue(), Files.readString(stdout), Files.readString(stderr));
    }

    private static JsonNode withoutTimings(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.remove(TIMING_FIELDS);
        }
        for (Iterator<JsonNode> children = node.elements(); children.hasNext(); ) {
            withoutTimings(children.next());
        }
        return node;
    }

    private static List<String> runtimeClassPath() throws IOException {
        return dev.gpudoctor.testing.AppClassPath.runtime();
    }

    private record Run(int exitCode, String stdout, String stderr) {}
}
