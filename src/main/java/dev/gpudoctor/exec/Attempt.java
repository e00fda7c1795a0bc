package dev.gpudoctor.exec;

import dev.gpudoctor.model.DiagnosisFinding;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One run of the command: how it ended, what it printed, the Python stack read from that, the timeline, how
 * long it took and what the knowledge base found in its output.
 */
record Attempt(
        ExecExit exit,
        ExecOutput output,
        PythonStack stack,
        Timeline timeline,
        double seconds,
        List<DiagnosisFinding> knowledgeBase) {

    /**
     * The sanitizer's finding first (when it found an error), then the knowledge base's. When the sanitizer found
     * one, the program's own "unspecified launch failure" is the sanitizer stopping the kernel at that access (seen
     * on an H200: docs/gpu-results/2026-11-27-h200), not a second fault, so it is not reported as one.
     */
    List<DiagnosisFinding> findings(SanitizerReport sanitizer) {
        List<DiagnosisFinding> all = new ArrayList<>();
        Optional<DiagnosisFinding> found = sanitizer == null ? Optional.empty() : sanitizer.finding();
        found.ifPresent(all::add);
        for (DiagnosisFinding finding : knowledgeBase) {
            if (found.isEmpty() || !STOPPED_BY_THE_SANITIZER.equals(finding.id())) {
                all.add(finding);
            }
        }
        return all;
    }

    private static final String STOPPED_BY_THE_SANITIZER = "unspecified-launch-failure";
}
