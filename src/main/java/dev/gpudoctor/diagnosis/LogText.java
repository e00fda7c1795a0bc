package dev.gpudoctor.diagnosis;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A text to diagnose, read defensively: at most {@link #DEFAULT_CAP_BYTES} of it, bytes that are not
 * UTF-8 replaced, CR / CRLF / LF all ending a line, ANSI colour codes removed, a quoting "> " prefix
 * and indentation stripped, control characters dropped and very long lines cut. Line numbers stay
 * those of the input.
 */
public final class LogText {

    /** How much of an input is read: tracebacks and logs that matter fit many times over. */
    public static final long DEFAULT_CAP_BYTES = 8L * 1024 * 1024;

    static final int MAX_LINE_CHARS = 2_000;

    private static final Pattern ANSI = Pattern.compile(
            "\u001B\\[[0-?]*[ -/]*[@-~]|\u001B\\][^\u0007\u001B]*(\u0007|\u001B\\\\)|\u001B[@-Z\\\\-_]");
    /**
     * A colour code whose escape character was lost on the way ("[0;31mRuntimeError[0m", as a notebook's output reads
     * once copied out of its JSON or a page that dropped the control character) or written out as text ("\\u001b[31m"
     * in a notebook file, "\\x1b[", "\\033[", "^[[" as a pager shows it). Without an escape written before it, only
     * a colour code (its first number one of SGR's: 0-9, 10-49, 90-107) counts, so "[821ms]" stays as it is.
     */
    private static final Pattern LOST_ANSI =
            Pattern.compile("(?:\\\\u001[bB]|\\\\x1[bB]|\\\\033|\\\\e|\\^\\[)\\[[0-9;]*[A-Za-z]"
                    + "|\\[(?:[0-9]|[1-4][0-9]|9[0-7]|10[0-7])(?:;\\d{1,3})*m");

    private static final Pattern QUOTE = Pattern.compile("^\\s*(>\\s?)+");
    private static final Pattern CONTROL = Pattern.compile("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F\\uFFFD]");

    private final List<String> lines;
    private final boolean truncated;
    private final boolean binary;
    private final long capBytes;

    private LogText(List<String> lines, boolean truncated, boolean binary, long capBytes) {
        this.lines = List.copyOf(lines);
        this.truncated = truncated;
        this.binary = binary;
        this.capBytes = capBytes;
    }

    public static LogText of(String text) {
        String input = text == null ? "" : text;
        boolean truncated = false;
        if (input.length() > DEFAULT_CAP_BYTES) {
            input = input.substring(0, (int) DEFAULT_CAP_BYTES);
            truncated = true;
        }
        List<String> raw = new ArrayList<>();
        input.lines().forEach(raw::add);
        return clean(raw, truncated, looksBinary(input), DEFAULT_CAP_BYTES);
    }

    public static LogText read(InputStream in) throws IOException {
        return read(in, DEFAULT_CAP_BYTES);
    }

    /** Reads at most {@code capBytes} of the stream; the rest is left unread and the text says so. */
    public static LogText read(InputStream in, long capBytes) throws IOException {
        CappedInputStream capped = new CappedInputStream(in, capBytes);
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        List<String> raw = new ArrayList<>();
        long controlChars = 0;
        long chars = 0;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(capped, decoder))) {
            String line;
            while ((line = reader.readLine()) != null) {
                chars += line.length();
                controlChars += controlCount(line);
                raw.add(line);
            }
        }
        boolean binary = chars > 0 && controlChars * 10 > chars;
        return clean(raw, capped.hitCap(), binary, capBytes);
    }

    private static boolean looksBinary(String text) {
        if (text.isEmpty()) {
            return false;
        }
        return controlCount(text) * 10 > text.length();
    }

    /** Characters {@link #CONTROL} matches, counted without a regular expression: this runs on every line. */
    private static long controlCount(String text) {
        long count = 0;
        for (int i = 0, n = text.length(); i < n; i++) {
            if (isControl(text.charAt(i))) {
                count++;
            }
        }
        return count;
    }

    private static boolean isControl(char c) {
        return (c <= 0x1F && c != '\t' && c != '\n' && c != '\r') || c == 0x7F || c == '\uFFFD';
    }

    /** A line with nothing to remove: no escape or control character, no quoting or indentation, not too long. */
    private static boolean alreadyClean(String line) {
        if (line.length() > MAX_LINE_CHARS || line.isEmpty()) {
            return line.isEmpty();
        }
        char first = line.charAt(0);
        if (first == '>' || Character.isWhitespace(first) || Character.isWhitespace(line.charAt(line.length() - 1))) {
            return false;
        }
        for (int i = 0, n = line.length(); i < n; i++) {
            char c = line.charAt(i);
            if (c == '\t' || isControl(c) || (c == '[' && colourCodeAt(line, i + 1))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a "[" before index {@code i} opens what may be a colour code: digits and ";" up to a letter. */
    private static boolean colourCodeAt(String line, int i) {
        int n = line.length();
        int start = i;
        while (i < n && (Character.isDigit(line.charAt(i)) || line.charAt(i) == ';')) {
            i++;
        }
        return i < n && i - start <= 12 && Character.isLetter(line.charAt(i)) && (i > start || line.charAt(i) == 'm');
    }

    private static LogText clean(List<String> raw, boolean truncated, boolean binary, long capBytes) {
        List<String> cleaned = new ArrayList<>(raw.size());
        int joinTo = -1;
        for (String line : raw) {
            String clean = cleanLine(line);
            if (joinTo >= 0 && continuesQuote(line, clean)) {
                String joined = cleaned.get(joinTo) + " " + clean;
                cleaned.set(joinTo, joined.length() > MAX_LINE_CHARS ? joined.substring(0, MAX_LINE_CHARS) : joined);
                cleaned.add("");
                continue;
            }
            joinTo = quoted(line) && clean.length() >= WRAPPED_MIN_CHARS ? cleaned.size() : -1;
            cleaned.add(clean);
        }
        return new LogText(cleaned, truncated, binary, capBytes);
    }

    /** A quoted line at least this long may have been wrapped by the mail client or forum that quoted it. */
    static final int WRAPPED_MIN_CHARS = 24;

    /** Whether a line starts with a "> " quote mark (after optional indentation). */
    private static boolean quoted(String line) {
        for (int i = 0, n = line.length(); i < n; i++) {
            char c = line.charAt(i);
            if (c == '>') {
                return true;
            }
            if (!Character.isWhitespace(c)) {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether a quoted line is the wrapped rest of the quoted line before it: quoted too, not indented
     * after its quote mark (a traceback's code lines are), and starting in the middle of a sentence (a
     * lower-case letter). The rest is joined to the line it belongs to, and its own line left empty so
     * line numbers stay those of the input.
     */
    private static boolean continuesQuote(String raw, String clean) {
        if (clean.isEmpty() || !quoted(raw) || !Character.isLowerCase(clean.charAt(0))) {
            return false;
        }
        int i = 0;
        int n = raw.length();
        while (i < n && Character.isWhitespace(raw.charAt(i))) {
            i++;
        }
        while (i < n && raw.charAt(i) == '>') {
            i++;
            if (i < n && raw.charAt(i) == ' ') {
                i++;
            }
        }
        return i < n && !Character.isWhitespace(raw.charAt(i));
    }

    /** The text with ANSI colour and cursor codes removed and nothing else changed: what the window shows. */
    public static String stripAnsi(String text) {
        return text == null || text.indexOf('\u001B') < 0
                ? text
                : ANSI.matcher(text).replaceAll("");
    }

    static String cleanLine(String line) {
        if (alreadyClean(line)) {
            return line;
        }
        String text = line.length() > MAX_LINE_CHARS * 2 ? line.substring(0, MAX_LINE_CHARS * 2) : line;
        text = ANSI.matcher(text).replaceAll("");
        if (text.indexOf('[') >= 0) {
            text = LOST_ANSI.matcher(text).replaceAll("");
        }
        text = CONTROL.matcher(text).replaceAll("");
        text = QUOTE.matcher(text).replaceFirst("");
        text = text.strip();
        return text.length() > MAX_LINE_CHARS ? text.substring(0, MAX_LINE_CHARS) : text;
    }

    /** The cleaned lines; line n of the input is element n - 1. */
    public List<String> lines() {
        return lines;
    }

    public boolean truncated() {
        return truncated;
    }

    public boolean binary() {
        return binary;
    }

    public long capBytes() {
        return capBytes;
    }

    /** The cleaned text, lines joined by newlines. */
    public String text() {
        return String.join("\n", lines);
    }

    /** Passes at most a fixed number of bytes through and remembers whether there were more. */
    private static final class CappedInputStream extends InputStream {
        private final InputStream in;
        private long left;
        private boolean hitCap;

        CappedInputStream(InputStream in, long cap) {
            this.in = in;
            this.left = cap;
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) {
                noteMore();
                return -1;
            }
            int b = in.read();
            if (b >= 0) {
                left--;
            }
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (left <= 0) {
                noteMore();
                return -1;
            }
            int n = in.read(buffer, offset, (int) Math.min(length, left));
            if (n > 0) {
                left -= n;
            }
            return n;
        }

        private void noteMore() throws IOException {
            if (!hitCap && in.read() >= 0) {
                hitCap = true;
            }
        }

        boolean hitCap() {
            return hitCap;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
