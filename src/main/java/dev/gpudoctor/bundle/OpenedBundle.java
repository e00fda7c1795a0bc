package dev.gpudoctor.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.gpudoctor.model.RunRecord;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A bundle read into memory and checked (names, sizes, manifest, schema version). Nothing of it
 * was written to disk.
 */
public record OpenedBundle(String source, JsonNode report, Map<String, byte[]> files) {

    private static final ObjectMapper RUNS = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

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

    /** A short name for the host, for column headings: "Ubuntu 22.04 (wsl2)". */
    public String hostLabel() {
        JsonNode os = report.path("host").path("os");
        String name = os.path("prettyName").asText("unknown OS");
        String kind = report.path("host").path("wsl").path("kind").asText("").toLowerCase(java.util.Locale.ROOT);
        return kind.isEmpty() ? name : name + " (" + kind + ")";
    }
}
