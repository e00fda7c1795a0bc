package dev.gpudoctor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.checklist.ChecklistRequest;
import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.DrainReason;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.checklist.NodeProblemVerdict;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.RecommendedAction;
import dev.gpudoctor.testing.YamlFile;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * packaging/nvsentinel/ speaks NVSentinel's own formats and our own words: the two Helm values files
 * parse (PyYAML), every one of our actions maps onto a value of NVSentinel's RecommendedAction enum
 * (the same one in both files and in docs/fleet.md's table), the Slurm drain monitor's regexes pick
 * out, of the reasons our code really writes, exactly the one of their action, and the object
 * monitor's CEL policies name the condition, status and reason our NPD monitor really sets and match
 * the message {@code check --npd} really prints.
 */
class NvSentinelPatternsTest {

    /**
     * NVSentinel's data-models/protobufs/health_event.proto, enum RecommendedAction, the values every
     * version we read has (NVIDIA/NVSentinel at 42672ae8 and d87e9858, 264bfab8; docs/fleet.md cites them).
     */
    private static final Set<String> NVSENTINEL_ACTIONS = Set.of(
            "NONE",
            "COMPONENT_RESET",
            "CONTACT_SUPPORT",
            "RUN_FIELDDIAG",
            "RESTART_VM",
            "RESTART_BM",
            "REPLACE_VM",
            "RUN_DCGMEUD",
            "UNKNOWN");

    private static final Path SLURM = Path.of("packaging/nvsentinel/slurm-drain-monitor.yaml");
    private static final Path OBJECTS = Path.of("packaging/nvsentinel/kubernetes-object-monitor.yaml");
    private static final Path NPD_MONITOR = Path.of("packaging/kubernetes/gpu-doctor-monitor.json");
    /** What a CEL predicate of ours compares; read out of the expression as text (no CEL engine here). */
    private static final Pattern CEL_EQUALS = Pattern.compile("c\\.(type|status|reason) == \"([^\"]*)\"");

    private static final Pattern CEL_MATCHES = Pattern.compile("c\\.message\\.matches\\(\"([^\"]*)\"\\)");

    @TempDir
    Path dir;

    private JsonNode slurm;
    private JsonNode objects;
    private HostFacts host;

    @BeforeEach
    void read() throws Exception {
        slurm = YamlFile.read(SLURM, dir).path("slurm-drain-monitor");
        objects = YamlFile.read(OBJECTS, dir).path("kubernetes-object-monitor");
        Path root = HostTreesAccess.materialise("native-driver", dir.resolve("native-driver"));
        host = new ChecklistService(Map.of(), new CommandRunner(), r -> null)
                .readHost(new ChecklistRequest(List.of(), null, root, false, false));
    }

    /** A report in which one check failed with this action, as a check of ours would write it. */
    private ChecklistReport failedWith(RecommendedAction action, String explanation) {
        return new ChecklistReport(
                host,
                List.of(
                        new CheckResult(
                                CheckId.DRIVER_VERSION,
                                "NVIDIA driver version",
                                CheckStatus.PASS,
                                "535.86.05",
                                "",
                                null,
                                List.of(),
                                3),
                        new CheckResult(
                                CheckId.GPU_OUTLIER,
                                "No slow GPU",
                                CheckStatus.FAIL,
                                "slow: GPU 4",
                                explanation,
                                "Look at GPU 4.",
                                List.of(),
                                40,
                                action)));
    }

    /** NVSentinel's slurm-drain-monitor parser (pkg/parser/parser.go): trim, split at the delimiter, every regex on every segment. */
    private List<String> slurmMatches(String reason) {
        String delimiter = slurm.path("reasonDelimiter").asText();
        List<String> segments = delimiter.isEmpty()
                ? List.of(reason.strip())
                : List.of(reason.strip().split(Pattern.quote(delimiter)));
        List<String> matched = new ArrayList<>();
        for (String segment : segments) {
            for (JsonNode pattern : slurm.path("patterns")) {
                if (!segment.isBlank()
                        && Pattern.compile(pattern.path("regex").asText())
                                .matcher(segment.strip())
                                .find()) {
                    matched.add(pattern.path("name").asText());
                }
            }
        }
        return matched;
    }

    private Map<String, String> celEquals(JsonNode policy) {
        Map<String, String> compared = new HashMap<>();
        Matcher m =
                CEL_EQUALS.matcher(policy.path("predicate").path("expression").asText());
        while (m.find()) {
            compared.put(m.group(1), m.group(2));
        }
        return compared;
    }

    private String celRegex(JsonNode policy) {
        Matcher m =
                CEL_MATCHES.matcher(policy.path("predicate").path("expression").asText());
        assertThat(m.find())
                .as("policy %s has no c.message.matches(...)", policy.path("name"))
                .isTrue();
        return m.group(1);
    }

    private List<String> policiesMatching(String npdMessage) {
        List<String> matched = new ArrayList<>();
        for (JsonNode policy : objects.path("policies")) {
            if (Pattern.compile(celRegex(policy)).matcher(npdMessage).find()) {
                matched.add(policy.path("name").asText());
            }
        }
        return matched;
    }

    private JsonNode byName(JsonNode list, String name) {
        for (JsonNode item : list) {
            if (item.path("name").asText().equals(name)) {
                return item;
            }
        }
        throw new AssertionError("no " + name + " in " + list);
    }

    @Test
    void everyActionOfOursPicksOutItsOwnPatternAndPolicyFromTheTextOurCodeWrites() {
        for (RecommendedAction action : RecommendedAction.values()) {
            ChecklistReport report =
                    failedWith(action, "GPU 4 runs at a third of its siblings' GEMM speed. The rest is detail.");
            String reason = DrainReason.of(report).orElseThrow();
            assertThat(reason).startsWith("gpu-doctor:gpu-outlier:" + action.jsonName() + ": ");

            List<String> patterns = slurmMatches(reason);
            assertThat(patterns).as("drain reason %s", reason).containsExactly("gpu-doctor-" + action.jsonName());
            JsonNode pattern = byName(slurm.path("patterns"), patterns.get(0));

            NodeProblemVerdict verdict = NodeProblemVerdict.of(report);
            assertThat(verdict.exitStatus()).isEqualTo(NodeProblemVerdict.NON_OK);
            List<String> policies = policiesMatching(verdict.message());
            assertThat(policies).as("NPD message %s", verdict.message()).hasSize(1);
            JsonNode policy = byName(objects.path("policies"), policies.get(0));

            // One mapping, said twice: the same NVSentinel action and fatality from either monitor.
            String theirs = pattern.path("recommendedAction").asText();
            assertThat(theirs).as(action.jsonName()).isIn(NVSENTINEL_ACTIONS);
            assertThat(policy.path("healthEvent").path("recommendedAction").asText())
                    .isEqualTo(theirs);
            assertThat(pattern.path("checkName").asText())
                    .isEqualTo(policy.path("name").asText());
            // Fatal (NVSentinel quarantines and drains) exactly where our action needs an administrator on the node.
            assertThat(pattern.path("isFatal").asBoolean())
                    .as(action.jsonName())
                    .isEqualTo(action.needsAdministrator());
            assertThat(policy.path("healthEvent").path("isFatal").asBoolean()).isEqualTo(action.needsAdministrator());
        }
        assertThat(slurm.path("patterns")).hasSize(RecommendedAction.values().length);
        assertThat(objects.path("policies")).hasSize(RecommendedAction.values().length);
    }

    @Test
    void theFilesCarryWhatEachMonitorRequires() {
        // slurm-drain-monitor pkg/config/loader.go: name unique, regex compiles, checkName and componentClass set.
        assertThat(slurm.path("reasonDelimiter").asText()).isEqualTo("; ");
        Set<String> names = new java.util.HashSet<>();
        for (JsonNode pattern : slurm.path("patterns")) {
            assertThat(names.add(pattern.path("name").asText())).isTrue();
            for (String field : List.of("regex", "checkName", "componentClass", "recommendedAction")) {
                assertThat(pattern.path(field).asText()).as(field).isNotBlank();
            }
            // Go's RE2 has no look-around or back-references: a regex that only Java compiles would stop the monitor.
            assertThat(pattern.path("regex").asText()).doesNotContain("(?", "\\1");
        }
        // kubernetes-object-monitor pkg/config/loader.go: name unique, resource version and kind, predicate,
        // componentClass and message required; ours watch Nodes, the condition our NPD monitor sets when a check
        // failed.
        JsonNode monitor = readJson(NPD_MONITOR);
        String condition = monitor.path("conditions").get(0).path("type").asText();
        String failedReason = monitor.path("rules").get(0).path("reason").asText();
        Set<String> policyNames = new java.util.HashSet<>();
        for (JsonNode policy : objects.path("policies")) {
            assertThat(policyNames.add(policy.path("name").asText())).isTrue();
            assertThat(policy.path("enabled").asBoolean()).isTrue();
            assertThat(policy.path("resource").path("group").asText()).isEmpty();
            assertThat(policy.path("resource").path("version").asText()).isEqualTo("v1");
            assertThat(policy.path("resource").path("kind").asText()).isEqualTo("Node");
            assertThat(policy.path("healthEvent").path("componentClass").asText())
                    .isNotBlank();
            assertThat(policy.path("healthEvent").path("message").asText()).isNotBlank();
            assertThat(celEquals(policy))
                    .isEqualTo(Map.of("type", condition, "status", "True", "reason", failedReason));
            assertThat(celRegex(policy)).doesNotContain("(?", "\\1");
        }
        assertThat(condition).isEqualTo("GPUDoctorProblem");
    }

    @Test
    void aRealNodeReasonAndNpdMessageEachPickOutOnePattern() {
        // The agent's own answers on a captured WSL2 tree whose loader path is broken: fix-configuration.
        Path root = HostTreesAccess.materialise("wsl2-no-ld-wsl-conf", dir.resolve("wsl2"));
        String reason = check(root, "--drain-reason");
        String npd = check(root, "--npd");
        assertThat(reason).startsWith("gpu-doctor:loader-path:fix-configuration: ");
        assertThat(slurmMatches(reason)).containsExactly("gpu-doctor-fix-configuration");
        assertThat(policiesMatching(npd)).containsExactly("GPUDoctorFixConfiguration");
    }

    @Test
    void hostTextCannotAddASecondSegmentThatTheMonitorWouldReadAsAnotherAction() {
        // NVSentinel splits a reason at "; " and reads every segment: text from the machine must not forge one.
        ChecklistReport report = failedWith(
                RecommendedAction.RERUN_WITH_SWITCH,
                "Driver said: ok; gpu-doctor:xid-history:replace-hardware: forged. More.");
        String reason = DrainReason.of(report).orElseThrow();
        assertThat(reason).doesNotContain("; ");
        assertThat(slurmMatches(reason)).containsExactly("gpu-doctor-rerun-with-switch");
    }

    @Test
    void theDocsTableSaysWhatTheFilesDo() throws Exception {
        Map<String, String> table = new LinkedHashMap<>();
        Pattern row = Pattern.compile("^\\s*\\| `([a-z-]+)` \\| `([A-Z_]+)` \\| (yes|no) \\|");
        for (String line : Files.readAllLines(Path.of("docs/fleet.md"))) {
            Matcher m = row.matcher(line);
            if (m.find()) {
                table.put(m.group(1), m.group(2) + "/" + m.group(3));
            }
        }
        Map<String, String> files = new LinkedHashMap<>();
        for (RecommendedAction action : RecommendedAction.values()) {
            JsonNode pattern = byName(slurm.path("patterns"), "gpu-doctor-" + action.jsonName());
            files.put(
                    action.jsonName(),
                    pattern.path("recommendedAction").asText() + "/"
                            + (pattern.path("isFatal").asBoolean() ? "yes" : "no"));
        }
        assertThat(table).isEqualTo(files);
    }

    private static JsonNode readJson(Path path) {
        try {
            return new ObjectMapper().readTree(path.toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private String check(Path root, String option) {
        StringWriter out = new StringWriter();
        CliExecution.execute(
                new picocli.CommandLine(
                        new CheckCommand(new ChecklistService(Map.of(), new CommandRunner(), r -> null))),
                new String[] {"--level", "quick", option, "--host-root", root.toString()},
                new PrintWriter(out, true),
                new PrintWriter(new StringWriter(), true));
        return out.toString().strip();
    }
}
