package dev.gpudoctor.model;

import java.util.List;
import java.util.Objects;

/**
 * A failure recognised in a text: which one, how sure the recognition is (0..1), the lines it rests
 * on, what it means and what to do.
 *
 * @param id          a stable id of the knowledge base, or for an error-code finding the code's name
 * @param remedy      the ordered remedies as readable text, commands indented with "$ "
 * @param confirmedBy ids of checklist checks that confirm or rule out the cause on this machine
 * @param kind        a known issue of the knowledge base, or only an error code whose meaning is known
 * @param code        for an error-code finding, the code; otherwise null
 * @param action      what the finding asks someone to do (the knowledge base's word, or the code's stickiness)
 * @param foundBy     which way it was found: a family's rule, an error code, or similar known reports
 */
public record DiagnosisFinding(String id, String title, double confidence, List<EvidenceLine> evidence,
                               String explanation, String remedy, List<String> references, List<String> confirmedBy,
                               Kind kind, ErrorCode code, RecommendedAction action, FoundBy foundBy) {

    /** Which way a finding was found (JSON {@code found_by}), so a reader knows how much a wording it rests on. */
    public enum FoundBy {
        /** A family's signature (a rule of the knowledge base) matched, or a bare symptom's. */
        RULE("rule"),
        /** An error code whose meaning, or whose family, the catalogues know. */
        CODE("code"),
        /** No rule fired: the text is most like known reports of a family (the shipped library of real reports). */
        SIMILAR("similar");

        private final String jsonName;

        FoundBy(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    /** What kind of recognition a finding is. */
    public enum Kind {
        /** A failure the knowledge base knows: cause, remedies, checks. */
        KNOWN_ISSUE("known-issue"),
        /**
         * No known issue matched, but the text holds an error code whose meaning the vendor documents.
         * Lower confidence; never counted as a recognised failure.
         */
        ERROR_CODE("error-code"),
        /**
         * No known issue matched, and the text shows only a bare signal (a bus error, a segmentation fault,
         * a kill, an illegal instruction): what it means in a GPU stack, what to paste next, which checks
         * to run. Low confidence; never counted as a recognised failure.
         */
        SYMPTOM("symptom");

        private final String jsonName;

        Kind(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    /**
     * An error code as the vendor defines it.
     *
     * @param family "cuda", "nvml", "cublas", "cudnn" or "nccl"
     * @param sticky whether the process (or the GPU) must be restarted before CUDA works again
     */
    public record ErrorCode(String family, int number, String name, String meaning, boolean sticky) {
        public ErrorCode {
            Objects.requireNonNull(family, "family");
            Objects.requireNonNull(name, "name");
            meaning = meaning == null ? "" : meaning;
        }
    }

    public DiagnosisFinding {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(kind, "kind");
        if (confidence < 0 || confidence > 1) {
            throw new IllegalArgumentException("confidence must be within 0..1: " + confidence);
        }
        if ((kind == Kind.ERROR_CODE) != (code != null)) {
            throw new IllegalArgumentException("an error-code finding, and only it, carries a code: " + id);
        }
        evidence = List.copyOf(evidence);
        explanation = explanation == null ? "" : explanation;
        remedy = remedy == null ? "" : remedy;
        references = List.copyOf(references);
        confirmedBy = List.copyOf(confirmedBy);
        Objects.requireNonNull(action, "action");
        // A finding written before found_by existed was found by a rule, or by its code.
        foundBy = foundBy != null ? foundBy : kind == Kind.ERROR_CODE ? FoundBy.CODE : FoundBy.RULE;
    }

    /** A finding found by a rule, or (error-code findings) by its code. */
    public DiagnosisFinding(String id, String title, double confidence, List<EvidenceLine> evidence,
                            String explanation, String remedy, List<String> references, List<String> confirmedBy,
                            Kind kind, ErrorCode code, RecommendedAction action) {
        this(id, title, confidence, evidence, explanation, remedy, references, confirmedBy, kind, code, action, null);
    }

    /** A known-issue finding. */
    public DiagnosisFinding(String id, String title, double confidence, List<EvidenceLine> evidence,
                            String explanation, String remedy, List<String> references, List<String> confirmedBy,
                            RecommendedAction action) {
        this(id, title, confidence, evidence, explanation, remedy, references, confirmedBy, Kind.KNOWN_ISSUE, null, action, null);
    }

    /** The same finding, found the given way. */
    public DiagnosisFinding foundBy(FoundBy way) {
        return new DiagnosisFinding(id, title, confidence, evidence, explanation, remedy, references, confirmedBy, kind, code, action, way);
    }

    public boolean knownIssue() {
        return kind == Kind.KNOWN_ISSUE;
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
