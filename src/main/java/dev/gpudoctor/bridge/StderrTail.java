package dev.gpudoctor.bridge;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The first and the last lines the child wrote to stderr: where Python puts its traceback and CUDA
 * its complaint, so it is the evidence a failure report needs. Bounded, because a chatty library can
 * write gigabytes: the lines in between are counted, and the snapshot says how many were cut.
 */
final class StderrTail {

    static final int DEFAULT_HEAD_LINES = 20;
    static final int DEFAULT_LINES = 200;
    private static final int MAX_LINE_CHARS = 8000;

    private final int headCapacity;
    private final int tailCapacity;
    private final List<String> head = new ArrayList<>();
    private final ArrayDeque<String> tail;
    private long cut;

    /** Only the last {@code capacity} lines. */
    StderrTail(int capacity) {
        this(0, capacity);
    }

    StderrTail(int headLines, int tailLines) {
        this.headCapacity = headLines;
        this.tailCapacity = tailLines;
        this.tail = new ArrayDeque<>(tailLines);
    }

    synchronized void add(String line) {
        String kept = line.length() > MAX_LINE_CHARS ? line.substring(0, MAX_LINE_CHARS) + " [...]" : line;
        if (head.size() < headCapacity) {
            head.add(kept);
            return;
        }
        if (tail.size() == tailCapacity) {
            tail.removeFirst();
            cut++;
        }
        tail.addLast(kept);
    }

    synchronized List<String> snapshot() {
        List<String> lines = new ArrayList<>(head);
        if (cut > 0) {
            lines.add(String.format(Locale.ROOT, "[... %,d lines cut ...]", cut));
        }
        lines.addAll(tail);
        return List.copyOf(lines);
    }
}
