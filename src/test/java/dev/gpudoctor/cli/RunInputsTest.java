package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.bridge.BridgeHome;
import dev.gpudoctor.bridge.FakePythons;
import dev.gpudoctor.bridge.PythonInterpreters;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.run.MaceRunService;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What run and consistency accept before a child starts, and what they make of the child's numbers. */
class RunInputsTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final AtomicInteger bridgesLocated = new AtomicInteger();

    private int run(Map<String, String> knobs, String... args) throws IOException {
        Map<String, String> env = new HashMap<>(FakePythons.environment(FakePythons.newMarker(), knobs));
        MaceRunService runs = new MaceRunService(
                new dev.gpudoctor.bridge.ChildOpRunner(env, () -> {
                    bridgesLocated.incrementAndGet();
                    return BridgeHome.locate();
                }),
                new PythonInterpreters(Map.of(), dir));
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--python", FakePythons.install(dir, "mace-echo").toString()));
        return CliMain.run(
                all.toArray(String[]::new),
                new CliServices(
                                shots -> List.of(),
                                dev.gpudoctor.parts.Parts.builder()
                                        .maceRuns(runs)
                                        .build())
                        .withHistory(new RunHistory(dir.resolve("runs"))),
                new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    private JsonNode json() throws IOException {
        return new ObjectMapper().readTree(out.toString());
    }

    @Test
    void aNegativeSeedIsAUsageErrorBeforeAnyChildStarts() throws IOException {
        int code = run(
                Map.of(),
                "run",
                "--json",
                "--device",
                "cpu",
                "--model",
                "small",
                "--structure",
                "water-8",
                "--seed",
                "-1");

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(json().at("/error/kind").asText()).isEqualTo("usage");
        assertThat(json().at("/error/message").asText()).contains("The seed must be 0 or more, not -1.");
        assertThat(err.toString()).contains("gpu-doctor run: The seed must be 0 or more, not -1.");
        assertThat(bridgesLocated).hasValue(0);
    }

    @Test
    void consistencyRefusesANegativeSeedTheSameWay() throws IOException {
        int code = run(Map.of(), "consistency", "--json", "--seed", "-1", "--a", "cpu:float64", "--b", "cpu:float32");

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(json().at("/error/message").asText()).contains("The seed must be 0 or more, not -1.");
        assertThat(bridgesLocated).hasValue(0);
    }

    @Test
    void aStructureFileWithSpacesAndNonAsciiLettersReachesTheChildUnchanged() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("path with spaces"));
        Path structure =
                Files.writeString(folder.resolve("w åter.xyz"), "3\nwater\nO 0 0 0\nH 0.76 0.59 0\nH -0.76 0.59 0\n");
        Path request = dir.resolve("request.json");

        int code = run(
                Map.of("FAKE_REQUEST_FILE", request.toString()),
                "run",
                "--json",
                "--device",
                "cpu",
                "--model",
                "small",
                "--structure",
                structure.toString());

        assertThat(code).as(err.toString()).isEqualTo(ExitCodes.OK);
        JsonNode sent = new ObjectMapper().readTree(Files.readString(request, StandardCharsets.UTF_8));
        assertThat(sent.at("/params/structure").asText()).isEqualTo(structure.toString());
    }

    @Test
    void aNanEnergyIsAFailedRunWithTheReasonNotASuccessWithABlank() throws IOException {
        int code = run(
                Map.of("FAKE_ENERGY", "null"),
                "run",
                "--json",
                "--device",
                "cpu",
                "--model",
                "small",
                "--structure",
                "water-8");

        assertThat(code).isEqualTo(ExitCodes.FAILURES);
        JsonNode json = json();
        assertThat(json.get("ok").asBoolean()).isFalse();
        assertThat(json.at("/failure/error_kind").asText()).isEqualTo("non-finite-result");
        assertThat(json.at("/failure/message").asText()).contains("no finite energy", "overlap");
    }

    @Test
    void aControlCharacterInAStructureNameIsAUsageError() throws IOException {
        int code = run(Map.of(), "run", "--json", "--device", "cpu", "--model", "small", "--structure", "wat\u0000er");

        assertThat(code).isEqualTo(ExitCodes.USAGE_OR_INTERNAL);
        assertThat(json().at("/error/message").asText()).contains("The structure must be a name", "not 'wat?er'");
        assertThat(bridgesLocated).hasValue(0);
    }
}
