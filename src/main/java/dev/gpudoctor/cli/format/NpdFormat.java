package dev.gpudoctor.cli.format;

import dev.gpudoctor.checklist.NodeProblemVerdict;
import java.io.PrintWriter;

/** {@code --npd}: a node-problem-detector custom plugin's answer, one line of at most 80 characters and its exit status. */
final class NpdFormat implements NodeVerdictFormat {

    @Override
    public int render(CommandAnswer answer, PrintWriter out) {
        NodeProblemVerdict verdict = NodeProblemVerdict.of(
                answer.as(NodeVerdictAnswer.class, OutputFormat.NPD).report());
        out.println(verdict.message());
        out.flush();
        return verdict.exitStatus();
    }
}
