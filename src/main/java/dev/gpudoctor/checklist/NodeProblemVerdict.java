package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import dev.gpudoctor.model.ConsumerText;

/**
 * A checklist as a node-problem-detector custom plugin answers: exit status 0 OK, 1 NonOK (a node
 * problem), 2 Unknown (NPD's plugin contract, pkg/custompluginmonitor/types), and a message NPD cuts
 * at the monitor's max_output_length (bytes); ours is never longer than {@link #MAX_OUTPUT_LENGTH} UTF-8 bytes, the value
 * packaging/kubernetes/gpu-doctor-monitor.json sets, so the part NPD keeps is the part we chose.
 */
public record NodeProblemVerdict(int exitStatus, String message) {

    public static final int OK = 0;
    public static final int NON_OK = 1;
    public static final int UNKNOWN = 2;
    /** max_output_length in the shipped monitor config (NPD's own example uses 80 too). */
    public static final int MAX_OUTPUT_LENGTH = 80;

    public NodeProblemVerdict {
        // NPD cuts the output at max_output_length bytes, not characters: cut here, on a character's edge.
        message = ConsumerText.cutToBytes(ConsumerText.oneLine(message), MAX_OUTPUT_LENGTH);
    }

    /**
     * NonOK when a check failed (the drain reason's words: check, action, sentence); Unknown when
     * checks only could not finish (the node may be fine; we could not tell); else OK, warnings included.
     */
    public static NodeProblemVerdict of(ChecklistReport report) {
        boolean failed = report.checks().stream().anyMatch(check -> check.status() == CheckStatus.FAIL);
        boolean unfinished = report.checks().stream().anyMatch(check -> check.status() == CheckStatus.ERROR);
        if (failed) {
            return new NodeProblemVerdict(NON_OK, DrainReason.of(report).orElseThrow());
        }
        if (unfinished) {
            return new NodeProblemVerdict(UNKNOWN, DrainReason.of(report).orElseThrow());
        }
        long warned = report.checks().stream()
                .filter(check -> check.status() == CheckStatus.WARN)
                .count();
        return new NodeProblemVerdict(
                OK,
                "gpu-doctor: " + report.checks().size() + " checks pass"
                        + (warned == 0 ? "" : ", " + warned + " with warnings"));
    }
}
