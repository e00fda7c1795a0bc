package dev.gpudoctor.cli.format;

import dev.gpudoctor.checklist.DrainReason;
import dev.gpudoctor.model.ChecklistReport;
import java.io.PrintWriter;

/**
 * {@code --drain-reason}: like exit-code, but a failure's line is a drain reason tools can match,
 * gpu-doctor:&lt;check-id&gt;:&lt;action&gt;: &lt;sentence&gt; ({@link DrainReason}).
 */
final class DrainReasonFormat implements NodeVerdictFormat {

    @Override
    public int render(CommandAnswer answer, PrintWriter out) {
        ChecklistReport report =
                answer.as(NodeVerdictAnswer.class, OutputFormat.DRAIN_REASON).report();
        out.println(DrainReason.of(report).orElse(ExitCodeFormat.summaryLine(report)));
        out.flush();
        return ExitCodeFormat.exitCode(report);
    }
}
