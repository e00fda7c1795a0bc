package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.capability.CapabilityJson;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.RecommendedAction;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every finding in check, capabilities and diagnose JSON carries a recommended action from the one vocabulary. */
class RecommendedActionJsonTest {

    private static final List<String> WORDS = Arrays.stream(RecommendedAction.values())
            .map(RecommendedAction::jsonName)
            .toList();

    @TempDir
    Path dir;

    private Map<String, JsonNode> checks(String tree) throws Exception {
        Path root = HostTreesAccess.materialise(tree, Files.createTempDirectory(dir, tree));
        StringWriter out = new StringWriter();
        CheckCommand command = new CheckCommand(new ChecklistService(Map.of(), new CommandRunner(), request -> null));
        CliExecution.execute(
                new picocli.CommandLine(command),
                new String[] {"--json", "--level", "quick", "--host-root", root.toString()},
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        Map<String, JsonNode> byId = new HashMap<>();
        new ObjectMapper()
                .readTree(out.toString())
                .path("checks")
                .forEach(check -> byId.put(check.path("id").asText(), check));
        return byId;
    }

    @Test
    void everyCheckHasAnActionNoneExactlyWhenNothingIsWrong() throws Exception {
        for (String tree : List.of("wsl1", "wsl2-linux-driver", "native-no-driver", "wsl2-healthy")) {
            for (JsonNode check : checks(tree).values()) {
                String status = check.path("status").asText();
                String action = check.path("action").asText();
                assertThat(WORDS).as(tree + " " + check.path("id").asText()).contains(action);
                assertThat(action.equals("none"))
                        .as(tree + " " + check.path("id").asText() + " " + status)
                        .isEqualTo(status.equals("pass") || status.equals("skip"));
            }
        }
        assertThat(checks("wsl2-linux-driver").get("wsl").path("action").asText())
                .isEqualTo("fix-configuration");
        assertThat(checks("native-no-driver").get("gpu-visible").path("action").asText())
                .isEqualTo("update-driver");
    }

    @Test
    void diagnoseFindingsCarryTheKnowledgeBasesAction() throws Exception {
        DiagnosisService diagnosis = DiagnosisService.standard();
        Path trace = dir.resolve("trace.txt");
        Files.writeString(
                trace, "RuntimeError: CUDA error: no kernel image is available for execution on the device\n");
        StringWriter out = new StringWriter();
        CliExecution.execute(
                new picocli.CommandLine(new DiagnoseCommand(
                        diagnosis,
                        new dev.gpudoctor.bundle.DiagnosisInput(new dev.gpudoctor.bundle.BundleReader(), diagnosis),
                        () -> new ByteArrayInputStream(new byte[0]))),
                new String[] {"--json", trace.toString()},
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        JsonNode finding =
                new ObjectMapper().readTree(out.toString()).path("findings").get(0);
        assertThat(finding.path("id").asText()).isEqualTo("no-kernel-image");
        assertThat(finding.path("action").asText()).isEqualTo("fix-python-stack");
        // Every known issue names one (the strict reader refuses an entry without it).
        assertThat(diagnosis
                        .diagnose("Xid 79, GPU has fallen off the bus", dev.gpudoctor.model.DiagnosisContext.UNKNOWN)
                        .findings())
                .allSatisfy(f -> assertThat(f.action()).isNotNull());
    }

    @Test
    void capabilityCellsCarryTheirActionThroughJson() {
        CapabilityCell failed = CapabilityCell.failed(0, "No context on this device", Map.of());
        CapabilityCell nvml =
                CapabilityCell.failed(null, "NVML did not initialise", Map.of(), RecommendedAction.UPDATE_DRIVER);
        CapabilityCell notProbed = CapabilityCell.notProbed(0, "no driver");
        CapabilityMatrix matrix = new CapabilityMatrix(
                List.of(),
                List.of(
                        new CapabilityRow(Capability.values()[0], List.of(failed, notProbed)),
                        new CapabilityRow(Capability.values()[1], List.of(nvml))));
        JsonNode json = CapabilityJson.write(matrix);
        assertThat(json.path("capabilities")
                        .get(0)
                        .path("cells")
                        .get(0)
                        .path("action")
                        .asText())
                .isEqualTo("reset-gpu");
        assertThat(json.path("capabilities")
                        .get(0)
                        .path("cells")
                        .get(1)
                        .path("action")
                        .asText())
                .isEqualTo("none");
        assertThat(json.path("capabilities")
                        .get(1)
                        .path("cells")
                        .get(0)
                        .path("action")
                        .asText())
                .isEqualTo("update-driver");
        CapabilityMatrix back = CapabilityJson.read(json);
        assertThat(back.rows().get(1).cells().get(0).action()).isEqualTo(RecommendedAction.UPDATE_DRIVER);
        assertThat(back.rows().get(0).cells().get(0).state()).isEqualTo(CapabilityState.FAILED);
    }
}
