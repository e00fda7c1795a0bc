package dev.gpudoctor.cli.format;

import dev.gpudoctor.cli.JsonOutput;
import java.io.PrintWriter;

/** {@code --json}: exactly one JSON object on stdout, the answer's record written by the one mapper. */
final class JsonFormat implements FormatRenderer {

    @Override
    public int render(CommandAnswer answer, PrintWriter out) {
        JsonOutput.print(out, answer.json());
        return answer.exitCode();
    }
}
