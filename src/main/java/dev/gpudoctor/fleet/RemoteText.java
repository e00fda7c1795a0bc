package dev.gpudoctor.fleet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Text another machine wrote, made safe to show: a terminal escape (ESC, CSI), a C0 or C1 control
 * character, DEL, or a bidirectional override or isolate (which reorders what the eye reads) is
 * replaced by its visible {@code \\uXXXX} form, so a compromised node can neither hide its row nor
 * rewrite the operator's screen, in the terminal or in the window. Applied where remote text
 * becomes our records, so every rendering (text, JSON, the Fleet tab, a fleet.json read back) gets
 * it once.
 */
public final class RemoteText {

    private RemoteText() {}

    /** {@code text} with every character that could move the cursor or reorder the line made visible; null stays null. */
    public static String clean(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (unsafe(c)) {
                if (out == null) {
                    out = new StringBuilder(text.length() + 8).append(text, 0, i);
                }
                out.append(String.format("\\u%04X", (int) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? text : out.toString();
    }

    public static List<String> clean(List<String> lines) {
        if (lines == null) {
            return null;
        }
        List<String> out = new ArrayList<>(lines.size());
        lines.forEach(line -> out.add(clean(line)));
        return out;
    }

    public static Map<String, String> clean(Map<String, String> values) {
        if (values == null) {
            return null;
        }
        Map<String, String> out = new LinkedHashMap<>();
        values.forEach((key, value) -> out.put(clean(key), clean(value)));
        return out;
    }

    static boolean unsafe(char c) {
        if (c == '\t') {
            return false;
        }
        return c < 0x20
                || c == 0x7f
                || (c >= 0x80 && c <= 0x9f)
                || c == '\u061c'
                || c == '\u200e'
                || c == '\u200f'
                || (c >= '\u202a' && c <= '\u202e')
                || (c >= '\u2066' && c <= '\u2069');
    }
}
