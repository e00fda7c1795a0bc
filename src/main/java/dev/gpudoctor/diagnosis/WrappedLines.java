package dev.gpudoctor.diagnosis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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

    /**
     * A line whose last character is one of these ends its own sentence. Not a colon: a wrapped message goes on after
     * one ("libcudart.so.12:" / "cannot open shared object file"), and a block a colon introduces starts a record.
     */
    private static final String ENDS_ITSELF = ".!?;`";

    /**
     * A line that starts a record of its own: a timestamp, a log level, a traceback frame, a list item, a prompt, a
     * bracketed tag, a message that begins with what it is ("error", "warning", ...), or a line of source code a
     * warning quotes ("return F.conv2d(...").
     */
    private static final Pattern STARTS_A_RECORD =
            Pattern.compile("^\\s*(?:\\d{2,4}[-/:.]\\d{2}|[\\[(#*>$|+=~-]|[ewif]\\d{4}\\b|[a-z]:\\\\|/|"
                    + "(?:error|warning|warn|fatal|info|debug|note|traceback|file|at|caused by|exception|during handling"
                    + "|return|raise|import|from|def|class|self\\.|if|for|with)\\b)");

    /** Code's words that also go on a sentence ("failed with", "at"): a record only where the line is indented. */
    private static final Pattern CODE_WORD =
            Pattern.compile("^(?:at|return|raise|import|from|def|class|if|for|with)\\b");

    /** At most this many lines are read as one sentence: a wrapped message, not a wrapped page. */
    static final int MAX_JOINED_LINES = 4;

    /** The narrowest screen a paste is read as hard-wrapped at: narrower widths are a log's own short lines. */
    static final int MIN_SCREEN_WIDTH = 60;

    /** The widest: a longer line is a log's own, never a screen's. */
    static final int MAX_SCREEN_WIDTH = 400;

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
        boolean[] midWord = new boolean[n];
        int screen = screenWidth(pasted);
        int widest = 0;
        for (String line : pasted) {
            widest = Math.max(widest, lastNonSpace(line) + 1);
        }
        for (int i = 0; i + 1 < n; i++) {
            midWord[i] = screen > 0 && cutAt(pasted.get(i), screen) && firstNonSpace(pasted.get(i + 1)) >= 0;
            // A capital goes on a sentence only where the paste was wrapped and this line reaches its width:
            // elsewhere a long line ending without a stop (a title) is often followed by a heading.
            boolean atWrapWidth = widest <= MAX_WRAPPED_CHARS && lastNonSpace(pasted.get(i)) + 1 >= widest - JUST_SHORT;
            continues[i] = midWord[i]
                    || wrapWidth(pasted.get(i))
                            && continuesOnNextLine(normalised.get(i), normalised.get(i + 1), atWrapWidth);
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
            matched.add(joined(lower, continues, midWord, i));
            paragraphs.add(i == start ? matched.get(i) : paragraphs.get(start));
        }
        return new WrappedLines(List.copyOf(matched), List.copyOf(paragraphs));
    }

    private static String joined(List<String> lower, boolean[] continues, boolean[] midWord, int from) {
        if (!continues[from]) {
            return lower.get(from);
        }
        StringBuilder line = new StringBuilder(lower.get(from).stripTrailing());
        for (int i = from; i < from + MAX_JOINED_LINES - 1 && continues[i]; i++) {
            // A screen cut where its width ended, inside a word as often as not: the next line goes on from that
            // character.
            line.append(
                    midWord[i]
                            ? lower.get(i + 1).stripTrailing()
                            : ' ' + lower.get(i + 1).strip());
        }
        return line.toString();
    }

    /**
     * A line the screen cut: exactly as wide as the screen, and not a table's row or a frame's line, which end on their
     * border ("|", "+", box drawing): nvidia-smi's table is as wide on every line, and none of its lines goes on in the next.
     */
    private static boolean cutAt(String line, int screen) {
        int last = lastNonSpace(line);
        if (last + 1 != screen) {
            return false;
        }
        return !endsOnABorder(line);
    }

    private static boolean endsOnABorder(String line) {
        char end = line.charAt(lastNonSpace(line));
        return end == '|' || end == '+' || end >= '\u2500' && end <= '\u259F';
    }

    /**
     * The width a terminal or a console cut every long line at when its screen was copied (a console's "Select All", a
     * terminal without soft wraps), or 0. Such a screen leaves its cut lines all exactly as wide as it is, and as wide as
     * the longest line; a log's own lines end where their messages do, and a mail or a forum wraps at a space, which
     * spreads the wrapped lines over the last word's length below the width. So: the longest length, when at least {@link #MIN_CUT_LINES}
     * different lines have it and more lines have it than fall just short of it; or, where only one or two lines were long
     * enough to be cut, the longest length when it is one of the {@link #CONSOLE_WIDTHS} (a paste wrapped at a space that
     * happens to end a line there is joined inside a word: the one join it costs). Copying drops trailing spaces, so a cut
     * just after a space leaves a line one shorter: that line is read as ended, which loses only that join.
     */
    static int screenWidth(List<String> pasted) {
        int[] lengths = new int[pasted.size()];
        int widest = 0;
        for (int i = 0; i < lengths.length; i++) {
            lengths[i] = lastNonSpace(pasted.get(i)) + 1;
            widest = Math.max(widest, lengths[i]);
        }
        if (widest < MIN_SCREEN_WIDTH || widest > MAX_SCREEN_WIDTH) {
            return 0;
        }
        Set<String> exactly = new HashSet<>();
        int justShort = 0;
        for (int i = 0; i < lengths.length; i++) {
            if (lengths[i] == widest) {
                exactly.add(pasted.get(i).strip());
            } else if (lengths[i] >= widest - JUST_SHORT) {
                justShort++;
            }
        }
        if (exactly.size() >= MIN_CUT_LINES && exactly.size() > justShort) {
            return widest;
        }
        return CONSOLE_WIDTHS.contains(widest) && exactly.stream().anyMatch(line -> !endsOnABorder(line)) ? widest : 0;
    }

    /**
     * The widths consoles open at (a terminal's 80 columns, Windows' console 120, 100 and 132 of others): a paste whose
     * widest line is exactly one of them, cut or not, was most likely copied from such a screen, even when only one or two
     * of its lines were long enough to be cut.
     */
    static final Set<Integer> CONSOLE_WIDTHS = Set.of(80, 100, 120, 132);

    /** A screen is read from this many different lines cut at its width: two alike in a short text can be chance, or one line repeated. */
    static final int MIN_CUT_LINES = 3;

    /** How far below the width a line wrapped at a space ends: about a long word's length. */
    private static final int JUST_SHORT = 12;

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

    static boolean continuesOnNextLine(String line, String next, boolean capitalGoesOn) {
        int start = firstNonSpace(next);
        if (start < 0
                || !(Character.isLowerCase(next.charAt(start))
                        || capitalGoesOn && Character.isLetter(next.charAt(start)))) {
            return false;
        }
        int last = lastNonSpace(line);
        if (last < 0 || ENDS_ITSELF.indexOf(line.charAt(last)) >= 0) {
            return false;
        }
        // A line of code a traceback quotes is indented; a wrapped sentence's next word is not, and is often one of
        // code's words ("failed with", "at", "for").
        if (start == 0 && CODE_WORD.matcher(next).find()) {
            return true;
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
