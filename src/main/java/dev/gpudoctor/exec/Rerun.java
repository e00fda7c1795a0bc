package dev.gpudoctor.exec;

import java.util.List;

/**
 * The same command run again with CUDA_LAUNCH_BLOCKING=1 and TORCH_USE_CUDA_DSA=1, compared with the first
 * run: where the error is reported now (with launches made synchronous it surfaces at the operation that
 * caused it, not at a later synchronising call), and the switches' cost measured on this command.
 *
 * @param reportedAt      where the rerun's error is reported ("in x.py line 7"), "" when it printed no stack
 * @param firstReportedAt where the first run's was
 * @param samePlace       whether both name the same innermost frame
 * @param durationRatio   rerun time / first run time, only when both ran to the same kind of end; else null
 */
public record Rerun(
        ExecExit exit,
        String error,
        String reportedAt,
        String firstReportedAt,
        boolean samePlace,
        double durationS,
        Double durationRatio,
        String comparison,
        ExecOutput output,
        List<dev.gpudoctor.model.DiagnosisFinding> findings) {

    public Rerun {
        findings = List.copyOf(findings);
        error = error == null ? "" : error;
        reportedAt = reportedAt == null ? "" : reportedAt;
        firstReportedAt = firstReportedAt == null ? "" : firstReportedAt;
    }
}
