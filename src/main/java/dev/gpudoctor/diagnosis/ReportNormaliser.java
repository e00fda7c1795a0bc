package dev.gpudoctor.diagnosis;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a report line past the way it was pasted, in two depths.
 *
 * <p>{@link #forRules(String)} keeps every word, number and the case, and removes what only the
 * paste added: box drawing and block characters (rich tracebacks, progress bars), full-width and CJK
 * punctuation, typographic quotes, non-breaking spaces, runs of CJK, Cyrillic or other non-Latin text
 * around the error, Windows path separators (a backslash becomes "/", so a rule that reads
 * "torch/lib/cudnn64_8.dll" reads it in a Windows path too), and HTML character references a text copied
 * from a web page's source or a mail keeps ("Could not load dynamic library &#39;libcudart.so.11.0&#39;"), and
 * the escapes of a whole output printed as one string (a JSON log's message, a Python bytes repr:
 * "b'Traceback (most recent call last):\\n  File ...\\nRuntimeError: ...'"), read as the breaks and quotes they stand for.
 * The operating system's own sentences printed in another language are read in English ({@link LocalisedMessages}).
 * The knowledge base's rules run on it.
 *
 * <p>{@link #signalLine(String)} goes on to what a report says whatever machine it came from: lower
 * case, a log line's timestamp prefix and shell prompt dropped, a path reduced to its file name (no
 * user name or folder survives), hexadecimal and numbers replaced by placeholders, quoting removed.
 * Two reports of the same failure from two machines give the same signal lines; similarity search
 * compares these.
 */
public final class ReportNormaliser {

    private static final Pattern NON_LATIN_RUN = Pattern.compile(
            "[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}\\p{IsHangul}\\p{IsCyrillic}\\p{IsArabic}\\p{IsThai}\\p{IsDevanagari}"
                    + "\\u3000-\\u303F\\u30FC]+[\\s:,;.!?]*");
    private static final Pattern SPACES = Pattern.compile("[ \\t]{2,}");
    private static final Pattern INLINE_SPACES = Pattern.compile("[ \\t]+");
    /** A backslash inside a path: between two path characters, or after a drive letter. */
    private static final Pattern WINDOWS_SEPARATOR = Pattern.compile("(?<=[\\w.~$:)-])\\\\+(?=[\\w.~$(-])");

    private static final Pattern LOG_PREFIX = Pattern.compile(
            "^\\[?\\d{4}[-/]\\d\\d[-/]\\d\\d[ t_]\\d\\d:\\d\\d:\\d\\d[.,\\d]*(z|[+-]\\d\\d:?\\d\\d)?\\]?[:,]?\\s*");
    private static final Pattern PROMPT =
            Pattern.compile("^(\\([\\w.-]+\\)\\s*)?[\\w.-]+@[\\w.-]+:[^$#\\s]*[$#]\\s*|^(ps )?[a-z]:/[^>]*>\\s*");
    /** An absolute or relative path with at least one separator; group "name" is what it names. */
    private static final Pattern PATH =
            Pattern.compile("(?:[a-z]:)?(?:~|\\.{1,2})?(?:/[\\w.@+~-]*)+/(?<name>[\\w.@+-]*)");

    private static final Pattern HEX =
            Pattern.compile("\\b0x[0-9a-f]+\\b|\\b(?=[0-9a-f]*\\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\\b");
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w<])\\d+(?:[.,:]\\d+)*(?![\\w>])");
    private static final Pattern QUOTING = Pattern.compile("[\"'`]");

    /**
     * How a line of Docker's json-file log starts ({@code /var/lib/docker/containers/<id>/<id>-json.log}, or {@code docker
     * logs} of a logging driver that keeps it): the program's line is the JSON string after it.
     */
    private static final String DOCKER_JSON_LOG = "{\"log\":\"";

    /**
     * A character reference: numeric, or one of the few names markup escapes (quotes, angle brackets, the ampersand,
     * a non-breaking space); only these are decoded, so "&&" in a shell line and "&foo;" stay as they are.
     */
    private static final Pattern HTML_REFERENCE =
            Pattern.compile("&(?:#(\\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos|nbsp));");

    /**
     * A newline escape that starts a new line of an escaped output: before a capital, a digit, a space, a quote, a
     * bracket, another escape or the end. Two in a line make it an escaped output; a Windows path's "\\nvidia" or
     * "\\new" is followed by lower case and does not count.
     */
    private static final Pattern ESCAPED_LINE_BREAK =
            Pattern.compile("(?<!\\\\)\\\\[nr](?=[A-Z0-9 \\t\\\\'\"\\[(<]|$)");
    /** Every escape of an escaped output: a line break or tab (read as a space), an escaped quote or backslash. */
    private static final Pattern ESCAPE = Pattern.compile("\\\\([nrt\"'\\\\])");
    /** A backslash before a character Markdown lets a writer escape, and one before anything else. */
    private static final String MARKDOWN_ESCAPABLE = "[_*`#\\[\\](){}<>|~!+.-]";

    private static final Pattern MARKDOWN_ESCAPE = Pattern.compile("\\\\(" + MARKDOWN_ESCAPABLE + ")");
    private static final Pattern OTHER_BACKSLASH = Pattern.compile("\\\\(?!" + MARKDOWN_ESCAPABLE + ")");

    /**
     * A syslog or journal line's header: its time, then the host name. A host is named for what it holds ("gpu-node-7",
     * "dgx-a100-3", "cuda-worker"), so a rule that asks for "gpu" or "cuda" somewhere in the text would read it in every
     * line's header; the name is read as "host". Only before "kernel:" or a process with its id ("python3[4121]:"), so
     * a timestamped message ("... CUDA error: ...") is never taken for a header.
     */
    private static final Pattern SYSLOG_HOST = Pattern.compile(
            "^((?:[A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d|\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d[.\\d]*"
                    + "(?:[+-]\\d\\d:?\\d\\d|Z)?) )[\\w.-]+(?= (?:kernel|[\\w.@/-]+\\[\\d+\\]):)");

    /**
     * A shell prompt's host and folder ("(venv) me@gpu-box:~/cuda-project$ python train.py"): named for what they hold,
     * like a journal's host, so a rule's "gpu" or "cuda" context would read them; read as "host" and "dir". The user
     * stays (a notebook image's "jovyan" says where the shell is), and so does a host that is a container's id (twelve
     * hex digits: "root@3f2a9c1b7d4e:" says the shell is in a container), and the command after the prompt.
     */
    private static final Pattern SHELL_PROMPT =
            Pattern.compile("^(\\s*(?:\\([\\w.-]+\\)\\s*)?[\\w.-]+@)([\\w.-]+):[^$#\\s]*([$#])(?=\\s|$)");

    private static final Pattern CONTAINER_ID = Pattern.compile("[0-9a-f]{12}");

    private ReportNormaliser() {}

    /** The program's own line inside a json-file log line, its JSON escapes read; the line as it is where it is not one. */
    private static String dockerJsonLogMessage(String line) {
        JsonString message = JsonString.at(line, DOCKER_JSON_LOG.length(), false);
        return message == null ? line : message.text().stripTrailing();
    }

    /**
     * A line of a notebook file's output, one JSON string of its "text" or "traceback" list ({@code
     * "CUDA error: device-side assert triggered\\n",}): the string's characters, its escapes read. A line that only
     * looks so ({@code "C:\\Users\\me"} with a backslash JSON does not allow, or two strings) stays as it is.
     */
    private static String notebookOutputLine(String line) {
        int closingQuote = line.endsWith(",") ? line.length() - 2 : line.length() - 1;
        JsonString string = JsonString.at(line, 1, true);
        return string == null || string.end() != closingQuote
                ? line
                : string.text().strip();
    }

    /**
     * A JSON string's characters read from {@code from} (just after its opening quote) to its closing quote, at {@code
     * end}; a line break or tab escape is read as a space. Strict: an escape JSON does not allow means it is not one
     * (null); lenient: the escaped character is kept. Null too where no closing quote follows.
     */
    private record JsonString(String text, int end) {

        static JsonString at(String line, int from, boolean strict) {
            StringBuilder out = new StringBuilder(line.length() - from);
            for (int i = from, n = line.length(); i < n; i++) {
                char c = line.charAt(i);
                if (c == '"') {
                    return new JsonString(out.toString(), i);
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                if (++i >= n) {
                    return null;
                }
                char e = line.charAt(i);
                switch (e) {
                    case 'n', 'r', 't' -> out.append(' ');
                    case '"', '\\', '/' -> out.append(e);
                    case 'u' -> {
                        if (i + 4 >= n) {
                            return null;
                        }
                        try {
                            out.append((char) Integer.parseInt(line.substring(i + 1, i + 5), 16));
                        } catch (NumberFormatException notHex) {
                            return null;
                        }
                        i += 4;
                    }
                    default -> {
                        if (strict) {
                            return null;
                        }
                        out.append(e);
                    }
                }
            }
            return null;
        }
    }

    private static String unescapeOutput(String line) {
        Matcher breaks = ESCAPED_LINE_BREAK.matcher(line);
        if (!breaks.find() || !breaks.find()) {
            return line;
        }
        Matcher escape = ESCAPE.matcher(line);
        StringBuilder out = new StringBuilder(line.length());
        while (escape.find()) {
            char c = escape.group(1).charAt(0);
            escape.appendReplacement(
                    out, Matcher.quoteReplacement(c == 'n' || c == 'r' || c == 't' ? " " : String.valueOf(c)));
        }
        escape.appendTail(out);
        return out.toString();
    }

    /**
     * A line whose every backslash escapes a Markdown character, as a post's source keeps it outside code
     * ("CUDA\\_ERROR\\_NO\\_DEVICE", "NVMLError\\_NotSupported"): the characters themselves. A line with any other
     * backslash (a Windows path, "D:\\a\\_work\\1") is a path or an escape, not Markdown, and stays as it is.
     */
    private static String unescapeMarkdown(String line) {
        if (OTHER_BACKSLASH.matcher(line).find()) {
            return line;
        }
        return MARKDOWN_ESCAPE.matcher(line).replaceAll("$1");
    }

    /**
     * UTF-8 punctuation read as Windows-1252, as a console or a mail set to a Western code page shows a compiler's or a
     * Python message's quotes ("error: \u00E2\u20AC\u02DCcudaMalloc\u00E2\u20AC\u2122 was not declared"): the
     * punctuation it was. Only these sequences are read; a line of another language's accents keeps its letters.
     */
    private static String readMojibake(String line) {
        for (String[] pair : MOJIBAKE) {
            if (line.contains(pair[0])) {
                line = line.replace(pair[0], pair[1]);
            }
        }
        return line;
    }

    private static final String[][] MOJIBAKE = {
        {"\u00E2\u20AC\u02DC", "'"},
        {"\u00E2\u20AC\u2122", "'"},
        {"\u00E2\u20AC\u0153", "\""},
        {"\u00E2\u20AC\u009D", "\""},
        {"\u00E2\u20AC\uFFFD", "\""},
        {"\u00E2\u20AC\u201C", "-"},
        {"\u00E2\u20AC\u201D", "-"},
        {"\u00E2\u20AC\u00A6", "..."},
        {"\u00E2\u20AC", "\""}, // a closing quote whose last byte a Western code page has no character for
        {"\u00C2\u00A0", " "},
    };

    private static String readPrompt(String line) {
        Matcher prompt = SHELL_PROMPT.matcher(line);
        if (!prompt.find()) {
            return line;
        }
        String host = CONTAINER_ID.matcher(prompt.group(2)).matches() ? prompt.group(2) : "host";
        return prompt.group(1) + host + ":dir" + prompt.group(3) + line.substring(prompt.end());
    }

    private static String decodeHtmlReferences(String line) {
        Matcher reference = HTML_REFERENCE.matcher(line);
        if (!reference.find()) {
            return line;
        }
        StringBuilder out = new StringBuilder(line.length());
        do {
            int code = reference.group(1) != null
                    ? Integer.parseInt(reference.group(1))
                    : reference.group(2) != null
                            ? Integer.parseInt(reference.group(2), 16)
                            : switch (reference.group(3)) {
                                case "amp" -> '&';
                                case "lt" -> '<';
                                case "gt" -> '>';
                                case "quot" -> '"';
                                case "apos" -> '\'';
                                default -> ' '; // nbsp
                            };
            String decoded = Character.isValidCodePoint(code) && code != 0
                    ? new String(Character.toChars(code))
                    : reference.group();
            reference.appendReplacement(out, Matcher.quoteReplacement(decoded));
        } while (reference.find());
        reference.appendTail(out);
        return out.toString();
    }

    /** The line as the rules read it: what the paste added removed, nothing the report said. */
    public static String forRules(String line) {
        if (line == null || line.isEmpty()) {
            return "";
        }
        if (line.startsWith(DOCKER_JSON_LOG)) {
            line = dockerJsonLogMessage(line);
            if (line.isEmpty()) {
                return "";
            }
        }
        char first = line.charAt(0);
        if (first == '"' && line.indexOf('\\') > 0 && (line.endsWith("\",") || line.endsWith("\""))) {
            line = notebookOutputLine(line);
        }
        if ((Character.isDigit(first) || Character.isUpperCase(first))
                && (line.indexOf("]:") > 0 || line.indexOf("kernel:") > 0)) {
            line = SYSLOG_HOST.matcher(line).replaceFirst("$1host");
        }
        int at = line.indexOf('@');
        if (at > 0 && (line.indexOf('$', at) > 0 || line.indexOf('#', at) > 0)) {
            line = readPrompt(line);
        }
        line = LocalisedMessages.inEnglish(line);
        if (plain(line)) {
            return line.indexOf("  ") < 0 && line.indexOf('\t') < 0 ? line : inlineSpacesCollapsed(line);
        }
        if (line.indexOf('&') >= 0) {
            line = decodeHtmlReferences(line);
        }
        if (line.indexOf('\u00E2') >= 0 || line.indexOf('\u00C2') >= 0) {
            line = readMojibake(line);
        }
        if (line.indexOf('\\') >= 0) {
            line = unescapeMarkdown(unescapeOutput(line));
        }
        StringBuilder out = new StringBuilder(line.length());
        for (int i = 0, n = line.length(); i < n; i++) {
            char c = line.charAt(i);
            if (c == '\u200B' || c == '\u200C' || c == '\u200D' || c == '\u2060' || c == '\uFEFF' || c == '\u00AD') {
                continue; // zero-width and soft hyphens a web page or a chat puts inside words
            }
            if (c >= '\u2500' && c <= '\u259F') { // box drawing and block elements
                out.append(' ');
            } else if (c == '\uFF1A'
                    || c == '\uFF0C'
                    || c == '\uFF1B') { // full-width colon, comma, semicolon: a space follows in ASCII
                out.append((char) (c - 0xFEE0)).append(' ');
            } else if (c >= '\uFF01' && c <= '\uFF5E') { // full-width ASCII
                out.append((char) (c - 0xFEE0));
            } else {
                out.append(
                        switch (c) {
                            case '\u00A0', '\u2007', '\u202F', '\u3000' -> ' ';
                            case '\u2018', '\u2019', '\u201A', '\u2032' -> '\'';
                            case '\u201C', '\u201D', '\u201E', '\u00AB', '\u00BB' -> '"';
                            case '\u3001' -> ',';
                            case '\u3002' -> '.';
                            case '\u300C', '\u300D', '\u300E', '\u300F', '\u3010', '\u3011' -> '"';
                            case '\u2010', '\u2011', '\u2013', '\u2014', '\u2212' -> '-';
                            case '\u2026' -> '.';
                            default -> c;
                        });
            }
        }
        String text = NON_LATIN_RUN.matcher(out).replaceAll(" ");
        if (text.indexOf('\\') >= 0) {
            text = WINDOWS_SEPARATOR.matcher(text).replaceAll("/");
        }
        return SPACES.matcher(text).replaceAll(" ").strip();
    }

    /** The line as similar reports are compared: what it says, not where or when or by whom. */
    public static String signalLine(String line) {
        return signalLineOfLowerCase(forRules(line).toLowerCase(Locale.ROOT));
    }

    /** The same for a line {@link #forRules(String)} already read and lower-cased (a diagnosis holds its lines so). */
    static String signalLineOfLowerCase(String lower) {
        String text = LOG_PREFIX.matcher(lower).replaceFirst("");
        text = PROMPT.matcher(text).replaceFirst("");
        if (text.indexOf('/') >= 0) {
            text = PATH.matcher(text).replaceAll("${name}");
        }
        text = HEX.matcher(text).replaceAll("<hex>");
        text = NUMBER.matcher(text).replaceAll("<n>");
        text = QUOTING.matcher(text).replaceAll("");
        return SPACES.matcher(text).replaceAll(" ").strip();
    }

    /**
     * The line with each run of spaces or tabs inside it made one space ("CUDA out of  memory" as a chat or a
     * justified paste spaces it), its indentation kept.
     */
    private static String inlineSpacesCollapsed(String line) {
        int start = 0;
        while (start < line.length() && (line.charAt(start) == ' ' || line.charAt(start) == '\t')) {
            start++;
        }
        return line.substring(0, start)
                + INLINE_SPACES.matcher(line.substring(start)).replaceAll(" ").stripTrailing();
    }

    /** Printable ASCII (and tabs) without a backslash or an ampersand: {@link #forRules(String)} only evens its spaces. */
    private static boolean plain(String line) {
        for (int i = 0, n = line.length(); i < n; i++) {
            char c = line.charAt(i);
            if (c > '~' || c == '\\' || c == '&' || (c < ' ' && c != '\t')) {
                return false;
            }
        }
        return true;
    }
}
