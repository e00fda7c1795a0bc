package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.CheckSnapshots;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.history.CheckHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckSnapshot;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.Platform;
import dev.gpudoctor.model.SinceLast;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** "It worked yesterday": check --since-last says what changed, from facts kept per machine. */
class SinceLastTest {

    @TempDir
    Path dir;

    private String check(CheckHistory history, String... args) {
        StringWriter out = new StringWriter();
        CheckCommand command =
                new CheckCommand(new ChecklistService(Map.of(), new CommandRunner(), request -> null), history);
        CliExecution.execute(
                new picocli.CommandLine(command),
                args,
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        return out.toString();
    }

    @Test
    void aPlantedDriverUpdateAndTheCheckItFlippedAreSaid() throws Exception {
        CheckHistory history = new CheckHistory(dir.resolve("history"));
        Path tree = HostTreesAccess.materialise("native-driver", dir.resolve("host"));
        String root = tree.toString();
        String first = check(history, "--level", "quick", "--host-root", root, "--since-last");
        assertThat(first).contains("Since last time: no earlier check of this machine is kept");

        // The machine changes overnight: a driver update, and the loader's config for the driver's libraries is gone.
        Path smi = tree.resolve(".gpu-doctor/commands/nvidia-smi-q-x.txt");
        Files.writeString(smi, Files.readString(smi).replace("535.86.05", "550.54.14"));
        Files.delete(tree.resolve("etc/ld.so.conf.d/x86_64-linux-gnu.conf"));

        JsonNode json = new ObjectMapper()
                .readTree(check(history, "--json", "--level", "quick", "--host-root", root, "--since-last"));
        JsonNode since = json.path("since_last");
        assertThat(since.path("previous_at").asText()).isNotBlank();
        List<String> changes = new ArrayList<>();
        since.path("changes")
                .forEach(c -> changes.add(c.path("kind").asText() + " "
                        + c.path("what").asText() + " " + c.path("before").asText() + " "
                        + c.path("after").asText()));
        assertThat(changes).contains("version driver 535.86.05 550.54.14", "check loader-path pass fail");

        String text = check(history, "--level", "quick", "--host-root", root, "--since-last");
        assertThat(text).contains("Since last time (").contains("nothing changed");
    }

    @Test
    void aTorchUpgradeIsSaidFromPythonEnvsEvidence() {
        CheckSnapshot before = CheckSnapshots.of(
                report("torch: 2.3.1", "mace-torch: 0.3.10", "cuequivariance: not installed"),
                "lab-1",
                Instant.parse("2026-11-25T09:00:00Z"));
        CheckSnapshot after = CheckSnapshots.of(
                report("torch: 2.8.0", "mace-torch: 0.3.10", "cuequivariance: 0.6.1"),
                "lab-1",
                Instant.parse("2026-11-26T09:00:00Z"));
        SinceLast since = CheckSnapshots.compare(before, after);
        assertThat(since.changes())
                .extracting(SinceLast.Change::sentence)
                .containsExactly("torch 2.3.1 → 2.8.0", "cuequivariance not installed → 0.6.1");
        assertThat(since.previousAt()).isEqualTo(Instant.parse("2026-11-25T09:00:00Z"));
    }

    @Test
    void theHistoryIsBoundedPerMachine() throws Exception {
        CheckHistory history = new CheckHistory(dir.resolve("history"));
        for (int i = 0; i < 25; i++) {
            history.save(new CheckSnapshot(
                    Instant.ofEpochSecond(1_700_000_000L + i), "lab-1", Map.of("driver", "5" + i), Map.of()));
        }
        try (Stream<Path> files = Files.list(dir.resolve("history/lab-1"))) {
            assertThat(files.count()).isEqualTo(20);
        }
        assertThat(history.latest("lab-1").orElseThrow().versions()).containsEntry("driver", "524");
    }

    private static ChecklistReport report(String... pythonEnvEvidence) {
        HostFacts host = new HostFacts(
                "/",
                null,
                Platform.unknown("not collected"),
                null,
                null,
                null,
                null,
                Map.of(),
                "not collected",
                List.of());
        return new ChecklistReport(
                host,
                List.of(new CheckResult(
                        CheckId.PYTHON_ENV, "Python", CheckStatus.PASS, "", "", null, List.of(pythonEnvEvidence), 1)));
    }
}
