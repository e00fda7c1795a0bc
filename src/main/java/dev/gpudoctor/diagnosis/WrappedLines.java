package dev.gpudoctor.diagnosis;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A sentence a paste broke over two lines (a mail client, a forum or a terminal wrapping at its width: "CUDA error: out
 * of" / "memory"), read as one: each line that looks wrapped is matched together with the line that continues it, so
 * every rule reads the sentence whole, whatever its family. Evidence still shows the lines as pasted.
 */
final class WrappedLines {

    /** A wrapped line is long: a width near which the paste broke it, not a short line of its own. */
    static final int MIN_WRAPPED_CHARS = 50;

    /** A width a text is wrapped at is a screen's or a mail's (72-132 characters); a longer line was never wrapped. */
    static final int MAX_WRAPPED_CHARS = 160;

    /** A line whose last character is one of these ends its own sentence or introduces a block. */
    private static final String ENDS_ITSELF = ".:!?;`";

    /**
     * A line that starts a record of its own: a timestamp, a log level, a traceback frame, a list item, a prompt, a
     * bracketed tag, a message that begins with what it is ("error", "warning", ...), or a line of source code a
     * warning quotes ("return F.conv2d(...").
     */
    private static final Pattern STARTS_A_RECORD =
            Pattern.compile("^\\s*(?:\\d{2,4}[-/:.]\\d{2}|[\\[(#*>$|+=~-]|[ewif]\\d{4}\\b|[a-z]:\\\\|/|"
                    + "(?:error|warning|warn|fatal|info|debug|note|traceback|file|at|caused by|exception|during handling"
                    + "|return|raise|import|from|def|class|self\\.|if|for|with)\\b)");

    /** At most this many lines are read as one sentence: a wrapped message, not a wrapped page. */
    static final int MAX_JOINED_LINES = 4;

    private final List<String> matched;
    private final List<String> paragraphs;

    private WrappedLines(List<String> matched, List<String> paragraphs) {
        this.matched = matched;
        this.paragraphs = paragraphs;
    }

    /**
     * Reads where a paste broke a sentence: after a line as long as a wrap width makes it ({@code pasted}) that does not
     * end its sentence, when the next starts in lower case ({@code normalised} keeps the case) and is no record of its own.
     */
    static WrappedLines of(List<String> pasted, List<String> normalised, List<String> lower) {
        int n = lower.size();
        boolean[] continues = new boolean[n];
        for (int i = 0; i + 1 < n; i++) {
            continues[i] = wrapWidth(pasted.get(i)) && continuesOnNextLine(normalised.get(i), normalised.get(i + 1));
        }
        boolean any = false;
        for (boolean c : continues) {
            any |= c;
        }
        if (!any) { // most logs: every line is read as it is
            return new WrappedLines(lower, lower);
        }
        List<String> matched = new ArrayList<>(n);
        List<String> paragraphs = new ArrayList<>(n);
        int start = 0;
        for (int i = 0; i < n; i++) {
            if (i == 0 || !continues[i - 1] || i - start >= MAX_JOINED_LINES) {
                start = i;
            }
            matched.add(joined(lower, continues, i));
            paragraphs.add(i == start ? matched.get(i) : paragraphs.get(start));
        }
        return new WrappedLines(List.copyOf(matched), List.copyOf(paragraphs));
    }

    private static String joined(List<String> lower, boolean[] continues, int from) {
        if (!continues[from]) {
            return lower.get(from);
        }
        StringBuilder line = new StringBuilder(lower.get(from).stripTrailing());
        for (int i = from; i < from + MAX_JOINED_LINES - 1 && continues[i]; i++) {
            line.append(' ').append(lower.get(i + 1).strip());
        }
        return line.toString();
    }

    /** What the rules match at line {@code i}: the line, with the lines that continue its sentence. */
    List<String> matched() {
        return matched;
    }

    /** The whole wrapped sentence line {@code i} is part of: what a veto on a line reads. */
    String paragraph(int i) {
        return paragraphs.get(i);
    }

    // Read character by character: this runs on every line of a long log, most of which it rules out at once.
    private static boolean wrapWidth(String pasted) {
        int first = firstNonSpace(pasted);
        int length = first < 0 ? 0 : lastNonSpace(pasted) - first + 1;
        return length >= MIN_WRAPPED_CHARS && length <= MAX_WRAPPED_CHARS;
    }

    static boolean continuesOnNextLine(String line, String next) {
        int start = firstNonSpace(next);
        if (start < 0 || !Character.isLowerCase(next.charAt(start))) {
            return false;
        }
        int last = lastNonSpace(line);
        if (last < 0 || ENDS_ITSELF.indexOf(line.charAt(last)) >= 0) {
            return false;
        }
        return !STARTS_A_RECORD.matcher(next).find();
    }

    private static int firstNonSpace(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (!Character.isWhitespace(line.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private static int lastNonSpace(String line) {
        for (int i = line.length() - 1; i >= 0; i--) {
            if (!Character.isWhitespace(line.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
