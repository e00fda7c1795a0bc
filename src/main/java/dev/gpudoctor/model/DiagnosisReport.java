package dev.gpudoctor.model;

import java.util.List;

/**
 * The outcome of diagnosing one text: the findings, best first, and what was read.
 *
 * @param linesRead  how many lines were examined
 * @param truncated  true when the input was longer than the cap and its rest was not examined
 * @param binary     true when the input looked binary (many NUL or control bytes); it was still scanned
 * @param capBytes   the cap on how much of the input is read
 */
public record DiagnosisReport(List<DiagnosisFinding> findings, int linesRead, boolean truncated, boolean binary, long capBytes) {

    public DiagnosisReport {
        findings = List.copyOf(findings);
    }

    public boolean hasFindings() {
        return !findings.isEmpty();
    }

    /** A sentence about limits of the input, or an empty string when there is nothing to say. */
    public String inputNote() {
        StringBuilder note = new StringBuilder();
        if (truncated) {
            note.append("Only the first ").append(capBytes / (1024 * 1024)).append(" MiB were examined; the rest was not read.");
        }
        if (binary) {
            if (note.length() > 0) {
                note.append(' ');
            }
            note.append("The input looks binary; only its readable lines were examined.");
        }
        return note.toString();
    }
}
