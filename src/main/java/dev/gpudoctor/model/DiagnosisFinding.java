package dev.gpudoctor.model;

import java.util.List;
import java.util.Objects;

/**
 * A known failure recognised in a text: which one (a stable id of the knowledge base), how sure
 * the recognition is (0..1), the lines it rests on, what it means and what to do.
 *
 * @param remedy      the ordered remedies as readable text, commands indented with "$ "
 * @param confirmedBy ids of checklist checks that confirm or rule out the cause on this machine
 */
public record DiagnosisFinding(String id, String title, double confidence, List<EvidenceLine> evidence,
                               String explanation, String remedy, List<String> references, List<String> confirmedBy) {

    public DiagnosisFinding {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        if (confidence < 0 || confidence > 1) {
            throw new IllegalArgumentException("confidence must be within 0..1: " + confidence);
        }
        evidence = List.copyOf(evidence);
        explanation = explanation == null ? "" : explanation;
        remedy = remedy == null ? "" : remedy;
        references = List.copyOf(references);
        confirmedBy = List.copyOf(confirmedBy);
    }

    /** Confidence as a whole percentage, as people read it. */
    public int percent() {
        return (int) Math.round(confidence * 100);
    }

    /** The first line of the remedy: what to do first. */
    public String firstRemedy() {
        return remedy.lines().findFirst().orElse("");
    }
}
