package dev.gpudoctor.bridge;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * The last lines the child wrote to stderr: where Python puts its traceback and CUDA its complaint,
 * so it is the evidence a failure report needs. Bounded, because a chatty library can write megabytes.
 */
final class StderrTail {

    static final int DEFAULT_LINES = 200;
    private static final int MAX_LINE_CHARS = 2000;

    private final int capacity;
    private final ArrayDeque<String> lines;

    StderrTail(int capacity) {
        this.capacity = capacity;
        this.lines = new ArrayDeque<>(capacity);
    }

    synchronized void add(String line) {
        String kept = line.length() > MAX_LINE_CHARS ? line.substring(0, MAX_LINE_CHARS) + " [...]" : line;
        if (lines.size() == capacity) {
            lines.removeFirst();
        }
        lines.addLast(kept);
    }

    synchronized List<String> snapshot() {
        return List.copyOf(new ArrayList<>(lines));
    }
}
