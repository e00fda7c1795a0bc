package dev.gpudoctor.exec;

import dev.gpudoctor.model.DiagnosisFinding;

import java.util.ArrayList;
import java.util.List;

/**
 * One run of the command: how it ended, what it printed, the Python stack read from that, the timeline, how
 * long it took and what the knowledge base found in its output.
 */
record Attempt(ExecExit exit, ExecOutput output, PythonStack stack, Timeline timeline, double seconds,
               List<DiagnosisFinding> knowledgeBase) {

    /** The sanitizer's finding first (when it found an error), then the knowledge base's. */
    List<DiagnosisFinding> findings(SanitizerReport sanitizer) {
        List<DiagnosisFinding> all = new ArrayList<>();
        if (sanitizer != null) {
            sanitizer.finding().ifPresent(all::add);
        }
        all.addAll(knowledgeBase);
        return all;
    }
}
