package dev.gpudoctor.exec;

import java.util.List;

/**
 * What the command printed, stdout and stderr merged in the order they came (a traceback and the lines
 * before it read together), bounded: the first and the last lines, and how much between them was cut.
 *
 * @param head          the first lines
 * @param tail          the last lines, after the head (none when everything fit in the head)
 * @param lines         how many lines were seen in all (past the runner's byte limit, lines were not counted)
 * @param linesOmitted  lines seen between head and tail and not kept
 * @param bytesOmitted  bytes past the runner's limit, not even counted as lines
 * @param cut           a sentence saying what was cut, or "" when nothing was
 */
public record ExecOutput(
        List<String> head, List<String> tail, long lines, long linesOmitted, long bytesOmitted, String cut) {

    public ExecOutput {
        head = List.copyOf(head);
        tail = List.copyOf(tail);
        cut = cut == null ? "" : cut;
    }

    static ExecOutput empty() {
        return new ExecOutput(List.of(), List.of(), 0, 0, 0, "");
    }

    /** Head and tail in order, for reading and diagnosing (a cut said between them). */
    public List<String> keptLines() {
        if (cut.isEmpty()) {
            return concat(head, tail);
        }
        return concat(concat(head, List.of("[gpu-doctor: " + cut + "]")), tail);
    }

    public String text() {
        return String.join("\n", keptLines());
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
