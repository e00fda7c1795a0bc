package dev.gpudoctor.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.RunRecord;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import dev.gpudoctor.json.HostJson;

/**
 * A bundle read into memory and checked (names, sizes, manifest, schema version). Nothing of it
 * was written to disk. The report is in today's shape whatever schema wrote it ({@link ReportUpgrade}).
 */
public record OpenedBundle(String source, JsonNode report, Map<String, byte[]> files) {

    private static final ObjectMapper RUNS = JsonMappers.records();

    public OpenedBundle {
        files = Map.copyOf(files);
    }

    public List<String> paths() {
        return files.keySet().stream().sorted().toList();
    }

    public Optional<String> text(String path) {
        byte[] content = files.get(path);
        return content == null ? Optional.empty() : Optional.of(new String(content, StandardCharsets.UTF_8));
    }

    public String summary() {
        return text(BundleFormat.SUMMARY).orElse("");
    }

    /**
     * The runs the bundle carries, as the history keeps them; a run that does not parse (a newer or
     * hand-edited bundle) is left out rather than failing the rest.
     */
    public List<RunRecord> runs() {
        List<RunRecord> runs = new ArrayList<>();
        for (JsonNode run : report.path("runs")) {
            try {
                runs.add(RUNS.treeToValue(run, RunRecord.class));
            } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
                // skipped: see the method comment
            }
        }
        return List.copyOf(runs);
    }

    /**
     * Everything in the bundle a diagnosis can read, one block per source with a header line: the
     * failed checks' evidence, the failed runs' messages and the files under logs/.
     */
    public String diagnosableText() {
        StringBuilder text = new StringBuilder();
        for (JsonNode check : report.path("checklist").path("checks")) {
            String status = check.path("status").asText("");
            if (status.equals("fail") || status.equals("error")) {
                text.append("==> check ").append(check.path("id").asText()).append(": ").append(check.path("value").asText("")).append('\n');
                check.path("evidence").forEach(line -> text.append(line.asText()).append('\n'));
            }
        }
        for (JsonNode run : report.path("runs")) {
            JsonNode point = run.path("point");
            if (!point.path("ok").asBoolean(true)) {
                text.append("==> run ").append(run.path("id").asText()).append(" (").append(point.path("config").asText()).append(", ")
                        .append(point.path("structure").asText()).append("): ").append(point.path("failure_reason").asText("")).append('\n')
                        .append(point.path("failure_message").asText("")).append('\n');
            }
        }
        for (String path : paths()) {
            if (path.startsWith("logs/")) {
                text.append("==> ").append(path).append('\n').append(text(path).orElse("")).append('\n');
            }
        }
        return text.toString();
    }

    /** A short name for the host, for column headings: "Ubuntu 22.04 (wsl2)". */
    public String hostLabel() {
        JsonNode os = report.path("host").path("os");
        String name = os.path("pretty_name").asText("unknown OS");
        String kind = HostJson.platformWord(report.path("host"));
        return kind.isEmpty() ? name : name + " (" + kind + ")";
    }

    /** How the section {@code id} fared when the bundle was made, read as the {@link SectionOutcome} the writer wrote; empty in a bundle that does not say. */
    public Optional<SectionOutcome> sectionOutcome(String id) {
        for (JsonNode section : report.path("sections")) {
            if (id.equals(section.path("section").asText())) {
                try {
                    return Optional.of(JsonMappers.records().treeToValue(section, SectionOutcome.class));
                } catch (JsonProcessingException | IllegalArgumentException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }
}
