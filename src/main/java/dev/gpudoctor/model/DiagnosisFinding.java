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
 * @param foundBy     how it was found: a rule of the knowledge base, an error code alone, or similar known reports
 */
public record DiagnosisFinding(
        String id,
        String title,
        double confidence,
        List<EvidenceLine> evidence,
        String explanation,
        String remedy,
        List<String> references,
        List<CheckId> confirmedBy,
        Kind kind,
        ErrorCode code,
        RecommendedAction action,
        FoundBy foundBy) {

    /** How a finding was found; every finding says which, in the window, the CLI and the JSON ({@code found_by}). */
    public enum FoundBy {
        /** A rule matched: a signature of the knowledge base, or a signal rule (a library that did not load, a failed driver install). */
        RULE("rule", "found by a rule"),
        /** An error code alone, which the catalogue ties to this failure (or, for an error-code finding, only says what it means). */
        CODE("code", "found by its error code"),
        /** No rule matched; known reports that read most like this text have this label. */
        SIMILAR("similar", "found by similar known reports");

        private final String jsonName;
        private final String phrase;

        FoundBy(String jsonName, String phrase) {
            this.jsonName = jsonName;
            this.phrase = phrase;
        }

        public String jsonName() {
            return jsonName;
        }

        /** A short phrase a person reads beside the finding. */
        public String phrase() {
            return phrase;
        }

        /** How a finding of this kind is found unless its producer says otherwise. */
        static FoundBy of(Kind kind) {
            return kind == Kind.ERROR_CODE ? CODE : RULE;
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
         * a kill, an illegal instruction) or a framework answering that it sees no GPU: what it means in a GPU stack, what to paste next, which checks
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
        foundBy = foundBy == null ? FoundBy.of(kind) : foundBy; // a finding written before found_by existed
    }

    /** A finding found the usual way for its kind (a rule; an error-code finding by its code). */
    public DiagnosisFinding(
            String id,
            String title,
            double confidence,
            List<EvidenceLine> evidence,
            String explanation,
            String remedy,
            List<String> references,
            List<CheckId> confirmedBy,
            Kind kind,
            ErrorCode code,
            RecommendedAction action) {
        this(
                id,
                title,
                confidence,
                evidence,
                explanation,
                remedy,
                references,
                confirmedBy,
                kind,
                code,
                action,
                FoundBy.of(kind));
    }

    /** A known-issue finding found by a rule. */
    public DiagnosisFinding(
            String id,
            String title,
            double confidence,
            List<EvidenceLine> evidence,
            String explanation,
            String remedy,
            List<String> references,
            List<CheckId> confirmedBy,
            RecommendedAction action) {
        this(
                id,
                title,
                confidence,
                evidence,
                explanation,
                remedy,
                references,
                confirmedBy,
                Kind.KNOWN_ISSUE,
                null,
                action);
    }

    /** The same finding, found another way. */
    public DiagnosisFinding withFoundBy(FoundBy how) {
        return new DiagnosisFinding(
                id, title, confidence, evidence, explanation, remedy, references, confirmedBy, kind, code, action, how);
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
