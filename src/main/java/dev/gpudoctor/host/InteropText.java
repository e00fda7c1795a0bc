package dev.gpudoctor.host;

import java.util.ArrayList;
import java.util.List;

/**
 * Makes a Windows program's output fit to read and to show. {@code wsl.exe} writes UTF-16LE (read as
 * UTF-8 it arrives as "W\0S\0L\0 \0…", its byte-order mark as two replacement characters), Windows
 * programs end lines with CR LF, and a broken or hostile program can print binary or megabytes: the
 * NULs of UTF-16 go, control characters become '?', and only the first {@link #MAX_LINES} non-blank
 * lines of at most {@link #MAX_CHARS} characters each are kept.
 */
public final class InteropText {

    static final int MAX_LINES = 40;
    static final int MAX_CHARS = 240;

    private InteropText() {}

    public static List<String> decode(List<String> raw) {
        StringBuilder text = new StringBuilder();
        int nuls = 0;
        int chars = 0;
        for (String line : raw) {
            if (chars > MAX_LINES * MAX_CHARS * 4) {
                break; // enough to decide and to keep MAX_LINES lines
            }
            text.append(line).append('\n');
            chars += line.length() + 1;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\u0000') {
                nuls++;
            }
        }
        // UTF-16LE text of ASCII characters: every second byte is NUL (a third and more of all characters).
        boolean utf16 = nuls * 3 >= text.length() && nuls > 0;
        List<String> lines = new ArrayList<>();
        for (String line : text.toString().split("\n", -1)) {
            StringBuilder clean = new StringBuilder();
            for (int i = 0; i < line.length() && clean.length() < MAX_CHARS; i++) {
                char c = line.charAt(i);
                if (c == '\u0000' && utf16 || c == '\r' || c == '\uFEFF' || c == '\uFFFD' && utf16) {
                    continue;
                }
                clean.append(Character.isISOControl(c) && c != '\t' ? '?' : c);
            }
            String kept = clean.toString().strip();
            if (!kept.isEmpty()) {
                lines.add(kept);
                if (lines.size() == MAX_LINES) {
                    break;
                }
            }
        }
        return lines;
    }
}
