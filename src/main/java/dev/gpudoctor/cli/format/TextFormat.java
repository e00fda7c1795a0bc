package dev.gpudoctor.cli.format;

import java.io.PrintWriter;

/** The default: each result as it comes, then what a person should do about them. */
final class TextFormat implements FormatRenderer {

    @Override
    public int render(CommandAnswer answer, PrintWriter out) {
        answer.printText(out);
        out.flush();
        return answer.exitCode();
    }

    @Override
    public boolean showsProgress() {
        return true;
    }
}
