package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.DrainReason;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.checklist.NodeProblemVerdict;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.testing.YamlFile;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * check --npd keeps node-problem-detector's custom-plugin contract (exit status 0 OK, 1 NonOK, 2
 * Unknown; the message is stdout, cut at max_output_length), and the shipped monitor config and
 * DaemonSet ask for exactly what the command does. (NPD itself cannot run here: the manifests are
 * validated against the Kubernetes schema by packaging/kubernetes/validate.sh, which .ci/run runs.)
 */
class NodeProblemDetectorPluginTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private record Answer(int exit, String stdout) {}

    private Answer npd(String tree) {
        Path root = HostTreesAccess.materialise(tree, dir.resolve(tree));
        StringWriter out = new StringWriter();
        int exit = CliExecution.execute(
                new picocli.CommandLine(
                        new CheckCommand(new ChecklistService(Map.of(), new CommandRunner(), r -> null))),
                new String[] {"--level", "quick", "--npd", "--host-root", root.toString()},
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        return new Answer(exit, out.toString());
    }

    @Test
    void aFailedCheckIsNonOkWithOneShortMachineReadableLine() {
        Answer broken = npd("wsl2-no-ld-wsl-conf");
        assertThat(broken.exit()).isEqualTo(NodeProblemVerdict.NON_OK).isEqualTo(1);
        String line = broken.stdout().strip();
        assertThat(broken.stdout().lines()).hasSize(1);
        assertThat(line.length()).isLessThanOrEqualTo(NodeProblemVerdict.MAX_OUTPUT_LENGTH);
        assertThat(line).startsWith("gpu-doctor:loader-path:fix-configuration: ");
    }

    @Test
    void aHealthyNodeIsOk() {
        Answer healthy = npd("native-driver");
        assertThat(healthy.exit()).isEqualTo(NodeProblemVerdict.OK).isZero();
        assertThat(healthy.stdout().strip())
                .startsWith("gpu-doctor: ")
                .contains("checks pass")
                .doesNotMatch(DrainReason.PATTERN);
    }

    @Test
    void theShippedMonitorAndDaemonSetRunThisCommandWithThisLength() throws Exception {
        JsonNode monitor = JSON.readTree(
                Path.of("packaging/kubernetes/gpu-doctor-monitor.json").toFile());
        assertThat(monitor.path("plugin").asText()).isEqualTo("custom");
        assertThat(monitor.path("pluginConfig").path("max_output_length").asInt())
                .isEqualTo(NodeProblemVerdict.MAX_OUTPUT_LENGTH);
        JsonNode rule = monitor.path("rules").get(0);
        assertThat(rule.path("type").asText()).isEqualTo("permanent");
        assertThat(rule.path("condition").asText())
                .isEqualTo(monitor.path("conditions").get(0).path("type").asText());
        assertThat(JSON.convertValue(rule.path("args"), List.class))
                .isEqualTo(List.of("check", "--level", "quick", "--npd"));

        // The ConfigMap embeds the same monitor, the agent run on the host through chroot /host.
        List<String> lines = Files.readAllLines(Path.of("packaging/kubernetes/node-problem-detector.yaml"));
        int start = lines.indexOf("  gpu-doctor-monitor.json: |") + 1;
        StringBuilder embedded = new StringBuilder();
        for (int i = start; i < lines.size() && lines.get(i).startsWith("    "); i++) {
            embedded.append(lines.get(i).substring(4)).append('\n');
        }
        ObjectNode inMap = (ObjectNode) JSON.readTree(embedded.toString());
        JsonNode mapRule = inMap.path("rules").get(0);
        assertThat(mapRule.path("path").asText()).isEqualTo("/usr/sbin/chroot");
        assertThat(JSON.convertValue(mapRule.path("args"), List.class))
                .isEqualTo(List.of("/host", rule.path("path").asText(), "check", "--level", "quick", "--npd"));
        ((ObjectNode) inMap.path("rules").get(0)).set("path", rule.path("path"));
        ((ObjectNode) inMap.path("rules").get(0)).set("args", rule.path("args"));
        assertThat(inMap).isEqualTo(monitor);
    }

    /**
     * Issue 41 item 16, issue 43 item 2: the DaemonSet runs on a node tainted NoExecute too, with the very
     * tolerations of node-problem-detector's own DaemonSet (kubernetes/node-problem-detector,
     * deployment/node-problem-detector.yaml at 6632ca67148f7a23df9cdbd98d9e89b388561a3a), and every
     * folder of the host it mounts is mounted read-only. Read with a real YAML parser, not by lines.
     */
    @Test
    void theDaemonSetToleratesNoExecuteAndReadsTheHostReadOnly() throws Exception {
        JsonNode daemonSet = null;
        for (JsonNode document : YamlFile.readAll(Path.of("packaging/kubernetes/node-problem-detector.yaml"), dir)) {
            if (document.path("kind").asText().equals("DaemonSet")) {
                daemonSet = document;
            }
        }
        assertThat(daemonSet).as("a DaemonSet in the manifest").isNotNull();
        JsonNode pod = daemonSet.path("spec").path("template").path("spec");
        assertThat(JSON.convertValue(pod.path("tolerations"), List.class))
                .containsExactlyInAnyOrder(
                        Map.of("operator", "Exists", "effect", "NoSchedule"),
                        Map.of("operator", "Exists", "effect", "NoExecute"));

        Map<String, JsonNode> hostPaths = new java.util.HashMap<>();
        for (JsonNode volume : pod.path("volumes")) {
            if (volume.has("hostPath")) {
                hostPaths.put(volume.path("name").asText(), volume.path("hostPath"));
            }
        }
        assertThat(hostPaths).containsKey("host");
        assertThat(hostPaths.get("host").path("path").asText()).isEqualTo("/");
        int hostMounts = 0;
        for (JsonNode container : pod.path("containers")) {
            for (JsonNode mount : container.path("volumeMounts")) {
                if (hostPaths.containsKey(mount.path("name").asText())) {
                    hostMounts++;
                    assertThat(mount.path("readOnly").asBoolean())
                            .as("mount %s", mount)
                            .isTrue();
                    assertThat(mount.path("mountPath").asText()).isEqualTo("/host");
                }
            }
        }
        assertThat(hostMounts).isEqualTo(1);
    }
}
