package dev.gpudoctor.exec;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Keeps the first and last lines of a command's output as they stream by, passing each on to a live
 * listener (the window's output pane, the terminal). Memory stays bounded whatever the command prints:
 * the runner already cuts every line to 16 KiB, this keeps at most {@code headLines + tailLines} of them.
 * What was read before a cancel or a timeout is here too.
 */
final class OutputKeeper implements Consumer<String> {

    /** The runner says this once when it stops passing lines on; it is the runner's note, not the command's line. */
    private static final String RUNNER_CUT_PREFIX = "[... the output went on past ";

    private final int headLines;
    private final int tailLines;
    private final Consumer<String> live;
    private final List<String> head = new ArrayList<>();
    private final ArrayDeque<String> tail = new ArrayDeque<>();
    private long lines;

    OutputKeeper(int headLines, int tailLines, Consumer<String> live) {
        this.headLines = headLines;
        this.tailLines = tailLines;
        this.live = live;
    }

    @Override
    public void accept(String line) {
        if (!line.startsWith(RUNNER_CUT_PREFIX)) {
            synchronized (this) {
                lines++;
                if (head.size() < headLines) {
                    head.add(line);
                } else {
                    if (tail.size() == tailLines) {
                        tail.removeFirst();
                    }
                    tail.addLast(line);
                }
            }
        }
        live.accept(line);
    }

    /**
     * What was kept. {@code runnerTail} and {@code bytesOmitted} come from the runner when it stopped
     * passing lines on past its byte limit: its last lines are then the true end of the output.
     */
    synchronized ExecOutput kept(List<String> runnerTail, long bytesOmitted) {
        List<String> last = new ArrayList<>(tail);
        if (bytesOmitted > 0 && runnerTail != null && !runnerTail.isEmpty()) {
            last = new ArrayList<>(runnerTail.subList(Math.max(0, runnerTail.size() - tailLines), runnerTail.size()));
        }
        long omitted = Math.max(0, lines - head.size() - tail.size());
        String cut = "";
        if (omitted > 0 || bytesOmitted > 0) {
            cut = String.format(Locale.ROOT, "%,d lines", omitted)
                    + (bytesOmitted > 0
                            ? String.format(Locale.ROOT, " and %,d bytes past the %s limit", bytesOmitted, "stream")
                            : "")
                    + " cut between the first " + head.size() + " and the last " + last.size() + " lines";
        }
        return new ExecOutput(head, last, lines, omitted, bytesOmitted, cut);
    }
}
