package dev.gpudoctor.bundle;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.gpudoctor.bridge.EnvReport;
import dev.gpudoctor.capability.CapabilityJson;
import dev.gpudoctor.exec.ExecResult;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.HostFacts;
import dev.gpudoctor.model.RunRecord;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * report.json read back into the records its sections wrote it from (the host facts, the checklist's
 * results, the capability matrix, the runs, the exec results…), by the one mapper that wrote them. What
 * renders a bundle (summary.md, the comparison, the text a diagnosis reads) reads these, never the tree.
 * The tree is in today's shape first ({@link ReportUpgrade}). A part of a hand-edited or newer report
 * that does not read as its record (one run, one check, or a whole section) is left out, as if the bundle
 * lacked it, and logged: the rest of the bundle still opens.
 *
 * @param python null when the bundle has no Python section; its {@code env} is the bridge's answer as it came
 */
record BundleReport(
        int schemaVersion,
        String appVersion,
        BundleWriter.Timestamps timestamps,
        HostFacts host,
        PythonSection.PythonJson python,
        ChecklistSection.ChecklistJson checklist,
        CapabilityJson.MatrixJson capabilities,
        List<RunRecord> runs,
        List<RunsSection.RunSpeed> runSpeeds,
        List<DiagnosesSection.Diagnosis> diagnoses,
        List<ExecResult> exec,
        List<SectionOutcome> sections,
        Map<String, Integer> redactions) {

    private static final Logger LOG = LoggerFactory.getLogger(BundleReport.class);
    /** Enough for every part of a report to be left out once, and a few elements more. */
    private static final int MAX_LEFT_OUT = 64;

    BundleReport {
        runs = runs == null ? List.of() : List.copyOf(runs);
        runSpeeds = runSpeeds == null ? List.of() : List.copyOf(runSpeeds);
        diagnoses = diagnoses == null ? List.of() : List.copyOf(diagnoses);
        exec = exec == null ? List.of() : List.copyOf(exec);
        sections = sections == null ? List.of() : List.copyOf(sections);
        redactions = redactions == null ? Map.of() : redactions;
    }

    /** The report (already in today's shape) as records; what does not read is left out (see the class comment). */
    static BundleReport read(JsonNode report) {
        ObjectNode tree =
                report instanceof ObjectNode object ? object.deepCopy() : JsonNodeFactory.instance.objectNode();
        for (int leftOut = 0; ; leftOut++) {
            try {
                return JsonMappers.records().treeToValue(tree, BundleReport.class);
            } catch (JsonMappingException e) {
                if (leftOut == MAX_LEFT_OUT || !leaveOut(tree, e)) {
                    throw new IllegalArgumentException("report.json does not read: " + e.getOriginalMessage(), e);
                }
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException("report.json does not read: " + e.getOriginalMessage(), e);
            }
        }
    }

    /**
     * Removes the innermost whole thing the failure is in: the element of the first list on its path (one run,
     * one check), else the top-level part. False when the failure names no part (nothing to leave out).
     */
    private static boolean leaveOut(ObjectNode tree, JsonMappingException failure) {
        List<JsonMappingException.Reference> path = failure.getPath();
        if (path.isEmpty() || path.get(0).getFieldName() == null) {
            return false;
        }
        StringBuilder pointer = new StringBuilder();
        for (JsonMappingException.Reference step : path) {
            if (step.getFieldName() != null) {
                pointer.append('/')
                        .append(step.getFieldName().replace("~", "~0").replace("/", "~1"));
            } else if (step.getIndex() >= 0
                    && tree.at(JsonPointer.compile(pointer.toString())) instanceof ArrayNode list
                    && step.getIndex() < list.size()) {
                LOG.warn(
                        "report.json: {}[{}] left out, it does not read: {}",
                        pointer,
                        step.getIndex(),
                        failure.getOriginalMessage());
                list.remove(step.getIndex());
                return true;
            }
        }
        String part = path.get(0).getFieldName();
        LOG.warn("report.json: \"{}\" left out, it does not read: {}", part, failure.getOriginalMessage());
        return tree.remove(part) != null;
    }

    /**
     * The bridge's env answer as its record; null when the bundle has none. An answer that is there but
     * does not read as one (a hand-edited bundle) reads as one that knows nothing.
     */
    EnvReport envReport() {
        if (python == null || python.env() == null) {
            return null;
        }
        try {
            EnvReport env = JsonMappers.records().treeToValue(python.env(), EnvReport.class);
            if (env != null) {
                return env;
            }
        } catch (JsonProcessingException | IllegalArgumentException e) {
            LOG.warn("report.json: python.env does not read: {}", e.getMessage());
        }
        return new EnvReport(new EnvReport.Python(null, null), Map.of(), null, null);
    }
}
