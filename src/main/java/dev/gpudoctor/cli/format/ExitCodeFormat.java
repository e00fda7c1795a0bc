package dev.gpudoctor.cli.format;

import dev.gpudoctor.cli.ExitCodes;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.ChecklistReport;
import java.io.PrintWriter;
import java.util.List;

/**
 * {@code --exit-code}, for Slurm prologs and health checks where any non-zero exit drains the node: one line
 * ("OK", "OK (warnings: shm)" or "FAIL loader-path, nvml") and exit 2 only for failures; warnings exit 0.
 */
final class ExitCodeFormat implements NodeVerdictFormat {

    @Override
    public int render(CommandAnswer answer, PrintWriter out) {
        ChecklistReport report =
                answer.as(NodeVerdictAnswer.class, OutputFormat.EXIT_CODE).report();
        out.println(summaryLine(report));
        out.flush();
        return exitCode(report);
    }

    /** Exit 2 for a failure or a check that could not finish, else 0: a warning must not drain a node. */
    static int exitCode(ChecklistReport report) {
        return report.worstStatus().isFailure() ? ExitCodes.FAILURES : ExitCodes.OK;
    }

    /** One line a health-check script can put in a drain reason: "OK", "OK (warnings: shm)" or "FAIL loader-path, nvml". */
    public static String summaryLine(ChecklistReport report) {
        List<String> failed = report.checks().stream()
                .filter(check -> check.status().isFailure())
                .map(check -> check.id().id())
                .toList();
        if (!failed.isEmpty()) {
            return "FAIL " + String.join(", ", failed);
        }
        List<String> warned = report.checks().stream()
                .filter(check -> check.status() == CheckStatus.WARN)
                .map(check -> check.id().id())
                .toList();
        return warned.isEmpty() ? "OK" : "OK (warnings: " + String.join(", ", warned) + ")";
    }
}
