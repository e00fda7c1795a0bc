package dev.gpudoctor.bundle;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A bundle being assembled in memory: files by path and the parts of report.json. Every text goes
 * through the redactor on its way in, so nothing unredacted is ever held for writing.
 */
public final class BundleDraft {

    private final Redactor redactor;
    private final ObjectMapper json;
    private final Map<String, byte[]> files = new LinkedHashMap<>();
    private final Map<String, JsonNode> report = new LinkedHashMap<>();
    private final List<SectionOutcome> outcomes = new ArrayList<>();

    BundleDraft(Redactor redactor, ObjectMapper json) {
        this.redactor = redactor;
        this.json = json;
    }

    public Redactor redactor() {
        return redactor;
    }

    public ObjectMapper json() {
        return json;
    }

    /** A text file, redacted. */
    public void text(String path, String content) {
        files.put(BundlePaths.checked(path), redactor.redact(content).getBytes(StandardCharsets.UTF_8));
    }

    /** A binary file (a PNG drawn from redacted data); not redacted itself. */
    public void binary(String path, byte[] content) {
        files.put(BundlePaths.checked(path), content.clone());
    }

    /** A value for report.json under {@code key}, redacted through its JSON text. */
    public JsonNode report(String key, Object value) {
        JsonNode node = redacted(value);
        report.put(key, node);
        return node;
    }

    /** The value as JSON with every private part replaced, string by string (never through its escaped text). */
    public JsonNode redacted(Object value) {
        try {
            // Through the text, so the tree is what report.json will read back as (NaN as "NaN", numbers as parsed).
            return redactor.redact(json.readTree(json.writeValueAsString(value)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not turn " + value.getClass().getSimpleName() + " into JSON", e);
        }
    }

    /** The value with every private part replaced, read back as its own type (for charts drawn from it). */
    public <T> T redacted(Object value, Class<T> type) {
        try {
            return json.treeToValue(redacted(value), type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not read back a redacted " + type.getSimpleName(), e);
        }
    }

    /** Part of a section left out (pip freeze not collected), for the summary's table. */
    public void partSkipped(String part, String reason) {
        outcomes.add(new SectionOutcome(part, SectionOutcome.SKIPPED, redactor.redact(reason)));
    }

    void outcome(SectionOutcome outcome) {
        outcomes.add(new SectionOutcome(outcome.section(), outcome.state(), redactor.redact(outcome.reason())));
    }

    Map<String, byte[]> files() {
        return files;
    }

    /** The sections' parts of report.json, by key, in the order they were written. */
    Map<String, JsonNode> report() {
        return report;
    }

    List<SectionOutcome> outcomes() {
        return outcomes;
    }
}
