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
public record DiagnosisReport(
        List<DiagnosisFinding> findings, int linesRead, boolean truncated, boolean binary, long capBytes) {

    public DiagnosisReport {
        findings = List.copyOf(findings);
    }

    public boolean hasFindings() {
        return !findings.isEmpty();
    }

    /** What to try when nothing known was recognised: the window and the command line both say it. */
    public static final String NEXT_STEPS = "Next: paste the whole output of the command that failed, from its first "
            + "error or warning to the end (the lines above a traceback's last line usually name the cause), add "
            + "'nvidia-smi' and 'python -m torch.utils.collect_env' (or 'jax.print_environment_info()') output, or run "
            + "'gpu-doctor check' and diagnose its bundle.";

    /** "1 line", "12 lines". */
    public static String lineCount(int n) {
        return n + (n == 1 ? " line" : " lines");
    }

    /** Whether a known issue was recognised (error-code and symptom findings alone do not count). */
    public boolean recognised() {
        return findings.stream().anyMatch(DiagnosisFinding::knownIssue);
    }

    /** The headline both the window and the command line print. */
    public String headline(String source) {
        if (!hasFindings()) {
            return "No known failure recognised in " + source + " (" + lineCount(linesRead) + "). " + NEXT_STEPS;
        }
        if (!recognised()) {
            return "No known failure recognised in " + source + " (" + lineCount(linesRead) + "); what the error codes "
                    + "or signals in it mean, most likely first. " + NEXT_STEPS;
        }
        return findings.size() + (findings.size() == 1 ? " finding" : " findings") + " in " + source + " ("
                + lineCount(linesRead) + "), most likely first.";
    }

    /** How a finding that is not a known issue is labelled. */
    public static String label(DiagnosisFinding finding) {
        return switch (finding.kind()) {
            case KNOWN_ISSUE -> finding.id();
            case ERROR_CODE -> "error code, not a known issue";
            case SYMPTOM -> "a symptom alone, not a known issue";
        };
    }

    /** A sentence about limits of the input, or an empty string when there is nothing to say. */
    public String inputNote() {
        StringBuilder note = new StringBuilder();
        if (truncated) {
            note.append("Only the first ")
                    .append(capBytes / (1024 * 1024))
                    .append(" MiB were examined; the rest was not read.");
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
