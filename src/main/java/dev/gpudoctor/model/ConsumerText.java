package dev.gpudoctor.model;

import java.nio.charset.StandardCharsets;

/**
 * Text from a host (a GPU name, a log line, a check's sentence) made fit for a consumer that reads
 * lines: a Slurm drain reason, a node-problem-detector message, a Prometheus label. Host text is data:
 * every character that could start a second line or reorder what a person reads is taken out here,
 * once, before the text becomes any of those.
 */
public final class ConsumerText {

    private static final String ELLIPSIS = "…";

    private ConsumerText() {}

    /**
     * One line: C0 and C1 controls, DEL and the Unicode line and paragraph separators (U+0085, U+2028,
     * U+2029: Java's {@code .} and many log readers end a line there) become a space; format
     * characters (bidi embeddings, overrides and isolates, zero-width marks) are dropped, so what is
     * shown is the order the bytes have; runs of spaces become one.
     */
    public static String oneLine(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length());
        boolean space = false;
        for (int i = 0; i < text.length(); ) {
            int point = text.codePointAt(i);
            i += Character.charCount(point);
            int type = Character.getType(point);
            if (type == Character.FORMAT || type == Character.SURROGATE) {
                continue;
            }
            boolean blank = Character.isWhitespace(point)
                    || Character.isSpaceChar(point)
                    || type == Character.CONTROL
                    || type == Character.LINE_SEPARATOR
                    || type == Character.PARAGRAPH_SEPARATOR;
            if (blank) {
                space = true;
                continue;
            }
            if (space && !out.isEmpty()) {
                out.append(' ');
            }
            space = false;
            out.appendCodePoint(point);
        }
        return out.toString();
    }

    /**
     * {@code text} cut so that its UTF-8 form is at most {@code maxBytes} bytes, ending in "…" when
     * cut; never inside a character (a consumer that cuts by bytes, like node-problem-detector's
     * max_output_length, then keeps all of it).
     */
    public static String cutToBytes(String text, int maxBytes) {
        if (utf8Length(text) <= maxBytes) {
            return text;
        }
        int room = maxBytes - utf8Length(ELLIPSIS);
        int end = 0;
        int used = 0;
        while (end < text.length()) {
            int point = text.codePointAt(end);
            int size = utf8Length(new String(Character.toChars(point)));
            if (used + size > room) {
                break;
            }
            used += size;
            end += Character.charCount(point);
        }
        return text.substring(0, end) + ELLIPSIS;
    }

    public static int utf8Length(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
