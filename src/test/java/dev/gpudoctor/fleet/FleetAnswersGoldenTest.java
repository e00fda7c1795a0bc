package dev.gpudoctor.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What the fleet reads from its targets' answers, on recorded answers (the GPU machines' check --json,
 * capabilities --json and run --json under docs/gpu-results, an older target's camelCase host record) and on
 * answers that are not what they claim. The golden file was recorded by the field-path readers before they
 * became records (issue 42), so the records read exactly what those did. To record it again after a deliberate
 * change: {@code -Dgolden.write=true}, then read the diff.
 */
class FleetAnswersGoldenTest {

    private static final Path GOLDEN = Path.of("src/test/resources/fleet/answers/golden.txt");
    private static final Path RESULTS = Path.of("docs/gpu-results");
    private static final String H200 = "2026-11-26-h200/";

    private static String read(String path) throws IOException {
        return Files.readString(
                path.startsWith("fleet/") ? Path.of("src/test/resources", path) : RESULTS.resolve(path));
    }

    @Test
    void theRecordsReadWhatTheFieldPathReadersRead() throws IOException {
        List<String> lines = new ArrayList<>();
        List<String> checks;
        try (Stream<Path> files = Files.walk(RESULTS)) {
            checks = files.filter(f -> f.getFileName().toString().matches("check.*\\.json"))
                    .map(f -> RESULTS.relativize(f).toString().replace('\\', '/'))
                    .sorted()
                    .toList();
        }
        assertThat(checks).as("the recorded check answers").hasSizeGreaterThanOrEqualTo(4);
        for (String check : checks) {
            lines.add(check + " => " + CheckAnswer.parse(read(check)));
        }
        TargetFacts h100 = CheckAnswer.parse(read("2026-11-23-h100/check.json"))
                .orElseThrow()
                .withMaceStep(MaceStep.read(read("2026-11-23-h100/run-cpu.json")));
        lines.add("the h100's compared rows => " + h100.comparedValues());
        lines.add("older camelCase host => " + CheckAnswer.parse(read("fleet/answers/check-older-camel-case.json")));
        String h200 = read(H200 + "check.json");
        for (String second : List.of(
                read(H200 + "capabilities-budgets-probes.json"),
                read(H200 + "capabilities.json"),
                "{\"error\": {\"message\": \"nvidia-smi not found\"}}",
                "{\"capabilities\": {\"id\": 1}}",
                "[1, 2]",
                "{\"capabilities\": [{\"id\": \"nvml\", \"cells\": [{\"device\": 0, \"state\": \"works\"}, {\"state\": \"not-yet-known\"}]},"
                        + " {\"id\": \"empty\"}]}")) {
            lines.add("h200 check, then "
                    + second.substring(0, Math.min(40, second.length())).replaceAll("\\s+", " ") + " => "
                    + CheckAnswer.parse(h200 + "\n" + second));
        }
        for (String notACheck : List.of(
                "",
                "[]",
                "{\"host\": {}, \"checks\": {}}",
                "{\"host\": [], \"checks\": []}",
                "{\"host\": {}, \"checks\": [{\"id\": \"shm\", \"status\": \"exploded\"}]}",
                "{\"host\": {}, \"checks\": [{\"status\": \"pass\"}]}",
                "{\"host\": {\"os\": {\"pretty_name\": \"Debian 12\"}, \"nvidia_smi\": {\"gpus\": [{}, {\"name\": \"A100\"}]}},"
                        + " \"checks\": [{\"id\": \"from-a-newer-version\", \"status\": \"warn\"}]}")) {
            lines.add("check " + notACheck + " => " + CheckAnswer.parse(notACheck));
        }
        for (String error : List.of(
                "{\"error\": {\"message\": \"no such option\"}}", "{\"error\": {}}", "{\"ok\": false}", "garbage")) {
            lines.add("error " + error + " => " + CheckAnswer.errorMessage(error));
        }
        List<String> runs = new ArrayList<>();
        try (Stream<Path> files = Files.walk(RESULTS)) {
            files.filter(f -> f.getFileName().toString().matches("(run|speed|consistency).*\\.json"))
                    .map(f -> RESULTS.relativize(f).toString().replace('\\', '/'))
                    .sorted()
                    .forEach(runs::add);
        }
        for (String run : runs) {
            lines.add(run + " => " + MaceStep.read(read(run)));
        }
        for (String run : List.of(
                "{\"ok\": false, \"failure\": {\"reason\": \"missing-package\"}}",
                "{\"ok\": false, \"failure\": {\"reason\": \"timeout\", \"message\": null}, \"error\": {\"message\": \"first\\nsecond\"}}",
                "{\"ok\": true, \"device\": \"cuda\", \"timings_s\": {\"step\": {\"median\": 0.02}}, \"figures\": [{\"method\": \"model\"}]}",
                "{\"ok\": true, \"timings_s\": {}}",
                "[0.01]",
                "null")) {
            lines.add("run " + run + " => " + MaceStep.read(run));
        }
        String actual = String.join("\n", lines) + "\n";
        if (Boolean.getBoolean("golden.write")) {
            Files.writeString(GOLDEN, actual);
        }
        assertThat(actual).isEqualTo(Files.readString(GOLDEN));
    }
}
