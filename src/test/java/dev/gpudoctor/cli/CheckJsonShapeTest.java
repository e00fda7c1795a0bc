package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.bundle.BundleFixture;
import dev.gpudoctor.bundle.BundleReader;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.json.JsonMappers;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One record, one shape: a check in {@code check --json} and in a bundle's report.json is the same JSON, byte for byte. */
class CheckJsonShapeTest {

    /** Checks the bundle fixture's planted secrets (an ld.so.conf.d file, LD_LIBRARY_PATH) leave alone. */
    private static final List<String> IDS = List.of("gpu-visible", "driver-version", "wsl", "shm");

    @TempDir
    Path temp;

    @Test
    void checkJsonAndReportJsonCarryTheSameBytesPerCheck() throws Exception {
        Path tree = HostTreesAccess.materialise("wsl2-healthy", Files.createDirectories(temp.resolve("cli")));
        StringWriter out = new StringWriter();
        CheckCommand command = new CheckCommand(new ChecklistService(Map.of(), new CommandRunner(), request -> null));
        CliExecution.execute(
                new picocli.CommandLine(command),
                new String[] {"--json", "--host-root", tree.toString(), "--only", String.join(",", IDS)},
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        JsonNode cli = JsonMappers.records().readTree(out.toString());

        Path zip = BundleFixture.write(
                Files.createDirectories(temp.resolve("bundle")), "wsl2-healthy", temp.resolve("b.zip"));
        JsonNode report = new BundleReader().open(zip).report();

        for (String id : IDS) {
            ObjectNode fromCli = (ObjectNode) find(cli.path("checks"), id);
            ObjectNode fromBundle = (ObjectNode) find(report.path("checklist").path("checks"), id);
            assertThat(fromCli.has("duration_ms")).isTrue();
            assertThat(fromBundle.has("duration_ms")).isTrue();
            // The same result, measured twice: only the time it took may differ.
            fromCli.put("duration_ms", 0);
            fromBundle.put("duration_ms", 0);
            assertThat(JsonMappers.records().writeValueAsString(fromBundle))
                    .as(id)
                    .isEqualTo(JsonMappers.records().writeValueAsString(fromCli));
        }
        assertThat(cli.path("checks").get(0).path("status").asText()).isEqualTo("pass");
        assertThat(JsonMappers.records().writeValueAsString(cli.path("host").path("platform")))
                .isEqualTo(JsonMappers.records()
                        .writeValueAsString(report.path("host").path("platform")));
    }

    private static JsonNode find(JsonNode checks, String id) {
        for (JsonNode check : checks) {
            if (check.path("id").asText().equals(id)) {
                return check;
            }
        }
        throw new AssertionError("no check " + id + " in " + checks);
    }
}
